/**
 * Settings tab "Work without signal" (the profile's tabs): the user's choices for field work on this device — keep
 * photos as taken, and the space records kept automatically may take — with what the device holds now against that
 * budget, and what the last automatic preparation did (src/offline/prepare.ts).
 */
import { useCallback, useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  LinearProgress,
  MenuItem,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { useOnline } from '../../src/offline/network.js';
import {
  BUDGET_CHOICES_MB,
  setOfflineSettings,
  useOfflineSettings,
  type OfflineSettings,
} from '../../src/offline/settings.js';
import type { PreparationReport } from '../../src/offline/prepare.js';

const MB = 1024 * 1024;

export function OfflineSettingsTab() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const online = useOnline();
  const settings = useOfflineSettings();
  const [used, setUsed] = useState<number | null>(null);
  const [report, setReport] = useState<PreparationReport | null>(null);
  const [busy, setBusy] = useState(false);
  const t = (k: string, o?: object) => translate(`caretaker.offline_settings.${k}`, o);
  const size = (bytes: number) =>
    bytes < MB
      ? new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(
          Math.ceil(bytes / 1024),
        )
      : new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(bytes / MB);

  const refresh = useCallback(async () => {
    const [{ storedBytes }, { lastPreparation }] = await Promise.all([
      import('../../src/offline/vault.js'),
      import('../../src/offline/prepare.js'),
    ]);
    setUsed(await storedBytes().catch(() => 0));
    setReport(lastPreparation);
  }, []);
  useEffect(() => {
    void refresh();
  }, [refresh]);

  async function prepareNow() {
    setBusy(true);
    try {
      const { autoPrepare } = await import('../../src/offline/prepare.js');
      await autoPrepare().catch(() => null);
      await refresh();
    } finally {
      setBusy(false);
    }
  }

  const change = (c: Partial<OfflineSettings>) => setOfflineSettings(c);
  const budget = settings.budgetMb * MB;
  const shownUsed = used ?? 0;
  return (
    <Box component="section" aria-labelledby="offline-settings" sx={{ p: 2, display: 'grid', gap: 2, maxWidth: 560 }}>
      <Typography id="offline-settings" variant="h6" component="h2">
        {t('title')}
      </Typography>
      <Typography variant="body2">{t('intro')}</Typography>
      <Box>
        <FormControlLabel
          control={
            <Switch checked={settings.keepOriginals} onChange={(e) => change({ keepOriginals: e.target.checked })} />
          }
          label={t('keep_originals')}
        />
        <Typography variant="caption" component="p">
          {t('keep_originals_help')}
        </Typography>
      </Box>
      <TextField
        select
        label={t('budget')}
        helperText={t('budget_help')}
        value={BUDGET_CHOICES_MB.includes(settings.budgetMb as never) ? settings.budgetMb : ''}
        onChange={(e) => change({ budgetMb: Number(e.target.value) })}
      >
        {BUDGET_CHOICES_MB.map((mb) => (
          <MenuItem key={mb} value={mb}>
            {size(mb * MB)}
          </MenuItem>
        ))}
      </TextField>
      <Box role="status" data-testid="offline-storage">
        <Typography variant="body2">
          {used === null ? t('measuring') : t('used', { used: size(shownUsed), budget: size(budget) })}
        </Typography>
        <LinearProgress
          variant="determinate"
          aria-label={t('used_label')}
          value={Math.min(100, (shownUsed / budget) * 100)}
          color={shownUsed > budget ? 'warning' : 'primary'}
          sx={{ mt: 0.5 }}
        />
      </Box>
      {report && (
        <Typography variant="body2">
          {t('last_run', { smart_count: report.prepared.length, at: new Date(report.at).toLocaleTimeString(locale) })}
        </Typography>
      )}
      {report && report.skipped > 0 && (
        <Alert severity="warning">{t('over_budget', { smart_count: report.skipped })}</Alert>
      )}
      <Box>
        <Button variant="outlined" size="small" disabled={!online || busy} onClick={() => void prepareNow()}>
          {t('prepare_now')}
        </Button>
      </Box>
    </Box>
  );
}
