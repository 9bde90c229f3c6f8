/** Requests the COP tests share: JSON and multipart calls, a claim generated for a month, one tab of a claim. */
import { expect } from 'vitest';
import type { TestApp } from '../support/testApp.js';
import { bearer } from '../support/testApp.js';
import { multipart } from './helpers.js';

/** `app` is read at each call: test files create their app in beforeAll. */
export function copClient(app: () => TestApp) {
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    app().app.inject({ method, url, payload, headers: bearer(token) });
  async function form(url: string, token: string, fields: Record<string, string>) {
    const f = new FormData();
    for (const [k, v] of Object.entries(fields)) f.append(k, v);
    const { payload, headers } = await multipart(f);
    return app().app.inject({ method: 'POST', url, payload, headers: { ...headers, ...bearer(token) } });
  }
  async function generate(token: string, zone: string, year: number, month: number) {
    const r = await call('POST', '/api/cops', token, { zone, year, month });
    expect(r.statusCode, r.body).toBe(201);
    return r.json().data.id as number;
  }
  async function tab(id: number, category: string, token: string) {
    const r = await call('GET', `/api/cops/${id}?category=${category}`, token);
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data;
  }
  return { call, form, generate, tab };
}
