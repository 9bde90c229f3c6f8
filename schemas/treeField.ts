import { TREE_FIELD_TYPES, TREE_PHOTO_FIELDS } from '../domain/treeFields.js';

/**
 * The dynamic field of a tree checklist (spec part 3 §3), as data: the server checks the seeded templates against it and
 * documents it in its answers; the UI renders each `type` with one component (custom-pages/trees/fields).
 */
const withOptions = (type: string) => ({
  if: { properties: { type: { const: type } } },
  then: { required: ['options'], properties: { options: { type: 'array', minItems: 1 } } },
});

export const treeFieldSchema = {
  $id: 'treeField',
  type: 'object',
  required: ['type', 'name', 'label'],
  additionalProperties: false,
  properties: {
    type: { type: 'string', enum: [...TREE_FIELD_TYPES] },
    name: { type: 'string', pattern: '^[a-z][a-z0-9_]{0,63}$' },
    label: { type: 'string', minLength: 1, maxLength: 191 },
    value: {
      anyOf: [
        { type: 'string', maxLength: 5000 },
        { type: 'array', maxItems: 200, items: { type: ['string', 'integer'] } },
        { type: 'null' },
      ],
    },
    options: { type: 'array', maxItems: 50, items: { type: 'string', minLength: 1, maxLength: 191 } },
    inputs: {
      type: 'array',
      minItems: 1,
      maxItems: 10,
      items: {
        type: 'object',
        required: ['name', 'label', 'value'],
        additionalProperties: false,
        properties: {
          name: { type: 'string', pattern: '^[a-z][a-z0-9_]{0,63}$' },
          label: { type: 'string', minLength: 1, maxLength: 191 },
          value: { type: 'string', maxLength: 191 },
        },
      },
    },
    display: {
      type: 'object',
      additionalProperties: false,
      properties: { class: { type: 'string', maxLength: 100 } },
    },
  },
  allOf: [
    withOptions('radio'),
    withOptions('dropdown'),
    withOptions('checkbox'),
    {
      if: { properties: { type: { const: 'custom_input' } } },
      then: { required: ['inputs'] },
    },
    {
      if: { properties: { type: { const: 'file' } } },
      then: { properties: { name: { enum: [...TREE_PHOTO_FIELDS] } } },
    },
  ],
} as const;

const { $id: _fieldId, ...fieldItem } = treeFieldSchema;

/** A tree section: its fields in order. */
export const treeSectionSchema = {
  $id: 'treeSection',
  type: 'array',
  minItems: 1,
  maxItems: 100,
  items: fieldItem,
} as const;
