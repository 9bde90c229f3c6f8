/**
 * Outstanding items of a school (spec part 1 §3): the operations managers' items and the managing agents'
 * items grouped by QUOTATIONS, CLAIMS and WSO, each with reference, status badge and pending approvals;
 * 'There are no pending items' when there are none.
 */
import { Box, Card, CardContent, CardHeader, Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { statusColor } from '../../domain/statusColors.js';
import type { CaretakerDataProvider } from '../../src/dataProvider.js';

interface Item {
  id: number | string;
  reference_number: string;
  status: string;
  pending_approvals?: { user?: { full_name?: string } }[];
}

interface Outstanding {
  operation_managers: Item[];
  managing_agents: Record<string, Item[]>;
}

function Items({ title, items }: { title: string; items: Item[] }) {
  const translate = useTranslate();
  if (!items.length) return null;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle2">{title}</Typography>
      <List dense>
        {items.map((i) => {
          const names = (i.pending_approvals ?? []).map((p) => p.user?.full_name).filter(Boolean).join(', ');
          return (
            <ListItem key={i.id} disableGutters>
              <ListItemText
                primary={i.reference_number}
                secondary={names ? translate('caretaker.organisation.pending_with', { names }) : undefined}
              />
              {(() => {
                const c = statusColor(i.status);
                return <Chip size="small" label={i.status} color={c === 'default' ? 'default' : c} />;
              })()}
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}

export function OutstandingItems({ schoolId }: { schoolId: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<CaretakerDataProvider>();
  const { data } = useQuery({
    queryKey: ['user-organization', schoolId, 'outstanding'],
    queryFn: async () =>
      (await dataProvider.send<{ data: Outstanding }>({ path: `/user-organization/${encodeURIComponent(schoolId)}/display-outstanding-items` })).data,
  });
  const om = data?.operation_managers ?? [];
  const groups = Object.entries(data?.managing_agents ?? {});
  const empty = om.length === 0 && groups.every(([, l]) => !l?.length);
  return (
    <Card component="section" aria-label={translate('caretaker.organisation.outstanding')}>
      <CardHeader title={translate('caretaker.organisation.outstanding')} slotProps={{ title: { variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>
        {empty ? (
          <Typography color="text.secondary">{translate('caretaker.organisation.no_pending')}</Typography>
        ) : (
          <>
            <Items title={translate('caretaker.organisation.operation_managers')} items={om} />
            {groups.map(([group, items]) => (
              <Items key={group} title={translate(`caretaker.organisation.groups.${group}`, { _: group })} items={items ?? []} />
            ))}
          </>
        )}
      </CardContent>
    </Card>
  );
}
