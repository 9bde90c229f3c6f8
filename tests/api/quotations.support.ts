/** Shared set-up for the quotation API tests: users, a school every demo role can see, FSR items, requests and records in a given state. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { computeQuotation } from '../../domain/pricing.js';
import { demoEmail } from '../../server/db/seed.js';
import { priceItems, totalsColumns } from '../../server/services/quotations/items.js';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { multipart, onePixelPng } from './helpers.js';

export const SIGNATURE = `data:image/png;base64,${onePixelPng([10, 20, 30, 255]).toString('base64')}`;
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

export interface Actors {
  tokens: Record<string, string>;
  ids: Record<string, number>;
  /** The demo operations manager's school (NORTH_EAST): in the zones of the demo contractor, MA and MA-QS. */
  schoolId: number;
}

export async function actors(t: TestApp, roles: string[]): Promise<Actors> {
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  for (const r of roles) {
    tokens[r] = await t.loginAs(r);
    ids[r] = (
      await t.db.selectFrom('users').select('id').where('email', '=', demoEmail(r)).executeTakeFirstOrThrow()
    ).id;
  }
  const om = await t.db
    .selectFrom('users')
    .select('school_id')
    .where('email', '=', demoEmail('OPERATIONS-MANAGER'))
    .executeTakeFirstOrThrow();
  return { tokens, ids, schoolId: om.school_id! };
}

export async function fsrItems(t: TestApp, n: number, offset = 0) {
  return t.db
    .selectFrom('fsrs')
    .selectAll()
    .where('is_star_rate', '=', 0)
    .where('category', '=', 'BLDG')
    .orderBy('id')
    .offset(offset)
    .limit(n)
    .execute();
}

export const baseFields = (schoolId: number) => ({
  school_id: schoolId,
  date: '2026-05-04',
  job: 'Repair canteen floor',
  trade: 'BLDG',
  job_type: ['corrective'],
  contacts: { attention: 'Principal', tel: '64001234', cc: 'VP', fax: null, location: 'Canteen' },
  location: 'Canteen',
  remarks: 'Urgent',
});

export function jsonPost(t: TestApp, url: string, token: string, payload: unknown) {
  return t.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as object });
}

/** A real multipart request: JSON-valued fields as JSON text, files as Blobs. */
export async function formPost(
  t: TestApp,
  url: string,
  token: string,
  fields: Record<string, unknown>,
  files: { field: string; name: string; data: Buffer; type?: string }[] = [],
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined) continue;
    form.append(k, typeof v === 'string' ? v : JSON.stringify(v));
  }
  for (const f of files)
    form.append(f.field, new Blob([new Uint8Array(f.data)], { type: f.type ?? 'application/octet-stream' }), f.name);
  const body = await multipart(form);
  return t.app.inject({ method: 'POST', url, headers: { ...bearer(token), ...body.headers }, payload: body.payload });
}

export type State = 'DRAFT' | 'PENDING_MA' | 'PENDING_TC' | 'REJECTED' | 'APPROVED' | 'COMPLETED' | 'VOID';

/**
 * Writes a quotation straight into the database in the given state (as the demo term contractor's, at `schoolId`), with
 * pending approval entries for `pendingFor` users when it waits for managing agents, and for the creator at PENDING_TC.
 */
export async function quotationInState(t: TestApp, a: Actors, state: State, pendingFor: number[] = []) {
  const items = (await fsrItems(t, 2)).map((f, i) => ({
    serial_no: i + 1,
    fsr_id: f.id,
    rate: (Number(f.rate_cents) / 100).toFixed(2),
    quantity: '2',
    item_description: f.name,
    unit: f.unit,
  }));
  const priced = priceItems(items as never, { date: '2026-05-04', lessBp: null, starBp: null });
  const status = state === 'PENDING_MA' || state === 'PENDING_TC' ? 'PENDING' : state;
  const now = new Date().toISOString();
  const ref = `Q-T-${Math.random().toString(36).slice(2, 10)}`;
  const q = await t.db
    .insertInto('quotations')
    .values({
      reference_number: ref,
      status,
      current_status: status === 'PENDING' ? state : null,
      claim_status: state === 'COMPLETED' ? 'PENDING' : null,
      wso_status: null,
      school_id: a.schoolId,
      zone: 'NORTH_EAST',
      contractor: 'SH',
      trade: 'BLDG',
      date: '2026-05-04',
      job: 'State test',
      job_type: '["corrective"]',
      contacts: JSON.stringify({ attention: 'P', tel: '6', cc: null, fax: null, location: null }),
      location: null,
      remarks: null,
      source_fund: null,
      document_type: null,
      epo_reference_no: null,
      epi_reference_no: null,
      ...totalsColumns(priced.totals),
      prepare_name: null,
      prepare_signature_id: null,
      prepare_signature_options: null,
      prepare_signature_details: null,
      report_path: null,
      report_version: null,
      report_generated_at: null,
      version: 1,
      created_by: a.ids['TERM-CONTRACTOR'],
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('quotation_items')
    .values(priced.rows.map((r) => ({ ...r, quotation_id: q.id })))
    .execute();
  const pending =
    state === 'PENDING_MA'
      ? pendingFor.map((id) => ({ id, type: 'MA' }))
      : state === 'PENDING_TC'
        ? [{ id: a.ids['TERM-CONTRACTOR'], type: 'TC' }]
        : [];
  if (pending.length) {
    await t.db
      .insertInto('quotation_approvals')
      .values(
        pending.map((p) => ({
          quotation_id: q.id,
          user_id: p.id,
          approval_level: 1,
          approval_type: p.type,
          status: 'PENDING',
          remarks: null,
          signature_id: null,
          signature_options: null,
          signature_details: null,
          name: null,
          source_fund: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
  return q.id;
}

/** The totals the domain computes for items as the server should have read them (FSR rates from the schedule). */
export function expectedTotals(
  items: {
    rate: string;
    quantity: string | number;
    is_star_rate?: boolean;
    minimum?: string | null;
    subRows?: { quantity: number }[];
  }[],
  date: string,
) {
  return computeQuotation(items, { date }).totals;
}

/** The claim form's fields (multipart values) for one quotation at a percentage; signed when submitted. */
export const claimFormFields = (schoolId: number, quotationId: number, pct: string, status = 'PENDING') => ({
  source_fund: 'SCHOOL',
  trade: 'BLDG',
  school_id: String(schoolId),
  contacts: { tel: '6123', attention: 'Mr Tan', location: 'Block A' },
  date: '2026-06-01',
  job_type: ['corrective'],
  job: 'Roof repairs',
  date_of_site_measurement: '2026-05-30',
  claim_quotations: [{ quotation_id: quotationId, claim_percentage: pct }],
  status,
  ...(status === 'PENDING' ? { signature: SIGNATURE } : {}),
});

/**
 * A test app with the quotation roles signed in, for the files of the quotation API tests (create, list and edit,
 * report): registers its own beforeAll/afterAll (so it is ready before the file's own hooks run) and answers the
 * helpers those files share.
 */
export function quotationsFixture() {
  const fx = { t: undefined as unknown as TestApp, a: undefined as unknown as Actors };
  beforeAll(async () => {
    fx.t = await createTestApp();
    fx.a = await actors(fx.t, ['ADMIN', 'TERM-CONTRACTOR', 'MANAGING-AGENT', 'OPERATIONS-MANAGER', 'MA-QS']);
  });
  afterAll(async () => fx.t.close());

  const tc = () => fx.a.tokens['TERM-CONTRACTOR'];
  const get = (url: string, token = tc()) => fx.t.app.inject({ url, headers: bearer(token) });
  const filesOnDisk = () => {
    const root = path.join(fx.t.dataDir, 'files', 'quotations');
    if (!fs.existsSync(root)) return 0;
    return (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) =>
      fs.statSync(path.join(root, f)).isFile(),
    ).length;
  };
  async function draft(extra: Record<string, unknown> = {}) {
    const items = await fsrItems(fx.t, 2);
    const res = await jsonPost(fx.t, '/api/quotations', tc(), {
      ...baseFields(fx.a.schoolId),
      quotation_items: items.map((f, i) => ({ serial_no: i + 1, fsr_id: f.id, quantity: 1 })),
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  }
  return Object.assign(fx, { tc, get, filesOnDisk, draft });
}
