/** The schema-driven UI generator: schema -> field descriptors -> react-admin screens (and their TSX). */
export { generateResource } from './generateResource.js';
export { printResourceTsx } from './printResourceTsx.js';
export {
  makeViews,
  GeneratedInputs,
  formTransform,
  useFormTransform,
  useServerColumns,
  useFieldLabel,
} from './views.js';
export {
  inferFields,
  inferType,
  listColumns,
  filterFields,
  formFields,
  showFields,
  writableData,
  humanize,
} from './inferFields.js';
export { inputMap, listFieldMap, showFieldMap, filterMap, inputSpec } from './maps.js';
export {
  ShowWhen,
  useShowWhen,
  matchesRule,
  embeddedViaValue,
  FieldVisibilityContext,
  type FieldVisibility,
} from './ShowWhen.js';
export { OptionsInput, useOptions, toChoiceItems } from './OptionsInput.js';
export { MoneyField } from './MoneyField.js';
export { ListPagination, GoToPage, resolveGoToPage, lastPageOf } from './pagination.js';
export {
  Breadcrumbs,
  FormToolbar,
  ListTopToolbar,
  NoRecords,
  RowActions,
  DELETE_CONFIRM,
  useResourceLabel,
  useRowClick,
  useRecordQueryOptions,
  listWithoutFilter,
} from './parts.js';
export { validatorsFor, VALIDATION_KEYS } from './validation.js';
export { schemaMessages } from './i18n.js';
export type * from './types.js';
