/**
 * A checklist's card as the entry paints it before the shell has loaded (src/layout/pagePreviews.ts): its heading
 * (the checklist's name, status and Preview button) and the line under it (school, location, category, frequency,
 * quotation) — that line is the page's largest text on a phone, and needs the inspection, so it is drawn from the
 * page's own first answer, handed over to the page. Plain elements in the measurements of ChecklistDetail.tsx's MUI
 * ones (checklistPreview.css, listPreview.css's chip; tests/e2e/earlyRecordPreviews.test.ts compares the boxes), shown,
 * not used; the items follow once the page has rendered.
 */
import { statusColor } from '../../domain/statusColors.js';
import type { PageContentProps } from '../../src/layout/pagePreviews.js';
import type { Inspection } from './api.js';
import { DETAIL_TEXTS } from './detailTexts.js';
import '../../src/layout/listPreview.css';
import './checklistPreview.css';

/** What the page asks first (`useInspection`): the inspection of a checklist's address. */
export function checklistUrl(where: { pathname: string }): string | null {
  const id = where.pathname.split('/')[3];
  return id ? `/api/inspection-schedule/${encodeURIComponent(id)}` : null;
}

export function ChecklistPreview({ answer, locale }: PageContentProps) {
  const inspection = (answer as { data?: Inspection } | null)?.data;
  if (!inspection?.school) return null;
  const texts = DETAIL_TEXTS[locale as keyof typeof DETAIL_TEXTS] ?? DETAIL_TEXTS.en;
  const { status } = inspection;
  return (
    <div className="ct-preview-page">
      <div className="ct-preview-card ct-checklist-preview" data-testid="checklist-preview">
        <div className="ct-checklist-preview-heading">
          <h1 className="ct-skeleton-h5">{inspection.checklist_name}</h1>
          <span className={`ct-preview-chip ct-preview-chip-${statusColor(status)}`}>
            {texts.status[status] ?? status}
          </span>
          <span className="ct-checklist-preview-button">{texts.preview}</span>
        </div>
        <p className="ct-checklist-preview-line">
          {inspection.school.name}
          {inspection.location ? ` · ${inspection.location}` : ''} · {inspection.inspection_category} ·{' '}
          {inspection.frequency}
          {inspection.quotation && (
            <>
              {' · '}
              <span className="ct-checklist-preview-link">{inspection.quotation.reference_number}</span>
            </>
          )}
        </p>
      </div>
    </div>
  );
}
