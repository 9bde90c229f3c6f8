/**
 * Saves a field user makes offline carry the record's version: a stale one answers 409 with the record's current
 * `version` (docs/offline-sync.md), so the outbox can load, merge and save again instead of overwriting.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WSO_MSG } from '../../domain/wso.js';
import { TREE_MSG } from '../../domain/treeFields.js';
import { INSPECTION_STALE } from '../../server/services/inspections/repository.js';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { newInspection as createInspection, omSchoolId, postForm } from './helpers.js';

let t: TestApp;
let tc: string;
let tech: string;
let arborist: string;
let schoolId: number;

beforeAll(async () => {
  t = await createTestApp();
  [tc, tech, arborist] = await Promise.all(
    ['TERM-CONTRACTOR', 'TECHNICIAN', 'ARBORIST-NORTH-EAST'].map((r) => t.loginAs(r)),
  );
  schoolId = await omSchoolId(t);
});
afterAll(async () => t.close());

const form = (url: string, token: string, fields: Record<string, string>) => postForm(t, url, token, fields);
const json = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: bearer(token) });

const newInspection = () => createInspection(t, tc);
const versionOf = async (table: 'inspections' | 'defects' | 'tree_inspections' | 'work_service_orders', id: number) =>
  (
    await t.db
      .selectFrom(table as 'inspections')
      .select('version')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).version;

describe('a stale version answers 409 with the current version', () => {
  it('on an inspection item autosave and on the checklist save', async () => {
    const { id, subItemId } = await newInspection();
    const ok = await json('PATCH', `/api/inspection-schedule/${id}/items/${subItemId}`, tc, {
      status: 'yes',
      version: 1,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const stale = await json('PATCH', `/api/inspection-schedule/${id}/items/${subItemId}`, tc, {
      remarks: 'offline remark',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: INSPECTION_STALE, version: await versionOf('inspections', id) });
    const save = await json('PUT', `/api/inspection-schedule/${id}`, tc, { status: 'DRAFT', remarks: 'x', version: 1 });
    expect(save.statusCode).toBe(409);
    expect(save.json().version).toBe(2);
  });

  it('on a defect edit', async () => {
    const { id, subItemId } = await newInspection();
    const created = await form(`/api/inspection-schedule/${id}/defect`, tc, {
      checklist_item_id: String(subItemId),
      defect: 'No',
      description: 'Scratched door',
    });
    const defectId = created.json().data.id as number;
    expect((await form(`/api/defect/${defectId}`, tc, { location: 'Hall', version: '1' })).statusCode).toBe(200);
    const stale = await form(`/api/defect/${defectId}`, tc, { location: 'Stage', version: '1' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().version).toBe(2);
    expect(stale.json().message).toMatch(/changed by someone else/);
  });

  it('on a tree inspection form save and on the evidence of one tree', async () => {
    const template = await t.db
      .selectFrom('tree_checklists')
      .select('id')
      .where('category', '=', 'TREE-INSPECTION')
      .executeTakeFirstOrThrow();
    const created = await json('POST', '/api/tree-inspection', arborist, {
      tree_checklist_id: template.id,
      school_id: schoolId,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    const item = await t.db
      .selectFrom('tree_inspection_items')
      .select('id')
      .where('tree_inspection_id', '=', id)
      .executeTakeFirstOrThrow();
    const url = `/api/tree-inspection/update-tree-inspection/${id}`;
    const first = await form(url, arborist, {
      tree_checklist_item_id: String(item.id),
      remarks: 'a',
      version: '1',
    });
    expect(first.statusCode, first.body).toBe(200);
    const current = await versionOf('tree_inspections', id);
    expect(current).toBe(2);
    // The evidence of a tree saved offline on version 1, after the inspection moved on.
    const staleEvidence = await form(url, arborist, {
      tree_checklist_item_id: String(item.id),
      remarks: 'offline',
      version: '1',
    });
    expect(staleEvidence.statusCode, staleEvidence.body).toBe(409);
    expect(staleEvidence.json()).toEqual({ message: TREE_MSG.stale, version: current });
    expect(
      (
        await t.db
          .selectFrom('tree_inspection_items')
          .select('remarks')
          .where('id', '=', item.id)
          .executeTakeFirstOrThrow()
      ).remarks,
    ).toBe('a');
    const staleForm = await form(url, arborist, { status: 'DRAFT', version: '1' });
    expect(staleForm.statusCode).toBe(409);
    expect(staleForm.json()).toEqual({ message: TREE_MSG.stale, version: current });
  });

  it('on a work service order save', async () => {
    const created = await form('/api/work-service-order', tech, {
      category: 'AD-HOC',
      school_id: String(schoolId),
      status: 'DRAFT',
      contact_person: 'Ms Tan',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    expect(
      (await form(`/api/work-service-order/${id}`, tech, { status: 'DRAFT', remark: 'a', version: '1' })).statusCode,
    ).toBe(200);
    const stale = await form(`/api/work-service-order/${id}`, tech, {
      status: 'DRAFT',
      remark: 'offline',
      version: '1',
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json()).toEqual({ message: WSO_MSG.stale, version: 2 });
  });
});
