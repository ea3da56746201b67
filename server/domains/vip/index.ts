/**
 * The vip domain's API for other domains (contract/vip.ts): memberships sold through the payments core — VIP plans,
 * project editions, avatars and frames. What they grant lives in the entitlements domain (`can`, `limitOf`).
 * - `dressOf(db, userIds)`: what users wear (avatar, frame), for lists that show avatars.
 * - `vipSaleState(db, orderId)`: a paid order's state (agent commissions wait for its refund window).
 */
export { dressOf } from './avatars.service';
export { vipSaleState } from './vip-orders.service';
