/**
 * The accounts domain's scheduled sweep (server/jobs/): every 10 minutes, delete what is over a day old and of no
 * more use — used or expired SMS codes, captchas and QR logins, and guest sessions after a day without use (a
 * guest's client gets a new guest token on its next 401). Expired or revoked sessions go too, and request counters
 * whose window has ended.
 */
import { defineJob } from '../../jobs/index';
import * as repo from './accounts-sweep.repo';
import { deleteEnded as deleteEndedCounters } from '../../http/rate-limits.repo';

const DAY_MS = 86_400_000;

export const accountsSweepJob = defineJob<Record<string, never>>({
  name: 'accounts-sweep',
  schedule: '*/10 * * * *',
  retryLimit: 1,
  async run({ deps }) {
    const now = deps.adapters.clock.now();
    const dayAgo = new Date(now.getTime() - DAY_MS);
    const r = {
      smsCodes: await repo.deleteOldSmsCodes(deps.db, dayAgo, now),
      captchas: await repo.deleteOldCaptchas(deps.db, dayAgo),
      qrLogins: await repo.deleteOldQrLogins(deps.db, dayAgo, now),
      sessions: await repo.deleteOldSessions(deps.db, dayAgo, now),
      rateCounters: await deleteEndedCounters(deps.db, now),
    };
    if (Object.values(r).some(Boolean)) deps.log.info(r, 'accounts sweep');
    return r;
  },
});
