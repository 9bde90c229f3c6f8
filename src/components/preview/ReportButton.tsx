/** A button that opens a report's PDF in a new tab: its plain address carries no credentials, so the tab opens on a freshly signed one. */
import { Button } from '@mui/material';
import { useNotify } from 'react-admin';
import { errorMessage } from '../../apiErrors.js';
import { openSigned } from '../attachments/fileUrl.js';

export function ReportButton({
  url,
  label,
  variant = 'contained',
}: {
  url: string;
  label: string;
  variant?: 'contained' | 'outlined';
}) {
  const notify = useNotify();
  return (
    <Button
      variant={variant}
      href={url}
      target="_blank"
      rel="noopener"
      onClick={(e) => {
        e.preventDefault();
        openSigned(url).catch((err: unknown) => notify(errorMessage(err), { type: 'error' }));
      }}
    >
      {label}
    </Button>
  );
}
