/** FSR field overrides for the generator: category choices (BLDG, PAS, HORTI) for the filter and the form. */
import { FSR_CATEGORIES, fsrSchema } from '../../schemas/fsr.js';
import { inferFields } from '../../src/generator/inferFields.js';
import type { FieldOverrides } from '../../src/generator/types.js';

export const FSR_ROUTE = fsrSchema['x-resource'].route;
export const FSR_ADD_PATH = '/works-order/fsr/add';

export const fsrOverrides: FieldOverrides = {
  category: { choices: FSR_CATEGORIES.map((c) => ({ id: c, name: c })), type: 'select' },
};

export const fsrFields = inferFields(fsrSchema, fsrOverrides);
