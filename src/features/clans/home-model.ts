/**
 * The home (/pages/index/index) rules, pure: the create-family guide (spec §4 "Project list paging": it shows when
 * the first page with an empty search holds no non-example projects), the project limit (§4: 0 unlimited, no user
 * −1, else the level's limit + the extra count) and its message, and the lines of a project card.
 */
import type { ProjectItem, ProjectStats } from '@contract/projects';
import { ROLE_NAMES } from '@contract/projects';
import type { UserInfo } from '@contract/accounts';
import type { PageReply } from '@src/lib/query';

export const PAGE_SIZE = 20;

/** Show the guide: the first page of an empty search has loaded and holds only featured examples (or nothing). */
export function showCreateGuide(query: string, firstPage: PageReply<Pick<ProjectItem, 'isExample'>> | undefined): boolean {
  if (query.trim() !== '' || !firstPage) return false;
  return !firstPage.list.some((p) => !p.isExample);
}

/** spec §4: 0 = unlimited, −1 = no user, else level limit + extra count. */
export function projectLimit(user: Pick<UserInfo, 'id' | 'level' | 'extraProjectCount'> | null | undefined): number {
  if (!user || user.id === 1) return -1;
  if (user.level.projectLimit === 0) return 0;
  return user.level.projectLimit + user.extraProjectCount;
}

/** The line shown on the create form; `owned` = projects the user created. */
export function limitMessage(limit: number, owned: number): { text: string; blocked: boolean } {
  if (limit === -1) return { text: '请先登录后再创建家族', blocked: true };
  if (limit === 0) return { text: '您可创建的家族数量不限', blocked: false };
  const left = Math.max(0, limit - owned);
  if (left === 0) return { text: `您最多可创建${limit}个家族，已达上限；升级会员或购买家族数量后可继续创建`, blocked: true };
  return { text: `您最多可创建${limit}个家族，已创建${owned}个，还可创建${left}个`, blocked: false };
}

export const PRIVACY_NAMES: Record<ProjectItem['privacy'], string> = { public: '公开', password: '密码访问', members: '仅成员' };

/** The grey line under a project's name: 陈氏 · 广东梅州 · 3部族谱 · 2,041人 · 管理员. */
export function projectLine(p: ProjectItem): string {
  return [
    p.surname && `${p.surname}氏`,
    p.area,
    `${p.clanCount}部族谱`,
    `${p.memberCount.toLocaleString('zh-CN')}人`,
    p.role ? ROLE_NAMES[p.role] : '',
  ].filter(Boolean).join(' · ');
}

/** The four counts above the list. */
export function statItems(s: ProjectStats): { key: keyof ProjectStats; label: string; value: number }[] {
  return [
    { key: 'admin', label: '我管理的', value: s.admin },
    { key: 'manage', label: '我协管的', value: s.manage },
    { key: 'team', label: '我参与的', value: s.team },
    { key: 'bind', label: '已绑定', value: s.bind },
  ];
}

/** How many projects the user created (the limit counts these), from the loaded lists. */
export function ownedCount(lists: readonly (readonly Pick<ProjectItem, 'id' | 'isOwner'>[])[]): number {
  const ids = new Set<number>();
  for (const l of lists) for (const p of l) if (p.isOwner) ids.add(p.id);
  return ids.size;
}
