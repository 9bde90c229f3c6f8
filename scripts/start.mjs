// `npm start`: build the UI when needed, then migrate, seed (unless SEED=none) and serve UI and API on one port.
import { spawn } from 'node:child_process';
import { buildUiIfNeeded } from './uiBuild.mjs';

buildUiIfNeeded();
const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { stdio: 'inherit', env: process.env });
for (const s of ['SIGINT', 'SIGTERM']) process.on(s, () => child.kill(s));
child.on('exit', (code) => process.exit(code ?? 0));
