// Lighthouse (mobile emulation: simulated slow 4G, 4x CPU slowdown) against a production server on a temp data dir:
// the sign-in page, then — signed in as the demo admin — the home page and the quotation list.
//   npx vite build && node bench/lighthouse.mjs
//   CARETAKER_DIR=/path/to/other/checkout node bench/lighthouse.mjs   # the same audit of another checkout (before/after)
// Prints performance, FCP, LCP, TBT and bytes per page. Targets: sign-in >= 90, home and quotation list >= 80.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const dir = path.resolve(process.env.CARETAKER_DIR ?? '.');
const runs = Number(process.env.LH_RUNS ?? 1);
const PAGES = [
  { name: 'sign-in', path: '/auth/sign-in', signedIn: false },
  { name: 'home', path: '/', signedIn: true },
  { name: 'quotation list', path: '/works-order/quotation-list', signedIn: true },
];

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function startServer() {
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
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => String(d).includes('Caretaker is running') && resolve());
    child.on('exit', (code) => reject(new Error(`server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => {
      child.kill('SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in through the API, as the sign-in page does, and returns the cookies the UI keeps its session in. */
async function signInCookies(url) {
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

const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  const cookies = await signInCookies(server.url);
  console.log(`Lighthouse mobile, ${dir}, ${new Date().toISOString()}, load average ${os.loadavg()[0].toFixed(1)}`);
  console.log('page            | perf | FCP s | LCP s | TBT ms | KB transferred | requests');
  for (const p of PAGES) {
    if (p.signedIn) await page.setCookie(...cookies);
    else await page.deleteCookie(...cookies);
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(
        `${server.url}${p.path}`,
        { output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
        undefined,
        page,
      );
      const a = result.lhr.audits;
      const requests = a['network-requests']?.details?.items?.length ?? 0;
      console.log(
        `${p.name.padEnd(15)} | ${String(Math.round(result.lhr.categories.performance.score * 100)).padStart(4)} | ` +
          `${(a['first-contentful-paint'].numericValue / 1000).toFixed(1).padStart(5)} | ${(a['largest-contentful-paint'].numericValue / 1000).toFixed(1).padStart(5)} | ` +
          `${String(Math.round(a['total-blocking-time'].numericValue)).padStart(6)} | ${String(Math.round(a['total-byte-weight'].numericValue / 1024)).padStart(14)} | ${requests}`,
      );
    }
  }
  await browser.disconnect();
} finally {
  chrome.kill();
  server.stop();
}
