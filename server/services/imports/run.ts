/**
 * Checking and committing an import: the file is read, every row checked against the database (all problems at once,
 * by row and column), and — when committing and nothing is wrong — every row written in one transaction, inserting or
 * updating by the kind's natural key. Re-importing the same file changes nothing.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/errors.js';
import { isPostgres } from '../../db/columns.js';
import { contractImport } from './contracts.js';
import { fsrImport } from './fsr.js';
import { organisationImport } from './organisation.js';
import { schoolImport } from './schools.js';
import { readSheet, type Sheet } from './sheet.js';
import type { ImportKind, ImportProblem, PlannedRow } from './types.js';
import { userImport } from './users.js';

/** In the order a new installation fills them: schools, their contracts, people, then who looks after which school. */
export const IMPORT_KINDS = [schoolImport, contractImport, userImport, organisationImport, fsrImport] as ImportKind[];

export const MAX_IMPORT_ROWS = 20_000;
/** A file with more rows than this is imported by a job with progress, so no request waits on it. */
export const IMPORT_JOB_ROWS = 2_000;
/** Rows written between two progress reports of a job. */
const CHUNK_ROWS = 500;
const MAX_PROBLEMS = 500;

export interface ImportReport {
  rows: number;
  create: number;
  update: number;
  unchanged: number;
  /** Every problem up to 500, by row then column. */
  problems: ImportProblem[];
  problem_count: number;
}

/** Reads an upload as the kind's sheet (its aliases renamed to the column keys); 422 when it is no spreadsheet. */
export async function readImportFile(kind: ImportKind, file: Buffer): Promise<Sheet> {
  let sheet: Sheet;
  try {
    sheet = await readSheet(file, MAX_IMPORT_ROWS);
  } catch {
    const message = 'The file could not be read: save it as an Excel workbook (.xlsx) or a CSV file.';
    throw new HttpError(422, message, { file: [message] });
  }
  const aliases = kind.aliases ?? {};
  const renamed = (c: string) => (aliases[c] && !sheet.columns.includes(aliases[c]) ? aliases[c] : c);
  if (!sheet.columns.some((c) => renamed(c) !== c)) return sheet;
  return {
    columns: sheet.columns.map(renamed),
    rows: sheet.rows.map((r) => ({ row: r.row, cells: new Map([...r.cells].map(([k, v]) => [renamed(k), v])) })),
  };
}

/** Problems of the file's shape: missing and unknown columns, no rows, too many rows. */
export function sheetProblems(kind: ImportKind, sheet: Sheet): ImportProblem[] {
  const known = new Set(kind.columns.map((c) => c.key));
  const problems: ImportProblem[] = [];
  for (const c of kind.columns)
    if (c.required && !sheet.columns.includes(c.key))
      problems.push({ row: 1, column: c.key, message: `The column ${c.key} is missing.` });
  for (const c of sheet.columns)
    if (c && !known.has(c))
      problems.push({ row: 1, column: c, message: `The column ${c} is not one of this import's.` });
  if (!sheet.rows.length) problems.push({ row: 2, column: 'file', message: 'The file has no rows to import.' });
  if (sheet.rows.length > MAX_IMPORT_ROWS)
    problems.push({
      row: sheet.rows[MAX_IMPORT_ROWS].row,
      column: 'file',
      message: `At most ${MAX_IMPORT_ROWS.toLocaleString('en')} rows can be imported at once.`,
    });
  return problems;
}

export function report(rows: number, planned: PlannedRow<unknown>[], problems: ImportProblem[]): ImportReport {
  const count = (a: string) => planned.filter((r) => r.action === a).length;
  const sorted = [...problems].sort((a, b) => a.row - b.row);
  return {
    rows,
    create: count('create'),
    update: count('update'),
    unchanged: count('unchanged'),
    problems: sorted.slice(0, MAX_PROBLEMS),
    problem_count: problems.length,
  };
}

/** The dry run: what the file would do, and everything wrong with it. Nothing is stored. */
export async function checkImport(app: FastifyInstance, kind: ImportKind, file: Buffer | Sheet): Promise<ImportReport> {
  const sheet = Buffer.isBuffer(file) ? await readImportFile(kind, file) : file;
  const shape = sheetProblems(kind, sheet);
  if (shape.length) return report(sheet.rows.length, [], shape);
  const { planned, problems } = await kind.plan(app.db, sheet.rows);
  return report(sheet.rows.length, planned, problems);
}

export class ImportRefused extends HttpError {
  constructor(readonly report: ImportReport) {
    const message = `Nothing was imported: the file has ${report.problem_count} problem${report.problem_count === 1 ? '' : 's'}.`;
    super(422, message, { file: [message] });
  }
}

/** Rows written so far of all the file's rows (a job's progress). */
export type ImportProgress = (written: number, rows: number) => Promise<void>;

/**
 * Checks again and, when nothing is wrong, writes every row in one transaction; a problem refuses the whole file.
 * `progress` hears after every 500 rows written — only on PostgreSQL: SQLite has one connection, which the
 * transaction holds, so a progress write beside it would wait for the commit.
 */
export async function commitImport(
  app: FastifyInstance,
  request: FastifyRequest,
  kind: ImportKind,
  file: Buffer | Sheet,
  progress?: ImportProgress,
): Promise<ImportReport> {
  const sheet = Buffer.isBuffer(file) ? await readImportFile(kind, file) : file;
  const shape = sheetProblems(kind, sheet);
  if (shape.length) throw new ImportRefused(report(sheet.rows.length, [], shape));
  const during = isPostgres(app.db) ? progress : undefined;
  const planned = await app.db.transaction().execute(async (trx) => {
    // Planned inside the transaction: what was checked is what is written, even with another import under way.
    const plan = await kind.plan(trx, sheet.rows);
    if (plan.problems.length) throw new ImportRefused(report(sheet.rows.length, plan.planned, plan.problems));
    const changed = plan.planned.filter((r) => r.action !== 'unchanged');
    for (let i = 0; i < changed.length; i += CHUNK_ROWS) {
      await kind.apply(trx, changed.slice(i, i + CHUNK_ROWS), request);
      await during?.(Math.min(i + CHUNK_ROWS, changed.length), changed.length);
    }
    return plan.planned;
  });
  await kind.afterCommit?.(app, planned, request);
  return report(sheet.rows.length, planned, []);
}
