/**
 * The accordion of elements and sub-items (spec part 3 §2 "Inspection checklist detail"): Elements/Facilities, Defects to
 * check/observations, Frequency, Checked (yes/no/n/a), Remarks, Details; below 768 px each item is a card with the same
 * answer, remarks and defects. Each change autosaves through `onSave`.
 */
import { memo, useEffect, useRef, useState } from 'react';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  Chip,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslate } from 'react-admin';
import { useRevealed } from '../../src/components/useRevealed.js';
import type { Inspection, SubItem } from './api.js';

export interface ChecklistItemsProps {
  inspection: Inspection;
  editable: boolean;
  onSave: (subItemId: number, change: { status?: string | null; remarks?: string | null }) => void;
  /** Open the defect form: a new defect on the item (proposed when it is checked 'no'), or an existing one. */
  onDefect: (item: SubItem, defectId?: number, proposed?: boolean) => void;
  /** The open sections (element ids), kept by the page so a reload after a save does not close them. */
  expanded: readonly number[];
  onExpand: (elementId: number, open: boolean) => void;
  /** What is being typed or chosen on the items, kept by the page (useItemDrafts). */
  drafts: ItemDrafts;
}

/**
 * What is being typed or chosen on the items: held by the page, it outlives the editor, which starts afresh on each
 * new version (a sync of the device's waiting answers brings one).
 */
export interface ItemDrafts {
  /** A remark being typed and not yet saved (it is saved when the field loses the focus), by sub-item id. */
  remarks: Map<number, { text: string }>;
  /** The sub-item whose answer menu is open. */
  answerOpen: number | null;
}

const CHECKED = [
  ['yes', 'yes'],
  ['no', 'no'],
  ['n/a', 'na'],
] as const;

/** One sub-item's answer, remarks and defect action, shared by the table row (wide) and the card (phone). */
function useItemParts(
  item: SubItem,
  editable: boolean,
  onSave: ChecklistItemsProps['onSave'],
  onDefect: ChecklistItemsProps['onDefect'],
  drafts: ItemDrafts,
) {
  const translate = useTranslate();
  const [status, setStatus] = useState(item.status ?? '');
  // a remark being typed when the editor started afresh (a sync brought the checklist's next version): it stays, is
  // saved on that version (its field was gone before it could lose the focus) and the typing goes on where it was
  const [typed] = useState(() => drafts.remarks.get(item.id));
  const [remarks, setRemarks] = useState(typed?.text ?? item.remarks ?? '');
  const remarksInput = useRef<HTMLTextAreaElement>(null);
  const restored = useRef(false);
  useEffect(() => {
    // once, though development's strict mode runs a mount's effects twice
    if (!typed || restored.current) return;
    restored.current = true;
    if (drafts.remarks.get(item.id) === typed) drafts.remarks.delete(item.id);
    if (typed.text !== (item.remarks ?? '')) onSave(item.id, { remarks: typed.text || null });
    const input = remarksInput.current;
    input?.focus();
    input?.setSelectionRange(input.value.length, input.value.length);
    // as the item mounts, not as its props change
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const t = (k: string) => translate(`caretaker.inspections.detail.${k}`);
  const label = `${item.serial_no ?? ''} ${item.element ?? ''}`.trim();
  // an answer's menu open when the editor started afresh stays open: the user was choosing
  const [answerOpen, setAnswerOpen] = useState(() => drafts.answerOpen === item.id);
  const openAnswer = (open: boolean) => {
    setAnswerOpen(open);
    if (open) drafts.answerOpen = item.id;
    else if (drafts.answerOpen === item.id) drafts.answerOpen = null;
  };
  const answer = editable ? (
    <TextField
      select
      size="small"
      fullWidth
      value={status}
      slotProps={{
        select: {
          open: answerOpen,
          onOpen: () => openAnswer(true),
          onClose: () => openAnswer(false),
          SelectDisplayProps: { 'aria-label': `${t('checked')}: ${label}` },
        },
      }}
      onChange={(e) => {
        setStatus(e.target.value);
        onSave(item.id, { status: e.target.value || null });
        // An item that fails the check proposes a defect, prefilled from the item (spec part 3 §4 ★).
        if (e.target.value === 'no' && !item.defects.length) onDefect(item, undefined, true);
      }}
    >
      <MenuItem value="">—</MenuItem>
      {CHECKED.map(([value, key]) => (
        <MenuItem key={value} value={value}>
          {t(key)}
        </MenuItem>
      ))}
    </TextField>
  ) : (
    (CHECKED.find(([v]) => v === status)?.[1] && t(CHECKED.find(([v]) => v === status)![1])) || '—'
  );
  const remarksField = editable ? (
    <TextField
      size="small"
      fullWidth
      multiline
      value={remarks}
      inputRef={remarksInput}
      slotProps={{ htmlInput: { 'aria-label': `${t('remarks')}: ${label}` } }}
      onChange={(e) => {
        setRemarks(e.target.value);
        drafts.remarks.set(item.id, { text: e.target.value });
      }}
      onBlur={() => {
        drafts.remarks.delete(item.id);
        if (remarks !== (item.remarks ?? '')) onSave(item.id, { remarks: remarks || null });
      }}
    />
  ) : (
    remarks
  );
  const defects = (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
      {item.defects.map((d) => (
        <Chip
          key={d.id}
          size="small"
          color={d.defect ? 'warning' : 'default'}
          label={translate(`caretaker.inspections.defect_status.${d.status}`, { _: d.status })}
          onClick={() => onDefect(item, d.id)}
        />
      ))}
      {editable && (
        <Button
          size="small"
          onClick={() => onDefect(item)}
          aria-label={`${translate('caretaker.inspections.actions.add_defect')}: ${label}`}
        >
          {translate('caretaker.inspections.actions.add_defect')}
        </Button>
      )}
    </Box>
  );
  return { label, answer, remarksField, defects, t };
}

type ItemProps = {
  item: SubItem;
  editable: boolean;
  onSave: ChecklistItemsProps['onSave'];
  onDefect: ChecklistItemsProps['onDefect'];
  drafts: ItemDrafts;
};

// memoised: an autosave's state change re-renders the page, not every item (the page's callbacks are stable)
const ItemRow = memo(function ItemRow({ item, editable, onSave, onDefect, drafts }: ItemProps) {
  const { label, answer, remarksField, defects } = useItemParts(item, editable, onSave, onDefect, drafts);
  if (item.header)
    return (
      <TableRow>
        <TableCell colSpan={6}>
          <Typography variant="subtitle2">{item.element}</Typography>
        </TableCell>
      </TableRow>
    );
  return (
    <TableRow>
      <TableCell>
        <Typography variant="body2" fontWeight={500}>
          {label}
        </Typography>
      </TableCell>
      <TableCell>{item.description}</TableCell>
      <TableCell>{item.frequency}</TableCell>
      <TableCell sx={{ minWidth: 110 }}>{answer}</TableCell>
      <TableCell sx={{ minWidth: 180 }}>{remarksField}</TableCell>
      <TableCell>{defects}</TableCell>
    </TableRow>
  );
});

/** Below 768 px (the spec's narrow layout) an item is a card: what to check, the answer, remarks and its defects. */
const ItemCard = memo(function ItemCard({ item, editable, onSave, onDefect, drafts }: ItemProps) {
  const { label, answer, remarksField, defects, t } = useItemParts(item, editable, onSave, onDefect, drafts);
  if (item.header)
    return (
      <Typography variant="subtitle2" component="h3" sx={{ px: 1.5, pt: 1 }}>
        {item.element}
      </Typography>
    );
  return (
    <Box
      component="article"
      aria-label={label}
      data-testid="checklist-item-card"
      sx={{ p: 1.5, borderTop: 1, borderColor: 'divider', display: 'grid', gap: 1 }}
    >
      <Box>
        <Typography variant="body2" fontWeight={500}>
          {label}
        </Typography>
        {item.description && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {item.description}
          </Typography>
        )}
        {item.frequency && <Typography variant="caption">{item.frequency}</Typography>}
      </Box>
      <Box>
        <Typography variant="caption" component="p">
          {t('checked')}
        </Typography>
        {answer}
      </Box>
      <Box>
        <Typography variant="caption" component="p">
          {t('remarks')}
        </Typography>
        {remarksField || '—'}
      </Box>
      {defects}
    </Box>
  );
});

/** An open section's items, mounted in slices (src/components/useRevealed.ts): the first on screen at once. */
function ElementItems({
  items,
  compact,
  editable,
  onSave,
  onDefect,
  drafts,
}: {
  items: SubItem[];
  compact: boolean;
  editable: boolean;
  onSave: ChecklistItemsProps['onSave'];
  onDefect: ChecklistItemsProps['onDefect'];
  drafts: ItemDrafts;
}) {
  const translate = useTranslate();
  const t = (k: string) => translate(`caretaker.inspections.detail.${k}`);
  const shown = useRevealed(items.length, 4, 4);
  const rows = items.slice(0, shown);
  if (compact)
    return rows.map((item) => (
      <ItemCard key={item.id} item={item} editable={editable} onSave={onSave} onDefect={onDefect} drafts={drafts} />
    ));
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{t('elements')}</TableCell>
          <TableCell>{t('observations')}</TableCell>
          <TableCell>{t('frequency')}</TableCell>
          <TableCell>{t('checked')}</TableCell>
          <TableCell>{t('remarks')}</TableCell>
          <TableCell>{t('details')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((item) => (
          <ItemRow key={item.id} item={item} editable={editable} onSave={onSave} onDefect={onDefect} drafts={drafts} />
        ))}
      </TableBody>
    </Table>
  );
}

export function ChecklistItems({
  inspection,
  editable,
  onSave,
  onDefect,
  expanded,
  onExpand,
  drafts,
}: ChecklistItemsProps) {
  const compact = useMediaQuery('(max-width:767.95px)');
  return (
    <Box sx={{ my: 2 }}>
      {inspection.checklist_items.map((element) => (
        // Closed panels are not mounted: a 300-item checklist draws only the rows that are open.
        <Accordion
          key={element.id}
          expanded={expanded.includes(element.id)}
          onChange={(_, open) => onExpand(element.id, open)}
          disableGutters
          slotProps={{ transition: { unmountOnExit: true } }}
        >
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            aria-controls={`element-${element.id}`}
            id={`element-${element.id}-head`}
          >
            <Typography fontWeight={600}>{element.element}</Typography>
          </AccordionSummary>
          <AccordionDetails id={`element-${element.id}`} sx={{ p: 0, overflowX: 'auto' }}>
            <ElementItems
              items={element.checklist_sub_items}
              compact={compact}
              editable={editable}
              onSave={onSave}
              onDefect={onDefect}
              drafts={drafts}
            />
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}

/** What is being typed or chosen on the items, held by the page (`ItemDrafts`). */
export function useItemDrafts(): ItemDrafts {
  return useState<ItemDrafts>(() => ({ remarks: new Map(), answerOpen: null }))[0];
}

/** The open sections of the checklist: the first one to begin with; they outlive the editor's remount on a reload. */
export function useSections(first: number | undefined) {
  // null until the user opens or closes one: the checklist may still be loading when the page first renders
  const [chosen, setChosen] = useState<number[] | null>(null);
  const expanded = chosen ?? (first === undefined ? [] : [first]);
  const onExpand = (id: number, open: boolean) =>
    setChosen(open ? [...expanded.filter((e) => e !== id), id] : expanded.filter((e) => e !== id));
  return { expanded, onExpand };
}
