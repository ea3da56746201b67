/**
 * The mall's public surface for other domains (the order centre lists mall orders through its registry, which the
 * mall fills itself in order-centre.ts).
 */
export { MALL_TARGET } from './checkout.service';
export { cancelOverdue, receiveOverdue, saleState } from './orders.service';
