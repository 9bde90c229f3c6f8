/** Outstanding items of a school (spec part 1 §3, §7): what still waits for someone's approval there. */
import type { Db } from '../../db/index.js';
import type { AuthUser } from '../../plugins/auth.js';
import { wsoDisplayStatus } from '../../../domain/wso.js';
import { scopeClaims } from '../claims/repository.js';
import { loadPending, scopeQuotations } from '../quotations/repository.js';
import { scopeWso } from '../wso/repository.js';

export interface OutstandingItem {
  id: number;
  reference_number: string;
  status: string;
  current_status: string | null;
  pending_approvals: { approval_type: string; user: { id: number; full_name: string | null } }[];
}

/**
 * The school's PENDING quotations the viewer may see (the quotation list's own row scoping, so the panel never reveals a
 * reference the viewer could not open), oldest first, each with who it waits for.
 */
export async function pendingQuotations(db: Db, schoolId: number, user: AuthUser): Promise<OutstandingItem[]> {
  const rows = await scopeQuotations(
    db
      .selectFrom('quotations')
      .select(['quotations.id', 'quotations.reference_number', 'quotations.status', 'quotations.current_status'])
      .where('quotations.school_id', '=', schoolId)
      .where('quotations.status', '=', 'PENDING'),
    user,
  )
    .orderBy('quotations.id')
    .limit(500)
    .execute();
  const pending = await loadPending(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    reference_number: r.reference_number,
    status: r.status,
    current_status: r.current_status,
    pending_approvals: Object.values(pending.get(r.id) ?? {}).map((p) => ({
      approval_type: p.approval_type,
      user: p.user,
    })),
  }));
}

/** The school's claims that wait for a managing agent's endorsement, within the viewer's claim scope, oldest first. */
export async function pendingClaims(db: Db, schoolId: number, user: AuthUser): Promise<OutstandingItem[]> {
  const rows = await scopeClaims(
    db,
    db
      .selectFrom('claims')
      .select(['claims.id', 'claims.reference_number', 'claims.status', 'claims.current_status'])
      .where('claims.school_id', '=', schoolId)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('claim_approvals')
            .select('claim_approvals.id')
            .whereRef('claim_approvals.claim_id', '=', 'claims.id')
            .where('claim_approvals.status', '=', 'PENDING'),
        ),
      ),
    user,
  )
    .orderBy('claims.id')
    .limit(500)
    .execute();
  const ids = rows.map((r) => r.id);
  const approvals = ids.length
    ? await db
        .selectFrom('claim_approvals')
        .innerJoin('users', 'users.id', 'claim_approvals.user_id')
        .select(['claim_approvals.claim_id', 'claim_approvals.approval_type', 'users.id', 'users.full_name'])
        .where('claim_approvals.claim_id', 'in', ids)
        .where('claim_approvals.status', '=', 'PENDING')
        .orderBy('claim_approvals.id')
        .execute()
    : [];
  return rows.map((r) => ({
    ...r,
    pending_approvals: approvals
      .filter((a) => a.claim_id === r.id)
      .map((a) => ({ approval_type: a.approval_type, user: { id: a.id, full_name: a.full_name } })),
  }));
}

/**
 * The school's submitted work service orders waiting at one step, within the viewer's WSO scope: the managing agents'
 * check ('MA') or, after it, the operations manager's approval ('OM'). The badge shows which
 * ('PENDING FOR MA APPROVAL'); the order waits for the zone's managing agents or the school's OMs, not for named users.
 */
export async function pendingWso(
  db: Db,
  schoolId: number,
  user: AuthUser,
  step: 'MA' | 'OM',
): Promise<OutstandingItem[]> {
  const rows = await scopeWso(
    db
      .selectFrom('work_service_orders')
      .select(['work_service_orders.id', 'work_service_orders.reference_number', 'work_service_orders.status'])
      .where('work_service_orders.school_id', '=', schoolId)
      .where('work_service_orders.status', '=', 'PENDING')
      .where('work_service_orders.ma_approved', '=', step === 'OM' ? 1 : 0),
    user,
  )
    .orderBy('work_service_orders.id')
    .limit(500)
    .execute();
  return rows.map((r) => ({
    ...r,
    current_status: wsoDisplayStatus('PENDING', step === 'OM'),
    pending_approvals: [],
  }));
}
