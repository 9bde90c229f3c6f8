/**
 * The COP PDF: the cover and the overall and category tables from the same computation as the tabs. A submitted claim's
 * file is cached per version; a draft is rendered each time (the registers it reads may have changed).
 */
import type { FastifyInstance } from 'fastify';
import { COP_CATEGORIES, COP_CATEGORY_LABELS, isPercentCategory } from '../../../domain/cop.js';
import { formatAmount, formatBracketed, formatPercent, parseMoney } from '../../../domain/money.js';
import { currentReport, storeReport } from '../../lib/reports/cache.js';
import type { CopReportTable } from '../../lib/reports/copReport.js';
import { readAll, readImage } from '../../lib/reports/images.js';
import type { AuthUser } from '../../plugins/auth.js';
import { REPORT_BUCKET } from '../../plugins/storage.js';
import { withCurrentSignatures } from './certification.js';
import { computeClaim } from './compute.js';
import { categoryTable, coverData, overallTable, summaryTable } from './present.js';
import { contractSum, findCop, OWNER_COP_SIGNATURE, presentHeader, type CopRow } from './repository.js';

const sgd = (v: number) => `S$ ${formatAmount(parseMoney(v) ?? 0)}`;
const cell = (v: number | null) => (v === null ? '' : formatAmount(parseMoney(v) ?? 0));
const MONEY_COLUMNS = [
  'Monthly claim',
  'Addition',
  'Omission',
  'Deduction',
  'Cumulative payment',
  'Cumulative deduction',
  'This payment',
];
type Totals = Record<string, number>;
const figures = (t: Totals) =>
  ['monthly_claim', 'addition', 'omission', 'deduction', 'summarypayment', 'summarydeduction', 'payment'].map((k) =>
    cell(t[k]),
  );

function table(
  title: string,
  groups: { group: string; rows: (Totals & { school_name: string })[]; sub_total: Totals }[],
  total: Totals,
  percent: boolean,
): CopReportTable {
  const pct = (r: Totals) => (percent ? [cell(r.grn_percentage ?? null), cell(r.summarygrnpercentage ?? null)] : []);
  const blank = percent ? ['', ''] : [];
  return {
    title,
    columns: ['Schools', 'Contract amount', ...(percent ? ['% of completion', 'Cumulative %'] : []), ...MONEY_COLUMNS],
    rows: [
      ...groups.flatMap((g) => [
        { kind: 'group' as const, cells: [g.group] },
        ...g.rows.map((r) => ({
          kind: 'row' as const,
          cells: [r.school_name, cell(r.contract_amount), ...pct(r), ...figures(r)],
        })),
        {
          kind: 'subtotal' as const,
          cells: ['Sub-total', cell(g.sub_total.contract_amount), ...blank, ...figures(g.sub_total)],
        },
      ]),
      { kind: 'total', cells: ['Total', cell(total.contract_amount), ...blank, ...figures(total)] },
    ],
  };
}

/** The summary tab: per school the categories, its liquidated damages and this payment; then per school type. */
function summaryTables(summary: ReturnType<typeof summaryTable>): CopReportTable[] {
  const money = (r: Record<string, unknown>, k: string) => cell(Number(r[k] ?? 0));
  const keys = [...COP_CATEGORIES.map((c) => c.toUpperCase()), 'LD', 'PAYMENT'];
  const types = [...new Set(summary.schools.map((s) => s.school_type))];
  return [
    {
      title: 'Summary',
      columns: ['Schools', ...COP_CATEGORIES.map((c) => COP_CATEGORY_LABELS[c]), 'Liquidated damages', 'This payment'],
      rows: types.flatMap((type) => [
        { kind: 'group' as const, cells: [type] },
        ...summary.schools
          .filter((s) => s.school_type === type)
          .map((s) => ({ kind: 'row' as const, cells: [s.school_name, ...keys.map((k) => money(s, k))] })),
      ]),
    },
    {
      title: 'Summary by school type',
      columns: ['School type', 'Previously paid', 'This payment'],
      rows: summary.by_type.map((t) => ({
        kind: 'row' as const,
        cells: [t.school_type, cell(t.previously_paid), cell(t.payment)],
      })),
    },
  ];
}

async function model(app: FastifyInstance, stored: CopRow, user: AuthUser) {
  const computed = await computeClaim(app.db, stored);
  // A draft's PDF prints only the signatures that cover its figures now.
  const row = withCurrentSignatures(stored, computed);
  const cover = coverData(computed, await contractSum(app.db, row.zone));
  const h = presentHeader(row, user);
  const sigs = await app.db
    .selectFrom('attachments')
    .select(['id', 'bucket', 'full_path', 'mime'])
    .where('owner_type', '=', OWNER_COP_SIGNATURE)
    .where('owner_id', '=', row.id)
    .execute();
  const image = async (id: number | null) => {
    const f = sigs.find((s) => s.id === id);
    return f ? readImage(app, f.bucket, f.full_path, f.mime) : null;
  };
  const overall = overallTable(computed);
  const kpi = `${computed.cover.kpiType === 'ADDITIONAL' ? '+' : '-'}${formatPercent(computed.cover.kpiPercent)} %`;
  return {
    title: `Progress claim ${h.reference_number}`,
    company: app.config.companyName,
    address: [...h.ministry_address, `Attention: ${h.attention}`],
    fields: [
      ['Reference', h.reference_number],
      ['Contract number', h.contract_number],
      ['Description', h.description],
      ['Progress claim no.', String(h.payment_claim_no)],
      ['Claim date', h.claim_date ?? ''],
      ['Status', h.status],
    ] as [string, string][],
    cover: [
      ['Contract sum', sgd(cover.contract_sum)],
      ...cover.school_types.map((t) => [`Payment — ${t.school_type} schools`, sgd(t.payment)] as [string, string]),
      [h.total_label, sgd(cover.total_month_amount)],
      [
        `KPI ${kpi}`,
        cover.kpi_percentage_amount < 0
          ? formatBracketed(parseMoney(cover.kpi_percentage_amount) ?? 0)
          : sgd(cover.kpi_percentage_amount),
      ],
      ['Liquidated damages', formatBracketed(parseMoney(cover.liquidated_damages) ?? 0)],
      ['Sub-total', sgd(cover.sub_total)],
      [`GST ${cover.gst} %`, sgd(cover.gst_amount)],
      ['Grand total', sgd(cover.grand_total)],
    ] as [string, string][],
    tables: [
      table('Overall', overall.groups as never, overall.total, false),
      ...summaryTables(summaryTable(computed)),
      ...COP_CATEGORIES.map((c) => {
        const t = categoryTable(computed, c);
        return table(COP_CATEGORY_LABELS[c], t.groups as never, t.total, isPercentCategory(c));
      }),
    ],
    signatures: [
      {
        label: 'Prepared by',
        name: h.prepare_details?.name ?? '',
        details: h.prepare_details?.signature_details ?? '',
        image: await image(row.prepare_signature_id),
      },
      {
        label: 'Checked & certified correct by',
        name: h.check_details?.name ?? '',
        details: h.check_details?.signature_details ?? '',
        image: await image(row.check_signature_id),
      },
    ],
  };
}

/** The PDF of the claim: the cached file of a submitted version, else a new rendering. */
export async function copReport(app: FastifyInstance, id: number, user: AuthUser) {
  const row = await findCop(app.db, id, user);
  const cached = row.status === 'DRAFT' ? null : await currentReport(app, row);
  if (cached) return { version: row.version, pdf: await readAll(await app.storage.get(REPORT_BUCKET, cached)) };
  const pdf = await app.pdf.render('cop', await model(app, row, user));
  if (row.status !== 'DRAFT') await storeReport(app, 'cops', id, row, pdf);
  return { version: row.version, pdf };
}
