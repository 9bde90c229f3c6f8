/**
 * The filters a directory sends to find a user before it creates or updates one (RFC 7644 §3.4.2.2): comparisons
 * `attribute eq value` joined by `and` — what Microsoft Entra ID and Keycloak send. Other operators, `or`, `not` and
 * grouping are answered 400 invalidFilter: a filter the server half-understood would answer the wrong users.
 */
import { ScimError } from './errors.js';

/** What a filter may compare, by its lower-cased SCIM name (attribute names are case-insensitive). */
const ATTRIBUTES = {
  id: 'id',
  username: 'userName',
  'emails.value': 'email',
  emails: 'email',
  externalid: 'externalId',
  active: 'active',
  displayname: 'displayName',
} as const;

export type FilterTerm =
  | { attribute: 'id' | 'userName' | 'email' | 'externalId' | 'displayName'; value: string }
  | { attribute: 'active'; value: boolean };

const TERM = /^\s*([A-Za-z][\w.:-]*)\s+(\w+)\s+("(?:[^"\\]|\\.)*"|true|false|null|-?\d+(?:\.\d+)?)\s*/;

const invalid = (detail: string) => new ScimError(400, detail, 'invalidFilter');

function unquote(raw: string): string {
  try {
    return JSON.parse(raw) as string;
  } catch {
    throw invalid(`The string ${raw} has an escape JSON does not know.`);
  }
}

export function parseFilter(text: string): FilterTerm[] {
  const terms: FilterTerm[] = [];
  let rest = text.trim();
  if (!rest) throw invalid('The filter is empty.');
  for (;;) {
    const m = TERM.exec(rest);
    if (!m) throw invalid(`The filter "${text}" is not understood: this server reads attribute eq "value" [and …].`);
    const [whole, name, op, raw] = m;
    const attribute =
      ATTRIBUTES[
        name.toLowerCase().replace(/^urn:ietf:params:scim:schemas:core:2\.0:user:/, '') as keyof typeof ATTRIBUTES
      ];
    if (!attribute)
      throw invalid(
        `The filter cannot compare ${name}; it compares ${Object.values(ATTRIBUTES)
          .filter((a, i, all) => all.indexOf(a) === i && a !== 'email')
          .join(', ')} and emails.value.`,
      );
    if (op.toLowerCase() !== 'eq') throw invalid(`The filter operator ${op} is not supported; only eq is.`);
    if (attribute === 'active') {
      if (raw !== 'true' && raw !== 'false') throw invalid('active is compared with true or false.');
      terms.push({ attribute, value: raw === 'true' });
    } else {
      if (!raw.startsWith('"')) throw invalid(`${name} is compared with a string in double quotes.`);
      terms.push({ attribute, value: unquote(raw) });
    }
    rest = rest.slice(whole.length);
    if (!rest) return terms;
    const and = /^and\s+/i.exec(rest);
    if (!and) throw invalid(`The filter "${text}" is not understood: terms are joined by and.`);
    rest = rest.slice(and[0].length);
  }
}
