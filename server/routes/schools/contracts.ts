import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { audit } from '../../lib/audit.js';
import { notFound, unprocessable } from '../../lib/errors.js';
import { toApiNumber } from '../../../domain/money.js';
import { CONTRACT_AMOUNTS, readContract } from '../../services/schools/contracts.js';
import { maySeeSchool } from '../../lib/organisation.js';
import { arrayOf, int, messageOnly, nullableStr, num, objectOf, ok, str } from '../../lib/openapi/responses.js';
import { emptyFieldErrors } from '../../../domain/fieldErrors.js';

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

export default async function contractRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<JsonSchemaToTsProvider>();
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
      const { school } = request.params;
      const row = await db
        .selectFrom('schools')
        .select(['id', 'name', 'zone'])
        .where('id', '=', school)
        .executeTakeFirst();
      if (!row || !maySeeSchool(user, row)) throw notFound();
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
      const body = request.body;
      const school = await db
        .selectFrom('schools')
        .select(['id', 'name'])
        .where('id', '=', body.school_id)
        .executeTakeFirst();
      if (!school) throw unprocessable({ school_id: ['The selected school is invalid.'] });
      const errors = emptyFieldErrors();
      const seen = new Set<number>();
      const now = new Date().toISOString();
      const rows = body.contracts.map((c, i) => {
        if (seen.has(c.contract_year))
          errors[`contracts.${i}.contract_year`] = ['The contract year has already been given.'];
        seen.add(c.contract_year);
        const { value, errors: wrong } = readContract(c);
        for (const [f, m] of Object.entries(wrong)) errors[`contracts.${i}.${f}`] = [m];
        return { school_id: school.id, ...value, created_at: now, updated_at: now };
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
