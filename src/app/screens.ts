/**
 * Which routes have a built screen (node-safe: the route table, the coverage script and the tests import it).
 * A route of the table without one shows the 即将开放 page. Each feature lists its paths in
 * src/features/<domain>/routes.ts and their lazy components in screens.tsx (typed to the same list);
 * src/app/screen-components.tsx joins the components for the router.
 */
import { ACCOUNT_ROUTES } from '@src/features/accounts/routes';
import { PAYMENT_ROUTES } from '@src/features/payments/routes';
import { SYSTEM_ROUTES } from '@src/features/system/routes';
import { LUCK_ROUTES } from '@src/features/luck/routes';
import { TREE_ROUTES } from '@src/features/tree/routes';
import { CLAN_ADMIN_ROUTES } from '@src/features/clan-admin/routes';
import { CLAN_ROUTES } from '@src/features/clans/routes';
import { SACRIFICE_ROUTES } from '@src/features/sacrifice/routes';
import { BOOK_ROUTES } from '@src/features/book/routes';
import { CHAT_ROUTES } from '@src/features/chat/routes';
import { SOCIAL_ROUTES } from '@src/features/social/routes';
import { MESSAGE_ROUTES } from '@src/features/messages/routes';
import { MALL_ROUTES } from '@src/features/mall/routes';
import { ADDRESS_ROUTES } from '@src/features/addresses/routes';
import { COUPON_ROUTES } from '@src/features/coupons/routes';
import { ORDER_CENTRE_ROUTES } from '@src/features/order-centre/routes';
import { GROWTH_ROUTES } from '@src/features/growth/routes';
import { VIP_ROUTES } from '@src/features/vip/routes';
import { EBOOK_ROUTES } from '@src/features/ebook/routes';
import { CONTENT_ROUTES } from '@src/features/content/routes';
import { FIND_ROUTES } from '@src/features/find/routes';
import { SCHOOL_ROUTES } from '@src/features/school/routes';
import { COLLECT_ROUTES } from '@src/features/collect/routes';
import { ALBUM_ROUTES } from '@src/features/albums/routes';
import { VILLAGE_ROUTES } from '@src/features/village/routes';
import { SEEKROOT_ROUTES } from '@src/features/seekroot/routes';
import { CPG_ROUTES } from '@src/features/cpg/routes';
import { SURNAME_ROUTES } from '@src/features/surname/routes';
import { HELP_ROUTES } from '@src/features/help/routes';
import { OLDREG_ROUTES } from '@src/features/oldreg/routes';

/** One feature per line (merges stay simple). */
const FEATURE_ROUTES: readonly (readonly string[])[] = [
  SYSTEM_ROUTES,
  ACCOUNT_ROUTES,
  PAYMENT_ROUTES,
  LUCK_ROUTES,
  TREE_ROUTES,
  CLAN_ADMIN_ROUTES,
  CLAN_ROUTES,
  SACRIFICE_ROUTES,
  BOOK_ROUTES,
  CHAT_ROUTES,
  SOCIAL_ROUTES,
  MESSAGE_ROUTES,
  MALL_ROUTES,
  ADDRESS_ROUTES,
  COUPON_ROUTES,
  ORDER_CENTRE_ROUTES,
  GROWTH_ROUTES,
  VIP_ROUTES,
  EBOOK_ROUTES,
  CONTENT_ROUTES,
  FIND_ROUTES,
  SCHOOL_ROUTES,
  COLLECT_ROUTES,
  ALBUM_ROUTES,
  VILLAGE_ROUTES,
  SEEKROOT_ROUTES,
  CPG_ROUTES,
  SURNAME_ROUTES,
  HELP_ROUTES,
  OLDREG_ROUTES,
];

export const SCREEN_PATHS: ReadonlySet<string> = new Set<string>(FEATURE_ROUTES.flat());
