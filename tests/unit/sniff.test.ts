import { describe, expect, it } from 'vitest';
import { sniff } from '../../domain/fileTypes.js';

const bytes = (...b: number[]) => Uint8Array.from([...b, ...new Array(16).fill(0)]);

describe('sniff (magic bytes, never the declared type)', () => {
  it.each([
    ['image/png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)],
    ['image/jpeg', bytes(0xff, 0xd8, 0xff, 0xe0)],
    ['image/gif', Uint8Array.from(Buffer.from('GIF89a'))],
    [
      'image/webp',
      Uint8Array.from(Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ')])),
    ],
    ['application/pdf', Uint8Array.from(Buffer.from('%PDF-1.7\n'))],
    ['application/zip', bytes(0x50, 0x4b, 0x03, 0x04)],
  ])('recognises %s', (type, head) => {
    expect(sniff(head)).toBe(type);
  });

  it.each([
    ['plain text named .png', Uint8Array.from(Buffer.from('just some text'))],
    ['HTML', Uint8Array.from(Buffer.from('<!doctype html><script>alert(1)</script>'))],
    ['SVG (scriptable)', Uint8Array.from(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))],
    [
      'a RIFF that is not WebP (WAV)',
      Uint8Array.from(Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WAVEfmt ')])),
    ],
    ['empty', new Uint8Array()],
    ['a truncated PNG signature', Uint8Array.from([0x89, 0x50, 0x4e])],
    ['JPEG with a wrong third byte', bytes(0xff, 0xd8, 0x00)],
  ])('refuses %s', (_label, head) => {
    expect(sniff(head)).toBeNull();
  });
});
