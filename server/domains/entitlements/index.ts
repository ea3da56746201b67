/**
 * The entitlements domain's API (contract/vip.ts): the one place that says what a user or a project may do beyond the
 * free tier. It sits beside payments (below projects): projects asks it for member capacity and the project count;
 * the vip domain grants through it from its payment fulfillers.
 *
 *   await grant(tx, { userId }, { kind: 'vip', days: 30, source: paySource(outTradeNo), now, extend: true });
 *   await can(db, userId, 'projects', now);          // a VIP privilege
 *   await limitOf(db, { projectId }, 'members', now); // extra capacity beyond the free tier
 *
 * A refund of the granting payment revokes (payments' onRefund); the expiry job marks ended grants expired.
 */
export {
  grant, runOf, isVip, can, limitOf, ownedItems, holds, revoke, paySource, onEntitlementEnd, expireEntitlements,
  type Grant, type Subject, type EntitlementRow, type UserKind, type ProjectKind, type ExpiryHook,
} from './entitlements.service';
export { entitlementsExpiryJob } from './entitlements.jobs';
