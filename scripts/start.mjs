// `npm start`: build the UI when needed, then migrate, seed (unless SEED=none) and serve UI and API on one port.
// With NODE_ENV=production it only serves the prebuilt dist/ (README "Running in production").
import { spawn } from 'node:child_process';
import { buildUiIfNeeded, requirePrebuiltUi } from './uiBuild.mjs';

// UI_DIR names a UI built elsewhere (a release's folder): nothing to build here; a production start never builds.
if (process.env.NODE_ENV === 'production') requirePrebuiltUi();
else if (!process.env.UI_DIR) buildUiIfNeeded();
const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { stdio: 'inherit', env: process.env });

// The stop signal must reach the server, which then stops gracefully (server/main.ts). A signal sent to this process
// is passed on. But `npm start` runs this under `sh -c`, and `kill -TERM <npm>` ends that shell without passing the
// signal on: this process is then re-parented. Losing the parent therefore counts as a stop signal too, or the server
// would keep running, and keep the port, with nobody left to stop it.
let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  child.kill(signal);
};
for (const s of ['SIGINT', 'SIGTERM']) process.on(s, () => stop(s));
process.on('SIGHUP', () => stop('SIGTERM'));
const parent = process.ppid;
const orphaned = setInterval(() => {
  if (process.ppid !== parent) stop('SIGTERM');
}, 200);
orphaned.unref();

child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
