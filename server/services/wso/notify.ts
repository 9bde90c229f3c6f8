/** Tells whoever acts next on a WSO: the zone's managing agents after a submission, the school's OM after the MA, the creator after a decision. */
import type { FastifyInstance } from 'fastify';
import { ROLE } from '../../../domain/roles.js';
import { schoolManagingAgents } from '../organisation/people.js';

export type WsoEvent = 'submitted' | 'verified' | 'approved' | 'rejected';

export async function notifyWso(app: FastifyInstance, id: number, event: WsoEvent): Promise<void> {
  try {
    const db = app.db;
    const w = await db
      .selectFrom('work_service_orders')
      .select(['id', 'reference_number', 'school_id', 'zone', 'created_by'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!w) return;
    let ids: number[] = [];
    if (event === 'submitted') ids = (await schoolManagingAgents(db, w.school_id, w.zone)).map((m) => m.id);
    else if (event === 'verified')
      ids = (
        await db
          .selectFrom('users')
          .innerJoin('roles', 'roles.id', 'users.role_id')
          .select('users.id')
          .where('roles.slug', '=', ROLE.OPERATIONS_MANAGER)
          .where('users.school_id', '=', w.school_id)
          .execute()
      ).map((u) => u.id);
    else if (w.created_by) ids = [w.created_by];
    if (!ids.length) return;
    const title = {
      submitted: 'Work service order for verification',
      verified: 'Work service order for approval',
      approved: 'Work service order approved',
      rejected: 'Work service order rejected',
    }[event];
    await app.notify(ids, {
      type: 'request',
      title,
      description: w.reference_number,
      url: `/works-order/wso/${w.id}`,
      refId: `wso:${w.id}`,
    });
  } catch (e) {
    app.log.warn({ err: e }, 'work service order notification failed');
  }
}
