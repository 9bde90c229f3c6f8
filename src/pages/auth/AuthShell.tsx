/** Frame of the public pages (sign-in, password, errors): centred card, app name, company and support link. */
import { Box, Button, Card, CardContent, CircularProgress, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { LocalesMenuButton, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useAppConfig } from '../../appConfig.js';

export function AuthShell({ title, subtitle, children, width = 420 }: { title?: ReactNode; subtitle?: ReactNode; children: ReactNode; width?: number }) {
  const config = useAppConfig();
  const translate = useTranslate();
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', bgcolor: 'background.default', p: 2, position: 'relative' }}
    >
      <Box sx={{ position: 'absolute', top: 8, right: 8 }}>
        <LocalesMenuButton />
      </Box>
      <Typography variant="h4" component="div" sx={{ fontWeight: 700, color: 'primary.main', mb: 2 }}>
        {config.app_name}
      </Typography>
      <Card sx={{ width: '100%', maxWidth: width }} elevation={2}>
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          {title ? (
            <Typography variant="h5" component="h1" gutterBottom align="center">
              {title}
            </Typography>
          ) : null}
          {subtitle ? (
            <Typography variant="body2" color="text.secondary" align="center" sx={{ mb: 2 }}>
              {subtitle}
            </Typography>
          ) : null}
          {children}
        </CardContent>
      </Card>
      <Box sx={{ mt: 3, textAlign: 'center', color: 'text.secondary' }}>
        {config.support_email ? (
          <Typography variant="body2">
            <Link href={`mailto:${config.support_email}`} underline="hover">
              {translate('app.auth.support', { email: config.support_email })}
            </Link>
          </Typography>
        ) : null}
        <Typography variant="caption" component="p" sx={{ mt: 1 }}>
          © {new Date().getFullYear()} {config.company_name}
        </Typography>
      </Box>
    </Box>
  );
}

/** The full-width submit button of the public forms, with a spinner while the request runs. */
export function AuthSubmit({ busy, disabled = false, children }: { busy: boolean; disabled?: boolean; children: ReactNode }) {
  return (
    <Button type="submit" variant="contained" size="large" disabled={busy || disabled} fullWidth startIcon={busy ? <CircularProgress size={18} color="inherit" /> : null}>
      {children}
    </Button>
  );
}

/** 'Back to sign in page' under the password forms. */
export function BackToSignIn() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', mt: 2 }}>
      <Link component={RouterLink} to="/auth/sign-in" variant="body2" underline="hover">
        {translate('app.auth.back_to_sign_in')}
      </Link>
    </Box>
  );
}
