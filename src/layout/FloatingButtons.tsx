/**
 * Floating buttons of spec part 1 §2.3: sidebar toggle and scroll to top. Nothing floating may cover a control: the
 * container lets clicks through (only the buttons take them), the hidden scroll-to-top button is unmounted, and the
 * shell keeps FLOATING_CLEARANCE free below the page so its last controls (pagination, GO) scroll clear of the buttons.
 */
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import MenuOpen from '@mui/icons-material/MenuOpen';
import { Box, Fab, Tooltip, Zoom, useMediaQuery, type Theme } from '@mui/material';
import { useEffect, useState } from 'react';
import { useSidebarState, useTranslate } from 'react-admin';

/** Height of the button stack plus its margin (two small Fabs of 40 px, a gap, 16 px from the bottom). */
export const FLOATING_CLEARANCE = 120;

/** Not on a phone (below 600 px), where the app bar's menu button opens the sidebar as a drawer. */
export function FloatingButtons() {
  // not rendered there at all rather than hidden: two tooltips and buttons less to mount on the slowest devices
  const shown = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'), { noSsr: true });
  return shown ? <FloatingButtonStack /> : null;
}

function FloatingButtonStack() {
  const translate = useTranslate();
  const [open, setOpen] = useSidebarState();
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 200);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <Box
      className="ct-floating"
      sx={{
        position: 'fixed',
        right: 16,
        bottom: 16,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        zIndex: 1200,
        displayPrint: 'none',
        pointerEvents: 'none',
        '& > *': { pointerEvents: 'auto' },
      }}
    >
      <Zoom in={scrolled} unmountOnExit>
        <Tooltip title={translate('app.layout.scroll_to_top')} placement="left">
          <Fab
            size="small"
            color="primary"
            aria-label={translate('app.layout.scroll_to_top')}
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          >
            <KeyboardArrowUp />
          </Fab>
        </Tooltip>
      </Zoom>
      <Tooltip title={translate('app.layout.toggle_sidebar')} placement="left">
        <Fab
          size="small"
          color="default"
          aria-label={translate('app.layout.toggle_sidebar')}
          onClick={() => setOpen(!open)}
        >
          <MenuOpen sx={{ transform: open ? 'none' : 'scaleX(-1)' }} />
        </Fab>
      </Tooltip>
    </Box>
  );
}
