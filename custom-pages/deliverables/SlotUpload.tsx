/**
 * One attachment slot: its files (download, preview, delete while editable) and, while the deliverable is the preparer's,
 * a picker that sends each chosen file as a resumable upload with a progress bar and a cancel button. Files up to the
 * configured limit (500 MB); a dropped connection says it is waiting and resumes where the server stopped once the
 * browser is online again.
 */
import { useRef, useState } from 'react';
import { Box, Button, FormHelperText, LinearProgress, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useNotify, useTranslate } from 'react-admin';
import { AttachmentList } from '../../src/components/attachments/index.js';
import { isAbort, resumableUpload, tusErrorMessage, type ResumableUpload } from '../../src/components/upload/index.js';
import type { Slot } from './api.js';

interface Running {
  name: string;
  sent: number;
  total: number;
  handle: ResumableUpload;
  /** The connection is away: the upload waits and resumes by itself. */
  waiting: boolean;
}

export function SlotUpload({
  deliverableId,
  slot,
  title,
  editable,
  maxBytes,
  error,
  customTitle,
  onChanged,
}: {
  deliverableId: number;
  slot: Slot;
  title: string;
  editable: boolean;
  maxBytes: number;
  error?: string;
  /** The title sent with a new custom slot's first file. */
  customTitle?: string;
  onChanged: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [running, setRunning] = useState<Running | null>(null);
  const id = `slot-${slot.key}`;

  const send = async (files: File[]) => {
    for (const file of files) {
      if (file.size > maxBytes) {
        notify('caretaker.deliverables.too_big', { type: 'error', messageArgs: { name: file.name } });
        continue;
      }
      const handle = resumableUpload({
        file,
        metadata: {
          purpose: 'deliverable',
          deliverable_id: String(deliverableId),
          slot: slot.key,
          ...(customTitle ? { title: customTitle } : {}),
        },
        onProgress: (sent, total) => setRunning((r) => (r ? { ...r, sent, total } : r)),
        onWaiting: (waiting) => setRunning((r) => (r ? { ...r, waiting } : r)),
      });
      setRunning({ name: file.name, sent: 0, total: file.size, handle, waiting: false });
      try {
        // The file showing up in the slot is the confirmation: a toast per file would queue up behind each other.
        await handle.promise;
      } catch (e) {
        if (isAbort(e)) notify('caretaker.deliverables.cancelled', { type: 'info' });
        else notify(tusErrorMessage(e), { type: 'error' });
      } finally {
        setRunning(null);
        onChanged();
      }
    }
  };

  const percent = running && running.total ? Math.round((running.sent / running.total) * 100) : 0;
  return (
    <Box component="section" aria-labelledby={`${id}-title`} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Typography id={`${id}-title`} variant="subtitle1" component="h3">
        {title}
        {slot.required && (
          <Box component="span" aria-label={translate('caretaker.deliverables.required')} sx={{ color: 'error.main' }}>
            {' *'}
          </Box>
        )}
      </Typography>
      <AttachmentList
        attachments={slot.attachments}
        readOnly={!editable}
        onDeleted={onChanged}
        emptyText="caretaker.deliverables.no_files"
      />
      {error && <FormHelperText error>{error}</FormHelperText>}
      {editable && !running && (
        <>
          <input
            ref={input}
            id={`${id}-input`}
            type="file"
            multiple
            hidden
            onChange={(e) => {
              const files = [...(e.target.files ?? [])];
              e.target.value = '';
              void send(files);
            }}
          />
          <Button
            size="small"
            startIcon={<UploadFileIcon />}
            onClick={() => input.current?.click()}
            aria-describedby={`${id}-title`}
          >
            {translate('caretaker.deliverables.upload')}
          </Button>
        </>
      )}
      {running && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
          <Box sx={{ flex: 1 }}>
            <Typography variant="body2">
              {running.name} — {percent}%
            </Typography>
            {running.waiting && (
              <Typography variant="body2" color="warning.main" role="status">
                {translate('caretaker.deliverables.waiting')}
              </Typography>
            )}
            <LinearProgress
              variant="determinate"
              value={percent}
              aria-label={translate('caretaker.deliverables.progress', { name: running.name })}
            />
          </Box>
          <Button size="small" color="error" onClick={() => void running.handle.abort()}>
            {translate('caretaker.deliverables.cancel')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
