/**
 * The personal page (/mine/person/index, issue #17 point 1): a user's profile and the families (projects) he chooses
 * to show — by default his public ones. A reader sees only the shown families he may read himself: a members-only
 * family never reaches someone outside it, a password family only a reader holding its grant, whatever the owner
 * chose (and a family made members-only after he chose it drops out at once).
 */
import type { ParsedParams, Reply } from '@contract/common/index';
import type * as c from '@contract/social';
import type { Ctx } from '../../http/context';
import { fail } from '../../http/errors';
import { projectAccess } from '../projects/index';
import * as repo from './social.repo';
import { toPerson } from './social.service';

const PRIVACY_NAMES: Record<string, string> = { public: '公开', password: '凭密码查看', members: '仅成员' };

/** The projects shown on his page: his choice (still his projects), else his public ones. */
function shownOf(own: repo.OwnProject[], chosen: number[] | null): repo.OwnProject[] {
  if (chosen === null) return own.filter((p) => p.privacy === 'public');
  const set = new Set(chosen);
  return own.filter((p) => set.has(p.id));
}

async function settingOf(ctx: Ctx<'user'>): Promise<Reply<typeof c.personClans>> {
  const [own, chosen] = await Promise.all([repo.projectsOf(ctx.db, ctx.user.id), repo.personProjectsOf(ctx.db, ctx.user.id)]);
  const shown = new Set(shownOf(own, chosen).map((p) => p.id));
  return {
    custom: chosen !== null,
    list: own.map((p) => ({
      projectId: p.id, name: p.name, surname: p.surname, privacy: p.privacy, privacyName: PRIVACY_NAMES[p.privacy] ?? p.privacy, shown: shown.has(p.id),
    })),
  };
}

/** GET /user/person/clans */
export const personClans = (ctx: Ctx<'user'>): Promise<Reply<typeof c.personClans>> => settingOf(ctx);

/** POST /user/person/clans */
export async function setPersonClans(ctx: Ctx<'user'>, p: ParsedParams<typeof c.personClansSet>): Promise<Reply<typeof c.personClansSet>> {
  const own = new Set((await repo.projectsOf(ctx.db, ctx.user.id)).map((x) => x.id));
  const ids = [...new Set(p.projectIds)];
  if (ids.some((id) => !own.has(id))) fail('只能展示你加入的家族');
  await repo.setPersonProjects(ctx.db, ctx.user.id, ids, ctx.adapters.clock.now());
  return settingOf(ctx);
}

/** GET /user/person/page */
export async function personPage(ctx: Ctx<'user'>, p: { id: number }): Promise<Reply<typeof c.personPage>> {
  const user = await repo.userBasics(ctx.db, p.id);
  if (!user || user.status !== 'active' || p.id === 1) fail('用户不存在');
  const [row] = await repo.people(ctx.db, ctx.user.id, [p.id]);
  const [own, chosen] = await Promise.all([repo.projectsOf(ctx.db, p.id), repo.personProjectsOf(ctx.db, p.id)]);
  const clans = [];
  for (const x of shownOf(own, chosen)) {
    // the reader's own right to read it, whatever the owner chose
    const a = await projectAccess(ctx, x.id).catch(() => null);
    if (a?.canRead) clans.push({ projectId: x.id, name: x.name, surname: x.surname, area: x.area });
  }
  const { following, fans, friends } = await repo.counts(ctx.db, p.id);
  return { person: toPerson(row!), clans, counts: { following, fans, friends }, mine: p.id === ctx.user.id };
}
