import type { FastifyInstance, FastifyRequest } from 'fastify';
import { buildReportModel, PREVIEW_CSP, renderHtml, type ReportModel } from '../../lib/reports/quotationReport.js';
import { renderPdf } from '../../lib/reports/quotationReportPdf.js';
import type { AuthUser } from '../../plugins/auth.js';
import { REPORT_BUCKET } from '../../plugins/storage.js';
import { currentReport, storeReport } from '../../lib/reports/cache.js';
import { downscale, readAll, readImage as readStoredImage, type ReportImage } from '../../lib/reports/images.js';
import {
  loadQuotationRecord,
  OWNER_DOCUMENT,
  OWNER_SIGNATURE,
  parseJson,
  type QuotationRecord,
} from '../../services/quotations/repository.js';
import { fileResponse, int, objectOf, ok, str } from '../../lib/openapi/responses.js';

const reportGenerated = objectOf({
  message: str,
  data: objectOf({ file_info: objectOf({ bucket: str, file_path: str, url: str, version: int, generated_at: str }) }),
});

const idParams = { type: 'object', properties: { id: { type: 'integer', minimum: 1 } }, required: ['id'] } as const;

export default async function reportRoutes(app: FastifyInstance) {
  const db = app.db;

  const readImage = (bucket: string, key: string, mime: string) => readStoredImage(app, bucket, key, mime);

  /** The report model of a quotation: the record plus its signature and attachment images. */
  async function modelOf(record: QuotationRecord): Promise<ReportModel> {
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
      return f ? readImage(f.bucket, f.full_path, f.mime) : null;
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
      if (f.thumbnail) image = await readImage(f.bucket, f.thumbnail, 'image/jpeg');
      else if (f.mime === 'image/png' || f.mime === 'image/jpeg') {
        const full = await readImage(f.bucket, f.full_path, f.mime);
        image = full ? await downscale(full.data) : null;
      }
      attachments.push({ name: f.name, image });
    }
    return buildReportModel(record as never, { company: app.config.companyName, signatures, attachments });
  }

  /** The PDF of the record's current version: from the cache when it was made from this version, else generated and stored. */
  async function reportOf(id: number, user: AuthUser, force: boolean) {
    const record = await loadQuotationRecord(db, id, user);
    const row = await db
      .selectFrom('quotations')
      .select(['report_path', 'report_version', 'report_generated_at', 'version'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const cached = force ? null : await currentReport(app, row);
    if (cached)
      return {
        record,
        path: cached,
        version: row.version,
        generated_at: row.report_generated_at!,
        pdf: null as Buffer | null,
      };
    const pdf = await renderPdf(await modelOf(record));
    const stored = await storeReport(app, 'quotations', id, row, pdf);
    return { record, path: stored.path, version: row.version, generated_at: stored.generated_at, pdf };
  }

  app.get(
    '/quotations/:id/preview',
    {
      config: { permission: 'quotation.view' },
      schema: {
        tags: ['quotations'],
        summary: 'The quotation report as an HTML page',
        params: idParams,
        response: fileResponse(['text/html'], 'The report page.'),
      },
    },
    async (request, reply) => {
      const user = app.requireUser(request);
      const record = await loadQuotationRecord(db, (request.params as { id: number }).id, user);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', PREVIEW_CSP)
        .send(renderHtml(await modelOf(record)));
    },
  );

  app.get(
    '/quotations/:id/report',
    {
      config: { permission: 'quotation.view', ticket: 'url' },
      schema: {
        tags: ['quotations'],
        params: idParams,
        querystring: {
          type: 'object',
          properties: { download: { type: 'string', maxLength: 5 }, ticket: { type: 'string', maxLength: 200 } },
          additionalProperties: true,
        },
        summary: 'The quotation report as PDF',
        response: fileResponse(['application/pdf'], 'The report.'),
      },
    },
    async (request: FastifyRequest, reply) => {
      const user = app.requireUser(request);
      const { id } = request.params as { id: number };
      const r = await reportOf(id, user, false);
      const body = r.pdf ?? (await readAll(await app.storage.get(REPORT_BUCKET, r.path)));
      const kind = (request.query as { download?: string }).download === '1' ? 'attachment' : 'inline';
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-cache')
        .header('content-disposition', `${kind}; filename="${r.record.reference_number}.pdf"`)
        .header('x-content-type-options', 'nosniff')
        .header('x-report-version', String(r.version))
        .send(body);
    },
  );

  app.get(
    '/quotations/:id/report-generation',
    {
      config: { permission: 'quotation.view' },
      schema: {
        tags: ['quotations'],
        summary: 'Regenerate the quotation report',
        params: idParams,
        response: ok(reportGenerated),
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      const r = await reportOf((request.params as { id: number }).id, user, true);
      return {
        message: 'Successfully regenerated report. Please wait for 3 minutes.',
        data: {
          file_info: {
            bucket: REPORT_BUCKET,
            file_path: r.path,
            url: `/api/quotations/${r.record.id}/report`,
            version: r.version,
            generated_at: r.generated_at,
          },
        },
      };
    },
  );
}
