/**
 * The accordion of elements and sub-items (spec part 3 §2 "Inspection checklist detail"): Elements/Facilities, Defects to
 * check/observations, Frequency, Checked (yes/no/n/a), Remarks, Details. Each change autosaves through `onSave`.
 */
import { useState } from 'react';
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
import type { Inspection, SubItem } from './api.js';

interface Props {
  inspection: Inspection;
  editable: boolean;
  onSave: (subItemId: number, change: { status?: string | null; remarks?: string | null }) => void;
  /** Open the defect form: a new defect on the item (proposed when it is checked 'no'), or an existing one. */
  onDefect: (item: SubItem, defectId?: number, proposed?: boolean) => void;
}

const CHECKED = [
  ['yes', 'yes'],
  ['no', 'no'],
  ['n/a', 'na'],
] as const;

function ItemRow({
  item,
  editable,
  onSave,
  onDefect,
  compact,
}: {
  item: SubItem;
  editable: boolean;
  onSave: Props['onSave'];
  onDefect: Props['onDefect'];
  compact: boolean;
}) {
  const translate = useTranslate();
  const [status, setStatus] = useState(item.status ?? '');
  const [remarks, setRemarks] = useState(item.remarks ?? '');
  const t = (k: string) => translate(`caretaker.inspections.detail.${k}`);
  if (item.header)
    return (
      <TableRow>
        <TableCell colSpan={compact ? 3 : 6}>
          <Typography variant="subtitle2">{item.element}</Typography>
        </TableCell>
      </TableRow>
    );
  const label = `${item.serial_no ?? ''} ${item.element ?? ''}`.trim();
  return (
    <TableRow>
      <TableCell>
        <Typography variant="body2" fontWeight={500}>
          {label}
        </Typography>
        {compact && <Typography variant="caption">{item.description}</Typography>}
      </TableCell>
      {!compact && <TableCell>{item.description}</TableCell>}
      {!compact && <TableCell>{item.frequency}</TableCell>}
      <TableCell sx={{ minWidth: 110 }}>
        {editable ? (
          <TextField
            select
            size="small"
            fullWidth
            value={status}
            slotProps={{ select: { SelectDisplayProps: { 'aria-label': `${t('checked')}: ${label}` } } }}
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
        )}
      </TableCell>
      {!compact && (
        <TableCell sx={{ minWidth: 180 }}>
          {editable ? (
            <TextField
              size="small"
              fullWidth
              multiline
              value={remarks}
              slotProps={{ htmlInput: { 'aria-label': `${t('remarks')}: ${label}` } }}
              onChange={(e) => setRemarks(e.target.value)}
              onBlur={() => {
                if (remarks !== (item.remarks ?? '')) onSave(item.id, { remarks: remarks || null });
              }}
            />
          ) : (
            remarks
          )}
        </TableCell>
      )}
      {!compact && (
        <TableCell>
          <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
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
        </TableCell>
      )}
    </TableRow>
  );
}

export function ChecklistItems({ inspection, editable, onSave, onDefect }: Props) {
  const translate = useTranslate();
  const compact = useMediaQuery('(max-width:767.95px)');
  const t = (k: string) => translate(`caretaker.inspections.detail.${k}`);
  return (
    <Box sx={{ my: 2 }}>
      {inspection.checklist_items.map((element, i) => (
        // Closed panels are not mounted: a 300-item checklist draws only the rows that are open.
        <Accordion
          key={element.id}
          defaultExpanded={i === 0}
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
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('elements')}</TableCell>
                  {!compact && <TableCell>{t('observations')}</TableCell>}
                  {!compact && <TableCell>{t('frequency')}</TableCell>}
                  <TableCell>{t('checked')}</TableCell>
                  {!compact && <TableCell>{t('remarks')}</TableCell>}
                  {!compact && <TableCell>{t('details')}</TableCell>}
                </TableRow>
              </TableHead>
              <TableBody>
                {element.checklist_sub_items.map((item) => (
                  <ItemRow
                    key={item.id}
                    item={item}
                    editable={editable}
                    onSave={onSave}
                    onDefect={onDefect}
                    compact={compact}
                  />
                ))}
              </TableBody>
            </Table>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
