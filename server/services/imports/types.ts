import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { PermissionSlug } from '../../../domain/permissions.js';
import type { Database } from '../../db/types.js';
import type { SheetRow } from './sheet.js';

/** Where a kind reads and writes: the import's transaction (or the database itself, for a check). */
export type Trx = Kysely<Database>;

export interface ImportColumn {
  key: string;
  required?: boolean;
  /** What the column holds, for the template's instructions sheet. */
  description: string;
  example: string;
}

export interface ImportProblem {
  row: number;
  column: string;
  message: string;
}

export type ImportAction = 'create' | 'update' | 'unchanged';

/** One row's outcome: what it will do to the record its natural key names. */
export interface PlannedRow<T> {
  row: number;
  key: string;
  action: ImportAction;
  value: T;
}

export interface ImportPlan<T> {
  planned: PlannedRow<T>[];
  problems: ImportProblem[];
}

/**
 * One kind of record that can be imported. `plan` reads every row against the database as it is (inside the import's
 * transaction when committing, so what it decided still holds when `apply` writes); `apply` writes the rows that
 * create or update; `afterCommit` runs once the transaction is committed (the users' invitations).
 */
export interface ImportKind<T = unknown> {
  name: string;
  permission: PermissionSlug;
  /** The natural key, as the template and messages name it. */
  keyColumns: string[];
  columns: ImportColumn[];
  /** Other headers a file may use for a column (an older template's words), as column keys: { name: 'item_description' }. */
  aliases?: Record<string, string>;
  plan(db: Trx, rows: SheetRow[]): Promise<ImportPlan<T>>;
  apply(trx: Trx, planned: PlannedRow<T>[], request: FastifyRequest): Promise<void>;
  afterCommit?(app: FastifyInstance, planned: PlannedRow<T>[], request: FastifyRequest): Promise<void>;
}

/** Collects a row's problems; `ok` is false once any was added. */
export function rowProblems(row: number, problems: ImportProblem[]) {
  let ok = true;
  return {
    add(column: string, message: string) {
      problems.push({ row, column, message });
      ok = false;
    },
    get ok() {
      return ok;
    },
  };
}

/** Same values field by field (null and '' alike), to tell an update from an unchanged row. */
export function sameValues(a: object, b: object, keys: readonly string[]): boolean {
  const norm = (v: unknown) => (v === undefined || v === null || v === '' ? null : String(v));
  const at = (o: object, k: string) => (o as Record<string, unknown>)[k];
  return keys.every((k) => norm(at(a, k)) === norm(at(b, k)));
}
