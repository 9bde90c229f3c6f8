/** Outstanding items of a school (spec part 1 §3, §7): what still waits for someone's approval there. */
import type { Db } from '../../db/index.js';
import type { AuthUser } from '../../plugins/auth.js';
import { loadPending, scopeQuotations } from '../../services/quotations/repository.js';

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
