/** What other features use of payments: the round trip, the recharge sheet, and the balance (payments.queries.ts). */
export { beginPayment, payPath, returnPath, type PayResult, type PayReturn } from './pay-flow';
export { ChargeSheet } from './components/ChargeSheet';
export { useBalance, confirmPayment } from './payments.queries';
