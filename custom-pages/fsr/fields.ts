/** FSR field overrides for the generated edit and show screens: the category's choices (BLDG, PAS, HORTI). */
import { FSR_CATEGORIES } from '../../schemas/fsr.js';
import type { FieldOverrides } from '../../src/generator/types.js';

export const fsrOverrides: FieldOverrides = {
  category: { choices: FSR_CATEGORIES.map((c) => ({ id: c, name: c })), type: 'select' },
};
