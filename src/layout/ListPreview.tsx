/**
 * A list page's first rows as plain elements (listPreviews.ts): the skeleton shows the page (`ListPreviewPage`) while
 * the shell loads, and the list shows the table (`ListPreviewTable`) while its own, richer rows render. It mirrors
 * react-admin's data table in MUI's small size — paddings, fonts, the sort icons' room, the badges and the actions
 * button — so the columns come out as wide and the rows as high (tests/e2e/earlyPreviews.test.ts compares them), and the
 * hand-over does not move a line. Nothing in it can be focused or clicked: it is shown, not used.
 */
import { statusColor } from '../../domain/statusColors.js';
import type { EarlyIdentity } from '../earlyIdentity.js';
import { formatSgdDollars } from '../../domain/money.js';
import type { ListPreviewDefinition, ListPreviewTexts, PreviewColumn, PreviewRow } from './listPreviews.js';
import './listPreview.css';

const ArrowDown = () => (
  <svg className="ct-preview-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="m7 10 5 5 5-5z" />
  </svg>
);

function Cell({ column, row, texts }: { column: PreviewColumn<PreviewRow>; row: PreviewRow; texts: ListPreviewTexts }) {
  const value = column.value?.(row);
  switch (column.kind) {
    case 'link':
      return <span className="ct-preview-link">{value}</span>;
    case 'status':
      return value ? (
        <span className={`ct-preview-chip ct-preview-chip-${statusColor(String(value))}`}>
          {texts.status[String(value)] ?? value}
        </span>
      ) : null;
    case 'money':
      return <>{formatSgdDollars(value)}</>;
    case 'actions':
      // the actions button's room, not the button: it cannot act yet
      return (
        <span className="ct-preview-button">
          {texts.columns.actions}
          <ArrowDown />
        </span>
      );
    default:
      return <>{value ?? ''}</>;
  }
}

const columnClass = (c: PreviewColumn<PreviewRow>) =>
  `column-${c.key}${c.align === 'right' ? ' ct-preview-right' : ''}${c.wide ? ' ct-preview-wide' : ''}`;

export function ListPreviewTable({
  definition,
  rows,
  texts,
}: {
  definition: ListPreviewDefinition;
  rows: readonly PreviewRow[];
  texts: ListPreviewTexts;
}) {
  return (
    <div className="ct-preview-scroll" aria-hidden="true" data-testid="list-preview">
      <table className="ct-preview-table">
        <thead>
          <tr>
            {definition.columns.map((c) => (
              <th key={c.key} className={columnClass(c)}>
                {c.sortable ? (
                  <span className="ct-preview-sort">
                    <span>{texts.columns[c.key]}</span>
                    <span className="ct-preview-sort-icon" />
                  </span>
                ) : (
                  texts.columns[c.key]
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {definition.columns.map((c) => (
                <td key={c.key} className={columnClass(c)}>
                  <Cell column={c} row={row} texts={texts} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Whether the reader will see the list's create button (SchemaList's rule: the permission, and a role named). */
function seesCreate(definition: ListPreviewDefinition, identity: EarlyIdentity | null | undefined): boolean {
  const create = definition.create;
  const permissions = identity?.permissions;
  const role = (identity?.role as { slug?: string } | null | undefined)?.slug ?? '';
  return (
    !!create &&
    Array.isArray(permissions) &&
    permissions.includes(create.permission) &&
    (!create.roles || create.roles.includes(role))
  );
}

/**
 * The page as the generated list (src/generator/SchemaList.tsx) lays it out: its heading (as high as the create button
 * beside it, for those who will see one), and the card with the filter bar and rows.
 */
export function ListPreviewPage({
  definition,
  rows,
  locale,
  identity,
}: {
  definition: ListPreviewDefinition;
  rows: readonly PreviewRow[];
  locale: string;
  identity?: EarlyIdentity | null;
}) {
  const texts = definition.texts[locale] ?? definition.texts.en;
  return (
    <div className="ct-preview-page">
      <div className={`ct-preview-heading${seesCreate(definition, identity) ? ' ct-preview-heading-create' : ''}`}>
        <h1 className="ct-skeleton-h5">{texts.title}</h1>
      </div>
      <div className="ct-preview-card">
        <div className="ct-preview-filters" />
        <ListPreviewTable definition={definition} rows={rows} texts={texts} />
      </div>
    </div>
  );
}
