/** The Overall and Summary tabs (spec part 3 §2): the same computation as the cover, read-only. */
import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { COP_CATEGORIES } from '../../domain/cop.js';
import { formatAmount } from '../../src/format.js';
import type { CopTabData } from './api.js';
import { AFTER_VARIATION, columnCount, CopTableHead, GroupRow, TotalRow } from './tableParts.js';

export function OverallTab({ data }: { data: NonNullable<CopTabData['overall']> }) {
  const translate = useTranslate();
  const t = (k: string) => translate(`caretaker.cop.table.${k}`);
  if (!data.groups.length) return <Typography>{translate('caretaker.cop.no_data')}</Typography>;
  return (
    <TableContainer component={Paper}>
      <Table size="small" aria-label={translate('caretaker.cop.tabs.overall')}>
        <CopTableHead percent={false} />
        <TableBody>
          {data.groups.map((g) => [
            <GroupRow key={`${g.group}-h`} label={g.group} span={columnCount(false)} />,
            ...g.rows.map((r) => (
              <TableRow key={r.school_id}>
                <TableCell component="th" scope="row">
                  {r.school_name}
                </TableCell>
                {(['contract_amount', 'monthly_claim', 'addition', 'omission', ...AFTER_VARIATION] as const).map(
                  (k) => (
                    <TableCell key={k} align="right">
                      {formatAmount(r[k])}
                    </TableCell>
                  ),
                )}
                <TableCell>{r.reference}</TableCell>
              </TableRow>
            )),
            <TotalRow key={`${g.group}-s`} label={t('sub_total')} t={g.sub_total} percent={false} />,
          ])}
          <TotalRow label={t('total')} t={data.total} percent={false} />
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function SummaryTab({ data }: { data: NonNullable<CopTabData['summary']> }) {
  const translate = useTranslate();
  const t = (k: string) => translate(`caretaker.cop.table.${k}`);
  if (!data.schools.length) return <Typography>{translate('caretaker.cop.no_data')}</Typography>;
  const keys = COP_CATEGORIES.map((c) => c.toUpperCase());
  return (
    <>
      <TableContainer component={Paper}>
        <Table size="small" aria-label={translate('caretaker.cop.tabs.summary')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('schools')}</TableCell>
              {COP_CATEGORIES.map((c) => (
                <TableCell key={c} align="right">
                  {translate(`caretaker.cop.tabs.${c}`)}
                </TableCell>
              ))}
              <TableCell align="right">{t('ld')}</TableCell>
              <TableCell align="right">{t('payment')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.schools.map((s) => (
              <TableRow key={s.school_id}>
                <TableCell component="th" scope="row">
                  {s.school_name}
                </TableCell>
                {keys.map((k) => (
                  <TableCell key={k} align="right">
                    {formatAmount(s[k] as number)}
                  </TableCell>
                ))}
                <TableCell align="right">{formatAmount(s.LD)}</TableCell>
                <TableCell align="right">{formatAmount(s.PAYMENT)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TableContainer component={Paper} sx={{ mt: 2, maxWidth: 640 }}>
        <Table size="small" aria-label={t('school_type')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('school_type')}</TableCell>
              <TableCell align="right">{t('previously_paid')}</TableCell>
              <TableCell align="right">{t('payment')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.by_type.map((r) => (
              <TableRow key={r.school_type}>
                <TableCell component="th" scope="row">
                  {r.school_type}
                </TableCell>
                <TableCell align="right">{formatAmount(r.previously_paid)}</TableCell>
                <TableCell align="right">{formatAmount(r.payment)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
