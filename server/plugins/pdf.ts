/**
 * PDFs are rendered off the event loop: pdfkit's layout of a 4,000-row claim or a 200-school COP takes seconds of CPU,
 * and on the request's thread it would hold up every other request of the instance meanwhile. A pool of worker threads
 * (piscina) renders them; the request waits for its PDF without blocking anyone. PDF_WORKERS sets the pool's size
 * (default: the cores less one, at least one, at most four); 0 renders on the request's thread (a debugging aid).
 * Threads start on the first PDF (one at start-up, `warm`) and those past the first leave after a minute without work.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { Piscina } from 'piscina';
import { renderReport, type ReportKind, type ReportModels } from '../lib/reports/renderers.js';

export interface PdfRenderer {
  render<K extends ReportKind>(kind: K, model: ReportModels[K]): Promise<Buffer>;
  /**
   * Starts a thread of the pool before the first PDF is asked for (the server does so once it listens); resolves when
   * it has loaded its renderers and made its warm-up document.
   */
  warm(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    pdf: PdfRenderer;
  }
}

const WORKER = new URL('../lib/reports/pdfWorker.mjs', import.meta.url);

export default fp(async function pdfPlugin(app: FastifyInstance) {
  const size = app.config.pdfWorkers;
  let pool: Piscina | null = null;
  const poolOf = (minThreads = 0) =>
    (pool ??= new Piscina({
      filename: WORKER.href,
      minThreads,
      maxThreads: size,
      idleTimeout: 60_000,
      // The worker loads TypeScript itself (pdfWorker.mjs); the parent's loader flags are not for it.
      execArgv: [],
    }));
  app.decorate('pdf', {
    async render<K extends ReportKind>(kind: K, model: ReportModels[K]) {
      if (size === 0) return renderReport(kind, model);
      const bytes: Uint8Array = await poolOf().run({ kind, model });
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    async warm() {
      if (size === 0) return;
      await poolOf(1).run({ kind: 'warm' });
    },
  });
  app.addHook('onClose', async () => {
    await pool?.destroy();
  });
});
