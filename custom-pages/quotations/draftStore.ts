/**
 * Local working copy of a quotation being edited (spec part 2 §4: "for DRAFT or REJECTED the item list is
 * reloaded from the server unless local items for the same quotation exist"). Kept in sessionStorage per
 * form action ('create' or the quotation id) so the add-quotation-items page can add to it and return.
 */
import type { QuotationItem } from './types.js';

export interface QuotationDraft {
  items: QuotationItem[];
  header?: Record<string, unknown>;
  /** The record version the items were loaded from (a newer server version wins). */
  version?: number | null;
}

const key = (action: string) => `caretaker.quotation.draft.${action}`;

export function loadDraft(action: string): QuotationDraft | null {
  try {
    const text = sessionStorage.getItem(key(action));
    if (!text) return null;
    const draft = JSON.parse(text) as QuotationDraft;
    return Array.isArray(draft?.items) ? draft : null;
  } catch {
    return null;
  }
}

export function saveDraft(action: string, draft: QuotationDraft): void {
  try {
    sessionStorage.setItem(key(action), JSON.stringify(draft));
  } catch {
    // storage full or unavailable: the form keeps working in memory
  }
}

export function clearDraft(action: string): void {
  try {
    sessionStorage.removeItem(key(action));
  } catch {
    // ignore
  }
}
