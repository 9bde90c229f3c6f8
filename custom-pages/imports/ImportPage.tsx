/**
 * /settings/imports: filling the installation from files. Pick what to import, download its template, choose a filled
 * file, Check it (every problem by row and column, nothing stored), then Import (one transaction: all rows or none).
 */
import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useNotify, useTranslate, type HttpError } from 'react-admin';
import { api } from '../../src/http.js';
import { signedUrl } from '../../src/components/attachments/fileUrl.js';
import { FileUpload, useUploadQueue, xhrUpload, type FileRules } from '../../src/components/upload/index.js';
import type { ImportKindInfo, ImportReport } from './api.js';

const RULES: FileRules = { extensions: ['xlsx', 'csv'], maxSize: 20 * 1024 * 1024, multiple: false };

async function download(kind: string, format: 'xlsx' | 'csv') {
  const a = document.createElement('a');
  a.href = await signedUrl(`/api/imports/${kind}/template?format=${format}`);
  a.download = `caretaker-${kind}-import.${format}`;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

function ReportView({ report, imported }: { report: ImportReport; imported: boolean }) {
  const translate = useTranslate();
  const counts = translate('caretaker.imports.counts', {
    rows: report.rows,
    create: report.create,
    update: report.update,
    unchanged: report.unchanged,
  });
  if (!report.problem_count)
    return (
      <Alert severity="success" sx={{ mt: 2 }}>
        {translate(imported ? 'caretaker.imports.imported' : 'caretaker.imports.no_problems')} {counts}
      </Alert>
    );
  return (
    <Box sx={{ mt: 2 }}>
      <Alert severity="error">
        {translate('caretaker.imports.problems', { smart_count: report.problem_count })}
        {report.problem_count > report.problems.length &&
          ` ${translate('caretaker.imports.first_shown', { count: report.problems.length })}`}
      </Alert>
      <TableContainer sx={{ maxHeight: 420, mt: 1 }}>
        <Table size="small" stickyHeader aria-label={translate('caretaker.imports.report')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('caretaker.imports.row')}</TableCell>
              <TableCell>{translate('caretaker.imports.column')}</TableCell>
              <TableCell>{translate('caretaker.imports.message')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {report.problems.map((p, i) => (
              <TableRow key={i}>
                <TableCell>{p.row}</TableCell>
                <TableCell>{p.column}</TableCell>
                <TableCell>{p.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}

export function ImportPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const queue = useUploadQueue();
  const [kinds, setKinds] = useState<ImportKindInfo[] | null>(null);
  const [kind, setKind] = useState('');
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<{ data: ImportReport; imported: boolean } | null>(null);
  /** The file the last check passed for: Import sends exactly that file. */
  const [checked, setChecked] = useState<File | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    api<{ data: ImportKindInfo[] }>('/imports')
      .then((r) => {
        setKinds(r.data);
        setKind((k) => k || r.data[0]?.name || '');
      })
      .catch((e: Error) => setLoadError(e.message));
  }, []);

  const file = queue.items[0]?.file ?? null;
  const current = kinds?.find((k) => k.name === kind);
  const reset = () => {
    setReport(null);
    setChecked(null);
  };

  const send = async (commit: boolean) => {
    const item = queue.items[0];
    if (!item) return notify('caretaker.imports.choose', { type: 'warning' });
    setBusy(true);
    const path = commit ? `/imports/${kind}` : `/imports/${kind}/check`;
    const result = await queue.run<{ data: ImportReport; message?: string }>(item.key, (f, onProgress) => {
      const body = new FormData();
      body.append('file', f, f.name);
      return xhrUpload({ path, body, onProgress });
    });
    setBusy(false);
    if (result.ok) {
      setReport({ data: result.value.data, imported: commit });
      setChecked(!commit && !result.value.data.problem_count ? item.file : null);
      if (commit) {
        notify(result.value.message ?? 'caretaker.imports.done', { type: 'success' });
        queue.clear();
      }
    } else if (!result.cancelled) {
      const error = result.error as HttpError;
      const data = (error.body as { data?: ImportReport } | undefined)?.data;
      setChecked(null);
      if (data) setReport({ data, imported: false });
      notify(error.message || 'caretaker.imports.failed', { type: 'error' });
    }
  };

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
                onChange={(e) => {
                  setKind(e.target.value);
                  reset();
                }}
                sx={{ maxWidth: 360 }}
              >
                {kinds!.map((k) => (
                  <MenuItem key={k.name} value={k.name}>
                    {translate(`caretaker.imports.kinds.${k.name}`)}
                  </MenuItem>
                ))}
              </TextField>
              <Typography variant="body2">
                {translate(`caretaker.imports.help.${current.name}`)}{' '}
                {translate('caretaker.imports.key', { columns: current.key_columns.join(', ') })}
              </Typography>
              <Typography variant="body2" component="div">
                {translate('caretaker.imports.columns')}{' '}
                {current.columns.map((c) => (c.required ? `${c.key} *` : c.key)).join(', ')}
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <Button startIcon={<DownloadIcon />} onClick={() => void download(kind, 'xlsx')}>
                  {translate('caretaker.imports.template_xlsx')}
                </Button>
                <Button startIcon={<DownloadIcon />} onClick={() => void download(kind, 'csv')}>
                  {translate('caretaker.imports.template_csv')}
                </Button>
              </Stack>
              <FileUpload
                queue={{
                  ...queue,
                  add: (files) => {
                    queue.clear();
                    reset();
                    queue.add(files);
                  },
                }}
                rules={RULES}
                label={translate('caretaker.imports.file')}
                disabled={busy}
              />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <Button
                  variant="outlined"
                  startIcon={<FactCheckIcon />}
                  disabled={busy || !file}
                  onClick={() => void send(false)}
                >
                  {translate('caretaker.imports.check')}
                </Button>
                <Button
                  variant="contained"
                  startIcon={<UploadFileIcon />}
                  disabled={busy || !file || checked !== file}
                  onClick={() => void send(true)}
                >
                  {translate('caretaker.imports.import')}
                </Button>
              </Stack>
              {report && <ReportView report={report.data} imported={report.imported} />}
            </Stack>
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
