// `npm run dev`: the API with reload on server changes (tsx watch) and Vite's dev server with hot reload for the UI.
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '8080';
const procs = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: port },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], {
    stdio: 'inherit',
    env: { ...process.env, API_URL: `http://localhost:${port}` },
  }),
];
const stop = () => procs.forEach((p) => p.kill('SIGTERM'));
for (const s of ['SIGINT', 'SIGTERM']) process.on(s, stop);
procs.forEach((p) =>
  p.on('exit', (code) => {
    stop();
    process.exit(code ?? 0);
  }),
);
