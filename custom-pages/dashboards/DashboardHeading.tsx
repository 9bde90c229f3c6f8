/**
 * A dashboard's heading and the paragraph under it, as the page shows them and as the page shows them while its
 * screen loads (routes.tsx): the same texts in the same places as the entry's preview of the page (pagePreview.ts),
 * so the heading stays put from the first paint to the finished page.
 */
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

export function DashboardHeading({ title, intro }: { title: string; intro?: string }) {
  return (
    <>
      <Title title={title} />
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      {intro && <Typography sx={{ mb: 2 }}>{intro}</Typography>}
    </>
  );
}

/**
 * What a dashboard's route shows while its screen loads: its heading (and paragraph) and what the entry drew under it
 * (`children`), the rest still to come.
 */
export function DashboardLoading({
  titleKey,
  introKey,
  children,
}: {
  titleKey: string;
  introKey?: string;
  children?: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2 }}>
      <DashboardHeading title={translate(titleKey)} intro={introKey ? translate(introKey) : undefined} />
      {children}
    </Box>
  );
}
