/**
 * The vip domain's API for other domains (contract/vip.ts): memberships sold through the payments core — VIP plans,
 * project editions, avatars and frames. What they grant lives in the entitlements domain (`can`, `limitOf`).
 * - `dressOf(db, userIds)`: what users wear (avatar, frame), for lists that show avatars.
 */
export { dressOf } from './avatars.service';
