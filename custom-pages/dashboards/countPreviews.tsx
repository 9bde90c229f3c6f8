/**
 * The checklist summary's and the checklist status's first screen as the entry paints it before the shell has loaded
 * (src/layout/pagePreviews.ts): under the heading, the category buttons, the filter row and the month's counts, asked
 * at the address the page itself asks (countAddresses.ts; the early answer is handed over to it). On a phone their
 * largest text is a checklist's name in the table, which would otherwise wait seconds for the shell. Plain elements
 * in the measurements of the page's MUI ones (countPreview.css; tests/e2e/earlyPreviews.test.ts compares the boxes),
 * shown, not used; the shell shows the same while the screen loads, and the table until the page's own has its rows.
 */
import { INSPECTION_TAB_BUTTONS } from '../../domain/dashboards.js';
import type { EarlyIdentity } from '../../src/earlyIdentity.js';
import type { ChecklistStatusRow, ChecklistSummarySchool } from './api.js';
import { ownSchool, periodOf, tabOf, type Where } from './countAddresses.js';
import { COUNT_TEXTS, type DashboardCountTexts } from './countTexts.js';
import type { PeriodFilter } from './period.js';
import '../../src/layout/listPreview.css';
import './countPreview.css';

const textsOf = (locale: string): DashboardCountTexts =>
  COUNT_TEXTS[locale as keyof typeof COUNT_TEXTS] ?? COUNT_TEXTS.en;

const ArrowDown = () => (
  <svg className="ct-dash-arrow" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M7 10l5 5 5-5z" />
  </svg>
);

/** A filled select of the filter row: its label and value. */
function Field({ label, value, kind }: { label: string; value: string; kind: 'school' | 'month' | 'year' }) {
  return (
    <span className={`ct-dash-field ct-dash-field-${kind}`}>
      <span className="ct-dash-label">{label}</span>
      <span className="ct-dash-value">{value}</span>
      <ArrowDown />
    </span>
  );
}

/** The category buttons and the filter row (DashboardPage.tsx, PeriodFilter.tsx). */
function Frame({
  where,
  period,
  texts,
  school,
}: {
  where: Where;
  period: PeriodFilter;
  texts: DashboardCountTexts;
  /** The school field's value, for a page that has one. */
  school?: string;
}) {
  const tab = tabOf(where);
  return (
    <>
      <div className="ct-dash-tabs">
        {INSPECTION_TAB_BUTTONS.map((t) => (
          <span key={t} className={`ct-dash-button ${t === tab ? 'ct-dash-contained' : 'ct-dash-outlined'}`}>
            {texts.tabs[t]}
          </span>
        ))}
      </div>
      <div className="ct-dash-filters">
        {school !== undefined && (
          // the autocomplete's box holds its field's margins
          <span className="ct-dash-autocomplete">
            <Field kind="school" label={texts.filters.school} value={school} />
          </span>
        )}
        <Field
          kind="month"
          label={texts.filters.month}
          value={period.month ? texts.months[period.month] : texts.filters.all_time}
        />
        <Field kind="year" label={texts.filters.year} value={period.year} />
        <span className="ct-dash-button ct-dash-contained">{texts.filters.search}</span>
      </div>
    </>
  );
}

interface Column<R> {
  label: string;
  value: (r: R) => string | number;
  /** A count: right-aligned, a link on the page when `linked`. */
  count?: boolean;
  linked?: boolean;
}

/** CountTable.tsx's table in MUI's small size. */
function CountTablePreview<R>({
  rows,
  columns,
  texts,
}: {
  rows: R[];
  columns: Column<R>[];
  texts: DashboardCountTexts;
}) {
  return (
    <div className="ct-preview-scroll" data-testid="count-preview">
      <table className="ct-preview-table">
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.label} className={c.count ? 'ct-preview-right' : undefined}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length}>{texts.no_data}</td>
            </tr>
          ) : (
            rows.map((r, i) => (
              <tr key={i}>
                {columns.map((c) => (
                  <td key={c.label} className={c.count ? 'ct-preview-right' : undefined}>
                    {c.linked ? <span className="ct-dash-link">{c.value(r)}</span> : c.value(r)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

type SummaryRow = { school: string; name: string; DRAFT: number; SUBMITTED: number; APPROVED: number; TOTAL: number };

/** The checklist summary's table of an answer (`{ data: ChecklistSummarySchool[] }`). */
export function ChecklistSummaryTable({ answer, locale }: { answer: unknown; locale: string }) {
  const texts = textsOf(locale);
  const schools = (answer as { data?: ChecklistSummarySchool[] } | null)?.data ?? [];
  const rows: SummaryRow[] = schools.flatMap((s) => s.checklists.map((c) => ({ school: s.school, ...c })));
  const col = texts.columns;
  const columns: Column<SummaryRow>[] = [
    { label: col.school, value: (r) => r.school },
    { label: col.checklist, value: (r) => r.name },
    { label: col.pending_tc, value: (r) => r.DRAFT, count: true, linked: true },
    { label: col.pending_ma, value: (r) => r.SUBMITTED, count: true, linked: true },
    { label: col.approved, value: (r) => r.APPROVED, count: true, linked: true },
    { label: col.TOTAL, value: (r) => r.TOTAL, count: true },
  ];
  return <CountTablePreview rows={rows} columns={columns} texts={texts} />;
}

/**
 * The checklist status's table of an answer (its first page); null when a row's school cannot be named before the
 * shell has the schools (a school named in the address that is not the user's own): the page then shows no table yet.
 */
export function checklistStatusTable(answer: unknown, locale: string, identity: EarlyIdentity) {
  const texts = textsOf(locale);
  const rows = (answer as { data?: ChecklistStatusRow[] } | null)?.data ?? [];
  const own = ownSchool(identity);
  if (rows.some((r) => r.school_id !== null && r.school_id !== own?.id)) return null;
  const col = texts.columns;
  const columns: Column<ChecklistStatusRow>[] = [
    { label: col.checklist, value: (r) => r.checklist },
    { label: col.frequency, value: (r) => r.frequency },
    { label: col.school, value: (r) => (r.school_id === null ? texts.all_schools : (own?.name ?? '')) },
    { label: col.month, value: (r) => r.month ?? '—' },
    { label: col.year, value: (r) => r.year ?? '—' },
    { label: col.pending_tc, value: (r) => r.break_down.PENDING_TC, count: true },
    { label: col.pending_ma, value: (r) => r.break_down.PENDING_MA, count: true },
    { label: col.total_approved, value: (r) => r.break_down.APPROVED, count: true },
  ];
  return <CountTablePreview rows={rows} columns={columns} texts={texts} />;
}

export interface CountPreviewProps {
  answer: unknown;
  locale: string;
  identity: EarlyIdentity;
  where: Where;
}

/** Under the checklist summary's heading: the buttons, the filter (no school) and the card with the table. */
export function ChecklistSummaryPreview({ answer, locale, identity, where }: CountPreviewProps) {
  const texts = textsOf(locale);
  return (
    <div className="ct-dash-preview">
      <Frame where={where} period={periodOf(where, identity)} texts={texts} />
      <div className="ct-dash-card">
        <ChecklistSummaryTable answer={answer} locale={locale} />
      </div>
    </div>
  );
}

/** Under the checklist status's heading: the buttons, the filter with the school and, when it can, the table. */
export function ChecklistStatusPreview({ answer, locale, identity, where }: CountPreviewProps) {
  const texts = textsOf(locale);
  const period = periodOf(where, identity);
  const own = ownSchool(identity);
  // a school named in the address has no name here: the field would be drawn empty and then filled
  if (period.school_id && String(own?.id) !== period.school_id) return null;
  const table = checklistStatusTable(answer, locale, identity);
  return (
    <div className="ct-dash-preview">
      <Frame where={where} period={period} texts={texts} school={own?.name ?? ''} />
      {table && (
        <div className="ct-dash-card">
          {table}
          {/* the room of the pages' bar under the table */}
          <div className="ct-dash-pagination" />
        </div>
      )}
    </div>
  );
}
