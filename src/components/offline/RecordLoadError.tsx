/**
 * Why a field record's screen cannot show it: not found (or outside the user's scope), not kept on this device while
 * there is no connection — said as such, never a spinner waiting for a network that is not there —, or the server's
 * own words.
 */
import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { errorMessage } from '../../apiErrors.js';
import { statusOf } from '../../queryClient.js';

export interface RecordLoadErrorProps {
  error: unknown;
  /** The area's "not found" message, for a 404 and for a record without the part the screen shows (else the server's). */
  notFound?: string;
  /** Said when the answer carries no message of its own. */
  fallback?: string;
  sx?: { mt?: number };
}

export function RecordLoadError({ error, notFound, fallback, sx }: RecordLoadErrorProps) {
  const translate = useTranslate();
  const status = error ? statusOf(error) : 404;
  const text =
    status === 404 && notFound
      ? translate(notFound)
      : status === 0
        ? translate('caretaker.offline.not_kept')
        : errorMessage(error) || (fallback ? translate(fallback) : '');
  return (
    <Alert severity="error" sx={sx}>
      {text}
    </Alert>
  );
}
