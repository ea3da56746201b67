/**
 * 找到我 (pure, Node-tested): what the button does with the member the user is bound to as 本人 in the project
 * (GET /user/detail/user-and-member {projectId, userId} → `member`, or null), and the link that claims one
 * (/clan/bind?id=<memberId>&name=…, reviewed by the clan's admin).
 */

/** The few fields of the bound member (contract ClanMemberRecord) this needs. */
export interface BoundMember {
  id: number;
  clanId: number;
  displayName: string;
}

export type FindMe =
  /** Fly to this pack index. */
  | { kind: 'fly'; index: number }
  /** Bound in another clan book of the project: open that clan's tree at him. */
  | { kind: 'other-clan'; hint: string; path: string }
  /** Bound here but not in the loaded pack (removed since, or hidden to this reader). */
  | { kind: 'missing'; hint: string }
  /** Not bound: explain how to claim a member. */
  | { kind: 'unbound'; hint: string };

export const UNBOUND_HINT = '您还没有绑定族谱中的本人。请先搜索或点选您自己，再点「认领为本人」提交绑定申请，管理员审核后即可一键找到自己。';

export function findMe(member: BoundMember | null, clanId: number, indexById: ReadonlyMap<number, number>): FindMe {
  if (!member) return { kind: 'unbound', hint: UNBOUND_HINT };
  if (member.clanId !== clanId) {
    return {
      kind: 'other-clan',
      hint: `您绑定的本人「${member.displayName}」在本家族的另一部族谱中`,
      path: `/clan/tree/index?clanId=${member.clanId}&memberId=${member.id}`,
    };
  }
  const index = indexById.get(member.id);
  if (index === undefined) return { kind: 'missing', hint: `您绑定的本人「${member.displayName}」不在当前世系图中，请刷新后再试` };
  return { kind: 'fly', index };
}

/** The claim link for a member (the bind screen asks 本人 or a relative, with a note). */
export function bindPath(memberId: number, name: string): string {
  return `/clan/bind?id=${memberId}&name=${encodeURIComponent(name)}`;
}
