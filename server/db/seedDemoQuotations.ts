/** Six demo quotations by the demo term contractor, priced with domain/pricing.ts like any other quotation. */
import type { Db } from './index.js';
import { ROLE } from '../../domain/roles.js';
import { presentItem, priceItems, totalsColumns, type ItemRow } from '../services/quotations/items.js';

/** Six quotations by the demo term contractor, one per status of the workflow. */
export async function seedDemoQuotations(db: Db): Promise<void> {
  const tc = await db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select(['users.id', 'users.contractor', 'users.full_name'])
    .where('roles.slug', '=', ROLE.TERM_CONTRACTOR)
    .orderBy('users.id')
    .executeTakeFirst();
  const ma = await db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select(['users.id', 'users.full_name'])
    .where('roles.slug', '=', ROLE.MANAGING_AGENT)
    .orderBy('users.id')
    .executeTakeFirst();
  if (!tc || !ma) return;
  const schools = await db
    .selectFrom('schools')
    .select(['id', 'zone', 'less_percent_bp', 'star_rate_bp', 'name'])
    .where('zone', 'in', ['NORTH', 'NORTH_EAST'])
    .orderBy('id')
    .limit(6)
    .execute();
  if (!schools.length) return;
  const fsrsOf = (category: string) =>
    db
      .selectFrom('fsrs')
      .select([
        'id',
        'item_number',
        'name',
        'item_group_description',
        'unit',
        'rate_cents',
        'minimum_cents',
        'category',
      ])
      .where('is_star_rate', '=', 0)
      .where('category', '=', category)
      .orderBy('id')
      .limit(80)
      .execute();
  const byTrade: Record<string, Awaited<ReturnType<typeof fsrsOf>>> = {
    BLDG: await fsrsOf('BLDG'),
    PAS: await fsrsOf('PAS'),
    HORTI: await fsrsOf('HORTI'),
  };
  const plans: { status: string; current: string | null; claim?: string; wso?: string; job: string; trade: string }[] =
    [
      { status: 'DRAFT', current: null, job: 'Replace damaged floor tiles at canteen', trade: 'BLDG' },
      { status: 'PENDING', current: 'PENDING_MA', job: 'Repair leaking pipes at level 2 toilets', trade: 'PAS' },
      { status: 'PENDING', current: 'PENDING_TC', job: 'Repaint external walls of block C', trade: 'BLDG' },
      {
        status: 'APPROVED',
        current: null,
        wso: 'WSO_PENDING_CREATION',
        job: 'Prune rain trees along the school field',
        trade: 'HORTI',
      },
      { status: 'COMPLETED', current: null, claim: 'PENDING', job: 'Replace classroom door locks', trade: 'BLDG' },
      { status: 'REJECTED', current: null, job: 'Install handrails at staircase 3', trade: 'BLDG' },
    ];
  const year = new Date().getUTCFullYear();
  for (const [i, p] of plans.entries()) {
    const school = schools[i % schools.length];
    const date = `${year}-${String(((i * 2) % 12) + 1).padStart(2, '0')}-${String(5 + i * 3).padStart(2, '0')}`;
    const picks = byTrade[p.trade].slice(i * 7, i * 7 + 6 + i);
    const input: Record<string, unknown>[] = [
      { hasHeader: true, header: 'Part A: main works' },
      ...picks.map((f, k) => ({
        serial_no: k + 1,
        fsr_id: f.id,
        item_number: f.item_number,
        item_description: f.name,
        item_group_description: f.item_group_description,
        unit: f.unit,
        rate: (Number(f.rate_cents) / 100).toFixed(2),
        minimum: f.minimum_cents === null ? null : (Number(f.minimum_cents) / 100).toFixed(2),
        quantity: String(1 + ((k * 7 + i) % 12) * 0.5),
        subRows: k === 0 && i % 2 === 0 ? [{ item_description: 'Custodial discount', quantity: 1 }] : [],
      })),
      { note: 'Works to be carried out after school hours.' },
      {
        serial_no: picks.length + 1,
        is_star_rate: true,
        item_number: 'SR-00000',
        item_description: 'Star rate: replace damaged signage panel (as quoted)',
        unit: 'lot',
        rate: '450.00',
        quantity: '1',
      },
    ];
    const priced = priceItems(input as never, { date, lessBp: school.less_percent_bp, starBp: school.star_rate_bp });
    const reference = `Q-${year}-${String(i + 1).padStart(5, '0')}`;
    const now = new Date(Date.now() - (plans.length - i) * 86400_000).toISOString();
    const q = await db
      .insertInto('quotations')
      .values({
        reference_number: reference,
        status: p.status,
        current_status: p.current,
        claim_status: p.claim ?? null,
        wso_status: p.wso ?? (p.status === 'COMPLETED' ? 'COMPLETED' : null),
        school_id: school.id,
        zone: school.zone,
        contractor: tc.contractor,
        trade: p.trade,
        date,
        job: p.job,
        job_type: JSON.stringify(['corrective']),
        contacts: JSON.stringify({
          attention: `Principal, ${school.name}`,
          cc: null,
          tel: '64001234',
          fax: null,
          location: 'Block A',
        }),
        location: 'Block A',
        remarks: null,
        source_fund: ['APPROVED', 'COMPLETED'].includes(p.status) ? 'SCHOOL' : null,
        document_type: ['APPROVED', 'COMPLETED'].includes(p.status) ? 'General' : null,
        epo_reference_no: null,
        epi_reference_no: null,
        ...totalsColumns(priced.totals),
        prepare_name: p.status === 'DRAFT' ? null : tc.full_name,
        prepare_signature_id: null,
        prepare_signature_options: null,
        prepare_signature_details: null,
        report_path: null,
        report_version: null,
        report_generated_at: null,
        version: 1,
        created_by: tc.id,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('quotation_items')
      .values(priced.rows.map((r: ItemRow) => ({ ...r, quotation_id: q.id })))
      .execute();
    await db
      .insertInto('quotation_item_versions')
      .values({
        quotation_id: q.id,
        version: 1,
        items: JSON.stringify(priced.rows.map((r) => presentItem(r))),
        user_id: tc.id,
        created_at: now,
      })
      .execute();
    const history: [number, string, string, string | null][] = [
      [tc.id, 'TC', p.status === 'DRAFT' ? 'DRAFT' : 'PENDING', null],
    ];
    if (['PENDING_TC', 'APPROVED', 'COMPLETED'].includes(p.current ?? p.status))
      history.push([ma.id, 'MA', 'VERIFIED', 'Checked on site.']);
    if (p.status === 'REJECTED') history.push([ma.id, 'MA', 'REJECTED', 'Please split the works by block.']);
    if (['APPROVED', 'COMPLETED'].includes(p.status)) history.push([tc.id, 'TC', 'APPROVED', null]);
    await db
      .insertInto('quotation_histories')
      .values(
        history.map(([user_id, approval_type, status, remarks]) => ({
          quotation_id: q.id,
          user_id,
          approval_type,
          status,
          remarks,
          signature_id: null,
          created_at: now,
        })),
      )
      .execute();
    const approval = (status: string) => ({
      quotation_id: q.id,
      user_id: ma.id,
      approval_level: 1,
      approval_type: 'MA',
      status,
      remarks: null,
      signature_id: null,
      signature_options: null,
      signature_details: null,
      name: ma.full_name,
      source_fund: null,
      created_at: now,
      updated_at: now,
    });
    if (p.current === 'PENDING_MA') await db.insertInto('quotation_approvals').values(approval('PENDING')).execute();
    if (['PENDING_TC', 'APPROVED', 'COMPLETED'].includes(p.current ?? p.status))
      await db.insertInto('quotation_approvals').values(approval('VERIFIED')).execute();
    if (p.current === 'PENDING_TC')
      await db
        .insertInto('quotation_approvals')
        .values({ ...approval('PENDING'), user_id: tc.id, approval_type: 'TC', approval_level: 2, name: null })
        .execute();
    if (p.status === 'REJECTED') await db.insertInto('quotation_approvals').values(approval('REJECTED')).execute();
  }
  await db.insertInto('quotation_sequences').values({ year, last: plans.length }).execute();
}
