/**
 * The growth domain's public surface: it sits at the top (it listens to the events of accounts, clan-members,
 * sacrifice, social, mall and payments; no domain imports it). Its sweeps are in growth.jobs.ts.
 */
export { HONGBAO_TARGET, returnExpired } from './hongbao.service';
export { settleCommissions } from './agent.service';
export { currencyOf } from './currency.service';
