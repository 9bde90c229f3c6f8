import type { Config } from '../config.js';
import { migrate, type Db } from './index.js';
import { seedAccessControl, seedDemo } from './seed.js';
import { seedChecklists } from './seedChecklists.js';
import { seedTreeChecklists } from './seedTrees.js';
import { withStartupLock } from './startupLock.js';

/**
 * What a start does to the database before serving, under the startup lock: migrations, the access control every
 * installation needs (and the demo data with SEED=demo), the checklist templates. Answers whether the database had
 * no user before (a fresh installation).
 */
export async function prepareDatabase(db: Db, config: Config, sqlitePath: string): Promise<{ fresh: boolean }> {
  return withStartupLock(db, config.databaseUrl ? undefined : sqlitePath, async () => {
    await migrate(db);
    const fresh = !(await db.selectFrom('users').select('id').limit(1).executeTakeFirst());
    if (config.seed === 'demo') await seedDemo(db);
    else await seedAccessControl(db);
    // Checklist templates are reference data (no screen edits them): every installation needs them.
    await seedChecklists(db);
    await seedTreeChecklists(db);
    return { fresh };
  });
}
