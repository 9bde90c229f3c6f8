/** Home (/) until the dashboards area provides one: a welcome card. */
import { Card, CardContent, Typography } from '@mui/material';
import { Title, useGetIdentity, useTranslate } from 'react-admin';

export function Home() {
  const t = useTranslate();
  const { identity } = useGetIdentity();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.layout.home" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {t('app.layout.welcome', { name: identity?.fullName ?? '' })}
        </Typography>
        <Typography variant="body1" color="text.secondary">
          {t('app.layout.welcome_text')}
        </Typography>
      </CardContent>
    </Card>
  );
}
