/**
 * The growth domain's sweeps (server/jobs/): every 10 minutes expired red packets return what is left to their
 * senders; monthly (the 2nd, 01:00 China time) held agent commissions past their hold are settled.
 */
import { defineJob } from '../../jobs/index';
import { returnExpired } from './hongbao.service';
import { settleCommissions } from './agent.service';

export const hongbaoReturnJob = defineJob<Record<string, never>>({
  name: 'growth-hongbao-return',
  schedule: '*/10 * * * *',
  retryLimit: 1,
  async run({ deps }) {
    const returned = await returnExpired(deps);
    if (returned) deps.log.info({ returned }, 'red packets returned');
    return { returned };
  },
});

export const commissionSettleJob = defineJob<Record<string, never>>({
  name: 'growth-commission-settle',
  schedule: '0 17 1 * *',
  retryLimit: 2,
  async run({ deps }) {
    const r = await settleCommissions(deps);
    deps.log.info(r, 'agent commissions settled');
    return r;
  },
});
