/** The authenticated shell: app bar, server menu, content, footer, floating buttons, theme settings panel. */
import { Box } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useEffect, useRef, type ReactNode } from 'react';
import { Layout as RaLayout, useSidebarState, useTranslate } from 'react-admin';
import { AppBar } from './AppBar.js';
import { ShellError } from './ErrorPage.js';
import { FloatingButtons, FLOATING_CLEARANCE } from './FloatingButtons.js';
import { Footer } from './Footer.js';
import { Menu } from './Menu.js';
import { ThemeSettingsPanel } from './ThemeSettingsPanel.js';
import { useThemeSettings } from './themeSettings.js';
import { PHONE_MEDIA } from './responsive.js';
import { InsideFrame } from './ShellLoading.js';
import { LOADING_LABEL_ID, SIDEBAR_COLORS } from './themes.js';

export function Layout({ children }: { children?: ReactNode }) {
  const translate = useTranslate();
  const { settings } = useThemeSettings();
  const [open, setOpen] = useSidebarState();
  const colors = SIDEBAR_COLORS[settings.theme];

  // compact: the sidebar shows icons only; leaving compact opens it again
  const previousBehavior = useRef(settings.sidebarBehavior);
  useEffect(() => {
    if (settings.sidebarBehavior === 'compact') setOpen(false);
    else if (previousBehavior.current === 'compact') setOpen(true);
    previousBehavior.current = settings.sidebarBehavior;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settings.sidebarBehavior]);

  const width = open ? 240 : 55;
  return (
    <RaLayout
      appBar={AppBar}
      menu={Menu}
      error={ShellError}
      className={`ct-layout ct-theme-${settings.theme} ct-sidebar-${settings.sidebarPosition} ct-sidebar-${settings.sidebarBehavior} ct-layout-${settings.layout}`}
      sx={{
        '& .RaLayout-contentWithSidebar': {
          flexDirection: settings.sidebarPosition === 'right' ? 'row-reverse' : 'row',
          // the sidebar's colour runs the full height of the page, whatever the menu's length
          ...(colors
            ? {
                background: {
                  xs: 'none',
                  sm: `linear-gradient(to ${settings.sidebarPosition === 'right' ? 'left' : 'right'}, ${colors.background} ${width}px, transparent ${width}px)`,
                },
              }
            : {}),
        },
        // the app bar never hides (alwaysOn), so the sidebar must not slide up under it on scroll
        '&& .RaSidebar-appBarCollapsed': { marginTop: 0 },
        '& .RaSidebar-fixed': {
          // sticky: scrolls with the page until it reaches the top, then stays; fixed: always in view, own scroll
          ...(settings.sidebarBehavior === 'sticky'
            ? { position: 'sticky', top: 48, maxHeight: 'calc(100vh - 48px)', overflowY: 'auto' }
            : {}),
          ...(settings.sidebarBehavior !== 'sticky' ? { position: 'fixed', overflowY: 'auto' } : {}),
          ...(colors ? { width, backgroundColor: colors.background, color: colors.text } : {}),
        },
        ...(colors
          ? {
              '& .RaSidebar-fixed .MuiListItemIcon-root, & .RaSidebar-fixed .RaMenuItemLink-icon': {
                color: colors.text,
              },
              '& .RaSidebar-fixed .MuiMenuItem-root, & .RaSidebar-fixed .MuiListItemButton-root': {
                color: colors.text,
              },
              '& .RaSidebar-fixed .RaMenuItemLink-active': {
                color: colors.active,
                boxShadow: `inset 3px 0 0 ${colors.active}`,
                backgroundColor: colors.activeBackground,
                '& .MuiListItemIcon-root, & .RaMenuItemLink-icon': { color: colors.active },
              },
            }
          : {}),
        // phones (below 768 px, spec part 1): the page never scrolls sideways; wide tables scroll inside their card
        [PHONE_MEDIA]: {
          '& .RaLayout-content': { minWidth: 0, maxWidth: '100vw', px: 1 },
          '& .RaList-main, & .RaList-content, & .MuiCard-root, & .MuiPaper-root:has(> .MuiTable-root)': {
            minWidth: 0,
            maxWidth: '100%',
          },
          '& .RaList-content, & .MuiTableContainer-root, & .RaDatagrid-tableWrapper, & .RaDataTable-tableWrapper, & .MuiPaper-root:has(> .MuiTable-root)':
            { overflowX: 'auto' },
        },
        '& .RaLayout-content': {
          display: 'flex',
          flexDirection: 'column',
          minHeight: 'calc(100vh - 48px)',
          ...(settings.layout === 'boxed' ? { maxWidth: 1400, width: '100%', mx: 'auto' } : {}),
        },
      }}
    >
      <Box id={LOADING_LABEL_ID} component="span" sx={visuallyHidden}>
        {translate('ra.page.loading')}
      </Box>
      <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        <InsideFrame.Provider value={true}>{children}</InsideFrame.Provider>
      </Box>
      <Footer />
      {/* room below the footer, so the floating buttons never sit on the page's last controls */}
      <Box aria-hidden sx={{ height: { xs: 0, sm: FLOATING_CLEARANCE }, flexShrink: 0, displayPrint: 'none' }} />
      <FloatingButtons />
      <ThemeSettingsPanel />
    </RaLayout>
  );
}
