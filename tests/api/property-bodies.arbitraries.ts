/**
 * The bodies property-bodies.test.ts sends (fast-check arbitraries): after an operation's documented JSON schema most
 * of the time and wild otherwise (wrong types, booleans for ids, control characters, odd number texts), the fields the
 * API reads for routes without a documented body, and the files a multipart body may carry.
 */
import fc from 'fast-check';
import { onePixelPng } from './helpers.js';
import { PDF_BYTES } from './quotations.support.js';

export type Schema = {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  maxLength?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
};
const ODD_TEXTS = [
  '0',
  '1',
  '-1',
  'true',
  'false',
  'null',
  '0x10',
  '1e3',
  ' 1',
  '1.5',
  '',
  ' ',
  '[]',
  '{}',
  '\u0000',
  'a\u0000b',
  'line\nbreak',
  '2026-02-30',
  '9999-99-99',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '../../etc/passwd',
  'x'.repeat(300),
  '😀',
  'DRAFT',
  'PENDING',
  'APPROVED',
  'REJECTED',
  'my_signature',
];
const wild: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -2, max: 5 }),
  fc.constantFrom(2 ** 31, 2 ** 53, -0.5, 1e308),
  fc.double({ noNaN: true }),
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.constantFrom(...ODD_TEXTS),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.oneof(fc.integer({ min: -1, max: 5 }), fc.boolean()), { maxLength: 3 }),
);
const dateText = fc
  .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const idish = fc.oneof(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 1, max: 6 }).map(String), wild);

function typesOf(s: Schema): string[] {
  return Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
}

/** Mostly a value the schema describes, sometimes anything at all. */
export function fromSchema(s: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!s || depth > 3) return wild;
  return fc.oneof({ weight: 4, arbitrary: validish(s, depth) }, { weight: 1, arbitrary: wild });
}

function validish(s: Schema, depth: number): fc.Arbitrary<unknown> {
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  const branches = s.anyOf ?? s.oneOf;
  if (branches?.length) return fc.oneof(...branches.map((b) => fromSchema(b, depth + 1)));
  const ty = typesOf(s).filter((x) => x !== 'null');
  if (typesOf(s).includes('null') && ty.length)
    return fc.oneof(
      { weight: 5, arbitrary: validish({ ...s, type: ty }, depth) },
      { weight: 1, arbitrary: fc.constant(null) },
    );
  switch (ty[0]) {
    case 'string':
      if (s.format === 'email')
        return fc.oneof(fc.emailAddress(), fc.constantFrom('admin@caretaker.test', 'technician@caretaker.test'));
      if (s.format === 'date') return dateText;
      return fc.oneof(
        fc.string({ minLength: 1, maxLength: Math.min(s.maxLength ?? 30, 30) }),
        fc.constantFrom(...ODD_TEXTS),
        dateText,
      );
    case 'integer':
      return idish;
    case 'number':
      return fc.oneof(
        fc.integer({ min: 0, max: 100_000 }),
        fc.double({ min: 0, max: 1e7, noNaN: true }),
        fc.constantFrom('12.50', '1,234.56', '-1'),
      );
    case 'boolean':
      return fc.oneof(fc.boolean(), fc.constantFrom('true', '0', 1));
    case 'array':
      return fc.array(fromSchema(s.items, depth + 1), { maxLength: 3 });
    case 'object':
    default:
      if (!s.properties) return fc.dictionary(fc.constantFrom(...FIELD_NAMES), fieldValue, { maxKeys: 4 });
      return fc
        .record(Object.fromEntries(Object.entries(s.properties).map(([k, p]) => [k, fromSchema(p, depth + 1)])), {
          requiredKeys: [],
        })
        .chain((r) =>
          fc
            .option(fc.tuple(fc.constantFrom(...FIELD_NAMES), fieldValue), { nil: undefined })
            .map((extra) => (extra ? { ...r, [extra[0]]: extra[1] } : r)),
        );
  }
}

/** Names an object inherits: a field-error map or a lookup that is a plain object would find these without any input. */
export const PROTOTYPE_KEYS = ['constructor', 'toString', 'valueOf', '__proto__', 'hasOwnProperty'] as const;

/** Fields the hand-read (multipart) routes look at. */
const FIELD_NAMES = [
  'school_id',
  'status',
  'remarks',
  'contacts',
  'quotation_items',
  'job_type',
  'job',
  'trade',
  'date',
  'location',
  'name',
  'category',
  'description',
  'signature',
  'signature_options',
  'signature_details',
  'document_type',
  'source_fund',
  'version',
  'attachments',
  'epo_reference_no',
  'epi_reference_no',
  'fsr_id',
  'payment_received',
  'email',
  'password',
  'token',
  'role_id',
  'permission_ids',
  'id',
  'order',
  'report',
  'file_name',
  ...PROTOTYPE_KEYS,
] as const;
const item = fc.record(
  {
    fsr_id: idish,
    serial_no: fc.oneof(fc.integer({ min: -1, max: 9 }), wild),
    quantity: fc.oneof(fc.constantFrom('1', '0.5', '-1', '1e3', 'abc'), wild),
    rate: fc.oneof(fc.constantFrom('10.00', '1,000.50', '-2', 'x'), wild),
    kind: fc.oneof(fc.constantFrom('item', 'header', 'note', 'star_rate', 'custodial'), wild),
    header: wild,
    note: wild,
    item_description: wild,
    unit: wild,
    minimum: wild,
    is_active: wild,
    subRows: fc.oneof(fc.array(fc.record({ quantity: wild, item_description: wild }), { maxLength: 2 }), wild),
  },
  { requiredKeys: [] },
);
const fieldValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: wild },
  { weight: 1, arbitrary: dateText },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.array(item, { maxLength: 3 }) },
  {
    weight: 1,
    arbitrary: fc.record({ attention: wild, tel: wild, cc: wild, fax: wild, location: wild }, { requiredKeys: [] }),
  },
);
export const genericBody = fc.dictionary(fc.constantFrom(...FIELD_NAMES), fieldValue, { maxKeys: 8 });
const FILES: [string, Buffer, string][] = [
  ['photo.png', onePixelPng(), 'image/png'],
  ['doc.pdf', PDF_BYTES, 'application/pdf'],
  ['x.exe', Buffer.from('MZ\u0090\u0000junk'), 'application/octet-stream'],
];
export const filePart = fc.option(
  fc.record({
    field: fc.constantFrom('file', 'files[]', 'supporting_documents[]', 'documents[]'),
    file: fc.constantFrom(...FILES),
    name: fc.oneof(
      fc.constantFrom('a.png', 'a.pdf', 'a.xlsx', '../../x.pdf', 'a\u0000.pdf', ''),
      fc.string({ maxLength: 10 }),
    ),
  }),
  { nil: undefined },
);
