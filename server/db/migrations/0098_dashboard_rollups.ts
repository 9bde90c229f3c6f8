import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../columns.js';

/**
 * The dashboards' rollups: counts (and quotation amounts in cents) per combination of the columns the dashboards group,
 * filter and scope by, so a summary reads a few thousand rollup rows instead of every quotation, inspection or defect.
 * Database triggers keep them in the same transaction as the change — every write path (services, imports, the seed,
 * a bench writing straight into the tables) alike, and a rolled-back change leaves them as they were.
 *
 * Each change is counted twice: under its month (yyyy-MM, '' when it has no date) and under month '*', the all-time
 * row, so an all-time summary reads one row per key instead of one per key and month. Nullable key columns are stored
 * as '' or 0 (a unique index treats NULLs as distinct, which would break the upserts). Rows whose count falls to zero
 * stay: the reads keep only groups with a positive count, as the grouped queries over the tables did.
 *
 * SQLite triggers count row by row; PostgreSQL trigger functions count once per statement, grouped, over the statement's
 * transition tables (pgTriggers says why). Both keep the rollups in the changing transaction.
 */

type RowExpr = (r: string) => string;

interface Rollup {
  table: string;
  source: string;
  keys: Record<string, RowExpr>;
  month: RowExpr;
  measures: Record<string, RowExpr>;
  /** Source columns whose change moves a row between rollup rows. */
  watched: string[];
}

const QUOTATIONS: Rollup = {
  table: 'quotation_rollups',
  source: 'quotations',
  keys: {
    zone: (r) => `${r}.zone`,
    school_id: (r) => `${r}.school_id`,
    contractor: (r) => `coalesce(${r}.contractor, '')`,
    status: (r) => `${r}.status`,
    paid: (r) => `case when ${r}.payment_status = 'YES' then 1 else 0 end`,
  },
  month: (r) => `coalesce(substr(${r}.date, 1, 7), '')`,
  measures: { n: () => '1', cents: (r) => `${r}.total_cents` },
  watched: ['zone', 'school_id', 'contractor', 'status', 'payment_status', 'date', 'total_cents'],
};

const INSPECTIONS: Rollup = {
  table: 'inspection_rollups',
  source: 'inspections',
  keys: {
    school_id: (r) => `${r}.school_id`,
    zone: (r) => `${r}.zone`,
    category: (r) => `${r}.inspection_category`,
    inspection_type: (r) => `${r}.inspection_type`,
    checklist_id: (r) => `coalesce(${r}.checklist_id, 0)`,
    checklist_name: (r) => `${r}.checklist_name`,
    status: (r) => `${r}.status`,
  },
  month: (r) => `coalesce(substr(${r}.inspected_at, 1, 7), '')`,
  measures: { n: () => '1' },
  watched: [
    'school_id',
    'zone',
    'inspection_category',
    'inspection_type',
    'checklist_id',
    'checklist_name',
    'status',
    'inspected_at',
  ],
};

/** A defect counts under its own school, status and month, and its inspection's zone, category and type. */
const DEFECT_KEYS = (d: string, i: string): Record<string, string> => ({
  school_id: `${d}.school_id`,
  zone: `${i}.zone`,
  category: `${i}.inspection_category`,
  inspection_type: `${i}.inspection_type`,
  status: `${d}.status`,
});
const DEFECT_MONTH = (d: string) => `coalesce(substr(${d}.created_at, 1, 7), '')`;
const DEFECT_TABLE = 'defect_rollups';

const MONTHS = (month: string) => [month, `'*'`];

/** `insert … select … on conflict do update` adding the selected measures to the rollup row of the selected key. */
function upsert(table: string, key: Record<string, string>, measures: Record<string, string>, rest: string) {
  const cols = [...Object.keys(key), ...Object.keys(measures)];
  const adds = Object.keys(measures).map((m) => `${m} = ${table}.${m} + excluded.${m}`);
  return (
    `insert into ${table} (${cols.join(', ')}) select ${[...Object.values(key), ...Object.values(measures)].join(', ')} ` +
    `${rest} on conflict (${Object.keys(key).join(', ')}) do update set ${adds.join(', ')}`
  );
}

/** The statements adding (sign 1) or removing (sign -1) one source row `r` (NEW or OLD) in a rollup. */
function rowChange(u: Rollup, r: string, sign: 1 | -1) {
  return MONTHS(u.month(r)).map((month) => {
    const key = { ...Object.fromEntries(Object.entries(u.keys).map(([k, e]) => [k, e(r)])), month };
    const measures = Object.fromEntries(Object.entries(u.measures).map(([k, e]) => [k, `${sign} * ${e(r)}`]));
    return upsert(u.table, key, measures, 'where true');
  });
}

/** One defect row `d` (NEW or OLD), with its inspection's columns read from the inspections table. */
const defectChange = (d: string, sign: 1 | -1) =>
  MONTHS(DEFECT_MONTH(d)).map((month) =>
    upsert(
      DEFECT_TABLE,
      { ...DEFECT_KEYS(d, 'i'), month },
      { n: String(sign) },
      `from inspections i where i.id = ${d}.inspection_id`,
    ),
  );

/** Every defect of inspection `i` (NEW or OLD), counted with that inspection's zone, category and type. */
const defectsOfInspection = (i: string, sign: 1 | -1) =>
  MONTHS(DEFECT_MONTH('d')).map((month) =>
    upsert(
      DEFECT_TABLE,
      { ...DEFECT_KEYS('d', i), month },
      { n: `${sign} * count(*)` },
      `from defects d where d.inspection_id = ${i}.id group by d.school_id, d.status${month === `'*'` ? '' : `, ${month}`}`,
    ),
  );

const changed = (cols: string[], pg: boolean) =>
  cols.map((c) => (pg ? `old.${c} is distinct from new.${c}` : `old.${c} is not new.${c}`)).join(' or ');

interface Trigger {
  name: string;
  table: string;
  timing: 'before' | 'after';
  event: 'insert' | 'delete' | 'update';
  /** For update: the columns whose change fires it (row-level triggers only). */
  columns?: string[];
  /** PostgreSQL: once per statement over its transition tables (`old_rows`, `new_rows`) instead of once per row. */
  statement?: boolean;
  body: string[];
}

function triggers(): Trigger[] {
  const out: Trigger[] = [];
  for (const u of [QUOTATIONS, INSPECTIONS]) {
    out.push({
      name: `${u.table}_ins`,
      table: u.source,
      timing: 'after',
      event: 'insert',
      body: rowChange(u, 'new', 1),
    });
    out.push({
      name: `${u.table}_del`,
      table: u.source,
      timing: 'after',
      event: 'delete',
      body: rowChange(u, 'old', -1),
    });
    out.push({
      name: `${u.table}_upd`,
      table: u.source,
      timing: 'after',
      event: 'update',
      columns: u.watched,
      body: [...rowChange(u, 'old', -1), ...rowChange(u, 'new', 1)],
    });
  }
  const defectCols = ['school_id', 'status', 'created_at', 'inspection_id'];
  out.push({
    name: 'defect_rollups_ins',
    table: 'defects',
    timing: 'after',
    event: 'insert',
    body: defectChange('new', 1),
  });
  out.push({
    name: 'defect_rollups_del',
    table: 'defects',
    timing: 'after',
    event: 'delete',
    body: defectChange('old', -1),
  });
  out.push({
    name: 'defect_rollups_upd',
    table: 'defects',
    timing: 'after',
    event: 'update',
    columns: defectCols,
    body: [...defectChange('old', -1), ...defectChange('new', 1)],
  });
  // An inspection's zone, category or type moves its defects; deleting it removes them before the cascade does (the
  // cascaded defect deletes then find no inspection and change nothing).
  out.push({
    name: 'defect_rollups_inspection_upd',
    table: 'inspections',
    timing: 'after',
    event: 'update',
    columns: ['zone', 'inspection_category', 'inspection_type'],
    body: [...defectsOfInspection('old', -1), ...defectsOfInspection('new', 1)],
  });
  out.push({
    name: 'defect_rollups_inspection_del',
    table: 'inspections',
    timing: 'before',
    event: 'delete',
    body: defectsOfInspection('old', -1),
  });
  return out;
}

/**
 * PostgreSQL: the changed rows counted per statement, grouped, from its transition tables. Per row, a statement that
 * writes many rows (an import, a bulk update) would update the same few rollup rows once per row inside one
 * transaction, each update a new row version the next one must step over: a million-row insert ran for over 20 minutes.
 */
function aggregated(
  table: string,
  key: Record<string, string>,
  month: string,
  measures: Record<string, string>,
  from: string,
) {
  return MONTHS(month).map((m) => {
    const groups = [...Object.values(key), ...(m === `'*'` ? [] : [m])];
    return upsert(table, { ...key, month: m }, measures, `${from} group by ${groups.join(', ')}`);
  });
}

function pgTriggers(): Trigger[] {
  const out: Trigger[] = [];
  for (const u of [QUOTATIONS, INSPECTIONS]) {
    const change = (rows: 'old_rows' | 'new_rows', sign: 1 | -1) =>
      aggregated(
        u.table,
        Object.fromEntries(Object.entries(u.keys).map(([k, e]) => [k, e('r')])),
        u.month('r'),
        Object.fromEntries(Object.entries(u.measures).map(([k, e]) => [k, `${sign} * sum(${e('r')})`])),
        `from ${rows} r`,
      );
    const on = { table: u.source, timing: 'after', statement: true } as const;
    out.push({ ...on, name: `${u.table}_ins`, event: 'insert', body: change('new_rows', 1) });
    out.push({ ...on, name: `${u.table}_del`, event: 'delete', body: change('old_rows', -1) });
    out.push({
      ...on,
      name: `${u.table}_upd`,
      event: 'update',
      body: [...change('old_rows', -1), ...change('new_rows', 1)],
    });
  }
  const defects = (from: string, sign: 1 | -1) =>
    aggregated(DEFECT_TABLE, DEFECT_KEYS('d', 'i'), DEFECT_MONTH('d'), { n: `${sign} * count(*)` }, from);
  const viaInspection = (rows: string) => `from ${rows} d inner join inspections i on i.id = d.inspection_id`;
  const ofInspections = (rows: string) => `from defects d inner join ${rows} i on i.id = d.inspection_id`;
  const on = { timing: 'after', statement: true } as const;
  out.push({
    ...on,
    name: 'defect_rollups_ins',
    table: 'defects',
    event: 'insert',
    body: defects(viaInspection('new_rows'), 1),
  });
  out.push({
    ...on,
    name: 'defect_rollups_del',
    table: 'defects',
    event: 'delete',
    body: defects(viaInspection('old_rows'), -1),
  });
  out.push({
    ...on,
    name: 'defect_rollups_upd',
    table: 'defects',
    event: 'update',
    body: [...defects(viaInspection('old_rows'), -1), ...defects(viaInspection('new_rows'), 1)],
  });
  out.push({
    ...on,
    name: 'defect_rollups_inspection_upd',
    table: 'inspections',
    event: 'update',
    body: [...defects(ofInspections('old_rows'), -1), ...defects(ofInspections('new_rows'), 1)],
  });
  // as on SQLite, row by row before the delete: an after-statement trigger would find the defects already cascaded
  out.push(triggers().find((t) => t.name === 'defect_rollups_inspection_del')!);
  return out;
}

async function createTrigger(db: Kysely<any>, t: Trigger) {
  const pg = isPostgres(db);
  const on = t.columns ? `update of ${t.columns.join(', ')}` : t.event;
  const when = t.columns ? ` when (${changed(t.columns, pg)})` : '';
  if (!pg) {
    await sql
      .raw(
        `create trigger ${t.name} ${t.timing} ${on} on ${t.table} for each row${when} begin ${t.body.join('; ')}; end`,
      )
      .execute(db);
    return;
  }
  // a BEFORE trigger must return the row for the change to go on
  const result = t.timing === 'before' ? 'old' : 'null';
  await sql
    .raw(
      `create function ${t.name}_fn() returns trigger language plpgsql as $$ begin ${t.body.join('; ')}; return ${result}; end $$`,
    )
    .execute(db);
  const transition = {
    insert: 'new table as new_rows',
    delete: 'old table as old_rows',
    update: 'old table as old_rows new table as new_rows',
  };
  const each = t.statement ? `referencing ${transition[t.event]} for each statement` : `for each row${when}`;
  await sql
    .raw(`create trigger ${t.name} ${t.timing} ${on} on ${t.table} ${each} execute function ${t.name}_fn()`)
    .execute(db);
}

async function createTable(db: Kysely<any>, table: string, keys: Record<string, 'int' | 'text'>, cents: boolean) {
  let b = db.schema.createTable(table);
  for (const [k, type] of Object.entries(keys))
    b = b.addColumn(k, type === 'int' ? 'integer' : 'varchar(191)', (c) => c.notNull());
  b = b.addColumn('month', 'varchar(7)', (c) => c.notNull()).addColumn('n', 'bigint', (c) => c.notNull());
  if (cents) b = b.addColumn('cents', 'bigint', (c) => c.notNull());
  await b.execute();
  await db.schema
    .createIndex(`${table}_key`)
    .on(table)
    .columns([...Object.keys(keys), 'month'])
    .unique()
    .execute();
}

/** Fills a rollup from the rows already there: one grouped insert per month variant. */
async function backfill(db: Kysely<any>, table: string, key: Record<string, string>, month: string, rest: string) {
  for (const m of MONTHS(month)) {
    const all = { ...key, month: m };
    const groups = Object.values(all).filter((e) => e !== `'*'`);
    await sql
      .raw(
        `insert into ${table} (${[...Object.keys(all), 'n', ...(table === QUOTATIONS.table ? ['cents'] : [])].join(', ')}) ` +
          `select ${Object.values(all).join(', ')}, count(*)${table === QUOTATIONS.table ? ', sum(r.total_cents)' : ''} ${rest} ` +
          `group by ${groups.join(', ')}`,
      )
      .execute(db);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await createTable(
    db,
    QUOTATIONS.table,
    { zone: 'text', school_id: 'int', contractor: 'text', status: 'text', paid: 'int' },
    true,
  );
  await createTable(
    db,
    INSPECTIONS.table,
    {
      school_id: 'int',
      zone: 'text',
      category: 'text',
      inspection_type: 'text',
      checklist_id: 'int',
      checklist_name: 'text',
      status: 'text',
    },
    false,
  );
  await createTable(
    db,
    DEFECT_TABLE,
    { school_id: 'int', zone: 'text', category: 'text', inspection_type: 'text', status: 'text' },
    false,
  );
  const rowKeys = (u: Rollup) => Object.fromEntries(Object.entries(u.keys).map(([k, e]) => [k, e('r')]));
  await backfill(db, QUOTATIONS.table, rowKeys(QUOTATIONS), QUOTATIONS.month('r'), 'from quotations r');
  await backfill(db, INSPECTIONS.table, rowKeys(INSPECTIONS), INSPECTIONS.month('r'), 'from inspections r');
  await backfill(
    db,
    DEFECT_TABLE,
    DEFECT_KEYS('d', 'i'),
    DEFECT_MONTH('d'),
    'from defects d inner join inspections i on i.id = d.inspection_id',
  );
  for (const t of isPostgres(db) ? pgTriggers() : triggers()) await createTrigger(db, t);
}

export async function down(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  for (const t of pg ? pgTriggers() : triggers()) {
    await sql.raw(`drop trigger if exists ${t.name}${pg ? ` on ${t.table}` : ''}`).execute(db);
    if (pg) await sql.raw(`drop function if exists ${t.name}_fn()`).execute(db);
  }
  for (const table of [QUOTATIONS.table, INSPECTIONS.table, DEFECT_TABLE]) await db.schema.dropTable(table).execute();
}
