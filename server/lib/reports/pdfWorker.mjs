// The PDF pool's worker (server/plugins/pdf.ts). Plain JavaScript because a worker thread starts without the parent's
// TypeScript loader: it loads the renderers through tsx's API, once per thread. The PDF goes back as a transferred
// ArrayBuffer, not a copy.
import Piscina from 'piscina';
import { tsImport } from 'tsx/esm/api';

const { renderReport, warmUp } = await tsImport('./renderers.ts', import.meta.url);
// before the thread takes its first task (a task sent meanwhile waits for this, as it would for the import)
await warmUp();

export default async function render({ kind, model }) {
  if (kind === 'warm') return null;
  const pdf = await renderReport(kind, model);
  const bytes = new Uint8Array(pdf.byteLength);
  bytes.set(pdf);
  return Piscina.move(bytes);
}
