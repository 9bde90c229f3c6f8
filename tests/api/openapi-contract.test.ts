import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';

/**
 * The document reads like a contract: named schemas instead of copies, a description on every operation and parameter,
 * and lists that refuse what they do not declare (so the parameters the document lists are all there is).
 */
type Parameter = { name: string; in: string; description?: string; schema?: { enum?: string[] } };
type Operation = { description?: string; parameters?: Parameter[]; responses: Record<string, unknown> };
type Doc = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};

let t: TestApp;
let doc: Doc;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  token = await t.loginAs('ADMIN');
});
afterAll(async () => t.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op })),
  );
/** GET lists: their querystring has the paging parameters. Lists under a record's path are asked for record 1. */
const lists = () =>
  operations()
    .filter((o) => o.method === 'get' && o.op.parameters?.some((p) => p.in === 'query' && p.name === 'per_page'))
    .map((o) => ({ ...o, url: o.path.replace(/\{[^}]+\}/g, '1') }));
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('the OpenAPI document as a contract', () => {
  it('describes every operation and every parameter', () => {
    const missing = operations().flatMap(({ path, method, op }) => [
      ...(op.description?.trim() ? [] : [`${method} ${path}`]),
      ...(op.parameters ?? []).filter((p) => !p.description?.trim()).map((p) => `${method} ${path} ${p.in}:${p.name}`),
    ]);
    expect(missing).toEqual([]);
    // The description says who may call, and for a workflow step who may take it from which states.
    const voidStep = doc.paths['/api/quotations/{id}/void'].post.description!;
    expect(voidStep).toContain('`quotation.edit`');
    expect(voidStep).toMatch(/`void` by Term contractor when the quotation is .*DRAFT/);
    expect(doc.paths['/api/auth/login'].post.description).toContain('Public');
  });

  it('names the shared schemas once and refers to them', () => {
    const names = Object.keys(doc.components.schemas);
    for (const name of ['Quotation', 'Claim', 'Wso', 'Inspection', 'PagedQuotationListRow', 'PageMeta', 'Error422'])
      expect(names).toContain(name);
    const text = JSON.stringify(doc.paths);
    const whole = JSON.stringify(doc);
    expect(text.includes('"$ref":"#/components/schemas/Quotation"')).toBe(true);
    expect(text.includes('"$ref":"#/components/schemas/PagedClaimListRow"')).toBe(true);
    // Every component is used, and no copy of the error body is left inline.
    const unused = names.filter((name) => !whole.includes(`"#/components/schemas/${name}"`));
    expect(unused).toEqual([]);
    const inline = operations().flatMap(({ path, method, op }) =>
      ['401', '403', '404']
        .filter((c) => op.responses[c])
        .filter((c) => !JSON.stringify(op.responses[c]).includes('"$ref":"#/components/schemas/Error'))
        .map((c) => `${method} ${path} ${c}`),
    );
    expect(inline).toEqual([]);
  });

  it('finds every list route to sweep', () => {
    expect(lists().length).toBeGreaterThanOrEqual(25);
  });

  it('answers a list with plain-text page labels, and 422 to an unknown filter or sort field', async () => {
    const problems: string[] = [];
    for (const { path, url, op } of lists()) {
      const plain = await get(url);
      // A record-scoped list may find no record 1 (404); it still checks its parameters first.
      if (plain.statusCode === 200) {
        for (const link of plain.json().meta?.links ?? [])
          if (/&[a-z]+;|&#\d+;/i.test(link.label)) problems.push(`${path}: label ${link.label}`);
      } else if (plain.statusCode !== 404) problems.push(`${path}: ${plain.statusCode} without parameters`);

      const filter = await get(`${url}?filter[nonsense]=1`);
      if (filter.statusCode !== 422 || !filter.json().errors?.filter?.[0])
        problems.push(`${path}: unknown filter answered ${filter.statusCode}`);
      const bare = await get(`${url}?nonsense=1`);
      if (bare.statusCode !== 422) problems.push(`${path}: unknown parameter answered ${bare.statusCode}`);
      const sort = await get(`${url}?sort=nonsense`);
      if (sort.statusCode !== 422 || !sort.json().errors?.sort?.[0])
        problems.push(`${path}: unknown sort answered ${sort.statusCode}`);

      // What the document declares is still answered.
      const fields = op.parameters?.find((p) => p.name === 'sort')?.schema?.enum ?? [];
      if (!fields.length) problems.push(`${path}: sort fields not declared`);
      for (const field of fields) {
        const res = await get(`${url}?sort=${field}&order=desc`);
        if (![200, 404].includes(res.statusCode)) problems.push(`${path}: sort=${field} answered ${res.statusCode}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('names the unknown filter and the sort fields in the answer', async () => {
    const res = await get('/api/quotations?filter[colour]=red&sort=colour');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.filter[0]).toContain('filter[colour]');
    expect(res.json().errors.filter[0]).toContain('reference_number');
    expect(res.json().errors.sort[0]).toMatch(/colour.*reference_number/);
    // Declared filters, one value or several, still filter.
    const ok = await get('/api/quotations?status[]=DRAFT&status[]=PENDING&school=1&sort=date&order=asc');
    expect(ok.statusCode).toBe(200);
  });
});
