/** One tree of the form: a collapsible section with its fields, a link to its evidence and, on a draft, delete. */
import { memo } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Box, Button, Chip, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslate } from 'react-admin';
import { treeLabel, type TreeField } from '../../domain/treeFields.js';
import type { TreeItem, TreePhotos } from './api.js';
import { PHOTO_LIST, type QueuedPhoto } from './offlineRecord.js';
import { TreeFieldInput } from './fields.js';

const PHOTO_KEY: Record<string, keyof TreePhotos> = {
  before_photo: 'before_photos',
  after_photo: 'after_photos',
  inspect_photo: 'inspect_photo',
};

export const TreeSection = memo(function TreeSection({
  item,
  photos,
  queued = [],
  editable,
  onChange,
  onEvidence,
  onDelete,
}: {
  item: TreeItem;
  photos: TreePhotos | undefined;
  /** Photos taken offline, waiting on the device to be sent: counted with the stored ones. */
  queued?: QueuedPhoto[];
  editable: boolean;
  onChange: (id: number, fields: TreeField[]) => void;
  onEvidence: (item: TreeItem) => void;
  onDelete?: (item: TreeItem) => void;
}) {
  const translate = useTranslate();
  const label = treeLabel(item.fields, item.sequence);
  return (
    <Accordion defaultExpanded slotProps={{ heading: { component: 'h2' }, transition: { unmountOnExit: true } }}>
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        aria-controls={`tree-${item.id}-content`}
        id={`tree-${item.id}-header`}
      >
        <Typography component="span" variant="subtitle1" sx={{ mr: 1 }}>
          {item.sequence}. {label}
        </Typography>
        {item.defect && <Chip size="small" color="warning" label={translate('caretaker.trees.defect')} />}
      </AccordionSummary>
      <AccordionDetails id={`tree-${item.id}-content`}>
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {item.fields.map((f, n) => (
            <TreeFieldInput
              key={f.name}
              id={`tree-${item.id}-${f.name}`}
              field={f}
              readOnly={!editable}
              photoCount={
                f.type === 'file'
                  ? (photos?.[PHOTO_KEY[f.name]]?.length ?? 0) +
                    queued.filter((q) => PHOTO_LIST[q.field] === PHOTO_KEY[f.name]).length
                  : undefined
              }
              onChange={(next) =>
                onChange(
                  item.id,
                  item.fields.map((x, i) => (i === n ? next : x)),
                )
              }
            />
          ))}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            size="small"
            onClick={() => onEvidence(item)}
            aria-label={`${translate(editable ? 'caretaker.trees.evidence' : 'caretaker.trees.view_evidence')} — ${label}`}
          >
            {translate(editable ? 'caretaker.trees.evidence' : 'caretaker.trees.view_evidence')}
          </Button>
          {onDelete && (
            <Button
              size="small"
              color="error"
              onClick={() => onDelete(item)}
              aria-label={`${translate('caretaker.trees.delete_tree')} — ${label}`}
            >
              {translate('caretaker.trees.delete_tree')}
            </Button>
          )}
        </Box>
      </AccordionDetails>
    </Accordion>
  );
});
