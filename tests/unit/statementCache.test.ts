import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { cachingStatements } from '../../server/db/statementCache.js';

describe('SQLite statement cache', () => {
  it('prepares a query once and runs it again after a schema change', () => {
    const raw = new SQLite(':memory:');
    const db = cachingStatements(raw);
    raw.exec('create table t (a integer)');
    raw.exec('insert into t values (1), (2)');
    const first = db.prepare('select * from t order by a');
    expect(db.prepare('select * from t order by a')).toBe(first);
    raw.exec('alter table t add column b text');
    expect(db.prepare('select * from t order by a').all([])).toEqual([
      { a: 1, b: null },
      { a: 2, b: null },
    ]);
    db.close();
  });

  it('gives a statement still being iterated to no second caller', () => {
    const raw = new SQLite(':memory:');
    const db = cachingStatements(raw);
    raw.exec('create table t (a integer)');
    raw.exec('insert into t values (1), (2)');
    const streaming = db.prepare('select a from t order by a');
    const rows = streaming.iterate([]) as IterableIterator<{ a: number }>;
    expect(rows.next().value).toEqual({ a: 1 });
    const other = db.prepare('select a from t order by a');
    expect(other).not.toBe(streaming);
    expect(other.all([])).toEqual([{ a: 1 }, { a: 2 }]);
    expect(rows.next().value).toEqual({ a: 2 });
    expect(rows.next().done).toBe(true);
    db.close();
  });

  it('keeps at most 500 statements, dropping the least recently used', () => {
    const raw = new SQLite(':memory:');
    const db = cachingStatements(raw);
    const kept = db.prepare('select 0');
    for (let i = 1; i <= 499; i++) db.prepare(`select ${i}`);
    expect(db.prepare('select 0')).toBe(kept); // used again: now the most recent
    db.prepare('select 500'); // one over: 'select 1' leaves, 'select 0' stays
    expect(db.prepare('select 0')).toBe(kept);
    const one = db.prepare('select 1');
    expect(db.prepare('select 1')).toBe(one);
    db.close();
  });
});
