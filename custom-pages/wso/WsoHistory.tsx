/** The order's status history, newest first ('No status history available' when empty). */
import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Wso } from './api.js';

export function WsoHistory({ entries }: { entries: Wso['wso_histories'] }) {
  const translate = useTranslate();
  if (!entries.length) return <Typography color="text.secondary">{translate('caretaker.wso.no_history')}</Typography>;
  return (
    <List dense aria-label={translate('caretaker.wso.form.history')}>
      {entries.map((h) => (
        <ListItem key={h.id} disableGutters>
          <ListItemText
            primary={`${h.created_at.slice(0, 10)} · ${translate(`caretaker.wso.status.${h.status}`, { _: h.status })}${h.created_by ? ` · ${h.created_by}` : ''}`}
            secondary={h.remarks}
          />
        </ListItem>
      ))}
    </List>
  );
}
