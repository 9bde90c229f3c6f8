import type { Kysely } from 'kysely';

/**
 * A quotation rejected or voided after its approval kept 'WSO pending creation' in the list although no WSO will be
 * created for it; such quotations now have no WSO status (the transition clears it too).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .updateTable('quotations')
    .set({ wso_status: null })
    .where('status', 'in', ['REJECTED', 'VOID'])
    .where('wso_status', '=', 'WSO_PENDING_CREATION')
    .execute();
}

export async function down(): Promise<void> {
  // The cleared statuses were wrong; nothing to restore.
}
