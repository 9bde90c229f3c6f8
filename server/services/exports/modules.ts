/**
 * What each export module writes (issue 12): the columns a contract administrator needs, and the rows — scoped as the
 * area's own list scopes them, filtered by the task's properties, read in keyset pages (id order) so memory stays flat
 * whatever the row count. A page reads only the columns the sheet writes: building a million wide rows as objects
 * (a quotation has 49 columns) cost more than writing them.
 */
import type { ExportModule } from '../../../domain/exports.js';
import { claimSource } from './sources/claim.js';
import { inspectionSource } from './sources/inspection.js';
import { quotationSource } from './sources/quotation.js';
import type { ExportSource } from './sources/shared.js';
import { wsoSource } from './sources/wso.js';

export type { ExportColumn, ExportSource } from './sources/shared.js';

export const EXPORT_SOURCES: Record<ExportModule, ExportSource> = {
  QUOTATION: quotationSource,
  WSO: wsoSource,
  INSPECTION: inspectionSource,
  CLAIM: claimSource,
};
