/** The claim form's frame: its sections, the header's values from a stored claim, and the history list. */
import { Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Claim } from './api.js';
import { CONTACT_FIELDS, type HeaderValues } from './ClaimHeader.js';

export function headerOf(c: Claim | null): HeaderValues {
  if (!c) return { job_type: [] };
  return {
    source_fund: c.source_fund,
    trade: c.trade,
    job_type: c.job_type,
    school_id: c.school_id ? String(c.school_id) : '',
    zone: c.zone ?? '',
    zone_code: c.zone_code ?? '',
    ...Object.fromEntries(CONTACT_FIELDS.map((k) => [k, String(c.contacts[k] ?? '')])),
    date: c.date,
    job: c.job,
    date_of_site_measurement: c.date_of_site_measurement ?? '',
    remarks: c.remarks ?? '',
  };
}

export function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, mb: 2, minWidth: 0 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The claim's history: date, status, who and the remarks, oldest first as the server lists them. */
export function ClaimHistory({ claim }: { claim: Claim }) {
  const translate = useTranslate();
  return (
    <Section title={translate('caretaker.claims.form.history')}>
      {claim.histories.length ? (
        <Stack component="ul" sx={{ pl: 2, m: 0 }}>
          {claim.histories.map((h) => (
            <li key={h.id}>
              <Typography variant="body2">
                {`${h.created_at.slice(0, 10)} · ${translate(`caretaker.claims.status.${h.status}`, { _: h.status })}${h.created_by ? ` · ${h.created_by}` : ''}${h.remarks ? ` — ${h.remarks}` : ''}`}
              </Typography>
            </li>
          ))}
        </Stack>
      ) : (
        <Typography color="text.secondary">{translate('caretaker.claims.no_history')}</Typography>
      )}
    </Section>
  );
}
