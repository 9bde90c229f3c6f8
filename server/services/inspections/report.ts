/**
 * The service report of a checklist: the HTML preview, and the PDF cached per record version in the reports bucket
 * (regenerated when the checklist changed or on request), as for quotations.
 */
import type { FastifyInstance } from 'fastify';
import type { InspectionStatus } from '../../../domain/inspections.js';
import { decideInspection } from '../../../domain/inspectionWorkflow.js';
import { HttpError } from '../../lib/errors.js';
import { readImage } from '../../lib/reports/images.js';
import { buildInspectionModel, type InspectionReportModel } from '../../lib/reports/inspectionReport.js';
import type { ReportImage } from '../../lib/reports/images.js';
import type { AuthUser } from '../../plugins/auth.js';
import { versionedReport } from '../../lib/reports/cache.js';
import { DEFECT_PHOTO_OWNERS } from './records.js';
import { loadInspection, OWNER_INSPECTION_SIGNATURE } from './repository.js';

/** Which picture of a defect a photo is, by the slot it was uploaded to. */
const PHOTO_LABELS: Record<string, string> = {
  defect_before: 'Before',
  defect_after: 'After',
  defect_supporting: 'Supporting',
};

export async function inspectionReportModel(
  app: FastifyInstance,
  id: number,
  user: AuthUser,
): Promise<InspectionReportModel> {
  const db = app.db;
  const record = await loadInspection(db, id, user);
  const row = await db
    .selectFrom('inspections')
    .select(['prepare_signature_id', 'om_signature_id', 'ma_signature_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const defects = await db.selectFrom('defects').selectAll().where('inspection_id', '=', id).orderBy('id').execute();
  const files = await db
    .selectFrom('attachments')
    .select(['id', 'owner_type', 'owner_id', 'bucket', 'full_path', 'thumbnail', 'mime', 'created_at'])
    .where((eb) =>
      eb.or([
        eb.and([eb('owner_type', '=', OWNER_INSPECTION_SIGNATURE), eb('owner_id', '=', id)]),
        ...(defects.length
          ? [
              eb.and([
                eb('owner_type', 'in', [...DEFECT_PHOTO_OWNERS]),
                eb(
                  'owner_id',
                  'in',
                  defects.map((d) => d.id),
                ),
              ]),
            ]
          : []),
      ]),
    )
    .orderBy('id')
    .execute();
  // Thumbnails where there are (small JPEGs): a report with 50 pictures stays light.
  const image = (f: (typeof files)[number]): Promise<ReportImage | null> =>
    f.thumbnail ? readImage(app, f.bucket, f.thumbnail, 'image/jpeg') : readImage(app, f.bucket, f.full_path, f.mime);
  const signature = async (sid: number | null) => {
    const f = sid ? files.find((x) => x.id === sid) : undefined;
    return f ? readImage(app, f.bucket, f.full_path, f.mime) : null;
  };
  const defectModels = [];
  for (const d of defects) {
    const photos = [];
    for (const f of files.filter((x) => x.owner_id === d.id && x.owner_type !== OWNER_INSPECTION_SIGNATURE)) {
      const picture = await image(f);
      if (picture) photos.push({ label: PHOTO_LABELS[f.owner_type] ?? 'Photo', image: picture });
    }
    defectModels.push({
      title: `Defect #${d.id}: ${d.description ?? ''}`,
      location: d.location ?? '',
      status: d.status,
      photos,
    });
  }
  const signer = async (label: string, who: typeof record.prepare_details, sid: number | null) => ({
    label,
    name: who?.name ?? '',
    details: who?.signature_details ?? '',
    date: (sid ? files.find((x) => x.id === sid)?.created_at : null)?.slice(0, 10) ?? '',
    image: await signature(sid),
  });
  return buildInspectionModel(record, {
    company: app.config.companyName,
    defects: defectModels,
    signatures: [
      await signer('Prepared by', record.prepare_details, row.prepare_signature_id),
      await signer('Acknowledged by', record.om_details, row.om_signature_id),
      await signer('Checked & certified correct by', record.ma_details, row.ma_signature_id),
    ],
  });
}

/** The PDF of the checklist's current version: the cached file when it was made from this version, else a new one. */
export async function inspectionReport(app: FastifyInstance, id: number, user: AuthUser, force: boolean) {
  const db = app.db;
  const model = await inspectionReportModel(app, id, user);
  const row = await db
    .selectFrom('inspections')
    .select(['report_path', 'report_version', 'report_generated_at', 'version', 'status', 'om_signature_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  if (force) {
    const d = decideInspection('regenerate', user.role_slug ?? '', {
      status: row.status as InspectionStatus,
      omSigned: row.om_signature_id !== null,
    });
    if (!d.ok) throw new HttpError(d.code, d.message);
  }
  return {
    model,
    ...(await versionedReport(app, 'inspections', id, row, !force, () => app.pdf.render('inspection', model))),
  };
}
