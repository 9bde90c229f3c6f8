/**
 * Keystroke latency in the quotation item table (issue 4: under 50 ms per keystroke with 200 items), in headless
 * Chromium against the production build. Run by hand after `npx vite build`: `npx tsx bench/keystroke.ts [items]`.
 * Measures, in the page, the time from each input event to the end of React's commit and a forced layout.
 */
import { startE2E, signIn } from '../tests/e2e/support.js';
import { largeQuotationItems, openDraftWithItems } from '../tests/e2e/largeQuotation.js';

const count = Number(process.argv[2] ?? 200);
const e2e = await startE2E();
try {
  const page = await e2e.newPage();
  await signIn(page, 'term-contractor@caretaker.test');
  await page.waitForURL((u) => !u.pathname.startsWith('/auth'));
  await openDraftWithItems(page, largeQuotationItems(count));
  const input = page.getByLabel(`Quantity ${Math.ceil(count * 0.75)}`);
  await input.click();
  await input.fill('');
  await page.evaluate(() => {
    const w = window as unknown as { __ks: number[]; __t0: number };
    w.__ks = [];
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      void document.body.offsetHeight;
      w.__ks.push(performance.now() - w.__t0);
    };
    window.addEventListener(
      'input',
      () => {
        w.__t0 = performance.now();
        channel.port2.postMessage(0);
      },
      true,
    );
  });
  await page.keyboard.type('1234.56', { delay: 60 });
  const times = await page.evaluate(() => (window as unknown as { __ks: number[] }).__ks);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  console.log(
    `Chromium, ${count} items, ${times.length} keystrokes: mean ${mean.toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms (target: under 50 ms)`,
  );
  console.log(`each: ${times.map((t) => t.toFixed(1)).join(', ')} ms`);
} finally {
  await e2e.close();
}
