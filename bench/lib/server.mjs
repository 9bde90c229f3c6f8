// A production server of a checkout (its built UI, the demo seed, a temporary data dir) for the browser benches,
// and the session cookies the UI keeps after signing in as the demo admin.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** `dir`: the checkout; `env`: more variables for the server (e.g. `UI_DIR`). */
export async function startServer(dir = '.', env = {}) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caretaker-lh-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: dir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED: 'demo',
      // 'info': the line awaited below is logged at that level (at 'warn' the server started but was never seen)
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => String(d).includes('Caretaker is running') && resolve());
    child.on('exit', (code) => reject(new Error(`server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    stop: () => {
      child.kill('SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in through the API, as the sign-in page does, and returns the cookies the UI keeps its session in. */
export async function signInCookies(url) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@caretaker.test', password: 'Caretaker#2026' }),
  });
  const { data } = await res.json();
  const expires = Date.now() + 3 * 3600 * 1000;
  const values = {
    authToken: data.token,
    uid: String(data.uid),
    loginId: String(data.login_id),
    authExpiresAt: String(expires),
  };
  return Object.entries(values).map(([name, value]) => ({ name, value: encodeURIComponent(value), url }));
}

/** Lighthouse's mobile viewport (the phone layout: menu and filters in closed drawers). */
export const PHONE_VIEWPORT = { width: 412, height: 823, isMobile: true, deviceScaleFactor: 1.75 };

/**
 * The production server of this checkout (`UI_DIR` in the environment: another build) and a headless Chromium with a
 * page signed in as the demo admin, for the page benches; `close()` stops both. `target`: a path, or the name of one
 * of bench/lighthouse.mjs's prepared pages ('quotation 200', 'checklist 300', 'cop category tab'), whose data is made
 * first and which is opened as its own user; `path` is the address to open.
 */
export async function signedInPage({ phone = false, target = '/' } = {}) {
  const { default: puppeteer } = await import('puppeteer-core');
  const server = await startServer('.', process.env.UI_DIR ? { UI_DIR: process.env.UI_DIR } : {});
  let pagePath = target;
  let cookies = await signInCookies(server.url);
  if (!target.startsWith('/')) {
    const { HEAVY_PAGES, pathOf, prepareData } = await import('./lhData.mjs');
    const { formPages } = await import('./lhForms.mjs');
    const named = [...HEAVY_PAGES, ...(await formPages(server))].find((p) => p.name.includes(target));
    if (!named) throw new Error(`no prepared page named ${target}`);
    pagePath = pathOf(named, await prepareData(server.url, [named]));
    cookies = named.cookies ?? cookies;
  }
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless=new'],
  });
  const page = await browser.newPage();
  if (phone) await page.setViewport(PHONE_VIEWPORT);
  await page.setCookie(...cookies);
  const close = async () => {
    await browser.close();
    server.stop();
  };
  return { url: server.url, path: pagePath, page, close };
}
