import type { Kysely } from 'kysely';

/**
 * A COP signature covers the figures it was given on (issue 31): each signer's digest of the claim's figures at the
 * moment of signing. A signature whose digest no longer matches the figures is void, and submit refuses a certification
 * of other figures. Claims signed before this column existed have no digest, so their signatures are void (fail closed).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('cops').addColumn('prepare_figures', 'varchar(64)').execute();
  await db.schema.alterTable('cops').addColumn('check_figures', 'varchar(64)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const c of ['check_figures', 'prepare_figures']) await db.schema.alterTable('cops').dropColumn(c).execute();
}
