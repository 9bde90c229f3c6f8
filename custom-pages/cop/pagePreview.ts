/**
 * A COP claim's tab as the entry paints it before the shell has loaded (src/layout/pagePreviews.ts): its heading is
 * the page's largest text on a phone and needs the claim, so it is drawn from the page's first answer
 * (headingPreview.tsx). This module and what it imports ship in the entry.
 */
import type { PagePreviewDefinition } from '../../src/layout/pagePreviews.js';
import { CopHeadingPreview, copTabUrl } from './headingPreview.js';

export const pagePreviews: readonly PagePreviewDefinition[] = [
  {
    path: '/cop/contracts/:id/:tab',
    access: { permission: 'cop.view' },
    content: { url: copTabUrl, Draw: CopHeadingPreview },
  },
];
