/** The payments domain's scheduled sweep (server/jobs/): every 10 minutes, pending payments over 2 hours old expire. */
import { defineJob } from '../../jobs/index';
import { expirePendingPayments } from './payments.service';

export const paymentsExpiryJob = defineJob<Record<string, never>>({
  name: 'payments-expire',
  schedule: '*/10 * * * *',
  retryLimit: 1,
  async run({ deps }) {
    const expired = await expirePendingPayments(deps);
    if (expired) deps.log.info({ expired }, 'payments expired');
    return { expired };
  },
});
