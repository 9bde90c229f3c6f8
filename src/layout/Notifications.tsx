/**
 * Notification dropdown (spec part 1 §2.3, §3, §7): unread notifications from
 * `GET /api/notifications/unread/all`; clicking one calls `GET /api/notifications/markasread/single/{id}`,
 * then refreshes the list and navigates to the notification's url followed by its id. New ones arrive live from
 * the server-sent events of `GET /api/notifications/stream`, opened with a one-time ticket from
 * `POST /api/notifications/stream-ticket` (re-opened with a new ticket when it drops, replaying what it missed).
 */
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Login from '@mui/icons-material/Login';
import NotificationsIcon from '@mui/icons-material/Notifications';
import NotificationsNone from '@mui/icons-material/NotificationsNone';
import PersonAdd from '@mui/icons-material/PersonAdd';
import {
  Badge,
  Box,
  Divider,
  IconButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Tooltip,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type MouseEvent } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { MSG } from '../../domain/messages.js';
import { formatDateTime, formatEventTime } from '../format.js';
import { api } from '../http.js';
import { getSession } from '../session.js';
import { emitTaskEvent, type TaskEvent } from '../taskEvents.js';
import { LIVE_QUERY } from '../queryClient.js';

export interface AppNotification {
  id: string | number;
  data: { type?: string; title?: string; description?: string; time?: string; url?: string; id?: string | number };
}

const TYPE_ICONS = { important: ErrorOutline, login: Login, request: PersonAdd, others: NotificationsNone } as const;

/** Where a notification leads: its url followed by its id. */
export function notificationTarget(n: AppNotification): string | null {
  const url = n.data?.url;
  if (!url) return null;
  const id = n.data?.id;
  if (id === undefined || id === null || id === '') return url;
  return url.endsWith('/') ? `${url}${id}` : `${url}/${id}`;
}

const KEY = ['caretaker', 'notifications'];
const STREAM_RETRY_MS = 3000;

export function Notifications() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { data = [] } = useQuery({
    queryKey: KEY,
    queryFn: async () => (await api<{ data: AppNotification[] }>('/notifications/unread/all')).data ?? [],
    enabled: !!getSession(),
    refetchInterval: 60_000,
    retry: false,
  });

  const token = getSession()?.token;
  useEffect(() => {
    if (!token || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let lastId = 0;
    const onNotification = (event: MessageEvent<string>) => {
      lastId = Math.max(lastId, Number(event.lastEventId) || 0);
      try {
        const n = JSON.parse(event.data) as AppNotification;
        queryClient.setQueryData<AppNotification[]>(KEY, (old = []) =>
          old.some((o) => String(o.id) === String(n.id)) ? old : [n, ...old],
        );
        void queryClient.invalidateQueries({ queryKey: [LIVE_QUERY] });
      } catch {
        void queryClient.invalidateQueries({ queryKey: KEY });
      }
    };
    const onTask = (event: MessageEvent<string>) => {
      try {
        emitTaskEvent(JSON.parse(event.data) as TaskEvent);
      } catch {
        // a malformed progress message is dropped; the screen's own reads still show the job
      }
    };
    const retry = () => {
      if (stopped) return;
      failures += 1;
      timer = setTimeout(connect, Math.min(60_000, STREAM_RETRY_MS * 2 ** (failures - 1)));
    };
    // EventSource cannot send the Authorization header: each connection gets a one-time ticket from an authenticated
    // POST. Its own automatic retry would present a used ticket, so a dropped stream is reopened here with a new one
    // (and last_event_id, so what was missed meanwhile is replayed).
    async function connect() {
      try {
        const { data: ticket } = await api<{ data: { url: string } }>('/notifications/stream-ticket', {
          method: 'POST',
        });
        if (stopped) return;
        source = new EventSource(lastId ? `${ticket.url}&last_event_id=${lastId}` : ticket.url);
        source.addEventListener('notification', onNotification as EventListener);
        source.addEventListener('task', onTask as EventListener);
        source.onopen = () => {
          failures = 0;
        };
        source.onerror = () => {
          source?.close();
          source = null;
          retry();
        };
      } catch (e) {
        // Signed out or the session expired: the sign-in flow takes over, nothing to reconnect.
        if ((e as { status?: number })?.status !== 401) retry();
      }
    }
    void connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [token, queryClient]);

  const open = async (n: AppNotification) => {
    setAnchor(null);
    try {
      await api(`/notifications/markasread/single/${encodeURIComponent(String(n.id))}`);
      await queryClient.invalidateQueries({ queryKey: KEY });
      const to = notificationTarget(n);
      if (to) navigate(to);
    } catch (e) {
      notify((e as Error)?.message || MSG.serverError, { type: 'error' });
    }
  };

  const title = translate('app.layout.notifications');
  // The button's name says what its badge shows (WCAG 2.5.3: a voice user says the visible text).
  const unread = data.length > 99 ? '99+' : String(data.length);
  const name = translate('app.layout.notifications_unread', { count: unread });
  const [locale] = useLocaleState();
  return (
    <>
      <Tooltip title={title}>
        <IconButton
          color="inherit"
          aria-label={name}
          onClick={(e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget)}
        >
          <Badge badgeContent={data.length} color="error" max={99}>
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 360, maxHeight: 480 } } }}
      >
        <Box sx={{ px: 2, py: 1 }}>
          <Typography variant="subtitle2">
            {data.length
              ? translate('app.layout.new_notifications', { smart_count: data.length })
              : translate('app.layout.no_notifications')}
          </Typography>
        </Box>
        <Divider />
        <NotificationItems data={data} locale={locale} onOpen={open} />
      </Menu>
    </>
  );
}

/**
 * The bell's entries, built only while its menu is open: written inline they were built (and their times formatted)
 * on every render of the app bar, closed or not — on a page's first render that built the page's first Intl formatter.
 */
function NotificationItems({
  data,
  locale,
  onOpen,
}: {
  data: AppNotification[];
  locale: string;
  onOpen: (n: AppNotification) => void;
}) {
  return data.map((n) => {
    const Icon = TYPE_ICONS[(n.data?.type ?? 'others') as keyof typeof TYPE_ICONS] ?? NotificationsNone;
    return (
      <MenuItem key={n.id} onClick={() => onOpen(n)} sx={{ alignItems: 'flex-start', whiteSpace: 'normal' }}>
        <ListItemIcon sx={{ mt: 0.5 }}>
          <Icon fontSize="small" color={n.data?.type === 'important' ? 'error' : 'primary'} />
        </ListItemIcon>
        <ListItemText
          primary={n.data?.title}
          secondary={
            <>
              {n.data?.description}
              {n.data?.time ? (
                <Typography
                  component="time"
                  variant="caption"
                  display="block"
                  color="text.secondary"
                  dateTime={n.data.time}
                  title={formatDateTime(n.data.time)}
                >
                  {formatEventTime(n.data.time, locale)}
                </Typography>
              ) : null}
            </>
          }
        />
      </MenuItem>
    );
  });
}
