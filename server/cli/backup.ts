import { loadConfig } from '../config.js';
import { backup, BackupRefused } from '../lib/backup/index.js';

/** `npm run backup -- <dir>`: a consistent snapshot of the database and DATA_DIR's files into a new folder. */
const [dir] = process.argv.slice(2);
if (!dir) {
  console.error('Usage: npm run backup -- <new folder>');
  process.exit(2);
}
try {
  const m = await backup(loadConfig(), dir);
  const bytes = m.files.reduce((n, f) => n + f.size, m.database.size);
  console.log(
    `Backed up the ${m.database.kind} database (migration ${m.database.migration ?? 'none'}) and ${m.files.length} file(s), ` +
      `${bytes} bytes, to ${dir}.`,
  );
} catch (err) {
  console.error(err instanceof BackupRefused ? err.message : `Backup failed: ${(err as Error).message}`);
  process.exitCode = 1;
}
