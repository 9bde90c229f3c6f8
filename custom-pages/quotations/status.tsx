/**
 * The light pieces the quotation list needs for its rows — the status badge and the documents a record carries —
 * apart from the form's sections (sections.tsx), whose dialogs, attachments and signatures the list does not load.
 */
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { statusColor } from '../../domain/statusColors.js';
import type { Attachment, Quotation } from './types.js';

export function StatusBadge({ status }: { status?: string | null }) {
  const translate = useTranslate();
  if (!status) return null;
  // every pending-approval state reads as info (spec part 2 §4 'Status colours')
  const color = statusColor(status);
  return (
    <Chip
      size="small"
      label={translate(`caretaker.quotations.status.${status}`, { _: status })}
      color={color === 'default' ? 'default' : color}
    />
  );
}

export { displayStatus } from './listPreview.js';

/** Documents grouped by uploader (the API may send groups or a map keyed by uploader). */
export function documentGroups(record: Quotation | undefined): { uploader: string; files: Attachment[] }[] {
  const docs = record?.documents;
  if (!docs) return [];
  if (Array.isArray(docs)) return docs.map((g) => ({ uploader: g.uploader?.full_name ?? '', files: g.files ?? [] }));
  return Object.entries(docs).map(([uploader, files]) => ({ uploader, files: files ?? [] }));
}
