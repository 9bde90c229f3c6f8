/**
 * Top bar (spec part 1 §2.3): sidebar toggle, title, offline state and waiting changes, notification dropdown, language,
 * theme settings, user menu.
 */
import { Box, Typography } from '@mui/material';
import { lazy, Suspense, useEffect } from 'react';
import { AppBar as RaAppBar, LoadingIndicator, LocalesMenuButton, TitlePortal } from 'react-admin';
import { useAfterStart } from '../afterStart.js';
import { useAppConfig } from '../appConfig.js';
import { Notifications } from './Notifications.js';
import { ThemeSettingsButton } from './ThemeSettingsPanel.js';
import { UserMenu } from './UserMenu.js';

// the device store (Dexie, some 60 KB compressed with the sync) comes with it: loaded once the page has started
const OfflineStatus = lazy(() => import('../components/offline/OfflineStatus.js'));

/** The outbox counter, and the sync it starts, once the first screen is in (at once without a connection). */
function LaterOfflineStatus() {
  const started = useAfterStart();
  return started ? (
    <Suspense fallback={null}>
      <OfflineStatus />
    </Suspense>
  ) : null;
}

export function AppBar() {
  const config = useAppConfig();
  useEffect(() => {
    document.title = config.app_name;
  }, [config.app_name]);
  return (
    <RaAppBar
      color="secondary"
      // always shown: the sidebar sits under it, whatever the scroll
      alwaysOn
      userMenu={<UserMenu />}
      toolbar={
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <LaterOfflineStatus />
          <LoadingIndicator />
          <Notifications />
          <LocalesMenuButton />
          <ThemeSettingsButton />
        </Box>
      }
    >
      <Typography
        variant="h6"
        component="span"
        sx={{ fontWeight: 600, mr: 2, whiteSpace: 'nowrap', display: { xs: 'none', sm: 'block' } }}
      >
        {config.app_name}
      </Typography>
      {/* every screen names itself in one h1: its react-admin Title is portalled here */}
      <TitlePortal variant="body1" component="h1" />
    </RaAppBar>
  );
}
