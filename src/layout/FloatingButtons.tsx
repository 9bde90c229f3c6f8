/** Floating buttons of spec part 1 §2.3: sidebar toggle and scroll to top. */
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import MenuOpen from '@mui/icons-material/MenuOpen';
import { Box, Fab, Tooltip, Zoom } from '@mui/material';
import { useEffect, useState } from 'react';
import { useSidebarState, useTranslate } from 'react-admin';

export function FloatingButtons() {
  const translate = useTranslate();
  const [open, setOpen] = useSidebarState();
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 200);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <Box className="ct-floating" sx={{ position: 'fixed', right: 16, bottom: 16, display: { xs: 'none', sm: 'flex' }, flexDirection: 'column', gap: 1, zIndex: 1200, displayPrint: 'none' }}>
      <Zoom in={scrolled}>
        <Tooltip title={translate('app.layout.scroll_to_top')} placement="left">
          <Fab size="small" color="primary" aria-label={translate('app.layout.scroll_to_top')} onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
            <KeyboardArrowUp />
          </Fab>
        </Tooltip>
      </Zoom>
      <Tooltip title={translate('app.layout.toggle_sidebar')} placement="left">
        <Fab size="small" color="default" aria-label={translate('app.layout.toggle_sidebar')} onClick={() => setOpen(!open)}>
          <MenuOpen sx={{ transform: open ? 'none' : 'scaleX(-1)' }} />
        </Fab>
      </Tooltip>
    </Box>
  );
}
