/** Sidebar built from `GET /api/config/menu` (spec part 1 §2.3): groups, nested children, icons, badges, external links. */
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Box, Chip, Collapse, List, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Menu as RaMenu, useSidebarState, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { MenuEntry } from '../../domain/menu.js';
import { useAppConfig } from '../appConfig.js';
import { api } from '../http.js';
import { getSession } from '../session.js';
import { iconFor } from './icons.js';

export function useServerMenu() {
  const session = getSession();
  return useQuery({
    queryKey: ['caretaker', 'menu', session?.token ?? ''],
    queryFn: async () => (await api<{ data: MenuEntry[] }>('/config/menu')).data ?? [],
    enabled: !!session,
    staleTime: 5 * 60 * 1000,
  });
}

function isActive(pathname: string, href: string | undefined): boolean {
  if (!href || href.startsWith('http') || href.startsWith('mailto:')) return false;
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}

function containsActive(pathname: string, e: MenuEntry): boolean {
  return isActive(pathname, e.href) || (e.children ?? []).some((c) => containsActive(pathname, c));
}

function Badge({ value }: { value?: string }) {
  if (!value) return null;
  return <Chip label={value} size="small" color="primary" sx={{ height: 18, fontSize: 11, ml: 1 }} />;
}

function Group({ entry, depth, label }: { entry: MenuEntry; depth: number; label: string }) {
  const { pathname } = useLocation();
  const [sidebarOpen] = useSidebarState();
  const [open, setOpen] = useState(() => containsActive(pathname, entry));
  const activeInside = containsActive(pathname, entry);
  // open the group when the user lands on one of its pages (e.g. "My profile" -> /settings/users/1)
  useEffect(() => {
    if (activeInside) setOpen(true);
  }, [activeInside]);
  const Icon = iconFor(entry.icon);
  const button = (
    <ListItemButton
      onClick={() => setOpen((o) => !o)}
      aria-expanded={open}
      // inside the sidebar's role="menu" every entry is a menu item (axe aria-required-children)
      role="menuitem"
      aria-haspopup="true"
      sx={{ pl: 2 + depth * 2, py: 0.75 }}
      className="ct-menu-group"
    >
      <ListItemIcon sx={{ minWidth: 36, color: 'inherit' }}>
        <Icon fontSize="small" />
      </ListItemIcon>
      <ListItemText primary={label} slotProps={{ primary: { noWrap: true, fontSize: 14 } }} />
      <Badge value={entry.badge} />
      {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
    </ListItemButton>
  );
  return (
    <>
      {sidebarOpen ? (
        button
      ) : (
        <Tooltip title={label} placement="right">
          {button}
        </Tooltip>
      )}
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List component="div" role="group" aria-label={label} disablePadding dense>
          {(entry.children ?? []).map((child, i) => (
            <Entry key={`${child.key}-${i}`} entry={child} depth={sidebarOpen ? depth + 1 : depth} />
          ))}
        </List>
      </Collapse>
    </>
  );
}

function Entry({ entry, depth }: { entry: MenuEntry; depth: number }): ReactNode {
  const translate = useTranslate();
  const config = useAppConfig();
  const label = translate(entry.key, { _: entry.title });
  if (entry.children?.length) return <Group entry={entry} depth={depth} label={label} />;
  const href = (entry.href ?? '/').replace('{supportEmail}', config.support_email);
  const Icon = iconFor(entry.icon);
  const text = (
    <>
      {label}
      <Badge value={entry.badge} />
    </>
  );
  if (entry.external || /^(https?:|mailto:)/.test(href)) {
    return (
      <ListItemButton
        component="a"
        role="menuitem"
        href={href}
        target={href.startsWith('http') ? '_blank' : undefined}
        rel="noreferrer"
        sx={{ pl: 2 + depth * 2, py: 0.75 }}
      >
        <ListItemIcon sx={{ minWidth: 36, color: 'inherit' }}>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={text} slotProps={{ primary: { noWrap: true, fontSize: 14 } }} />
      </ListItemButton>
    );
  }
  return (
    <RaMenu.Item
      to={href}
      primaryText={text}
      leftIcon={<Icon fontSize="small" />}
      sx={{ pl: 2 + depth * 2 }}
      // exact match for the home entry only
      {...(href === '/' ? { end: true } : {})}
    />
  );
}

export function Menu() {
  const { data, isPending } = useServerMenu();
  return (
    <RaMenu
      className="ct-menu"
      sx={{
        '& .MuiMenuItem-root, & .MuiListItemButton-root': { fontSize: 14, minHeight: 40, py: 0.75 },
        '& .MuiListItemIcon-root': { minWidth: 36 },
      }}
    >
      {isPending ? (
        <Box sx={{ height: 8 }} />
      ) : (
        (data ?? []).map((entry, i) => <Entry key={`${entry.key}-${i}`} entry={entry} depth={0} />)
      )}
    </RaMenu>
  );
}
