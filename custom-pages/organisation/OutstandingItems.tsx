/**
 * Outstanding items of a school (spec part 1 §3): the operations managers' items and the managing agents'
 * items grouped by QUOTATIONS, CLAIMS and WSO, each with reference, status badge and pending approvals;
 * 'There are no pending items' when there are none.
 */
import {
  Box,
  Card,
  CardContent,
  CardHeader,
  Chip,
  Link,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { statusColor } from '../../domain/statusColors.js';
import type { CaretakerDataProvider } from '../../src/dataProvider.js';

interface Item {
  id: number | string;
  reference_number: string;
  status: string;
  /** PENDING splits into PENDING_MA / PENDING_TC: the badge shows which step it waits at. */
  current_status?: string | null;
  pending_approvals?: { user?: { full_name?: string } }[];
}

interface Outstanding {
  operation_managers: Item[];
  managing_agents: Record<string, Item[]>;
}

/** Where an item of a group opens; groups without a screen yet show the reference as text. */
const ITEM_PATH: Record<string, (id: Item['id']) => string> = {
  QUOTATIONS: (id) => `/works-order/quotation-list/${id}`,
  CLAIMS: (id) => `/works-order/claims/${id}`,
  WSO: (id) => `/works-order/wso/${id}`,
};

function Items({ title, items, path }: { title: string; items: Item[]; path?: (id: Item['id']) => string }) {
  const translate = useTranslate();
  if (!items.length) return null;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle2">{title}</Typography>
      <List dense>
        {items.map((i) => {
          const names = (i.pending_approvals ?? [])
            .map((p) => p.user?.full_name)
            .filter(Boolean)
            .join(', ');
          return (
            <ListItem key={i.id} disableGutters>
              <ListItemText
                primary={
                  path ? (
                    <Link component={RouterLink} to={path(i.id)}>
                      {i.reference_number}
                    </Link>
                  ) : (
                    i.reference_number
                  )
                }
                secondary={names ? translate('caretaker.organisation.pending_with', { names }) : undefined}
              />
              {(() => {
                const status = i.current_status || i.status;
                const c = statusColor(status);
                return <Chip size="small" label={status} color={c === 'default' ? 'default' : c} />;
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
      (
        await dataProvider.send<{ data: Outstanding }>({
          path: `/user-organization/${encodeURIComponent(schoolId)}/display-outstanding-items`,
        })
      ).data,
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
            <Items title={translate('caretaker.organisation.operation_managers')} items={om} path={ITEM_PATH.WSO} />
            {groups.map(([group, items]) => (
              <Items
                key={group}
                title={translate(`caretaker.organisation.groups.${group}`, { _: group })}
                items={items ?? []}
                path={ITEM_PATH[group]}
              />
            ))}
          </>
        )}
      </CardContent>
    </Card>
  );
}
