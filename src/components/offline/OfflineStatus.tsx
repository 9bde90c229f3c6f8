/**
 * The top bar's word on field work without signal: shown while the device is offline or writes wait to be sent (with
 * their number), and the starter of the outbox's sync for the signed-in user (src/offline/sync.ts). Loaded after the
 * shell's first paint (it brings the device store).
 */
import { useEffect } from 'react';
import { Chip } from '@mui/material';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { useTranslate } from 'react-admin';
import { useOnline } from '../../offline/network.js';
import { useOutboxCounts } from '../../offline/outbox.js';
import { startOfflineSync } from '../../offline/sync.js';

export function OfflineStatus() {
  const translate = useTranslate();
  const online = useOnline();
  const { waiting, conflict, refused } = useOutboxCounts();
  useEffect(() => startOfflineSync(), []);
  const toCheck = conflict + refused;
  if (online && waiting === 0 && toCheck === 0) return null;
  const label = [
    online ? null : translate('caretaker.offline.offline'),
    translate('caretaker.offline.top_waiting', { smart_count: waiting }),
    toCheck ? translate('caretaker.offline.top_check', { smart_count: toCheck }) : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <Chip
      role="status"
      aria-label={label}
      title={label}
      data-testid="offline-status"
      size="small"
      color={toCheck ? 'warning' : 'default'}
      icon={online ? <CloudUploadIcon /> : <CloudOffIcon />}
      label={waiting + toCheck}
      sx={{ mx: 0.5, bgcolor: 'background.paper' }}
    />
  );
}

export default OfflineStatus;
