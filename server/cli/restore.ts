import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { BackupRefused, restore } from '../lib/backup/index.js';

/** `npm run restore -- <dir> [--force]`: a backup into an empty installation (--force replaces a non-empty one). */
const { positionals, values } = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean' } } });
if (positionals.length !== 1) {
  console.error('Usage: npm run restore -- <backup folder> [--force]');
  process.exit(2);
}
try {
  const m = await restore(loadConfig(), positionals[0], { force: values.force });
  console.log(
    `Restored the ${m.database.kind} database (migration ${m.database.migration ?? 'none'}) and ${m.files.length} ` +
      `file(s) of the backup made ${m.created_at} by Caretaker ${m.app.version}. Start the server: it applies any newer ` +
      'migrations.',
  );
} catch (err) {
  console.error(err instanceof BackupRefused ? err.message : `Restore failed: ${(err as Error).message}`);
  process.exitCode = 1;
}
