/** What the shell shows when a page crashes (react-admin's error boundary): the 500 page, with a retry. */
import { Box, Button, Typography } from '@mui/material';
import type { ErrorInfo } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

export function ShellError({
  error,
  resetErrorBoundary,
}: {
  error?: Error;
  errorInfo?: ErrorInfo;
  resetErrorBoundary?: (...args: unknown[]) => void;
}) {
  const t = useTranslate();
  return (
    <Box
      role="alert"
      sx={{
        minHeight: '60vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        p: 3,
      }}
    >
      <Typography
        variant="h1"
        component="div"
        sx={{ fontWeight: 700, fontSize: { xs: 72, sm: 120 }, color: 'primary.main', lineHeight: 1 }}
      >
        500
      </Typography>
      <Typography variant="h4" component="h1" sx={{ mt: 2, mb: 1 }}>
        {t('app.errors.server_error_title')}
      </Typography>
      <Typography variant="body1" color="text.secondary" sx={{ mb: 3, maxWidth: 520 }}>
        {t('app.errors.server_error_text')}
      </Typography>
      {import.meta.env.DEV && error?.message ? (
        <Typography variant="body2" component="pre" sx={{ mb: 3, whiteSpace: 'pre-wrap', color: 'error.main' }}>
          {error.message}
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', gap: 2 }}>
        {resetErrorBoundary ? (
          <Button variant="outlined" onClick={() => resetErrorBoundary()}>
            {t('ra.action.refresh')}
          </Button>
        ) : null}
        <Button
          component={RouterLink}
          to="/dashboard/default"
          variant="contained"
          onClick={() => resetErrorBoundary?.()}
        >
          {t('app.errors.go_to_dashboard')}
        </Button>
      </Box>
    </Box>
  );
}
