import ExcelJS from 'exceljs';
import { afterAll, beforeAll } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { multipart } from './helpers.js';

/**
 * A test app with an administrator, a term contractor and an operations manager signed in, for the files of the FSR
 * API tests: registers its own beforeAll/afterAll (so it is ready before the file's own hooks run) and answers the
 * helpers those files share; requests go as the administrator unless told.
 */
export function fsrFixture() {
  const fx = { t: undefined as unknown as TestApp, admin: '', tc: '', om: '' };
  beforeAll(async () => {
    fx.t = await createTestApp();
    [fx.admin, fx.tc, fx.om] = await Promise.all([
      fx.t.loginAs('ADMIN'),
      fx.t.loginAs('TERM-CONTRACTOR'),
      fx.t.loginAs('OPERATIONS-MANAGER'),
    ]);
  });
  afterAll(async () => fx.t.close());

  const get = (url: string, token = fx.admin) => fx.t.app.inject({ url, headers: bearer(token) });
  const post = (url: string, payload: object, token = fx.admin) =>
    fx.t.app.inject({ method: 'POST', url, headers: bearer(token), payload });

  async function xlsx(rows: (string | number | null)[][]): Promise<Buffer> {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('FSR');
    for (const r of rows) ws.addRow(r);
    return Buffer.from(await wb.xlsx.writeBuffer());
  }
  async function upload(buf: Buffer, name = 'schedule.xlsx', token = fx.admin) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(buf)]), name);
    const body = await multipart(form);
    return fx.t.app.inject({
      method: 'POST',
      url: '/api/fsrs/import',
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  }
  return Object.assign(fx, { get, post, xlsx, upload });
}
