import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import {
  blankValue,
  checkAllReports,
  fieldValueProblem,
  treeLabel,
  treeSubmitErrors,
  TREE_FIELD_TYPES,
  withValue,
  type TreeField,
} from '../../domain/treeFields.js';
import { decideTree, reportIsFresh, type TreeAction } from '../../domain/treeInspectionWorkflow.js';
import { treeFieldSchema, treeSectionSchema } from '../../schemas/treeField.js';
import { TREE_TEMPLATES } from '../../server/db/seedTrees.js';

const ajv = new Ajv({ allErrors: true, allowUnionTypes: true });
const validSection = ajv.compile(treeSectionSchema);
const validField = ajv.compile(treeFieldSchema);

const radio: TreeField = { type: 'radio', name: 'condition', label: 'Condition', options: ['Good', 'Poor'] };
const check: TreeField = { type: 'checkbox', name: 'defects', label: 'Defects', options: ['Cavity', 'Leaning'] };
const custom: TreeField = {
  type: 'custom_input',
  name: 'tree',
  label: 'Tree',
  inputs: [
    { name: 'tree_id', label: 'Tree ID', value: '' },
    { name: 'tree_name', label: 'Name', value: '' },
  ],
};

describe('tree field model', () => {
  it('validates every seeded template against the JSON Schema, and the schema knows every field type', () => {
    for (const t of TREE_TEMPLATES) expect(validSection(t.fields), JSON.stringify(validSection.errors)).toBe(true);
    expect(treeFieldSchema.properties.type.enum).toEqual([...TREE_FIELD_TYPES]);
  });

  it.each([
    [{ type: 'radio', name: 'a', label: 'A' }, false], // options required
    [{ type: 'radio', name: 'a', label: 'A', options: ['x'] }, true],
    [{ type: 'custom_input', name: 'a', label: 'A' }, false], // inputs required
    [{ type: 'file', name: 'before_photo', label: 'Before' }, true],
    [{ type: 'file', name: 'selfie', label: 'No' }, false], // photo names are the spec's three
    [{ type: 'colour', name: 'a', label: 'A' }, false],
    [{ type: 'text', name: 'Bad Name', label: 'A' }, false],
  ])('schema: %o valid=%s', (field, ok) => {
    expect(validField(field)).toBe(ok);
  });

  it.each([
    [radio, 'Good', null],
    [radio, '', null],
    [radio, 'Splendid', 'Choose one of the options.'],
    [check, ['Cavity'], null],
    [check, ['Cavity', 'Fire'], 'Tick only the options offered.'],
    [check, 'Cavity', 'Tick only the options offered.'],
    [{ type: 'report', name: 'r', label: 'R' } as TreeField, 'yes', null],
    [{ type: 'report', name: 'r', label: 'R' } as TreeField, 'maybe', 'Choose yes or no.'],
    [{ type: 'text', name: 't', label: 'T' } as TreeField, 'x'.repeat(5001), 'At most 5000 characters.'],
    [custom, { tree_id: 'T-1' }, null],
    [custom, { height: '3' }, 'Fill in only the inputs offered.'],
    [custom, '', null],
    [
      { type: 'file', name: 'before_photo', label: 'B' } as TreeField,
      [1],
      'Photos are uploaded as evidence, not sent as a value.',
    ],
  ] as const)('value: %o <- %o -> %s', (field, value, problem) => {
    expect(fieldValueProblem(field as TreeField, value)).toBe(problem);
  });

  it('empties a tree for a new section, writes values, checks all reports, and labels a tree by its inputs', () => {
    const filled = withValue(custom, { tree_id: 'T-9', tree_name: 'Angsana' });
    expect(treeLabel([filled], 3)).toBe('T-9 — Angsana');
    expect(treeLabel([blankValue(filled)], 3)).toBe('Tree 3');
    expect(blankValue({ ...check, value: ['Cavity'] }).value).toEqual([]);
    const reports = checkAllReports([{ type: 'report', name: 'a', label: 'A', value: 'no' }, radio]);
    expect(reports.map((f) => f.value)).toEqual(['yes', undefined]);
  });

  it.each([
    [{ tree_inspected_at: '2026-11-20', signed: true, coversAll: true }, []],
    [{ tree_inspected_at: '', signed: false, coversAll: true }, ['signature', 'tree_inspected_at']],
    [{ tree_inspected_at: '20/11/2026', signed: true, coversAll: true }, ['tree_inspected_at']],
    [{ tree_inspected_at: '2026-11-20', signed: true, coversAll: false }, ['tree_checklist_items']],
  ])('submit %o -> %o', (input, keys) => {
    expect(Object.keys(treeSubmitErrors(input)).sort()).toEqual(keys);
  });
});

describe('tree inspection workflow table', () => {
  const cases: ['DRAFT' | 'SUBMITTED', string, TreeAction, number | 'ok'][] = [
    ['DRAFT', 'ARBORIST-SOUTH', 'submit', 'ok'],
    ['DRAFT', 'HORTICULTURIST', 'add_tree', 'ok'],
    ['SUBMITTED', 'ARBORIST-SOUTH', 'save', 409],
    ['SUBMITTED', 'ARBORIST-SOUTH', 'evidence', 409],
    ['DRAFT', 'OPERATIONS-MANAGER', 'save', 403],
    ['DRAFT', 'ARBORIST-NORTH-EAST', 'delete', 'ok'],
    ['SUBMITTED', 'ARBORIST-NORTH-EAST', 'delete', 403],
    ['SUBMITTED', 'TERM-CONTRACTOR', 'delete', 'ok'],
    ['DRAFT', 'TECHNICIAN', 'update_school', 'ok'],
    ['DRAFT', 'ARBORIST-SOUTH', 'update_school', 403],
    ['SUBMITTED', 'TERM-CONTRACTOR', 'update_school', 409],
    ['SUBMITTED', 'ARBORIST-SOUTH', 'regenerate', 'ok'],
  ];
  it.each(cases)('%s × %s × %s -> %s', (state, role, action, expected) => {
    const d = decideTree(action, role, state);
    expect(d.ok ? 'ok' : d.code).toBe(expected);
  });

  it('counts a regenerated report as fresh for 180 seconds', () => {
    const now = Date.parse('2026-11-25T10:00:00Z');
    expect(reportIsFresh('2026-11-25T09:57:01Z', now)).toBe(true);
    expect(reportIsFresh('2026-11-25T09:57:00Z', now)).toBe(false);
    expect(reportIsFresh(null, now)).toBe(false);
  });
});
