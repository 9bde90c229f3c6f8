/**
 * A hand-written list's filter form: inline on wider screens; below 768 px a 'Filters' button that opens it
 * in a drawer, so the list starts on the first screen of a phone.
 */
import FilterListIcon from '@mui/icons-material/FilterList';
import { Box, Button, Drawer } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { usePhone } from './responsive.js';

export function FilterDrawer({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const phone = usePhone();
  const [open, setOpen] = useState(false);
  if (!phone) return <>{children}</>;
  const label = translate('caretaker.generator.filters');
  return (
    <>
      <Box sx={{ px: 1, py: 1 }}>
        <Button startIcon={<FilterListIcon />} variant="outlined" onClick={() => setOpen(true)} aria-haspopup="dialog">
          {label}
        </Button>
      </Box>
      <Drawer
        anchor="top"
        open={open}
        onClose={() => setOpen(false)}
        // a search submitted inside the drawer closes it, so the results show at once
        slotProps={{ paper: { 'aria-label': label, onSubmit: () => setOpen(false) } as object }}
      >
        {children}
      </Drawer>
    </>
  );
}
