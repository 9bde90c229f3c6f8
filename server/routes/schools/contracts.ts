import type { FastifyInstance } from 'fastify';
import { audit } from '../../lib/audit.js';
import { notFound, unprocessable } from '../../lib/errors.js';
import { parseMoney, toApiNumber } from '../../../domain/money.js';
import { isIsoDate } from '../../../domain/dates.js';
import { maySeeSchool } from '../../lib/organisation.js';
import { arrayOf, int, messageOnly, nullableStr, num, objectOf, ok, str } from '../../lib/openapi/responses.js';

/** The amounts of a contract year, stored as integer cents. synthetic_field has its own value (not school_field's). */
export const CONTRACT_AMOUNTS = [
  'schedule_maintenance',
  'general_r_and_r',
  'custodial_repairs',
  'school_field',
  'synthetic_field',
  'landscape_exclude_school_field',
  'landscape_pond',
  'landscape_garden',
] as const;
type Amount = (typeof CONTRACT_AMOUNTS)[number];

const amountSchema = { anyOf: [{ type: 'number' }, { type: 'string', maxLength: 20 }, { type: 'null' }] } as const;
const contractSchema = {
  type: 'object',
  properties: {
    contract_year: { type: 'integer', minimum: 1, maximum: 5 },
    from_date: { type: ['string', 'null'], maxLength: 10 },
    to_date: { type: ['string', 'null'], maxLength: 10 },
    ...Object.fromEntries(CONTRACT_AMOUNTS.map((a) => [a, amountSchema])),
  },
  required: ['contract_year'],
  additionalProperties: true,
} as const;

const contractsAnswer = objectOf({
  data: objectOf({
    school: objectOf({ id: int, name: str }),
    contracts: arrayOf(
      objectOf({
        contract_year: int,
        from_date: nullableStr,
        to_date: nullableStr,
        ...Object.fromEntries(CONTRACT_AMOUNTS.map((a) => [a, num])),
      }),
    ),
  }),
});

type ContractIn = { contract_year: number; from_date?: string | null; to_date?: string | null } & Partial<
  Record<Amount, number | string | null>
>;

export default async function contractRoutes(app: FastifyInstance) {
  const db = app.db;

  app.get(
    '/school-contracts/:school',
    {
      config: { permission: 'school-contract.view' },
      schema: {
        tags: ['schools'],
        params: { type: 'object', properties: { school: { type: 'integer', minimum: 1 } }, required: ['school'] },
        response: ok(contractsAnswer),
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      const { school } = request.params as { school: number };
      const row = await db.selectFrom('schools').select(['id', 'name']).where('id', '=', school).executeTakeFirst();
      if (!row || !maySeeSchool(user, school)) throw notFound();
      const contracts = await db
        .selectFrom('school_contracts')
        .selectAll()
        .where('school_id', '=', school)
        .orderBy('contract_year')
        .execute();
      return {
        data: {
          school: { id: row.id, name: row.name },
          contracts: contracts.map((c) => ({
            contract_year: c.contract_year,
            from_date: c.from_date,
            to_date: c.to_date,
            ...Object.fromEntries(CONTRACT_AMOUNTS.map((a) => [a, toApiNumber(Number(c[a] ?? 0))])),
          })),
        },
      };
    },
  );

  app.post(
    '/school-contracts/update',
    {
      config: { permission: 'school-contract.edit' },
      schema: {
        tags: ['schools'],
        body: {
          type: 'object',
          properties: {
            school_id: { type: 'integer', minimum: 1 },
            contracts: { type: 'array', items: contractSchema, maxItems: 5 },
          },
          required: ['school_id', 'contracts'],
          additionalProperties: true,
        },
        response: ok(messageOnly),
      },
    },
    async (request) => {
      const body = request.body as { school_id: number; contracts: ContractIn[] };
      const school = await db
        .selectFrom('schools')
        .select(['id', 'name'])
        .where('id', '=', body.school_id)
        .executeTakeFirst();
      if (!school) throw unprocessable({ school_id: ['The selected school is invalid.'] });
      const errors: Record<string, string[]> = {};
      const seen = new Set<number>();
      const now = new Date().toISOString();
      const rows = body.contracts.map((c, i) => {
        const at = (f: string) => `contracts.${i}.${f}`;
        if (seen.has(c.contract_year)) errors[at('contract_year')] = ['The contract year has already been given.'];
        seen.add(c.contract_year);
        const from = c.from_date || null;
        const to = c.to_date || null;
        if (from && !isIsoDate(from)) errors[at('from_date')] = ['The date must be in the format yyyy-MM-dd.'];
        if (to && !isIsoDate(to)) errors[at('to_date')] = ['The date must be in the format yyyy-MM-dd.'];
        if (from && to && isIsoDate(from) && isIsoDate(to) && from > to)
          errors[at('to_date')] = ['The to date must be a date after or equal to the from date.'];
        const amounts = {} as Record<Amount, number>;
        for (const a of CONTRACT_AMOUNTS) {
          const v = c[a];
          const parsed = v === undefined || v === null || v === '' ? 0 : parseMoney(v);
          const cents = parsed !== null && parsed >= 0 ? parsed : null;
          if (cents === null) errors[at(a)] = ['The amount must be a number of at least 0 with at most 2 decimals.'];
          amounts[a] = cents ?? 0;
        }
        return {
          school_id: school.id,
          contract_year: c.contract_year,
          from_date: from,
          to_date: to,
          ...amounts,
          created_at: now,
          updated_at: now,
        };
      });
      if (Object.keys(errors).length) throw unprocessable(errors);
      await db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('school_contracts')
          .selectAll()
          .where('school_id', '=', school.id)
          .orderBy('contract_year')
          .execute();
        await trx.deleteFrom('school_contracts').where('school_id', '=', school.id).execute();
        if (rows.length) await trx.insertInto('school_contracts').values(rows).execute();
        await audit(trx, request, {
          action: 'school-contract.update',
          entity: 'school',
          entityId: school.id,
          before,
          after: rows,
        });
      });
      return { message: 'School contract updated' };
    },
  );
}
