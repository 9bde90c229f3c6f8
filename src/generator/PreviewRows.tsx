/**
 * A generated list's rows when its area declares an early preview (custom-pages/<area>/listPreview.ts): the data table
 * renders in the background (src/components/DeferredRows.tsx) and, until its first rows are ready, the preview's table
 * (src/layout/ListPreview.tsx) shows them as the entry painted them, in the reader's language and theme — the same
 * columns in the same boxes, so the hand-over does not move a line. Without a preview, the rows render as usual.
 */
import type { ReactNode } from 'react';
import { useLocaleState, type RaRecord } from 'react-admin';
import { DeferredRows } from '../components/DeferredRows.js';
import { ListPreviewTable } from '../layout/ListPreview.js';
import type { ListPreviewDefinition, PreviewRow } from '../layout/listPreviews.js';
import { useThemeSettings } from '../layout/themeSettings.js';

function RowsPreview({ preview, rows }: { preview: ListPreviewDefinition; rows: RaRecord[] }) {
  const [locale] = useLocaleState();
  const { settings } = useThemeSettings();
  return (
    <div className={`ct-preview-theme-${settings.theme}`}>
      <ListPreviewTable
        definition={preview}
        rows={rows as PreviewRow[]}
        texts={preview.texts[locale] ?? preview.texts.en}
      />
    </div>
  );
}

export function PreviewRows({ preview, children }: { preview?: ListPreviewDefinition; children: ReactNode }) {
  if (!preview) return <>{children}</>;
  return <DeferredRows fallback={(rows) => <RowsPreview preview={preview} rows={rows} />}>{children}</DeferredRows>;
}
