// Lighthouse (mobile emulation: simulated slow 4G, 4x CPU slowdown) against a production server on a temp data dir:
// the sign-in page, then — signed in as the demo admin — the home page and the quotation list.
//   npx vite build && node bench/lighthouse.mjs
//   CARETAKER_DIR=/path/to/other/checkout node bench/lighthouse.mjs   # the same audit of another checkout (before/after)
// Prints performance, FCP, LCP, TBT and bytes per page. Targets: sign-in >= 90, home and quotation list >= 80.
//   LH_SAVE=/tmp/lh node bench/lighthouse.mjs   # also writes each report (JSON) there, to read its long tasks
//   LH_PAGES=list UI_DIR=/tmp/dist-b node bench/lighthouse.mjs   # only pages whose name contains 'list', another build
// Also a 200-item quotation and a 300-item checklist ('quotation 200', 'checklist 300': bench/lib/lhForms.mjs), >= 80.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { signInCookies, startServer } from './lib/server.mjs';
// the heavy screens of issue 37 (a 200-school COP tab, every dashboard) and the data they need
import { HEAVY_PAGES, pathOf, prepareData } from './lib/lhData.mjs';

const dir = path.resolve(process.env.CARETAKER_DIR ?? '.');
const runs = Number(process.env.LH_RUNS ?? 1);
const saveDir = process.env.LH_SAVE;
const PAGES = [
  { name: 'sign-in', path: '/auth/sign-in', signedIn: false },
  { name: 'home', path: '/', signedIn: true },
  { name: 'quotation list', path: '/works-order/quotation-list', signedIn: true },
  ...HEAVY_PAGES,
];

const server = await startServer(dir);
// Heavy forms on a phone (bench/lib/lhForms.mjs): a 200-item quotation and a 300-item checklist, made in the server's
// data dir and audited as the term contractor who edits them (`cookies` of the page: its own user).
PAGES.push(...(await import('./lib/lhForms.mjs').then((m) => m.formPages(server))));
// A fresh browser (profile) for every audit: nothing cached, no service worker from the audit before. Lighthouse's own
// storage reset raced the shell's service worker, which re-filled its cache and served some pages' scripts from it.
const audit = async (p) => {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    if (p.signedIn) await page.setCookie(...(p.cookies ?? cookies));
    // the service worker is kept out: installing at the load event, it fetched the shell again and Lighthouse's trace
    // then took some of the page's scripts as free (transfer 0), so those runs came out faster than a first visit is
    await page.evaluateOnNewDocument(() => {
      delete Navigator.prototype.serviceWorker;
    });
    const result = await lighthouse(
      `${server.url}${pathOf(p, data)}`,
      { output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      undefined,
      page,
    );
    await browser.disconnect();
    return result;
  } finally {
    chrome.kill();
  }
};
let cookies;
let data = {};
try {
  cookies = await signInCookies(server.url);
  console.log(`Lighthouse mobile, ${dir}, ${new Date().toISOString()}, load average ${os.loadavg()[0].toFixed(1)}`);
  // CLS, Lighthouse's main-thread work (s), its benchmark index (this machine's speed at the audit: 2,000+ quiet here)
  // and the load average: on a shared machine the last two say which figures can be compared
  console.log(
    'page            | perf | FCP s | LCP s | TBT ms | KB transferred | requests | CLS | main s | index | load',
  );
  const only = process.env.LH_PAGES?.split(',');
  const chosen = PAGES.filter((page) => !only || only.some((name) => page.name.includes(name)));
  data = await prepareData(server.url, chosen);
  for (const p of chosen) {
    for (let i = 0; i < runs; i++) {
      let result = await audit(p);
      // now and then the trace misses the navigation's start (NO_NAVSTART) and every metric is NaN: audited again
      for (let retry = 0; result.lhr.runtimeError && retry < 2; retry++) {
        console.log(`${p.name.padEnd(15)} | ${result.lhr.runtimeError.code}, audited again`);
        result = await audit(p);
      }
      const a = result.lhr.audits;
      if (saveDir) {
        fs.mkdirSync(saveDir, { recursive: true });
        fs.writeFileSync(
          path.join(saveDir, `${p.name.replace(/\W+/g, '-')}-${i + 1}.json`),
          JSON.stringify(result.lhr),
        );
      }
      const items = a['network-requests']?.details?.items ?? [];
      const requests = items.length;
      // what crossed the network (total-byte-weight varied between runs of the same page)
      const transferred = items.reduce((n, r) => n + (r.transferSize ?? 0), 0);
      // scripts the trace saw arrive without their bytes: Lantern then simulates them as free, and the run looks faster
      // than it is (seen while the service worker was let in); such a run is flagged
      const uncounted = items.filter((r) => r.resourceType === 'Script' && !r.transferSize && r.resourceSize > 0);
      console.log(
        `${p.name.padEnd(15)} | ${String(Math.round(result.lhr.categories.performance.score * 100)).padStart(4)} | ` +
          `${(a['first-contentful-paint'].numericValue / 1000).toFixed(1).padStart(5)} | ${(a['largest-contentful-paint'].numericValue / 1000).toFixed(1).padStart(5)} | ` +
          `${String(Math.round(a['total-blocking-time'].numericValue)).padStart(6)} | ${String(Math.round(transferred / 1024)).padStart(14)} | ${requests}` +
          ` | ${a['cumulative-layout-shift'].numericValue.toFixed(2)} | ${(a['mainthread-work-breakdown'].numericValue / 1000).toFixed(1)}` +
          ` | ${Math.round(result.lhr.environment.benchmarkIndex)} | ${os.loadavg()[0].toFixed(1)}` +
          (uncounted.length ? ` | ${uncounted.length} scripts uncounted` : ''),
      );
    }
  }
} finally {
  server.stop();
}
