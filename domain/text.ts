/* eslint-disable no-control-regex -- matching control characters is this module's purpose */
/**
 * What a text value may contain, for the browser and the server alike. Control characters (C0, DEL) have no place in
 * names, codes or remarks: they break exports and reports, PostgreSQL refuses NUL outright, and they hide text from
 * reviewers. Tab, line feed and carriage return are kept where a text may span lines.
 */
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f]/;
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Every control character, for stripping them from names the client does not type (a file's name). */
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

export const CONTROL_CHARACTERS_MESSAGE = 'This field may not contain control characters.';
export const LINE_BREAKS_MESSAGE = 'This field may not contain line breaks or control characters.';

/** Null when the text is acceptable, else the message to show under the field. */
export function controlCharacterProblem(text: string, multiLine: boolean): string | null {
  if (multiLine) return MULTI_LINE_FORBIDDEN.test(text) ? CONTROL_CHARACTERS_MESSAGE : null;
  return SINGLE_LINE_FORBIDDEN.test(text)
    ? MULTI_LINE_FORBIDDEN.test(text)
      ? CONTROL_CHARACTERS_MESSAGE
      : LINE_BREAKS_MESSAGE
    : null;
}

/** Texts longer than a one-line name (over 191 characters) or shown in a text area may hold line breaks. */
export const isMultiLineField = (p: {
  maxLength?: number;
  'x-widget'?: string;
  format?: string;
  enum?: readonly unknown[];
}): boolean =>
  p['x-widget'] === 'textarea' || (!p.format && !p.enum && (p.maxLength === undefined || p.maxLength > 191));

/** A URL-safe key from a name: lower case, runs of other characters as one hyphen ("St. Anne's" -> "st-anne-s"). */
export const slugify = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
