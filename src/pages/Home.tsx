/**
 * Home (/) of the shell: a welcome card with the user's role, and a shortcut card for every screen their menu offers
 * (the same server-built menu as the sidebar, so it never shows a forbidden area). The home area
 * (custom-pages/home) puts each role's work and figures between the two.
 */
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { MenuEntry } from '../../domain/menu.js';
import { iconFor } from '../layout/icons.js';
import { useServerMenu } from '../layout/Menu.js';
import { useIdentity } from '../useIdentity.js';

/** The leaves of the menu that open a screen of the app (not external links, not home itself). */
export function shortcutsOf(menu: MenuEntry[]): MenuEntry[] {
  return menu
    .flatMap((e) => (e.children?.length ? shortcutsOf(e.children).map((c) => ({ ...c, icon: c.icon ?? e.icon })) : [e]))
    .filter((e) => e.href && e.href !== '/' && !e.external && e.href.startsWith('/'));
}

/** The welcome card: the user's name and role. */
export function Welcome() {
  const t = useTranslate();
  const { identity } = useIdentity();
  const role = identity?.role?.name;
  return (
    <Card>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {t('app.layout.welcome', { name: identity?.fullName ?? '' })}
        </Typography>
        {role && (
          <Typography variant="subtitle1" color="text.secondary" gutterBottom>
            {role}
          </Typography>
        )}
        <Typography variant="body1" color="text.secondary">
          {t('app.layout.welcome_text')}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** A card per screen the user's menu offers. */
export function Shortcuts() {
  const t = useTranslate();
  const { data: menu = [] } = useServerMenu();
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
      {shortcutsOf(menu).map((e) => {
        const Icon = iconFor(e.icon);
        return (
          <Card key={e.href}>
            <CardActionArea
              component={Link}
              to={e.href!}
              sx={{ p: 2, display: 'flex', gap: 2, justifyContent: 'flex-start' }}
            >
              <Icon color="primary" />
              <Typography variant="subtitle1">{t(e.key, { _: e.title })}</Typography>
            </CardActionArea>
          </Card>
        );
      })}
    </Box>
  );
}

export function Home() {
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="app.layout.home" />
      <Welcome />
      <Shortcuts />
    </Box>
  );
}
