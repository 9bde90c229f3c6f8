/**
 * The evidence of one tree (spec part 3 §2 create-evidence / view-evidence): defect Yes/No, remarks and the before,
 * after and inspection photos (PNG or JPEG). On a submitted inspection, and at view-evidence, the page only shows them.
 */
import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormLabel,
  Paper,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { treeLabel } from '../../domain/treeFields.js';
import { AttachmentList } from '../../src/components/attachments/index.js';
import { acceptOf, checkFile, TREE_PHOTO_RULES } from '../../src/components/upload/index.js';
import { useAction } from '../../src/useAction.js';
import { errorMessage, LIST_PATH, treeInspectionUpdate, useTreeInspection, type TreePhotos } from './api.js';
import { statusOf } from '../../src/queryClient.js';

const KINDS: { field: string; key: keyof TreePhotos; label: string }[] = [
  { field: 'inspect_photos[]', key: 'inspect_photo', label: 'inspect_photos' },
  { field: 'before_photos[]', key: 'before_photos', label: 'before_photos' },
  { field: 'after_photos[]', key: 'after_photos', label: 'after_photos' },
];

/** `view`: the view-evidence address, read-only whoever opens it (spec part 3 §2). */
export function EvidencePage({ view = false }: { view?: boolean }) {
  const { id, itemId } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const { data: record, isPending, error, refetch } = useTreeInspection(id);
  const item = record?.tree_checklist_items.find((i) => String(i.id) === itemId);
  const [defect, setDefect] = useState('no');
  const [remarks, setRemarks] = useState('');
  const [files, setFiles] = useState<Record<string, File[]>>({});
  const send = useAction(treeInspectionUpdate, {
    success: (res: { message: string }) => res.message,
    onSuccess: (_r, { id }) => navigate(`${LIST_PATH}/${id}`),
  });
  const inputs = useRef<Record<string, HTMLInputElement | null>>({});
  useEffect(() => {
    if (item) {
      setDefect(item.defect ? 'yes' : 'no');
      setRemarks(item.remarks ?? '');
    }
  }, [item]);
  if (isPending) return <CircularProgress aria-label={translate('ra.page.loading')} sx={{ m: 4 }} />;
  if (error || !record || !item)
    return (
      <Alert severity="error">
        {statusOf(error) === 404
          ? translate('caretaker.trees.record_not_found')
          : errorMessage(error ?? translate('caretaker.trees.not_found'))}
      </Alert>
    );
  const editable = !view && record.actions.includes('evidence');
  const photos = record.attachments[`s${item.id}`];
  const back = () => navigate(`${LIST_PATH}/${record.id}`);

  const save = () => {
    const form = new FormData();
    form.append('tree_checklist_item_id', String(item.id));
    form.append('defect', defect);
    form.append('remarks', remarks);
    for (const [field, list] of Object.entries(files)) for (const f of list) form.append(field, f, f.name);
    send.mutate({ id: record.id, form });
  };

  return (
    <Box sx={{ pb: 4, maxWidth: 800 }}>
      <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
        {translate('caretaker.trees.evidence_title', {
          tree: `${item.sequence}. ${treeLabel(item.fields, item.sequence)}`,
        })}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
        <FormControl disabled={!editable}>
          <FormLabel id="defect-label">{translate('caretaker.trees.defect')}</FormLabel>
          <RadioGroup row aria-labelledby="defect-label" value={defect} onChange={(e) => setDefect(e.target.value)}>
            <FormControlLabel value="yes" control={<Radio />} label={translate('caretaker.trees.yes')} />
            <FormControlLabel value="no" control={<Radio />} label={translate('caretaker.trees.no')} />
          </RadioGroup>
        </FormControl>
        <TextField
          fullWidth
          multiline
          minRows={2}
          sx={{ my: 1.5 }}
          label={translate('caretaker.trees.remarks')}
          value={remarks}
          onChange={(e) => setRemarks(e.target.value)}
          slotProps={{ input: { readOnly: !editable } }}
        />
        {KINDS.map((k) => (
          <Box key={k.key} component="section" aria-labelledby={`${k.key}-title`} sx={{ mt: 2 }}>
            <Typography id={`${k.key}-title`} variant="subtitle1" component="h2">
              {translate(`caretaker.trees.${k.label}`)}
            </Typography>
            <AttachmentList attachments={photos?.[k.key] ?? []} readOnly={!editable} onDeleted={() => void refetch()} />
            {editable && (
              <>
                <input
                  ref={(el) => {
                    inputs.current[k.field] = el;
                  }}
                  type="file"
                  multiple
                  hidden
                  accept={acceptOf(TREE_PHOTO_RULES)}
                  onChange={(e) => {
                    const chosen = [...(e.target.files ?? [])];
                    e.target.value = '';
                    const bad = chosen.filter((f) => checkFile(f, TREE_PHOTO_RULES));
                    if (bad.length) notify('caretaker.trees.photo_type', { type: 'error' });
                    setFiles((all) => ({
                      ...all,
                      [k.field]: [...(all[k.field] ?? []), ...chosen.filter((f) => !bad.includes(f))],
                    }));
                  }}
                />
                <Button
                  size="small"
                  onClick={() => inputs.current[k.field]?.click()}
                  aria-describedby={`${k.key}-title`}
                >
                  {translate('caretaker.trees.add_photos')}
                </Button>
                {(files[k.field] ?? []).map((f) => (
                  <Typography key={f.name + f.size} variant="body2">
                    {f.name}
                  </Typography>
                ))}
              </>
            )}
          </Box>
        ))}
      </Paper>
      <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
        <Button onClick={back}>{translate('caretaker.trees.back')}</Button>
        {editable && (
          <Button variant="contained" disabled={send.isPending} onClick={save}>
            {translate('caretaker.trees.save_evidence')}
          </Button>
        )}
      </Box>
    </Box>
  );
}

export default EvidencePage;
