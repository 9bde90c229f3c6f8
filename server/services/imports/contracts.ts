/** School contracts by (school slug, contract year): one row a year, the amounts of its work categories in S$. */
import { MSG } from '../../../domain/messages.js';
import { audit } from '../../lib/audit.js';
import { CONTRACT_AMOUNTS, readContract, type ContractValues } from '../schools/contracts.js';
import { rowProblems, sameValues, type ImportKind, type ImportPlan } from './types.js';

type ContractRow = ContractValues & { school_id: number; id?: number };

export const contractImport: ImportKind<ContractRow> = {
  name: 'contracts',
  permission: 'school-contract.edit',
  keyColumns: ['school', 'contract_year'],
  columns: [
    {
      key: 'school',
      required: true,
      description: 'The school’s slug (see the schools list).',
      example: 'woodlands-ring-primary-school',
    },
    { key: 'contract_year', required: true, description: 'Year of the contract, 1 to 5.', example: '1' },
    { key: 'from_date', description: 'First day, yyyy-MM-dd.', example: '2026-04-01' },
    { key: 'to_date', description: 'Last day, yyyy-MM-dd.', example: '2027-03-31' },
    ...CONTRACT_AMOUNTS.map((a) => ({
      key: a,
      description: 'Amount for the year in S$, at most 2 decimals (empty is 0).',
      example: a === 'schedule_maintenance' ? '246000.00' : '0',
    })),
  ],

  async plan(db, rows) {
    const schools = new Map(
      (await db.selectFrom('schools').select(['id', 'slug']).execute()).map((s) => [s.slug, s.id]),
    );
    const stored = new Map(
      (await db.selectFrom('school_contracts').selectAll().execute()).map((c) => [
        `${c.school_id}/${c.contract_year}`,
        c,
      ]),
    );
    const seen = new Map<string, number>();
    const out: ImportPlan<ContractRow> = { planned: [], problems: [] };
    for (const { row, cells } of rows) {
      const p = rowProblems(row, out.problems);
      const get = (k: string) => cells.get(k) ?? '';
      const schoolId = schools.get(get('school'));
      if (!get('school')) p.add('school', MSG.required);
      else if (!schoolId) p.add('school', 'No school has this slug.');
      const year = Number(get('contract_year'));
      if (!get('contract_year')) p.add('contract_year', MSG.required);
      else if (!/^[1-5]$/.test(get('contract_year'))) p.add('contract_year', 'The contract year must be 1 to 5.');
      const { value, errors } = readContract({
        contract_year: year,
        from_date: get('from_date'),
        to_date: get('to_date'),
        ...Object.fromEntries(CONTRACT_AMOUNTS.map((a) => [a, get(a).replace(/^S\$\s*/, '')])),
      });
      for (const [f, m] of Object.entries(errors)) p.add(f, m);
      const key = `${get('school')}/${year}`;
      if (seen.has(key)) p.add('contract_year', `The same contract year as row ${seen.get(key)}.`);
      seen.set(key, row);
      if (!p.ok) continue;
      const before = stored.get(`${schoolId}/${year}`);
      const fields = ['from_date', 'to_date', ...CONTRACT_AMOUNTS];
      out.planned.push({
        row,
        key,
        action: !before ? 'create' : sameValues(before, value, fields) ? 'unchanged' : 'update',
        value: { ...value, school_id: schoolId!, id: before?.id },
      });
    }
    return out;
  },

  async apply(trx, planned, request) {
    const now = new Date().toISOString();
    for (const { action, value } of planned) {
      const { id, ...values } = value;
      if (action === 'create')
        await trx
          .insertInto('school_contracts')
          .values({ ...values, created_at: now, updated_at: now })
          .execute();
      else if (action === 'update')
        await trx
          .updateTable('school_contracts')
          .set({ ...values, updated_at: now })
          .where('id', '=', id!)
          .execute();
      if (action !== 'unchanged')
        await audit(trx, request, {
          action: 'school-contract.import',
          entity: 'school',
          entityId: values.school_id,
          after: values,
        });
    }
  },
};
