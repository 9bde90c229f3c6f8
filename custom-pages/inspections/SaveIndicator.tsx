/** The autosave state of a checklist, announced politely to screen readers; a stale save offers a reload. */
import { Alert, Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SaveState } from './useAutosave.js';

export function SaveIndicator({ state, onReload }: { state: SaveState; onReload: () => void }) {
  const translate = useTranslate();
  const t = (k: string, o?: object) => translate(`caretaker.inspections.detail.${k}`, o);
  return (
    <Box role="status" aria-live="polite" sx={{ minHeight: 24 }}>
      {state.kind === 'saving' && <Typography variant="body2">{t('saving')}</Typography>}
      {state.kind === 'saved' && (
        <Typography variant="body2" color="success.main">
          {t('saved')}
        </Typography>
      )}
      {state.kind === 'queued' && <Typography variant="body2">{translate('caretaker.offline.queued')}</Typography>}
      {state.kind === 'unkept' && <Alert severity="error">{translate('caretaker.offline.unkept')}</Alert>}
      {state.kind === 'failed' && <Alert severity="error">{t('save_failed', { message: state.message })}</Alert>}
      {state.kind === 'stale' && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={onReload}>
              {translate('caretaker.inspections.actions.reload')}
            </Button>
          }
        >
          {t('stale')}
        </Alert>
      )}
    </Box>
  );
}
