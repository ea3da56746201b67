/**
 * Member cards: a user's public profile beside the clan member he is (or the member asked for). Apart from
 * contract/accounts.ts because the reply carries a clan member record: the accounts contract is on the client's first
 * load and the clan-members contract is not (`npm run bench -- bundle`).
 */
import { z } from 'zod';
import { call, id } from './common/index';
import { PublicProfile } from './accounts';
import { ClanMemberRecord } from './clan-members';

const userOrMemberReply = z.object({
  user: PublicProfile.nullable(),
  /**
   * The clan member: the one asked for by memberId, or (with projectId) the member the user is bound to as 本人.
   * Null when there is none. Living members' dates are hidden from readers who may not see them.
   */
  member: ClanMemberRecord.nullable(),
});

export const userOrMember = call({
  method: 'GET',
  path: '/user/detail/user-or-member',
  access: 'session',
  params: z.object({ userId: id('用户ID').optional(), memberId: id('族人ID').optional() }),
  reply: userOrMemberReply,
  summary: '用户或族人的资料卡',
});

export const userAndMember = call({
  method: 'GET',
  path: '/user/detail/user-and-member',
  access: 'session',
  params: z.object({ projectId: id('家族ID'), userId: id('用户ID').optional(), memberId: id('族人ID').optional() }),
  reply: userOrMemberReply,
  summary: '家族内用户与其绑定的族人资料',
});
