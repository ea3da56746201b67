/** The entitlements expiry sweep (server/jobs/): every 10 minutes, ended grants are marked expired (VIP-only items come off). */
import { defineJob } from '../../jobs/index';
import { expireEntitlements } from './entitlements.service';

export const entitlementsExpiryJob = defineJob<Record<string, never>>({
  name: 'entitlements-expire',
  schedule: '*/10 * * * *',
  retryLimit: 1,
  async run({ deps }) {
    const expired = await expireEntitlements(deps);
    if (expired) deps.log.info({ expired }, 'entitlements expired');
    return { expired };
  },
});
