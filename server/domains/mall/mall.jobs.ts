/**
 * The mall's sweeps (server/jobs/): every minute unpaid orders older than 30 minutes are cancelled (stock and coupon
 * back, payment closed — money arriving later is refunded); every hour orders shipped over 7 days ago are received.
 */
import { defineJob } from '../../jobs/index';
import { cancelOverdue, receiveOverdue } from './orders.service';

export const mallTimeoutJob = defineJob<Record<string, never>>({
  name: 'mall-order-timeout',
  schedule: '* * * * *',
  retryLimit: 1,
  async run({ deps }) {
    const cancelled = await cancelOverdue(deps);
    if (cancelled) deps.log.info({ cancelled }, 'mall orders cancelled (unpaid for 30 minutes)');
    return { cancelled };
  },
});

export const mallReceiveJob = defineJob<Record<string, never>>({
  name: 'mall-order-receive',
  schedule: '7 * * * *',
  retryLimit: 1,
  async run({ deps }) {
    const received = await receiveOverdue(deps);
    if (received) deps.log.info({ received }, 'mall orders received automatically (7 days after shipping)');
    return { received };
  },
});
