/**
 * Demo work service orders (issue 10): one in each state in the demo operations manager's school, so a new user sees the
 * flow — a technician's draft, one waiting for the MA, one waiting for the OM, one approved and one rejected by the MA.
 * Signatures and photos are left out (the seed has no file storage); the history and approvals are real rows.
 */
import type { Db } from './index.js';

export async function seedWso(db: Db): Promise<void> {
  const om = await db
    .selectFrom('users')
    .select(['school_id'])
    .where('email', '=', 'operations-manager@caretaker.test')
    .executeTakeFirst();
  const school = om?.school_id
    ? await db.selectFrom('schools').select(['id', 'zone', 'address']).where('id', '=', om.school_id).executeTakeFirst()
    : undefined;
  if (!school) return;
  const byEmail = async (email: string) =>
    (await db.selectFrom('users').select(['id', 'full_name']).where('email', '=', email).executeTakeFirst()) ?? null;
  const tech = await byEmail('technician@caretaker.test');
  const ma = await byEmail('managing-agent@caretaker.test');
  const omUser = await byEmail('operations-manager@caretaker.test');
  const year = new Date().getFullYear();
  const plans = [
    { status: 'DRAFT', ma: null, om: null, job: 'Toilet block B', work: 'Unchoke the floor trap' },
    { status: 'PENDING', ma: null, om: null, job: 'Canteen', work: 'Replace two fluorescent tubes' },
    { status: 'PENDING', ma: 'VERIFIED', om: null, job: 'Hall stage', work: 'Repair the stage curtain track' },
    { status: 'APPROVED', ma: 'VERIFIED', om: 'APPROVED', job: 'Science lab 2', work: 'Fix the leaking sink tap' },
    { status: 'REJECTED', ma: 'REJECTED', om: null, job: 'Car park', work: 'Repaint the gantry arm' },
  ] as const;
  let n = 0;
  for (const p of plans) {
    n += 1;
    const at = `${year}-01-${String(n + 4).padStart(2, '0')}T09:00:00.000Z`;
    const { id } = await db
      .insertInto('work_service_orders')
      .values({
        reference_number: `WSO-${year}-${String(n).padStart(5, '0')}`,
        status: p.status,
        category: 'AD-HOC',
        quotation_id: null,
        school_id: school.id,
        zone: school.zone,
        contact_person: 'Demo Operations manager',
        job_location: p.job,
        address: school.address,
        date: at.slice(0, 10),
        time_received: '08:30',
        fault_call_ref_no: `FC-${year}-${100 + n}`,
        fault_call_location: p.job,
        time_arrived_onsite: '09:15',
        completed_on: p.status === 'DRAFT' ? null : at.slice(0, 10),
        completion_time: p.status === 'DRAFT' ? null : '11:00',
        work_description: p.work,
        details: p.status === 'DRAFT' ? null : 'work_completed',
        remark: null,
        ma_approved: p.ma === 'VERIFIED' ? 1 : 0,
        prepare_signature_id: null,
        prepare_name: p.status === 'DRAFT' ? null : (tech?.full_name ?? null),
        prepare_details: null,
        prepare_options: null,
        status_date: at,
        status_remarks: p.ma === 'REJECTED' ? 'Wrong location: please check the car park gantry number' : null,
        report_path: null,
        report_version: null,
        report_generated_at: null,
        created_by: tech?.id ?? null,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const history: { status: string; remarks: string | null; by: number | null }[] = [];
    if (p.status !== 'DRAFT') history.push({ status: 'PENDING', remarks: null, by: tech?.id ?? null });
    for (const [type, status, who] of [
      ['MA', p.ma, ma],
      ['OM', p.om, omUser],
    ] as const) {
      if (!status) continue;
      const remarks = status === 'REJECTED' ? 'Wrong location: please check the car park gantry number' : null;
      await db
        .insertInto('wso_approvals')
        .values({
          wso_id: id,
          type,
          status,
          remarks,
          signature_id: null,
          name: who?.full_name ?? null,
          details: null,
          options: null,
          user_id: who?.id ?? null,
          created_at: at,
        })
        .execute();
      history.push({ status: `${type} ${status}`, remarks, by: who?.id ?? null });
    }
    if (history.length)
      await db
        .insertInto('wso_histories')
        .values(
          history.map((h) => ({ wso_id: id, status: h.status, remarks: h.remarks, created_by: h.by, created_at: at })),
        )
        .execute();
  }
  await db.insertInto('wso_sequences').values({ year, last: n }).execute();
}
