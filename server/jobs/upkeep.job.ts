/** The database's own sweep (not a domain's): autovacuum's thresholds applied on embedded PGlite (server/db/upkeep.ts). */
import { upkeep } from '../db/upkeep';
import { defineJob } from './define';

export const dbUpkeepJob = defineJob<Record<string, never>>({
  name: 'db-upkeep',
  schedule: '*/5 * * * *',
  retryLimit: 1,
  async run({ deps }) {
    const done = await upkeep(deps.db, deps.dbKind);
    if (done.analyzed.length || done.vacuumed.length) deps.log.info(done, 'db upkeep');
    return done;
  },
});
