/**
 * Checking and committing an import: the file is read, every row checked against the database (all problems at once,
 * by row and column), and — when committing and nothing is wrong — every row written in one transaction, inserting or
 * updating by the kind's natural key. Re-importing the same file changes nothing.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/errors.js';
import { contractImport } from './contracts.js';
import { organisationImport } from './organisation.js';
import { schoolImport } from './schools.js';
import { readSheet, type Sheet } from './sheet.js';
import type { ImportKind, ImportProblem, PlannedRow } from './types.js';
import { userImport } from './users.js';

/** In the order a new installation fills them: schools, their contracts, people, then who looks after which school. */
export const IMPORT_KINDS = [schoolImport, contractImport, userImport, organisationImport] as ImportKind[];

export const MAX_IMPORT_ROWS = 20_000;
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

async function readFile(file: Buffer): Promise<Sheet> {
  try {
    return await readSheet(file, MAX_IMPORT_ROWS);
  } catch {
    const message = 'The file could not be read: save it as an Excel workbook (.xlsx) or a CSV file.';
    throw new HttpError(422, message, { file: [message] });
  }
}

/** Problems of the file's shape: missing and unknown columns, no rows, too many rows. */
function sheetProblems(kind: ImportKind, sheet: Sheet): ImportProblem[] {
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

function report(rows: number, planned: PlannedRow<unknown>[], problems: ImportProblem[]): ImportReport {
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
export async function checkImport(app: FastifyInstance, kind: ImportKind, file: Buffer): Promise<ImportReport> {
  const sheet = await readFile(file);
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

/** Checks again and, when nothing is wrong, writes every row in one transaction; a problem refuses the whole file. */
export async function commitImport(
  app: FastifyInstance,
  request: FastifyRequest,
  kind: ImportKind,
  file: Buffer,
): Promise<ImportReport> {
  const sheet = await readFile(file);
  const shape = sheetProblems(kind, sheet);
  if (shape.length) throw new ImportRefused(report(sheet.rows.length, [], shape));
  const planned = await app.db.transaction().execute(async (trx) => {
    // Planned inside the transaction: what was checked is what is written, even with another import under way.
    const plan = await kind.plan(trx, sheet.rows);
    if (plan.problems.length) throw new ImportRefused(report(sheet.rows.length, plan.planned, plan.problems));
    await kind.apply(trx, plan.planned, request);
    return plan.planned;
  });
  await kind.afterCommit?.(app, planned, request);
  return report(sheet.rows.length, planned, []);
}
