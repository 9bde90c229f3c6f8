/**
 * Bounds on JSON the API accepts (bodies and JSON-valued form fields). No record of ours nests deeper than a handful of
 * levels (a quotation item inside a list inside a body); deep nesting only exists to exhaust the stack of a recursive
 * walker (JSON.stringify, ajv, our own readers), so it is refused before anything walks it.
 */
export const MAX_JSON_DEPTH = 32;
export const JSON_TOO_DEEP_MESSAGE = `The JSON is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`;

/** Nesting depth of JSON text, counted without parsing it (brackets inside strings are skipped). */
export function jsonTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/** The same bound on a value already parsed (a multipart field sent as application/json), walked without recursion. */
export function valueTooDeep(value: unknown, max = MAX_JSON_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [v, d] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (d > max) return true;
    for (const child of Object.values(v)) if (child !== null && typeof child === 'object') stack.push([child, d + 1]);
  }
  return false;
}
