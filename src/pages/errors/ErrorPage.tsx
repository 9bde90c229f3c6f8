/** The public error pages of spec part 1 §2.2: 404, 403 and 500. */
import { Box, Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

function ErrorFrame({
  code,
  title,
  text,
  to,
  action,
  fullPage,
}: {
  code: string;
  title: string;
  text: ReactNode;
  to: string;
  action: string;
  fullPage: boolean;
}) {
  return (
    <Box
      component={fullPage ? 'main' : 'div'}
      sx={{
        minHeight: fullPage ? '100vh' : '60vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        p: 3,
        bgcolor: fullPage ? 'background.default' : undefined,
      }}
    >
      <Typography
        variant="h1"
        component="div"
        sx={{ fontWeight: 700, fontSize: { xs: 72, sm: 120 }, color: 'primary.main', lineHeight: 1 }}
      >
        {code}
      </Typography>
      <Typography variant="h4" component="h1" sx={{ mt: 2, mb: 1 }}>
        {title}
      </Typography>
      <Typography variant="body1" color="text.secondary" sx={{ mb: 3, maxWidth: 520 }}>
        {text}
      </Typography>
      <Button component={RouterLink} to={to} variant="contained" size="large">
        {action}
      </Button>
    </Box>
  );
}

export function NotFound({ fullPage = true }: { fullPage?: boolean }) {
  const t = useTranslate();
  return (
    <ErrorFrame
      code="404"
      title={t('app.errors.not_found_title')}
      text={t('app.errors.not_found_text')}
      to="/"
      action={t('app.errors.return_home')}
      fullPage={fullPage}
    />
  );
}

/** Inside the shell (react-admin's catch-all). */
export const NotFoundInLayout = () => <NotFound fullPage={false} />;

export function Forbidden({ fullPage = true }: { fullPage?: boolean }) {
  const t = useTranslate();
  return (
    <ErrorFrame
      code="403"
      title={t('app.errors.forbidden_title')}
      text={t('app.errors.forbidden_text')}
      to="/"
      action={t('app.errors.return_home')}
      fullPage={fullPage}
    />
  );
}

/** Inside the shell (react-admin's access-denied page). */
export const ForbiddenInLayout = () => <Forbidden fullPage={false} />;

export function ServerError({ fullPage = true }: { fullPage?: boolean }) {
  const t = useTranslate();
  return (
    <ErrorFrame
      code="500"
      title={t('app.errors.server_error_title')}
      text={t('app.errors.server_error_text')}
      to="/dashboard/default"
      action={t('app.errors.go_to_dashboard')}
      fullPage={fullPage}
    />
  );
}
