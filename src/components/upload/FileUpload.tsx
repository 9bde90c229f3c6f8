/**
 * Reusable file picker with drag-and-drop, several files, a progress bar per file and a cancel per file
 * (issue 3 §1). It shows and edits a `useUploadQueue()`; the screen decides when and where the files go
 * (`queue.run(key, send)`). Files that fail the pre-checks (type, size) are refused with the spec's message.
 */
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import CloseIcon from '@mui/icons-material/Close';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { Alert, Box, Button, IconButton, LinearProgress, Stack, Tooltip, Typography } from '@mui/material';
import { useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { formatBytes } from '../../format.js';
import { acceptOf, checkFile, contentAccepted, type FileRules } from './rules.js';
import type { UploadItem, UploadQueue } from './useUploadQueue.js';

export interface FileUploadProps {
  queue: UploadQueue;
  rules: FileRules;
  /** Label above the drop zone (translated). */
  label?: string;
  /** A message under the drop zone, e.g. 'File upload is required'. */
  error?: string | null;
  disabled?: boolean;
}

function ItemRow({ item, onCancel, disabled }: { item: UploadItem; onCancel: () => void; disabled?: boolean }) {
  const translate = useTranslate();
  const name = item.file.name;
  const busy = item.status === 'uploading';
  // its own label element: the theme names every other progress bar 'Loading' through aria-labelledby, which beats aria-label
  const progressLabelId = useId();
  const action = busy
    ? translate('caretaker.files.upload.cancel', { name })
    : translate('caretaker.files.upload.remove', { name });
  return (
    <Box
      component="li"
      sx={{ listStyle: 'none', py: 1, borderBottom: 1, borderColor: 'divider' }}
      data-testid="upload-item"
      data-status={item.status}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <InsertDriveFileIcon fontSize="small" color="action" />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" noWrap title={name}>
            {name}{' '}
            <Typography component="span" variant="caption" color="text.secondary">
              {formatBytes(item.file.size)}
            </Typography>
          </Typography>
          {(busy || item.status === 'done') && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <LinearProgress
                variant="determinate"
                value={item.progress}
                sx={{ flex: 1, height: 6, borderRadius: 3 }}
                aria-labelledby={progressLabelId}
                color={item.status === 'done' ? 'success' : 'primary'}
              />
              <span id={progressLabelId} hidden>
                {translate('caretaker.files.upload.progress', { name })}
              </span>
              <Typography variant="caption" sx={{ minWidth: 36, textAlign: 'right' }}>
                {item.progress}%
              </Typography>
            </Stack>
          )}
          {item.status === 'cancelled' && (
            <Typography variant="caption" color="text.secondary">
              {translate('caretaker.files.upload.cancelled')}
            </Typography>
          )}
          {item.status === 'error' && item.error && (
            <Typography variant="caption" color="error" role="alert">
              {item.error}
            </Typography>
          )}
        </Box>
        {item.status !== 'done' && (
          <Tooltip title={action}>
            <span>
              <IconButton size="small" aria-label={action} onClick={onCancel} disabled={disabled && !busy}>
                <CloseIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        )}
      </Stack>
    </Box>
  );
}

export function FileUpload({ queue, rules, label, error, disabled = false }: FileUploadProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  const [refused, setRefused] = useState<string[]>([]);
  const multiple = rules.multiple !== false;

  const take = async (list: FileList | File[] | null) => {
    const files = Array.from(list ?? []);
    if (!files.length || disabled) return;
    const accepted: File[] = [];
    const problems: string[] = [];
    const refuse = (file: File, problem: 'type' | 'size' | 'empty') =>
      problems.push(
        translate(
          `caretaker.files.upload.${problem === 'type' && rules.typeMessage ? rules.typeMessage : `refused_${problem}`}`,
          {
            name: file.name,
            max: formatBytes(rules.maxSize ?? 0),
            types: (rules.extensions ?? []).map((e) => `.${e}`).join(', '),
          },
        ),
      );
    for (const file of multiple ? files : files.slice(0, 1)) {
      const problem = checkFile(file, rules);
      if (problem) refuse(file, problem);
      else if (!(await contentAccepted(file, rules))) refuse(file, 'type');
      else accepted.push(file);
    }
    if (!multiple && files.length > 1) problems.push(translate('caretaker.files.upload.single_only'));
    setRefused(problems);
    if (problems.length) notify(problems[0], { type: 'error' });
    if (!accepted.length) return;
    if (!multiple) {
      queue.clear();
    }
    queue.add(accepted);
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    void take(e.dataTransfer?.files ? Array.from(e.dataTransfer.files) : null);
  };
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    // a copy: clearing the input (so the same file can be chosen again) empties its live FileList
    void take(e.target.files ? Array.from(e.target.files) : null);
    e.target.value = '';
  };

  return (
    <Box sx={{ my: 1 }}>
      {label && (
        <Typography variant="subtitle2" component="label" htmlFor={inputId} sx={{ display: 'block', mb: 0.5 }}>
          {label}
        </Typography>
      )}
      <Box
        data-testid="dropzone"
        onDragOver={(e) => {
          e.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: error ? 'error.main' : dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'transparent',
          borderRadius: 2,
          p: 3,
          textAlign: 'center',
          opacity: disabled ? 0.6 : 1,
        }}
      >
        <CloudUploadIcon color="action" sx={{ fontSize: 40 }} />
        <Typography variant="body2" sx={{ mb: 1 }}>
          {translate(multiple ? 'caretaker.files.upload.drop_many' : 'caretaker.files.upload.drop_one')}
        </Typography>
        <Button variant="outlined" size="small" onClick={() => inputRef.current?.click()} disabled={disabled}>
          {translate('caretaker.files.upload.browse')}
        </Button>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          hidden
          multiple={multiple}
          accept={acceptOf(rules)}
          onChange={onChange}
          data-testid="file-input"
        />
        <Typography variant="caption" display="block" color="text.secondary" sx={{ mt: 1 }}>
          {translate('caretaker.files.upload.hint', {
            max: formatBytes(rules.maxSize ?? 0),
            types: (rules.extensions ?? []).map((e) => `.${e}`).join(', '),
          })}
        </Typography>
      </Box>
      {error && (
        <Typography variant="caption" color="error" role="alert" sx={{ display: 'block', mt: 0.5, ml: 1.5 }}>
          {error}
        </Typography>
      )}
      {refused.length > 0 && (
        <Alert severity="error" sx={{ mt: 1 }} onClose={() => setRefused([])}>
          {refused.map((r) => (
            <div key={r}>{r}</div>
          ))}
        </Alert>
      )}
      {queue.items.length > 0 && (
        <Box component="ul" sx={{ p: 0, m: 0, mt: 1 }} aria-label={translate('caretaker.files.upload.chosen')}>
          {queue.items.map((item) => (
            <ItemRow key={item.key} item={item} onCancel={() => queue.cancel(item.key)} disabled={disabled} />
          ))}
        </Box>
      )}
    </Box>
  );
}
