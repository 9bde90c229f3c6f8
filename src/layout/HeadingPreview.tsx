/**
 * A record page's breadcrumbs (the list, then where the reader is) and its heading as plain elements, for a page's
 * early drawing (pagePreviews.ts `content`) whose largest text on a phone is a heading it takes from the record: the
 * quotation form, a COP claim's tab. In the measurements of the pages' MUI ones (headingPreview.css): their heading
 * row is as high as the medium buttons beside it, with or without them. Shown, not used.
 */
import './headingPreview.css';

export function HeadingPreview({
  label,
  trail,
  title,
}: {
  /** The breadcrumbs' accessible name. */
  label: string;
  /** The list's name, then the page's. */
  trail: readonly [string, string];
  title: string;
}) {
  return (
    <div className="ct-heading-preview" data-testid="heading-preview">
      <nav className="ct-heading-preview-crumbs" aria-label={label}>
        <ol>
          <li>{trail[0]}</li>
          <li className="ct-heading-preview-separator" aria-hidden="true">
            /
          </li>
          <li>
            <p className="ct-heading-preview-current">{trail[1]}</p>
          </li>
        </ol>
      </nav>
      <div className="ct-heading-preview-heading">
        <h1 className="ct-skeleton-h5">{title}</h1>
      </div>
    </div>
  );
}
