/**
 * The tree inspection's service report: preview, the PDF cached per version, and regeneration. Spec §7: a regeneration
 * counts for 180 seconds — asked again inside that window, the report just made is given back (`cached: true`).
 */
import type { FastifyInstance } from 'fastify';
import { treeLabel, type TreeField, type TreeStatus } from '../../../domain/treeFields.js';
import { decideTree, reportIsFresh } from '../../../domain/treeInspectionWorkflow.js';
import { HttpError } from '../../lib/errors.js';
import { versionedReport } from '../../lib/reports/cache.js';
import { readImage } from '../../lib/reports/images.js';
import type { ReportImage } from '../../lib/reports/images.js';
import type { TreeReportModel } from '../../lib/reports/treeReport.js';
import type { AuthUser } from '../../plugins/auth.js';
import { loadTreeInspection } from './repository.js';

const answer = (f: TreeField): string => {
  if (f.type === 'custom_input') return (f.inputs ?? []).map((i) => `${i.label}: ${i.value || '—'}`).join(', ');
  if (Array.isArray(f.value)) return f.value.join(', ');
  if (f.type === 'report') return f.value === 'yes' ? 'Yes' : f.value === 'no' ? 'No' : '';
  return String(f.value ?? '');
};

export async function treeReportModel(app: FastifyInstance, id: number, user: AuthUser): Promise<TreeReportModel> {
  const r = await loadTreeInspection(app.db, id, user);
  const photoIds = Object.values(r.attachments).flatMap((a) => Object.values(a).flatMap((l) => l.map((x) => x.id)));
  const files = photoIds.length
    ? await app.db
        .selectFrom('attachments')
        .select(['id', 'bucket', 'full_path', 'thumbnail', 'mime'])
        .where('id', 'in', photoIds)
        .execute()
    : [];
  const byId = new Map(files.map((f) => [f.id, f]));
  const photo = async (aid: number): Promise<ReportImage | null> => {
    const f = byId.get(aid);
    if (!f) return null;
    return f.thumbnail
      ? readImage(app, f.bucket, f.thumbnail, 'image/jpeg')
      : readImage(app, f.bucket, f.full_path, f.mime);
  };
  const trees = [];
  for (const t of r.tree_checklist_items) {
    const lists = r.attachments[`s${t.id}`] ?? {};
    const ids = Object.values(lists).flatMap((l) => l.map((x) => x.id));
    trees.push({
      label: treeLabel(t.fields, t.sequence),
      answers: t.fields.filter((f) => f.type !== 'file').map((f) => [f.label, answer(f)] as [string, string]),
      defect: t.defect,
      remarks: t.remarks ?? '',
      photos: (await Promise.all(ids.map(photo))).filter((p): p is ReportImage => p !== null),
    });
  }
  const sig = await app.db
    .selectFrom('tree_inspections')
    .innerJoin('attachments', 'attachments.id', 'tree_inspections.prepare_signature_id')
    .select(['attachments.bucket', 'attachments.full_path', 'attachments.mime'])
    .where('tree_inspections.id', '=', id)
    .executeTakeFirst();
  return {
    company: app.config.companyName,
    title: r.name,
    fields: [
      ['School', r.school.name],
      ['Zone', r.school.zone],
      ['Category', r.inspection_category],
      ['Inspection date', r.tree_inspected_at ?? ''],
      ['Location', r.location ?? ''],
      ['Status', r.status],
    ],
    trees,
    signature: {
      name: r.signatories.name ?? '',
      details: r.signatories.signature_details ?? '',
      image: sig ? await readImage(app, sig.bucket, sig.full_path, sig.mime) : null,
    },
  };
}

export async function treeReport(app: FastifyInstance, id: number, user: AuthUser, force: boolean) {
  const model = await treeReportModel(app, id, user);
  const row = await app.db
    .selectFrom('tree_inspections')
    .select(['report_path', 'report_version', 'report_generated_at', 'version', 'status'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  if (force) {
    const d = decideTree('regenerate', user.role_slug ?? '', row.status as TreeStatus);
    if (!d.ok) throw new HttpError(d.code, d.message);
  }
  // A forced regeneration inside the 180-second window gives back the report just made.
  const reuse = !force || reportIsFresh(row.report_generated_at);
  return versionedReport(app, 'tree_inspections', id, row, reuse, () => app.pdf.render('tree', model));
}
