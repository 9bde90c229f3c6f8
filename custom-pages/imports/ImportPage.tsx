/**
 * /settings/imports: filling the installation from files. Pick what to import, then its template, file, check and
 * import (ImportRunner).
 */
import { useEffect, useState } from 'react';
import { Alert, Box, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { api } from '../../src/http.js';
import type { ImportKindInfo } from './api.js';
import { ImportRunner } from './ImportRunner.js';

export function ImportPage() {
  const translate = useTranslate();
  const [kinds, setKinds] = useState<ImportKindInfo[] | null>(null);
  const [kind, setKind] = useState('');
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    api<{ data: ImportKindInfo[] }>('/imports')
      .then((r) => {
        setKinds(r.data);
        setKind((k) => k || r.data[0]?.name || '');
      })
      .catch((e: Error) => setLoadError(e.message));
  }, []);

  const current = kinds?.find((k) => k.name === kind);
  return (
    <Box sx={{ mt: 2, maxWidth: 1000 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {translate('caretaker.imports.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate('caretaker.imports.intro')}</Typography>
      {loadError && <Alert severity="error">{loadError}</Alert>}
      {kinds && !kinds.length && <Alert severity="info">{translate('caretaker.imports.none_allowed')}</Alert>}
      {current && (
        <Card>
          <CardContent>
            <Stack spacing={2}>
              <TextField
                select
                id="import-kind"
                label={translate('caretaker.imports.kind')}
                value={kind}
                onChange={(e) => setKind(e.target.value)}
                sx={{ maxWidth: 360 }}
              >
                {kinds!.map((k) => (
                  <MenuItem key={k.name} value={k.name}>
                    {translate(`caretaker.imports.kinds.${k.name}`)}
                  </MenuItem>
                ))}
              </TextField>
              <KindHelp kind={current} />
              {/* a new kind starts afresh: no file, no report */}
              <ImportRunner key={kind} kind={kind} />
            </Stack>
          </CardContent>
        </Card>
      )}
    </Box>
  );
}

/** What a kind's file holds: one row of what, matched by which columns, with which columns. */
export function KindHelp({ kind }: { kind: ImportKindInfo }) {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="body2">
        {translate(`caretaker.imports.help.${kind.name}`)}{' '}
        {translate('caretaker.imports.key', { columns: kind.key_columns.join(', ') })}
      </Typography>
      <Typography variant="body2" component="div">
        {translate('caretaker.imports.columns')}{' '}
        {kind.columns.map((c) => (c.required ? `${c.key} *` : c.key)).join(', ')}
      </Typography>
    </>
  );
}
