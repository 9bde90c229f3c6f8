/**
 * A work service order's changes the server could not take as they were, in the order's words
 * (src/components/offline/OfflineProblemsDialog.tsx): fields someone else changed too (the user chooses theirs or mine
 * for each, then the save goes on the current version) and steps or photos the workflow no longer allows (the order was
 * submitted or verified meanwhile) — reported with what the device kept, never forced.
 */
import { useState } from 'react';
import { Box, Button, FormControlLabel, Radio, RadioGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import { inWords, OfflineProblemsDialog, sendSettled } from '../../src/components/offline/OfflineProblemsDialog.js';
import type { StoredWrite } from '../../src/offline/outbox.js';
import type { SchoolOption } from './api.js';
import type { PhotoDeletePayload, PhotoPayload, SavePayload } from './offlineRecord.js';

function useWords(schools: SchoolOption[]) {
  const translate = useTranslate();
  const fieldLabel = (f: string) => translate(`caretaker.wso.form.${f === 'school_id' ? 'school' : f}`);
  const shown = inWords((field, v) => {
    if (field === 'details') return translate(`caretaker.wso.details_option.${String(v)}`, { _: String(v) });
    if (field === 'school_id') return schools.find((s) => String(s.id) === String(v))?.name ?? String(v);
    return String(v);
  });
  const label = (w: StoredWrite) => {
    if (w.kind === 'wso.photo') {
      const p = w.payload as PhotoPayload;
      return translate('caretaker.wso.offline.photo', {
        name: p.name,
        field: translate(`caretaker.wso.form.${p.field}`),
      });
    }
    if (w.kind === 'wso.photoDelete') {
      const p = w.payload as PhotoDeletePayload;
      return translate('caretaker.offline.kinds.photoDelete', { name: p.name });
    }
    const status = (w.payload as SavePayload).status;
    return translate(`caretaker.wso.buttons.${status === 'PENDING' ? 'submit' : 'draft'}`);
  };
  /** What the device kept of a refused write, in words. */
  const kept = (w: StoredWrite) => {
    if (w.kind !== 'wso.save') return '';
    return Object.entries((w.payload as SavePayload).change)
      .map(([f, v]) => `${fieldLabel(f)}: ${shown(f, v)}`)
      .join(' · ');
  };
  return { fieldLabel, shown, label, kept };
}

/** Theirs or mine for each field both changed; the save then goes without the fields where the user kept theirs. */
function ValueChoice({ write, fieldLabel }: { write: StoredWrite; fieldLabel: (f: string) => string }) {
  const translate = useTranslate();
  const conflicts = write.problem?.conflicts ?? [];
  const [choice, setChoice] = useState<Record<string, 'theirs' | 'mine'>>(() =>
    Object.fromEntries(conflicts.map((c) => [c.field, 'mine'])),
  );
  async function send() {
    const p = write.payload as SavePayload;
    const change = { ...p.change };
    // theirs: the field is not sent, so the server keeps its value
    for (const [field, side] of Object.entries(choice)) if (side === 'theirs') delete change[field];
    await sendSettled(write, { ...p, change });
  }
  return (
    <Box>
      {conflicts.map((c) => (
        <RadioGroup
          key={c.field}
          row
          aria-label={translate('caretaker.wso.offline.keep_which', { field: fieldLabel(c.field) })}
          value={choice[c.field]}
          onChange={(e) => setChoice((x) => ({ ...x, [c.field]: e.target.value as 'theirs' | 'mine' }))}
        >
          <FormControlLabel
            value="theirs"
            control={<Radio size="small" />}
            label={translate('caretaker.wso.offline.keep_theirs_of', { field: fieldLabel(c.field) })}
          />
          <FormControlLabel
            value="mine"
            control={<Radio size="small" />}
            label={translate('caretaker.wso.offline.use_mine_of', { field: fieldLabel(c.field) })}
          />
        </RadioGroup>
      ))}
      <Button size="small" variant="contained" sx={{ mt: 1 }} onClick={() => void send()}>
        {translate('caretaker.wso.offline.send_choice')}
      </Button>
    </Box>
  );
}

export function OfflineProblems({
  problems,
  schools,
  onClose,
}: {
  problems: StoredWrite[];
  schools: SchoolOption[];
  onClose: () => void;
}) {
  const translate = useTranslate();
  const { fieldLabel, shown, label, kept } = useWords(schools);
  return (
    <OfflineProblemsDialog
      problems={problems}
      onClose={onClose}
      titleId="wso-offline-problems"
      label={label}
      fieldName={(_w, field) => fieldLabel(field)}
      shown={shown}
      kept={kept}
      keptNote={(w) =>
        w.kind === 'wso.photo'
          ? translate('caretaker.wso.offline.photo_kept')
          : w.kind === 'wso.photoDelete'
            ? translate('caretaker.offline.photo_delete_kept')
            : undefined
      }
      choice={(w) => <ValueChoice write={w} fieldLabel={fieldLabel} />}
    />
  );
}
