/** Tells whoever acts next on a claim: its pending managing agents, the invoice team, or its creator on a decision. */
import type { FastifyInstance } from 'fastify';
import { ROLE } from '../../../domain/roles.js';

export type ClaimEvent = 'submitted' | 'endorsed' | 'approved' | 'rejected' | 'completed';

export async function notifyClaim(app: FastifyInstance, id: number, event: ClaimEvent): Promise<void> {
  try {
    const db = app.db;
    const c = await db
      .selectFrom('claims')
      .select(['id', 'reference_number', 'created_by'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!c) return;
    let ids: number[] = [];
    if (event === 'submitted')
      ids = (
        await db
          .selectFrom('claim_approvals')
          .select('user_id')
          .where('claim_id', '=', id)
          .where('status', '=', 'PENDING')
          .execute()
      ).map((a) => a.user_id);
    else if (event === 'endorsed')
      ids = (
        await db
          .selectFrom('users')
          .innerJoin('roles', 'roles.id', 'users.role_id')
          .select('users.id')
          .where('roles.slug', '=', ROLE.INVOICE_TEAM)
          .execute()
      ).map((u) => u.id);
    else if (c.created_by) ids = [c.created_by];
    if (!ids.length) return;
    const title = {
      submitted: 'Claim for endorsement',
      endorsed: 'Claim for e-invoice',
      approved: 'Claim approved',
      rejected: 'Claim rejected',
      completed: 'Claim paid',
    }[event];
    await app.notify([...new Set(ids)], {
      type: 'request',
      title,
      description: c.reference_number,
      url: `/works-order/claims/${c.id}`,
      refId: `claim:${c.id}`,
    });
  } catch (e) {
    app.log.warn({ err: e }, 'claim notification failed');
  }
}
