/** Footer: operating company name and the support mailbox link (spec part 1 §1). */
import { Box, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useAppConfig } from '../appConfig.js';

export function Footer() {
  const config = useAppConfig();
  const translate = useTranslate();
  return (
    <Box
      component="footer"
      className="ct-footer"
      sx={{
        mt: 'auto',
        pl: 2,
        pr: 9,
        py: 1.5,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'center',
        color: 'text.secondary',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      {config.support_email ? (
        <Link href={`mailto:${config.support_email}`} underline="hover" color="inherit" variant="body2">
          {translate('app.layout.footer_support')}
        </Link>
      ) : null}
      <Typography variant="body2" sx={{ ml: 'auto' }}>
        © {new Date().getFullYear()} {config.company_name}
      </Typography>
    </Box>
  );
}
