/** A message catalogue's entry by its dotted key ('app.layout.sign_out'; a segment may hold '/' or '-'). */
export function msg(catalogue: unknown, key: string): unknown {
  let node: unknown = catalogue;
  for (const part of key.split('.'))
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return node;
}
