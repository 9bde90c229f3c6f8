import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS, CONTROL_CHARACTERS_MESSAGE, LINE_BREAKS_MESSAGE } from '../../domain/text.js';
import { JSON_TOO_DEEP_MESSAGE } from '../../server/lib/jsonLimits.js';
import { MALFORMED_UPLOAD_MESSAGE } from '../../server/lib/upload.js';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { tableCounts } from './helpers.js';
import {
  actors,
  baseFields,
  formPost,
  fsrItems,
  jsonPost,
  PDF_BYTES,
  quotationInState,
  type Actors,
} from './quotations.support.js';

/** Issue 7 "No 500 on any input": malformed multipart, missing references, deep JSON, coerced ids, control characters. */
let t: TestApp;
let a: Actors;
let admin: string;
let adminId: number;
let quotationId: number;
let documentId: number;

beforeAll(async () => {
  t = await createTestApp();
  a = await actors(t, ['TERM-CONTRACTOR', 'ADMIN']);
  admin = a.tokens.ADMIN;
  adminId = a.ids.ADMIN;
  quotationId = await quotationInState(t, a, 'DRAFT');
  const doc = await formPost(t, '/api/documents', admin, { name: 'Manual', category: JSON.stringify(['north']) }, [
    { field: 'file', name: 'manual.pdf', data: PDF_BYTES },
  ]);
  if (doc.statusCode !== 201) throw new Error(`document set-up failed: ${doc.body}`);
  documentId = doc.json().data.id;
});
afterAll(async () => t.close());

/** Every route that reads a multipart body. */
const UPLOAD_ROUTES = () => [
  '/api/quotations',
  `/api/quotations/${quotationId}`,
  `/api/quotations/${quotationId}/ma-approval`,
  `/api/quotations/${quotationId}/update-final-quotation-status`,
  `/api/quotations/${quotationId}/moe-fund-approve`,
  `/api/user/create-signature/${adminId}`,
  '/api/fsrs/import',
  '/api/school/tree-inspection-photo',
  '/api/documents',
  `/api/documents/${documentId}`,
];

const PART = (name: string, body: string, extra = '') =>
  `--x\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n\r\n${body}`;
const MALFORMED: [string, string, string][] = [
  ['no boundary in the content type', 'multipart/form-data', `${PART('name', 'a')}\r\n--x--\r\n`],
  [
    'a body cut inside a file',
    'multipart/form-data; boundary=x',
    `${PART('file', '%PDF-1.4 abc', '; filename="a.pdf"\r\nContent-Type: application/pdf')}`,
  ],
  ['a body cut inside a field', 'multipart/form-data; boundary=x', PART('name', 'abc')],
  ['a boundary that never closes', 'multipart/form-data; boundary=x', `${PART('name', 'a')}\r\n`],
];

const filesOnDisk = () => {
  const root = path.join(t.dataDir, 'files');
  return fs.existsSync(root) ? fs.readdirSync(root, { recursive: true }).length : 0;
};

describe('malformed multipart', () => {
  it.each(MALFORMED)(
    'answers 400 with a message on every upload route for %s, and stores nothing',
    async (_label, contentType, payload) => {
      const before = await tableCounts(t);
      const files = filesOnDisk();
      const answers: string[] = [];
      for (const url of UPLOAD_ROUTES()) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { ...bearer(admin), 'content-type': contentType },
          payload,
        });
        answers.push(`${url} ${res.statusCode} ${res.json().message}`);
      }
      expect(answers).toEqual(UPLOAD_ROUTES().map((url) => `${url} 400 ${MALFORMED_UPLOAD_MESSAGE}`));
      expect(await tableCounts(t)).toEqual(before);
      expect(filesOnDisk()).toBe(files);
    },
  );

  it('still accepts a well-formed upload after malformed ones', async () => {
    const res = await formPost(t, `/api/documents/${documentId}`, admin, { name: 'Manual v2' }, [
      { field: 'file', name: 'v2.pdf', data: PDF_BYTES },
    ]);
    expect(res.statusCode).toBe(200);
  });

  it('refuses a form field cut at the field size limit instead of storing it cut', async () => {
    const res = await formPost(t, `/api/documents/${documentId}`, admin, { description: 'x'.repeat(1024 * 1024 + 10) });
    expect(res.statusCode).toBe(413);
    expect(res.json().errors.description[0]).toMatch(/may not be larger than 1 MB/);
  });
});

describe('references to other rows', () => {
  it.each([[0], ['0'], [[0]]])(
    'school_id %j on a new quotation is 422 "This field is required" on school_id',
    async (schoolId) => {
      const before = await tableCounts(t);
      const res = await jsonPost(t, '/api/quotations', a.tokens['TERM-CONTRACTOR'], {
        ...baseFields(a.schoolId),
        school_id: schoolId,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ school_id: ['This field is required'] });
      expect(await tableCounts(t)).toEqual(before);
    },
  );

  it('school_id "0" in a multipart quotation is 422 on school_id, and an unknown school is "The selected school is invalid."', async () => {
    const zero = await formPost(t, '/api/quotations', a.tokens['TERM-CONTRACTOR'], {
      ...baseFields(a.schoolId),
      school_id: '0',
    });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().errors.school_id).toEqual(['This field is required']);
    const unknown = await formPost(t, '/api/quotations', a.tokens['TERM-CONTRACTOR'], {
      ...baseFields(a.schoolId),
      school_id: '999999',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.school_id).toEqual(['The selected school is invalid.']);
  });

  it('a quotation item whose fsr_id is true, 0, "0x1" or unknown is 422 on that item, never priced from FSR item 1', async () => {
    const [fsr] = await fsrItems(t, 1);
    for (const fsrId of [true, 0, '0x1', 99_999_999, [fsr.id]]) {
      const item = { serial_no: 1, fsr_id: fsrId, quantity: '1', item_description: 'x', unit: 'no', rate: '1.00' };
      const res = await jsonPost(t, '/api/quotations', a.tokens['TERM-CONTRACTOR'], {
        ...baseFields(a.schoolId),
        quotation_items: [item],
      });
      expect(res.statusCode, JSON.stringify(fsrId)).toBe(422);
      expect(res.json().errors['quotation_items.0.fsr_id'], JSON.stringify(fsrId)).toEqual([
        'The selected FSR item is invalid.',
      ]);
    }
    const ok = await jsonPost(t, '/api/quotations', a.tokens['TERM-CONTRACTOR'], {
      ...baseFields(a.schoolId),
      quotation_items: [{ serial_no: 1, fsr_id: String(fsr.id), quantity: '1', item_description: 'x', unit: 'no' }],
    });
    expect(ok.statusCode).toBe(201);
  });

  it('a user whose school_id is 0 or unknown is 422 on school_id', async () => {
    const om = await t.db
      .selectFrom('roles')
      .select('id')
      .where('slug', '=', 'OPERATIONS-MANAGER')
      .executeTakeFirstOrThrow();
    for (const schoolId of [0, 999999]) {
      const res = await jsonPost(t, '/api/user', admin, {
        full_name: 'New OM',
        email: `om${schoolId}@example.com`,
        role_id: om.id,
        school_id: schoolId,
        password: 'Caretaker#2026x',
      });
      expect(res.statusCode, String(schoolId)).toBe(422);
      expect(res.json().errors.school_id).toEqual(['The selected school is invalid.']);
    }
  });
});

describe('deep JSON', () => {
  const deepArray = (n: number) => '['.repeat(n) + ']'.repeat(n);
  const deepObject = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);

  it('a JSON body nested 5,000 deep is 400 on every kind of route', async () => {
    for (const url of ['/api/user', '/api/quotations', '/api/role', '/api/auth/login']) {
      for (const payload of [deepObject(5000), `{"contacts":${deepArray(5000)}}`]) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { ...bearer(admin), 'content-type': 'application/json' },
          payload,
        });
        expect(res.statusCode, url).toBe(400);
        expect(res.json().message).toBe(JSON_TOO_DEEP_MESSAGE);
      }
    }
  });

  it('a multipart JSON field nested 5,000 deep is 400 on that field on every upload route, as text or as application/json', async () => {
    for (const extra of ['', '\r\nContent-Type: application/json']) {
      for (const url of UPLOAD_ROUTES()) {
        const field = url.startsWith('/api/documents') ? 'category' : 'contacts';
        const payload = `${PART(field, deepArray(5000), extra)}\r\n--x--\r\n`;
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { ...bearer(admin), 'content-type': 'multipart/form-data; boundary=x' },
          payload,
        });
        if (url === '/api/fsrs/import') {
          // The spreadsheet import reads its file only and ignores fields.
          expect(res.statusCode).toBe(422);
          continue;
        }
        expect(res.statusCode, `${url} ${extra}`).toBe(400);
        expect(res.json().errors[field]).toEqual([JSON_TOO_DEEP_MESSAGE]);
      }
    }
    const jsonText = await jsonPost(t, '/api/quotations', a.tokens['TERM-CONTRACTOR'], {
      ...baseFields(a.schoolId),
      contacts: deepArray(5000),
    });
    expect(jsonText.statusCode).toBe(400);
    expect(jsonText.json().errors.contacts).toEqual([JSON_TOO_DEEP_MESSAGE]);
  });

  it('ordinary nesting (a quotation with items) is still accepted', async () => {
    const [fsr] = await fsrItems(t, 1);
    const res = await formPost(t, '/api/quotations', a.tokens['TERM-CONTRACTOR'], {
      ...baseFields(a.schoolId),
      quotation_items: [{ serial_no: 1, fsr_id: fsr.id, quantity: '2', subRows: [] }],
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('ids are integers or digit strings', () => {
  const roleOf = async (slug: string) =>
    (await t.db.selectFrom('roles').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;

  it.each([[true], [false], [null], ['1e0'], ['0x1'], [' 1'], [[1]], [1.5]])(
    'role_id %j is 422 on role_id and creates nobody',
    async (roleId) => {
      const before = await tableCounts(t);
      const res = await jsonPost(t, '/api/user', admin, {
        full_name: 'Someone',
        email: 'someone@example.com',
        role_id: roleId,
        password: 'Caretaker#2026x',
      });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['role_id']);
      expect(await tableCounts(t)).toEqual(before);
    },
  );

  it('role_id as a digit string still works (form values)', async () => {
    const res = await jsonPost(t, '/api/user', admin, {
      full_name: 'Digits',
      email: 'digits@example.com',
      role_id: String(await roleOf('TECHNICIAN')),
      password: 'Caretaker#2026x',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.role.slug).toBe('TECHNICIAN');
  });

  it('school_id true on a user and permission_ids [true] on a role are 422 on the field', async () => {
    const om = await roleOf('OPERATIONS-MANAGER');
    const user = await jsonPost(t, '/api/user', admin, {
      full_name: 'OM',
      email: 'om-true@example.com',
      role_id: om,
      school_id: true,
      password: 'Caretaker#2026x',
    });
    expect(user.statusCode).toBe(422);
    expect(user.json().errors.school_id).toEqual(['Must be of type integer.']);
    const role = await jsonPost(t, '/api/role', admin, { name: 'R', slug: 'R-TRUE', permission_ids: [true] });
    expect(role.statusCode).toBe(422);
    expect(role.json().errors.permission_ids).toEqual(['Must be of type integer.']);
    const clone = await jsonPost(t, `/api/quotations/${quotationId}/clone`, a.tokens['TERM-CONTRACTOR'], {
      school_id: true,
      trade: 'BLDG',
    });
    expect(clone.statusCode).toBe(422);
    expect(clone.json().errors.school_id).toBeDefined();
  });

  it('ids beyond the 32-bit range of the database are 422, as a list item or as a lone value', async () => {
    for (const ids of [[2 ** 31], 2 ** 31, ['99999999999']]) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/role/${await roleOf('TECHNICIAN')}`,
        headers: bearer(admin),
        payload: { permission_ids: ids },
      });
      expect(res.statusCode, JSON.stringify(ids)).toBe(422);
      expect(res.json().errors.permission_ids).toEqual(['Must be at most 2147483647.']);
    }
  });

  it('query strings and path ids keep their digit coercion', async () => {
    const res = await t.app.inject({
      url: `/api/user?page=1&per_page=5&role_id=${await roleOf('ADMIN')}`,
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.per_page).toBe(5);
  });
});

describe('values that are no text', () => {
  it('an object where a form expects text (even one whose toString is not a function) is a 4xx that stores nothing', async () => {
    const school = await t.db.selectFrom('schools').select('id').executeTakeFirstOrThrow();
    const before = await tableCounts(t);
    for (const odd of [{ toString: null }, { valueOf: null, toString: null }, Object.create(null)]) {
      for (const field of ['name', 'signature', 'job', 'school_id']) {
        const res = await jsonPost(t, '/api/quotations', admin, { ...baseFields(school.id), [field]: odd });
        expect(res.statusCode, `${field}: ${res.body}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${field}: ${res.body}`).toBeLessThan(500);
      }
    }
    expect(await tableCounts(t)).toEqual(before);
  });
});

describe('control characters in text', () => {
  it('a NUL or other control character in full_name is 422 on full_name; a line break in a one-line field too', async () => {
    for (const [name, message] of [
      ['A\u0000b', CONTROL_CHARACTERS_MESSAGE],
      ['A\u0007b', CONTROL_CHARACTERS_MESSAGE],
      ['A\u007fb', CONTROL_CHARACTERS_MESSAGE],
      ['A\nb', LINE_BREAKS_MESSAGE],
    ]) {
      const res = await jsonPost(t, '/api/user', admin, {
        full_name: name,
        email: 'ctl@example.com',
        role_id: 1,
        password: 'Caretaker#2026x',
      });
      expect(res.statusCode, JSON.stringify(name)).toBe(422);
      expect(res.json().errors).toEqual({ full_name: [message] });
    }
  });

  it('multi-line texts keep tab and line breaks but refuse other control characters', async () => {
    const ok = await t.app.inject({
      method: 'PATCH',
      url: '/api/role/1',
      headers: bearer(admin),
      payload: { description: 'Line one\r\n\tLine two' },
    });
    expect(ok.statusCode).toBe(200);
    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/api/role/1',
      headers: bearer(admin),
      payload: { description: 'Bell\u0007' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ description: [CONTROL_CHARACTERS_MESSAGE] });
  });

  it('control characters in multipart fields and inside JSON-valued fields are 422 on the field', async () => {
    const doc = await formPost(t, `/api/documents/${documentId}`, admin, { name: 'Bad\u0000name' });
    expect(doc.statusCode).toBe(422);
    expect(doc.json().errors.name).toEqual([CONTROL_CHARACTERS_MESSAGE]);
    const q = await formPost(t, '/api/quotations', a.tokens['TERM-CONTRACTOR'], {
      ...baseFields(a.schoolId),
      contacts: { attention: 'P\u0000', tel: '6' },
    });
    expect(q.statusCode).toBe(422);
    expect(q.json().errors.contacts).toEqual([CONTROL_CHARACTERS_MESSAGE]);
    const json = await jsonPost(t, '/api/quotations', a.tokens['TERM-CONTRACTOR'], {
      ...baseFields(a.schoolId),
      job: 'Fix\u0000',
    });
    expect(json.statusCode).toBe(422);
    expect(json.json().errors.job).toEqual([CONTROL_CHARACTERS_MESSAGE]);
    const sig = await formPost(t, `/api/user/create-signature/${adminId}`, admin, {
      name: 'Me\u0001',
      signature_details: 'x',
    });
    expect(sig.statusCode).toBe(422);
    expect(sig.json().errors.name).toEqual([CONTROL_CHARACTERS_MESSAGE]);
  });

  it('control characters in an uploaded file name are dropped, not stored', async () => {
    const res = await formPost(t, `/api/documents/${documentId}`, admin, {}, [
      { field: 'file', name: 'a\u0001b.pdf', data: PDF_BYTES },
    ]);
    expect(res.statusCode).toBe(200);
    const names = (await t.db.selectFrom('attachments').select('name').execute()).map((r) => r.name);
    expect(names).toContain('ab.pdf');
    expect(names.filter((n) => n.replace(CONTROL_CHARACTERS, '') !== n)).toEqual([]);
  });
});
