import type { Kysely } from 'kysely';

/**
 * The quotation side's "Update payment status" (spec part 2 §2 modals, §5 "Payment status"; issue 18): the invoice team
 * records that a completed quotation was paid and how much. The quotation dashboard's "Paid" column reads it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('quotations').addColumn('payment_status', 'varchar(10)').execute();
  await db.schema.alterTable('quotations').addColumn('payment_amount_cents', 'bigint').execute();
  await db.schema.alterTable('quotations').addColumn('paid_at', 'varchar(32)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const c of ['paid_at', 'payment_amount_cents', 'payment_status'])
    await db.schema.alterTable('quotations').dropColumn(c).execute();
}
