export { IsoDateField, type IsoDateFieldProps } from './IsoDateField.js';
export { IsoDateInput, type IsoDateInputProps } from './IsoDateInput.js';
