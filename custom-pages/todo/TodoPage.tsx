/**
 * The to-do page /to-do (spec part 3 §2): a tab per kind of work the user's role handles (domain/todo.ts), each with a
 * count badge; rows open the record; 'You don't have tasks to review.' when a tab is empty; inspections are paged.
 * The counts refresh when a notification arrives (src/queryClient.ts LIVE_QUERY) and every minute.
 */
import { useState } from 'react';
import {
  Badge,
  Box,
  CircularProgress,
  Link as MuiLink,
  Paper,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Tabs,
  Typography,
} from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useIdentity } from '../../src/useIdentity.js';
import { Link, useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE } from '../../domain/constants.js';
import { todoRowPath, todoTabsFor, type TodoTab } from '../../domain/todo.js';
import { useAccess } from '../../src/access.js';
import { useTodoCounts, useTodoFeed } from './api.js';
import { TODO_COLUMNS } from './columns.js';

function TodoTable({ tab }: { tab: TodoTab }) {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(DEFAULT_PAGE_SIZE);
  const { data, isPending, isError } = useTodoFeed(tab, page + 1, perPage);
  if (isPending)
    return (
      <Box sx={{ p: 3, textAlign: 'center' }}>
        <CircularProgress aria-label={translate('ra.page.loading')} />
      </Box>
    );
  if (isError || !data) return <Typography sx={{ p: 2 }}>{translate('caretaker.todo.error')}</Typography>;
  if (!data.rows.length) return <Typography sx={{ p: 2 }}>{translate('caretaker.todo.empty')}</Typography>;
  const columns = TODO_COLUMNS[tab];
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={translate(`caretaker.todo.tabs.${tab}`)}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c.key}>{translate(`caretaker.todo.columns.${c.key}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.rows.map((row) => (
              <TableRow key={row.id} hover>
                {columns.map((c, i) => (
                  <TableCell key={c.key}>
                    {i === 0 ? (
                      <MuiLink component={Link} to={todoRowPath(tab, row as { id: number; category?: string })}>
                        {c.value(row)}
                      </MuiLink>
                    ) : (
                      c.value(row)
                    )}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {tab === 'inspections' && (
        <TablePagination
          component="div"
          count={data.total}
          page={page}
          rowsPerPage={perPage}
          rowsPerPageOptions={[10, 25, 50]}
          onPageChange={(_, p) => setPage(p)}
          onRowsPerPageChange={(e) => {
            setPerPage(Number(e.target.value));
            setPage(0);
          }}
        />
      )}
    </>
  );
}

export function TodoPage() {
  const translate = useTranslate();
  const { identity, role } = useIdentity();
  const { ready, can } = useAccess();
  const tabs = ready ? todoTabsFor(role || null, can) : [];
  const counts = useTodoCounts(tabs);
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab') as TodoTab | null;
  const current = asked && tabs.includes(asked) ? asked : tabs[0];
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('caretaker.todo.title')} />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('caretaker.todo.title')}
      </Typography>
      {!identity || !ready ? null : !current ? (
        <Typography>{translate('caretaker.todo.empty')}</Typography>
      ) : (
        <Paper>
          <Tabs
            value={current}
            onChange={(_, v: TodoTab) => setSearch({ tab: v }, { replace: true })}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label={translate('caretaker.todo.title')}
          >
            {tabs.map((tab) => (
              <Tab
                key={tab}
                value={tab}
                label={
                  <Badge color="primary" badgeContent={counts[tab] ?? 0} showZero max={999} sx={{ pr: 1.5 }}>
                    {translate(`caretaker.todo.tabs.${tab}`)}
                  </Badge>
                }
              />
            ))}
          </Tabs>
          <TodoTable key={current} tab={current} />
        </Paper>
      )}
    </Box>
  );
}
