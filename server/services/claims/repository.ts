/** Claim queries: row scoping and the paged list of spec part 2 §7. One claim as the form shows it is record.ts. */
import type { SelectQueryBuilder } from 'kysely';
import { allowedClaimActions, isClaimEditable } from '../../../domain/claimWorkflow.js';
import { toApiNumber } from '../../../domain/money.js';
import type { Db } from '../../db/index.js';
import type { Database } from '../../db/types.js';
import { HttpError, notFound } from '../../lib/errors.js';
import type { ListOptions } from '../../lib/crud.js';
import type { AuthUser } from '../../plugins/auth.js';
import { scopeOf, zoneIn } from '../../lib/scope.js';

export const CLAIM_BUCKET = 'claims';
export const OWNER_CLAIM = { document: 'claim_document', signature: 'claim_signature' } as const;

type ClaimQuery<O> = SelectQueryBuilder<Database, 'claims', O>;

/** OM: their school; zone roles: claims of their zones (a school claim by its school's zone, an MOE claim by its own). */
export function scopeClaims<O>(db: Db, qb: ClaimQuery<O>, user: AuthUser): ClaimQuery<O> {
  const s = scopeOf(user);
  if (s.kind === 'school') return qb.where('claims.school_id', '=', s.schoolId);
  if (s.kind === 'zones')
    return qb.where((eb) =>
      eb.or([
        zoneIn('claims.zone', s.zones),
        eb(
          'claims.school_id',
          'in',
          db.selectFrom('schools').select('schools.id').where(zoneIn('schools.zone', s.zones)),
        ),
      ]),
    );
  return qb;
}

/** Cents (or a stored scaled number) as the API's S$ number. */
export const money = (v: number | string | null) => (v === null ? null : toApiNumber(Number(v)));

export const workflowUser = (user: AuthUser) => ({
  id: user.id,
  role: user.role_slug ?? '',
  full_name: user.full_name,
  contractor: user.contractor,
});

async function pendingByClaim(db: Db, ids: number[]) {
  const out = new Map<number, Record<string, unknown>>();
  if (!ids.length) return out;
  const rows = await db
    .selectFrom('claim_approvals')
    .select(['claim_id', 'user_id', 'approval_type', 'approval_level'])
    .where('claim_id', 'in', ids)
    .where('status', '=', 'PENDING')
    .execute();
  for (const r of rows) {
    const m = out.get(r.claim_id) ?? {};
    m[String(r.user_id)] = { approval_type: r.approval_type, approval_level: r.approval_level };
    out.set(r.claim_id, m);
  }
  return out;
}

/**
 * The claim list (schemas/claim.ts claimListSchema) the area's way, for lib/crud's listRecords: its scoping, the school
 * join, the filters that are not one column (a status names a status or a stage; a pending-claim status is the
 * claimed quotations'), and each row with the workflow actions the caller may take.
 */
export function claimListOptions(db: Db, user: AuthUser): ListOptions {
  return {
    scope: (qb: ClaimQuery<object>) => scopeClaims(db, qb, user),
    filterBy: {
      status: (qb: ClaimQuery<object>, values) =>
        qb.where((eb) => eb.or([eb('claims.status', 'in', values), eb('claims.current_status', 'in', values)])),
      claim_status: (qb: ClaimQuery<object>, values) =>
        qb.where('claims.id', 'in', (eb) =>
          eb
            .selectFrom('claim_quotations')
            .innerJoin('quotations', 'quotations.id', 'claim_quotations.quotation_id')
            .select('claim_quotations.claim_id')
            .where('quotations.claim_status', 'in', values),
        ),
    },
    // the page's ids off the table alone, then the joins for those rows only (a deep page skips rows unjoined)
    pageByIds: true,
    select: (qb: ClaimQuery<object>) =>
      qb
        .leftJoin('schools', 'schools.id', 'claims.school_id')
        .select([
          'claims.id',
          'claims.reference_number',
          'claims.status',
          'claims.current_status',
          'claims.source_fund',
          'claims.trade',
          'claims.zone',
          'claims.date',
          'claims.job',
          'claims.invoice_number',
          'claims.invoice_date',
          'claims.total_cents',
          'claims.report_path',
          'schools.id as school_id',
          'schools.name as school_name',
        ]),
    map: (rows: ClaimListRow[]) => presentClaimRows(db, user, rows),
  };
}

type ClaimListRow = Pick<
  ClaimRow,
  | 'id'
  | 'reference_number'
  | 'status'
  | 'current_status'
  | 'source_fund'
  | 'trade'
  | 'zone'
  | 'date'
  | 'job'
  | 'invoice_number'
  | 'invoice_date'
  | 'total_cents'
  | 'report_path'
> & { school_id: number | null; school_name: string | null };

async function presentClaimRows(db: Db, user: AuthUser, rows: ClaimListRow[]) {
  const pending = await pendingByClaim(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    reference_number: r.reference_number,
    status: r.status,
    current_status: r.current_status,
    source_fund: r.source_fund,
    trade: r.trade,
    zone: r.zone,
    date: r.date,
    job: r.job,
    invoice_number: r.invoice_number,
    invoice_date: r.invoice_date,
    total_amount: money(r.total_cents)!,
    school: r.school_id ? { id: r.school_id, name: r.school_name ?? '' } : null,
    has_report: r.report_path !== null,
    actions: allowedClaimActions({ ...r, pending_approval: pending.get(r.id) ?? {} }, workflowUser(user)),
  }));
}

/** The row, or 404 when it does not exist or lies outside the caller's scope (no existence leak). */
export async function findClaim(db: Db, id: number, user: AuthUser) {
  const row = await scopeClaims(db, db.selectFrom('claims').selectAll('claims'), user)
    .where('claims.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}
export type ClaimRow = Awaited<ReturnType<typeof findClaim>>;

/** Access to a claim's files for the attachment routes (download, DELETE /attachments/{id}). */
export const claimAttachmentAccess = {
  owners: [OWNER_CLAIM.document, OWNER_CLAIM.signature] as readonly string[],
  async canSee(app: { db: Db }, user: AuthUser, ownerId: number): Promise<boolean> {
    if (!user.permissions.has('claim.view')) return false;
    return findClaim(app.db, ownerId, user).then(
      () => true,
      () => false,
    );
  },
  /** Documents only, by the term contractor while the claim is theirs to edit (spec §4); signatures never. */
  async assertDeletable(app: { db: Db }, user: AuthUser, ownerType: string, ownerId: number): Promise<void> {
    const claim = await findClaim(app.db, ownerId, user);
    const wf = { id: user.id, role: user.role_slug ?? '', contractor: user.contractor };
    if (ownerType !== OWNER_CLAIM.document || !isClaimEditable(claim, wf))
      throw new HttpError(403, 'You are not allowed to do this.');
  },
};
