/** Breadcrumbs 'Schools' > {school} > {page} shared by the school screens. */
import { Breadcrumbs, Link as MuiLink, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

export function SchoolHeader({ school, page }: { school?: string | null; page: string }) {
  const translate = useTranslate();
  return (
    <>
      <Title title={school ? `${page} · ${school}` : page} />
      <Breadcrumbs aria-label={translate('caretaker.schools.breadcrumb')} sx={{ mt: 2, mb: 1 }}>
        <MuiLink component={Link} to="/settings/schools" underline="hover" color="inherit">
          {translate('caretaker.schools.title')}
        </MuiLink>
        {school && <Typography color="text.secondary">{school}</Typography>}
        <Typography color="text.primary">{page}</Typography>
      </Breadcrumbs>
    </>
  );
}
