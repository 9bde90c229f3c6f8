/**
 * A record's PDF report cached per record version (quotations, inspections, …): the file lives in the reports bucket and
 * the record remembers which version it was made from.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { newKey, REPORT_BUCKET } from '../../plugins/storage.js';
import { readAll } from './images.js';

/** The tables whose rows carry report_path, report_version and report_generated_at next to their version. */
export type ReportTable = 'quotations' | 'inspections' | 'work_service_orders' | 'claims' | 'tree_inspections' | 'cops';

export interface CachedReport {
  report_path: string | null;
  report_version: number | null;
  report_generated_at: string | null;
  version: number;
}

/** The cached file's key when it was made from the row's current version (and is still there), else null. */
export async function currentReport(app: FastifyInstance, row: CachedReport): Promise<string | null> {
  if (!row.report_path || row.report_version !== row.version) return null;
  return (await app.storage.stat(REPORT_BUCKET, row.report_path)) ? row.report_path : null;
}

/**
 * Stores a freshly rendered PDF for the row's version. The cache belongs to that version only: if the record changed
 * meanwhile, the new file is dropped (the next request regenerates); otherwise the previous file goes.
 */
export async function storeReport(
  app: FastifyInstance,
  table: ReportTable,
  id: number,
  row: CachedReport,
  pdf: Buffer,
): Promise<{ path: string; generated_at: string }> {
  const key = newKey('pdf');
  await app.storage.put(REPORT_BUCKET, key, Readable.from([pdf]));
  const now = new Date().toISOString();
  // Both tables have the same report columns; Kysely cannot type an update over a union of table names.
  const res = await app.db
    .updateTable(table as 'quotations')
    .set({ report_path: key, report_version: row.version, report_generated_at: now })
    .where('id', '=', id)
    .where('version', '=', row.version)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 1) {
    if (row.report_path && row.report_path !== key)
      await app.storage.delete(REPORT_BUCKET, row.report_path).catch(() => undefined);
  } else await app.storage.delete(REPORT_BUCKET, key).catch(() => undefined);
  return { path: key, generated_at: now };
}

/** A record's report as the routes answer it: the PDF and where it is kept. */
export interface VersionedReport {
  /** true when the stored file of this version was given back instead of a new rendering */
  cached: boolean;
  path: string;
  version: number;
  generated_at: string;
  pdf: Buffer;
}

/**
 * The report of the row's current version: the stored file when `reuse` allows it and it was made from this version,
 * else `render`ed now and stored. Callers check the reader's scope before (the model they render is loaded with it).
 */
export async function versionedReport(
  app: FastifyInstance,
  table: ReportTable,
  id: number,
  row: CachedReport,
  reuse: boolean,
  render: () => Promise<Buffer>,
): Promise<VersionedReport> {
  const cached = reuse ? await currentReport(app, row) : null;
  if (cached)
    return {
      cached: true,
      path: cached,
      version: row.version,
      generated_at: row.report_generated_at ?? '',
      pdf: await readAll(await app.storage.get(REPORT_BUCKET, cached)),
    };
  const pdf = await render();
  const stored = await storeReport(app, table, id, row, pdf);
  return { cached: false, path: stored.path, version: row.version, generated_at: stored.generated_at, pdf };
}
