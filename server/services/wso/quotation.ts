/** The quotation a bound WSO is opened from (spec part 2 §2 "/works-order/quotation-list/{id}/work-service-order"). */
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import { inScope } from '../../lib/scope.js';

export async function quotationForWso(app: FastifyInstance, user: AuthUser, quotationId: number) {
  const q = await app.db
    .selectFrom('quotations')
    .innerJoin('schools', 'schools.id', 'quotations.school_id')
    .select([
      'quotations.id',
      'quotations.reference_number',
      'quotations.status',
      'quotations.wso_status',
      'quotations.job',
      'quotations.location',
      'quotations.contacts',
      'quotations.zone',
      'schools.id as school_id',
      'schools.name as school_name',
      'schools.address as school_address',
    ])
    .where('quotations.id', '=', quotationId)
    .executeTakeFirst();
  if (!q || !inScope(user, q.school_id, q.zone)) throw notFound();
  let contacts: { attention?: string | null; location?: string | null } = {};
  try {
    const v = JSON.parse(q.contacts);
    if (v && typeof v === 'object') contacts = v;
  } catch {
    contacts = {};
  }
  return {
    id: q.id,
    reference_number: q.reference_number,
    status: q.status,
    wso_status: q.wso_status,
    job: q.job,
    location: q.location,
    school: { id: q.school_id, name: q.school_name, address: q.school_address },
    contacts: { attention: contacts.attention ?? null, location: q.location ?? contacts.location ?? null },
  };
}
