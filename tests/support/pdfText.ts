/** The text pdfkit drew on each page of a PDF, in page order, read back from its deflated content streams. */
import { inflateSync } from 'node:zlib';

/** pdfkit writes standard-font text as hex strings inside TJ arrays; kerning splits words, so join every string. */
export function pageTexts(pdf: Buffer): string[] {
  const out: string[] = [];
  const raw = pdf.toString('latin1');
  const re = /stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(raw))) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(Buffer.from(raw.slice(start, end), 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    if (!/T[Jj]/.test(content)) continue;
    const hex = [...content.matchAll(/<([0-9a-fA-F]+)>/g)].map((h) => Buffer.from(h[1], 'hex').toString('latin1'));
    out.push(hex.join(''));
    re.lastIndex = end;
  }
  return out;
}
