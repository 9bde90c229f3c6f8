/** The WSO report: the HTML preview and the PDF cached per record version in the reports bucket, as for quotations. */
import type { FastifyInstance } from 'fastify';
import {
  WSO_CATEGORY_LABELS,
  WSO_DETAILS,
  type WsoCategory,
  type WsoDetails,
  type WsoState,
} from '../../../domain/wso.js';
import { decideWso } from '../../../domain/wsoWorkflow.js';
import { HttpError } from '../../lib/errors.js';
import { versionedReport } from '../../lib/reports/cache.js';
import { readImage } from '../../lib/reports/images.js';
import type { ReportImage } from '../../lib/reports/images.js';
import type { WsoReportModel } from '../../lib/reports/wsoReport.js';
import type { AuthUser } from '../../plugins/auth.js';
import { loadWso, OWNER_WSO, WSO_PHOTO_OWNERS } from './repository.js';

export async function wsoReportModel(app: FastifyInstance, id: number, user: AuthUser): Promise<WsoReportModel> {
  const db = app.db;
  const w = await loadWso(db, id, user);
  const files = await db
    .selectFrom('attachments')
    .select(['id', 'owner_type', 'bucket', 'full_path', 'thumbnail', 'mime'])
    .where('owner_type', 'in', [...WSO_PHOTO_OWNERS, OWNER_WSO.signature])
    .where('owner_id', '=', id)
    .orderBy('id')
    .execute();
  const row = await db
    .selectFrom('work_service_orders')
    .select('prepare_signature_id')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const approvals = await db
    .selectFrom('wso_approvals')
    .select(['type', 'signature_id'])
    .where('wso_id', '=', id)
    .execute();
  // Thumbnails where there are: a report with 20 photos stays light and fast.
  const photo = (f: (typeof files)[number]) =>
    f.thumbnail ? readImage(app, f.bucket, f.thumbnail, 'image/jpeg') : readImage(app, f.bucket, f.full_path, f.mime);
  const photosOf = async (owner: string) =>
    (await Promise.all(files.filter((f) => f.owner_type === owner).map(photo))).filter(
      (p): p is ReportImage => p !== null,
    );
  const signature = async (sid: number | null | undefined) => {
    const f = sid ? files.find((x) => x.id === sid) : undefined;
    return f ? readImage(app, f.bucket, f.full_path, f.mime) : null;
  };
  const approval = (t: 'MA' | 'OM') => approvals.find((a) => a.type === t);
  const ma = w.approvals.MA;
  const om = w.approvals.OM;
  return {
    company: app.config.companyName,
    title: 'Work service order',
    reference: w.reference_number,
    status: w.display_status,
    fields: [
      ['School', w.school.name],
      ['Status', w.display_status],
      ['Category', WSO_CATEGORY_LABELS[w.category as WsoCategory] ?? w.category],
      ['Quotation reference number', w.quotation?.reference_number ?? ''],
      // Left out when nobody is named (it would print over the address).
      ...(w.contact_person?.trim() ? [['Contact person', w.contact_person] as [string, string]] : []),
      ['Address', w.address ?? w.school.details.address ?? ''],
      ['Job location', w.job_location ?? ''],
      ['Date', w.date ?? ''],
      ['Time received', w.time_received ?? ''],
      ['Fault call ref no', w.fault_call_ref_no ?? ''],
      ['Fault call location', w.fault_call_location ?? ''],
      ['Time arrived on site', w.time_arrived_onsite ?? ''],
      ['Completed date', w.completed_on ?? ''],
      ['Completion time', w.completion_time ?? ''],
      ['Details', w.details ? (WSO_DETAILS[w.details as WsoDetails] ?? w.details) : ''],
    ],
    workDescription: w.work_description ?? '',
    remark: w.remark ?? '',
    before: await photosOf(OWNER_WSO.before),
    after: await photosOf(OWNER_WSO.after),
    signatures: [
      {
        label: 'Prepared by',
        name: w.prepare_details?.name ?? '',
        details: w.prepare_details?.signature_details ?? '',
        status: '',
        image: await signature(row.prepare_signature_id),
      },
      {
        label: 'Checked & certified correct by',
        name: ma?.details.name ?? '',
        details: ma?.details.signature_details ?? '',
        status: ma?.status ?? '',
        image: await signature(approval('MA')?.signature_id),
      },
      {
        label: 'Acknowledged or accepted by',
        name: om?.details.name ?? '',
        details: om?.details.signature_details ?? '',
        status: om?.status ?? '',
        image: await signature(approval('OM')?.signature_id),
      },
    ],
  };
}

/** The PDF of the order's current version: the cached file when it was made from this version, else a new one. */
export async function wsoReport(app: FastifyInstance, id: number, user: AuthUser, force: boolean) {
  const model = await wsoReportModel(app, id, user);
  const row = await app.db
    .selectFrom('work_service_orders')
    .select(['report_path', 'report_version', 'report_generated_at', 'version', 'status', 'ma_approved'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  if (force) {
    const d = decideWso('regenerate', user.role_slug ?? '', {
      state: row.status as WsoState,
      maApproved: row.ma_approved === 1,
    });
    if (!d.ok) throw new HttpError(d.code, d.message);
  }
  return versionedReport(app, 'work_service_orders', id, row, !force, () => app.pdf.render('wso', model));
}
