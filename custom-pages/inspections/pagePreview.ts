/**
 * A checklist as the entry paints it before the shell has loaded (src/layout/pagePreviews.ts): its card's heading
 * and the line under it, the page's largest text on a phone, drawn from the page's first answer
 * (checklistPreview.tsx) at each of the checklist's addresses. This module and what it imports ship in the entry.
 */
import type { PagePreviewDefinition } from '../../src/layout/pagePreviews.js';
import { ChecklistPreview, checklistUrl } from './checklistPreview.js';
import { FORM_PATH, LIST_PATH, PENDING_PATH } from './paths.js';

export const pagePreviews: readonly PagePreviewDefinition[] = [LIST_PATH, PENDING_PATH, FORM_PATH].map((list) => ({
  path: `${list}/:id`,
  access: { permission: 'inspection.view' },
  content: { url: checklistUrl, Draw: ChecklistPreview },
}));
