import { describe, expect, it } from 'vitest';
import { likeContains, multi, pageOf, pagedResponse, wantsAll } from '../../server/lib/paging.js';

describe('pagedResponse', () => {
  it('describes a middle page', () => {
    const r = pagedResponse(['f', 'g', 'h', 'i', 'j'], 23, { page: 2, perPage: 5 }, '/api/user');
    expect(r.meta).toMatchObject({
      current_page: 2,
      from: 6,
      to: 10,
      last_page: 5,
      per_page: 5,
      total: 23,
      path: '/api/user',
    });
    expect(r.links).toEqual({
      first: '/api/user?page=1',
      last: '/api/user?page=5',
      next: '/api/user?page=3',
      prev: '/api/user?page=1',
    });
    expect(r.meta.links[0]).toEqual({ url: '/api/user?page=1', label: '« Previous', active: false });
    expect(r.meta.links.at(-1)).toEqual({ url: '/api/user?page=3', label: 'Next »', active: false });
    expect(r.meta.links.filter((l) => l.active)).toEqual([{ url: '/api/user?page=2', label: '2', active: true }]);
  });

  it('describes the last, partial page', () => {
    const r = pagedResponse(['u', 'v', 'w'], 23, { page: 5, perPage: 5 }, '/x');
    expect(r.meta).toMatchObject({ from: 21, to: 23, last_page: 5 });
    expect(r.links.next).toBeNull();
    expect(r.meta.links.at(-1)!.url).toBeNull();
  });

  it('describes an empty list and a page past the end', () => {
    const empty = pagedResponse([], 0, { page: 1, perPage: 25 }, '/x');
    expect(empty.meta).toMatchObject({ current_page: 1, from: null, to: null, last_page: 1, total: 0 });
    expect(empty.links).toMatchObject({ next: null, prev: null });
    const past = pagedResponse([], 10, { page: 9, perPage: 5 }, '/x');
    expect(past.meta).toMatchObject({ from: null, to: null, last_page: 2, total: 10 });
    expect(past.links.prev).toBe('/x?page=8');
    expect(past.links.next).toBeNull();
  });

  it('counts exact multiples of the page size right', () => {
    expect(pagedResponse(['a'], 50, { page: 1, perPage: 25 }, '/x').meta.last_page).toBe(2);
    expect(pagedResponse(['a'], 51, { page: 1, perPage: 25 }, '/x').meta.last_page).toBe(3);
  });

  it('lists at most ten numbered page links', () => {
    const r = pagedResponse(['a'], 1000, { page: 1, perPage: 10 }, '/x');
    expect(r.meta.links).toHaveLength(12);
    expect(r.meta.last_page).toBe(100);
  });
});

describe('likeContains', () => {
  it.each([
    ['abc', '%abc%'],
    ['ABC', '%abc%'],
    ['50%', '%50\\%%'],
    ['a_b', '%a\\_b%'],
    ['back\\slash', '%back\\\\slash%'],
    ['%_\\', '%\\%\\_\\\\%'],
    ['', '%%'],
  ])('%s -> %s', (term, pattern) => {
    expect(likeContains(term)).toBe(pattern);
  });
});

describe('query helpers', () => {
  it('reads key and key[] as lists, skipping blanks', () => {
    expect(multi({ status: 'A' }, 'status')).toEqual(['A']);
    expect(multi({ 'status[]': ['A', 'B'] }, 'status')).toEqual(['A', 'B']);
    expect(multi({ 'status[]': ['A', ''], status: 'C' }, 'status')).toEqual(['A']);
    expect(multi({ status: '' }, 'status')).toBeUndefined();
    expect(multi({}, 'status')).toBeUndefined();
    expect(multi({ id: 7 }, 'id')).toEqual(['7']);
  });

  it('defaults paging to page 1 of 25', () => {
    expect(pageOf({})).toEqual({ page: 1, perPage: 25 });
    expect(pageOf({ page: 3, per_page: 10 })).toEqual({ page: 3, perPage: 10 });
  });

  it('asks for everything only with all or no_paginate set to 1/true', () => {
    expect(wantsAll({ all: '1' })).toBe(true);
    expect(wantsAll({ all: 'true' })).toBe(true);
    expect(wantsAll({ no_paginate: '1' })).toBe(true);
    expect(wantsAll({ all: '0' })).toBe(false);
    expect(wantsAll({ all: 'false', no_paginate: 'false' })).toBe(false);
    expect(wantsAll({})).toBe(false);
  });
});
