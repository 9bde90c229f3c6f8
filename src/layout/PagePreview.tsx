/**
 * A page's heading and the paragraph under it as plain elements (pagePreviews.ts), in the measurements of the page's
 * own (MUI's h5 with its bottom gutter, then body text): the skeleton shows it while the shell loads, so the page's
 * largest text is on the screen at the first paint instead of seconds later. Shown, not used: nothing in it can be
 * focused.
 */
import type { PagePreviewDefinition } from './pagePreviews.js';

export function PagePreview({ definition, locale }: { definition: PagePreviewDefinition; locale: string }) {
  const texts = definition.texts[locale] ?? definition.texts.en;
  return (
    <div className="ct-page-preview" data-testid="page-preview">
      <h1 className="ct-skeleton-h5">{texts.title}</h1>
      {texts.intro && <p className="ct-page-preview-intro">{texts.intro}</p>}
    </div>
  );
}
