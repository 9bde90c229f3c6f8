// The PDF pool's worker (server/plugins/pdf.ts). Plain JavaScript because a worker thread starts without the parent's
// TypeScript loader: it loads the renderers through tsx's API, once per thread. The PDF goes back as a transferred
// ArrayBuffer, not a copy.
import Piscina from 'piscina';
import { tsImport } from 'tsx/esm/api';

const { renderReport } = await tsImport('./renderers.ts', import.meta.url);

export default async function render({ kind, model }) {
  const pdf = await renderReport(kind, model);
  const bytes = new Uint8Array(pdf.byteLength);
  bytes.set(pdf);
  return Piscina.move(bytes);
}
