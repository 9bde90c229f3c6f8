/**
 * The export job itself: one sheet written by exceljs's streaming WorkbookWriter straight into storage while the rows
 * are read in keyset pages, so memory stays flat whatever the row count (bench/exports.ts measures it).
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import type { ExportModule, ExportProperties } from '../../../domain/exports.js';
import type { JobContext, JobResult } from '../../lib/jobs/types.js';
import { EXPORT_SOURCES, type ExportColumn } from './modules.js';
import { todayIn } from '../../../domain/calendar.js';

export const EXPORT_BUCKET = 'exports';
export const EXPORT_JOB = 'excel-export';
const PAGE = 1000;
const MONEY_FORMAT = '"S$" #,##0.00';

export interface ExportPayload {
  module: ExportModule;
  properties: ExportProperties;
}

/**
 * exceljs writes the sheet's XML into a stream the zip deflates from, ignoring backpressure: left alone, a fast
 * producer (SQLite answers without yielding to the event loop) queues the whole uncompressed sheet in memory. Between
 * pages this waits until at most about a page of XML is still queued, which keeps memory flat whatever the row count.
 * It reads exceljs's internal stream; if a later exceljs moves it, this waits for nothing and the export still works.
 */
async function zipCaughtUp(sheet: unknown) {
  type Queue = { _writableState?: { length?: number } };
  const queued = () =>
    (sheet as unknown as { _stream?: { pipes?: Queue[] } })._stream?.pipes?.[0]?._writableState?.length ?? 0;
  while (queued() > 1 << 20) await new Promise((resolve) => setTimeout(resolve, 2));
}

type Workbook = InstanceType<typeof ExcelJS.stream.xlsx.WorkbookWriter>;

/**
 * Streams a workbook into the exports bucket under `key`: `fill` adds the sheets; a failure removes the partial file.
 * Every export job writes through here (the Excel export tasks, the dashboards' exports).
 */
export async function storeWorkbook(app: FastifyInstance, key: string, fill: (workbook: Workbook) => Promise<void>) {
  const out = new PassThrough();
  const stored = app.storage.put(EXPORT_BUCKET, key, out);
  try {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    workbook.creator = app.config.companyName;
    await fill(workbook);
    await workbook.commit();
    await stored;
  } catch (err) {
    out.destroy();
    await stored.catch(() => undefined);
    await app.storage.delete(EXPORT_BUCKET, key);
    throw err;
  }
}

/** A sheet with a bold, frozen header row; money columns show S$ 1,234.56. */
export function addSheet(workbook: Workbook, name: string, columns: readonly ExportColumn[]) {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({
    header: c.header,
    key: c.key,
    width: c.width,
    ...(c.money ? { style: { numFmt: MONEY_FORMAT } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  return sheet;
}

export async function writeExport(app: FastifyInstance, ctx: JobContext<ExportPayload>): Promise<JobResult> {
  const { module, properties } = ctx.payload;
  const user = ctx.userId ? await app.userForJob(ctx.userId) : null;
  if (!user) throw new Error('The owner of this export no longer exists.');
  const source = EXPORT_SOURCES[module];
  const total = await source.count(app.db, user, properties);
  await ctx.report(0, total);

  // One key per attempt: a run killed mid-write (its process died) leaves a partial file the next attempt removes.
  const keyOf = (attempt: number) => `jobs/${ctx.id}/attempt-${attempt}.xlsx`;
  for (let a = 1; a < ctx.attempt; a++) await app.storage.delete(EXPORT_BUCKET, keyOf(a));
  const key = keyOf(ctx.attempt);
  await storeWorkbook(app, key, async (workbook) => {
    const sheet = addSheet(workbook, source.sheet, source.columns);
    let afterId = 0;
    let done = 0;
    for (;;) {
      const rows = await source.page(app.db, user, properties, afterId, PAGE);
      if (!rows.length) break;
      for (const row of rows) sheet.addRow(row).commit();
      afterId = Number(rows[rows.length - 1].id);
      done += rows.length;
      // Rows added since the count still belong to the filter: the total grows rather than the bar passing 100 %.
      await ctx.report(done, Math.max(total, done));
      await zipCaughtUp(sheet);
    }
    sheet.commit();
  });
  const day = todayIn(app.config.timeZone);
  return { bucket: EXPORT_BUCKET, key, name: `${module.toLowerCase()}-export-${day}-${ctx.id}.xlsx` };
}
