/** The lazy screen components by path (DOM side of src/app/screens.ts). */
import type { Screen } from './shell/lazy-screen';
import { ACCOUNT_SCREENS } from '@src/features/accounts/screens';
import { PAYMENT_SCREENS } from '@src/features/payments/screens';
import { SYSTEM_SCREENS } from '@src/features/system/screens';
import { LUCK_SCREENS } from '@src/features/luck/screens';
import { TREE_SCREENS } from '@src/features/tree/screens';
import { CLAN_ADMIN_SCREENS } from '@src/features/clan-admin/screens';
import { CLAN_SCREENS } from '@src/features/clans/screens';
import { SACRIFICE_SCREENS } from '@src/features/sacrifice/screens';
import { BOOK_SCREENS } from '@src/features/book/screens';
import { CHAT_SCREENS } from '@src/features/chat/screens';
import { SOCIAL_SCREENS } from '@src/features/social/screens';
import { MESSAGE_SCREENS } from '@src/features/messages/screens';
import { MALL_SCREENS } from '@src/features/mall/screens';
import { ADDRESS_SCREENS } from '@src/features/addresses/screens';
import { COUPON_SCREENS } from '@src/features/coupons/screens';
import { GROWTH_SCREENS } from '@src/features/growth/screens';
import { ORDER_CENTRE_SCREENS } from '@src/features/order-centre/screens';
import { VIP_SCREENS } from '@src/features/vip/screens';
import { EBOOK_SCREENS } from '@src/features/ebook/screens';
import { CPG_SCREENS } from '@src/features/cpg/screens';
import { SURNAME_SCREENS } from '@src/features/surname/screens';
import { CONTENT_SCREENS } from '@src/features/content/screens';
import { FIND_SCREENS } from '@src/features/find/screens';
import { SCHOOL_SCREENS } from '@src/features/school/screens';
import { COLLECT_SCREENS } from '@src/features/collect/screens';
import { ALBUM_SCREENS } from '@src/features/albums/screens';
import { VILLAGE_SCREENS } from '@src/features/village/screens';
import { SEEKROOT_SCREENS } from '@src/features/seekroot/screens';
import { HELP_SCREENS } from '@src/features/help/screens';
import { OLDREG_SCREENS } from '@src/features/oldreg/screens';

export const SCREEN_COMPONENTS: Readonly<Record<string, Screen>> = {
  ...SYSTEM_SCREENS,
  ...ACCOUNT_SCREENS,
  ...PAYMENT_SCREENS,
  ...LUCK_SCREENS,
  ...TREE_SCREENS,
  ...CLAN_ADMIN_SCREENS,
  ...CLAN_SCREENS,
  ...SACRIFICE_SCREENS,
  ...BOOK_SCREENS,
  ...CHAT_SCREENS,
  ...SOCIAL_SCREENS,
  ...MESSAGE_SCREENS,
  ...MALL_SCREENS,
  ...ADDRESS_SCREENS,
  ...COUPON_SCREENS,
  ...GROWTH_SCREENS,
  ...ORDER_CENTRE_SCREENS,
  ...VIP_SCREENS,
  ...EBOOK_SCREENS,
  ...CONTENT_SCREENS,
  ...FIND_SCREENS,
  ...SCHOOL_SCREENS,
  ...COLLECT_SCREENS,
  ...ALBUM_SCREENS,
  ...VILLAGE_SCREENS,
  ...SEEKROOT_SCREENS,
  ...CPG_SCREENS,
  ...SURNAME_SCREENS,
  ...HELP_SCREENS,
  ...OLDREG_SCREENS,
};
