/** The quotation report: its model (the record with signature and attachment images), the HTML page and the PDF. */
import type { FastifyInstance } from 'fastify';
import { versionedReport } from '../../lib/reports/cache.js';
import { downscale, readImage, type ReportImage } from '../../lib/reports/images.js';
import { buildReportModel, renderHtml, type ReportModel } from '../../lib/reports/quotationReport.js';
import type { AuthUser } from '../../plugins/auth.js';
import { loadQuotationRecord, type QuotationRecord } from './record.js';
import { OWNER_DOCUMENT, OWNER_SIGNATURE, parseJson } from './repository.js';

/** The report model of a quotation: the record plus its signature and attachment images. */
async function modelOf(app: FastifyInstance, record: QuotationRecord): Promise<ReportModel> {
  const db = app.db;
  const files = await db
    .selectFrom('attachments')
    .selectAll()
    .where('owner_id', '=', record.id)
    .where('owner_type', 'in', [OWNER_DOCUMENT, OWNER_SIGNATURE])
    .orderBy('id')
    .execute();
  const byId = new Map(files.map((f) => [f.id, f]));
  const sigImage = async (id: number | null | undefined) => {
    const f = id ? byId.get(id) : undefined;
    return f ? readImage(app, f.bucket, f.full_path, f.mime) : null;
  };
  const q = await db
    .selectFrom('quotations')
    .select(['prepare_signature_id', 'prepare_name'])
    .where('id', '=', record.id)
    .executeTakeFirstOrThrow();
  const submitted = [...record.histories].reverse().find((h) => h.status === 'PENDING');
  const maRow = await db
    .selectFrom('quotation_approvals')
    .leftJoin('users', 'users.id', 'quotation_approvals.user_id')
    .select([
      'quotation_approvals.signature_id',
      'quotation_approvals.name',
      'quotation_approvals.updated_at',
      'users.full_name',
    ])
    .where('quotation_id', '=', record.id)
    .where('quotation_approvals.approval_type', 'in', ['MA', 'QS'])
    .where('quotation_approvals.status', 'in', ['VERIFIED', 'ACKNOWLEDGE', 'APPROVED'])
    .orderBy('quotation_approvals.id', 'desc')
    .executeTakeFirst();
  const signatures: ReportModel['signatures'] = [
    {
      label: 'Prepared by',
      name: q.prepare_name ?? record.created_by.full_name ?? '',
      date: (submitted?.updated_at ?? '').slice(0, 10),
      image: await sigImage(q.prepare_signature_id),
    },
    {
      label: 'Checked and certified',
      name: maRow ? (maRow.name ?? maRow.full_name ?? '') : '',
      date: maRow ? maRow.updated_at.slice(0, 10) : '',
      image: await sigImage(maRow?.signature_id),
    },
  ];
  const selected = files
    .filter(
      (f) =>
        f.owner_type === OWNER_DOCUMENT && parseJson<{ report?: boolean }>(f.additional_fields, {}).report !== false,
    )
    .sort(
      (a, b) =>
        Number(parseJson<{ order?: number }>(a.additional_fields, {}).order ?? 1e9) -
          Number(parseJson<{ order?: number }>(b.additional_fields, {}).order ?? 1e9) || a.id - b.id,
    );
  const attachments: ReportModel['attachments'] = [];
  for (const f of selected) {
    let image: ReportImage | null = null;
    if (f.thumbnail) image = await readImage(app, f.bucket, f.thumbnail, 'image/jpeg');
    else if (f.mime === 'image/png' || f.mime === 'image/jpeg') {
      const full = await readImage(app, f.bucket, f.full_path, f.mime);
      image = full ? await downscale(full.data) : null;
    }
    attachments.push({ name: f.name, image });
  }
  return buildReportModel(record as never, { company: app.config.companyName, signatures, attachments });
}

/** The report as an HTML page (the preview). */
export async function quotationReportHtml(app: FastifyInstance, id: number, user: AuthUser): Promise<string> {
  return renderHtml(await modelOf(app, await loadQuotationRecord(app.db, id, user)));
}

/** The PDF of the record's current version: the stored file when it was made from this version, else a new one. */
export async function quotationReport(app: FastifyInstance, id: number, user: AuthUser, force: boolean) {
  const record = await loadQuotationRecord(app.db, id, user);
  const row = await app.db
    .selectFrom('quotations')
    .select(['report_path', 'report_version', 'report_generated_at', 'version'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const report = await versionedReport(app, 'quotations', id, row, !force, async () =>
    app.pdf.render('quotation', await modelOf(app, record)),
  );
  return { ...report, reference_number: record.reference_number };
}
