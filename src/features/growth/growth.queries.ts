/** Server state of growth (contract/growth.ts): sign-in, tasks, ledgers, points shop, red packets, withdrawals, levels. */
import * as g from '@contract/growth';
import * as pay from '@contract/payments';
import { mutation } from '@src/lib/mutation';
import { callQuery } from '@src/lib/query';

export const growthQueries = {
  currency: () => callQuery(g.currency, {}),
  signData: () => callQuery(g.signData, {}),
  signList: (month: string) => callQuery(g.signList, { month }),
  tasks: () => callQuery(g.taskList, {}),
  levels: () => callQuery(g.growLevelList, {}),
  withdrawMonth: (month?: string) => callQuery(g.withdrawMonth, { month }),
  hongbao: (id: number) => callQuery(g.hongbaoDetail, { id }),
  agentHome: () => callQuery(g.agentHome, {}),
  agentMonth: (month?: string) => callQuery(g.agentSettlementMonth, { month }),
};

const BALANCES = () => [g.currency, g.currencyLog, g.memberPointLog, g.signData, g.taskList, g.growLevelList, g.mineStatistics, pay.clanBalanceLog, pay.clanBalanceGet];

export const signToday = mutation(g.sign, { invalidates: () => [...BALANCES(), g.signList, g.signLog] });
export const signMakeup = mutation(g.signIn, { invalidates: () => [...BALANCES(), g.signList, g.signInLog] });
export const drawTask = mutation(g.taskDraw, { invalidates: BALANCES });
export const executeTask = mutation(g.taskExecute, { invalidates: () => [g.taskList] });
export const exchangePoints = mutation(g.pointProductExchange, { invalidates: () => [...BALANCES(), g.pointProductList] });
export const sendHongbao = mutation(g.hongbaoSend, { invalidates: () => [...BALANCES(), g.hongbaoList] });
export const grabHongbao = mutation(g.hongbaoReceive, { invalidates: (_r, p) => [g.hongbaoList, [g.hongbaoDetail, { id: p.id }]] });
export const exchangeHongbao = mutation(g.hongbaoExchange, { invalidates: (_r, p) => [...BALANCES(), g.hongbaoList, [g.hongbaoDetail, { id: p.id }]] });
export const addWithdrawal = mutation(g.withdrawAdd, { invalidates: () => [...BALANCES(), g.withdrawMonth] });
export const approveWithdrawal = mutation(g.opsWithdrawApprove, { invalidates: () => [g.opsWithdrawList] });
export const rejectWithdrawal = mutation(g.opsWithdrawReject, { invalidates: () => [g.opsWithdrawList] });
export const joinAgent = mutation(g.agentJoin, { invalidates: () => [g.agentHome, g.agentMembers, g.agentSettlementMonth] });
export const saveAgentImage = mutation(g.agentImageSave, { invalidates: () => [g.agentImages] });
export const deleteAgentImage = mutation(g.agentImageDelete, { invalidates: () => [g.agentImages] });
