/**
 * A page's heading and the paragraph under it as plain elements (pagePreviews.ts), in the measurements of the page's
 * own (MUI's h5 with its bottom gutter, then body text), and what the page draws from its early answer when it has
 * one: the skeleton shows it while the shell loads, so the page's largest text is on the screen at the first paint
 * instead of seconds later. Shown, not used: nothing in it can be
 * focused.
 */
import type { EarlyIdentity } from '../earlyIdentity.js';
import type { EarlyContent, PagePreviewDefinition } from './pagePreviews.js';

export function PagePreview({
  definition,
  locale,
  identity,
  content,
}: {
  definition: PagePreviewDefinition;
  locale: string;
  identity: EarlyIdentity;
  /** The page's early answer and its drawing, once they have come (pagePreviews.ts `content`). */
  content?: EarlyContent | null;
}) {
  const texts = definition.texts && (definition.texts[locale] ?? definition.texts.en);
  const drawing = content && (
    <content.Draw answer={content.answer} locale={locale} identity={identity} where={window.location} />
  );
  // a page whose heading is drawn from its answer places it as the page does, from the top of the content
  if (!texts) return <div data-testid="page-preview">{drawing}</div>;
  return (
    <div className="ct-page-preview" data-testid="page-preview">
      <h1 className="ct-skeleton-h5">{texts.title}</h1>
      {texts.intro && <p className="ct-page-preview-intro">{texts.intro}</p>}
      {drawing}
    </div>
  );
}
