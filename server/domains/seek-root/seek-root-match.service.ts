/**
 * Matching (issue #22 part 2): the per-clan index, one post's matches, and serving them.
 * - `refreshIndex(deps)`: re-indexes every clan whose index row is missing or stale (seek_root_clans: surname, 堂号,
 *   place, privacy, poems as character strings, the median birth year of each 世) and answers the surnames touched.
 * - `matchPost(deps, postId)`: the post's surname picks the public clans of that surname from the index (one index
 *   scan), each is scored (seek-root.match.ts scoreClan), the best ten are kept with their candidate members (looked up
 *   by name at the 世 the 字辈 or the seeker's age gives, deceased and public only), stored at once, and the admins of a
 *   newly matched clan are told through the message centre.
 * - `recommend(ctx, {id})`: the stored matches, their clans and members checked again against today's privacy.
 */
import type { Reply } from '@contract/common/index';
import type * as c from '@contract/seek-root';
import { generationLabel, poemChars, type ZibeiPoem } from '../../../model/generations';
import type { Ctx } from '../../http/context';
import type { Tx } from '../../db/client';
import type { JobDeps } from '../../jobs/index';
import { publishMessage } from '../messages/index';
import * as repo from './seek-root.repo';
import { givenName, MAX_MATCHES, MIN_SCORE, scoreClan, type ClanEntry, type ClanScore, type SeekQuery } from './seek-root.match';

type Deps = Pick<JobDeps, 'db' | 'adapters' | 'hub'>;

const BATCH = 500;

/** Re-index stale clans; answers the surnames whose clans changed (before and after). */
export async function refreshIndex(deps: Pick<Deps, 'db' | 'adapters'>): Promise<{ clans: number; surnames: string[] }> {
  const surnames = new Set<string>();
  let total = 0;
  for (;;) {
    const stale = await repo.staleClans(deps.db, BATCH);
    if (!stale.length) break;
    const ids = stale.map((s) => s.id);
    const [sources, years] = await Promise.all([repo.clanSources(deps.db, ids), repo.generationYears(deps.db, ids)]);
    const byClan = new Map<number, Record<string, number>>();
    for (const y of years) {
      const m = byClan.get(y.clan_id) ?? {};
      m[String(y.generation)] = Number(y.year);
      byClan.set(y.clan_id, m);
    }
    const now = deps.adapters.clock.now();
    const rows = sources.map((s) => ({
      projectId: s.project_id, clanId: s.id, surname: s.surname, name: s.name, hall: s.hall, area: s.area, public: s.public,
      poems: (s.poems ?? []).map((p) => ({ chars: poemChars(p as ZibeiPoem).join(''), start: p.startGeneration, repeat: p.mode === '转宗' }))
        .filter((p) => p.chars.length > 0),
      genYears: byClan.get(s.id) ?? {}, clanVersion: s.version, clanUpdatedAt: new Date(s.updated_at), indexedAt: now,
    }));
    const before = await deps.db.transaction(async (tx) => {
      const old = await repo.indexedSurnames(tx, ids);
      await repo.upsertClanIndex(tx, rows);
      return old;
    });
    for (const s of before) surnames.add(s);
    for (const r of rows) surnames.add(r.surname);
    total += rows.length;
    if (stale.length < BATCH) break;
  }
  surnames.delete('');
  return { clans: total, surnames: [...surnames] };
}

export function queryOf(p: repo.PostRow): SeekQuery {
  return {
    surname: p.firstName, hall: p.hall, junwang: p.junwang, areaNames: p.areaName.split(/\s+/u).filter(Boolean), village: p.village,
    zibei: [...p.zibei], zibeiLast: p.zibeiLast, birthYear: p.birthYear,
  };
}

interface Candidate { clan: ClanEntry; score: number; reasons: string[]; genFrom: number | null; genTo: number | null; members: NonNullable<repo.MatchInsert['members']> }

/** Scores every public clan of the surname; the best ones with their candidate members (pure reads). */
export async function rankClans(db: Tx, post: repo.PostRow): Promise<Candidate[]> {
  const q = queryOf(post);
  const clans = await repo.publicClansOf(db, post.firstName);
  const scored = clans.map((clan) => ({ clan, s: scoreClan(q, clan) })).sort((a, b) => b.s.score - a.s.score || a.clan.clanId - b.clan.clanId);
  // members are looked up for a few more clans than shown: a name found may lift one into the list
  const pool = scored.filter((x) => x.s.score + 40 >= MIN_SCORE).slice(0, MAX_MATCHES * 2);
  const wanted: { relation: string; name: string; up: number; pts: number }[] = [
    { relation: '父亲', name: post.father, up: 1, pts: 10 },
    { relation: '祖父', name: post.grandfather, up: 2, pts: 20 },
    { relation: '曾祖父', name: post.greatGrandfather, up: 3, pts: 10 },
  ].filter((w) => w.name);
  // the 世 each relation is looked for at, per clan: exactly from the 字辈, ±1 from the age
  const gensOf = (s: ClanScore, up: number) => (s.selfGen === null ? [] : s.selfBy === 'zibei' ? [s.selfGen - up] : [s.selfGen - up - 1, s.selfGen - up, s.selfGen - up + 1]);
  const allGens = [...new Set(pool.flatMap(({ s }) => wanted.flatMap((w) => gensOf(s, w.up))))];
  const allNames = [...new Set(wanted.flatMap((w) => [w.name, givenName(w.name, post.firstName)]))];
  const found = await repo.deceasedNamed(db, pool.filter(({ s }) => s.selfGen !== null).map(({ clan }) => clan), allGens, allNames);
  const out: Candidate[] = [];
  for (const { clan, s } of pool) {
    let score = s.score;
    const reasons = [...s.reasons];
    const members: Candidate['members'] = [];
    if (s.selfGen !== null) {
      for (const w of wanted) {
        const gens = gensOf(s, w.up);
        const names = [w.name, givenName(w.name, clan.surname)];
        const hits = found.filter((m) => m.clan_id === clan.clanId && m.project_id === clan.projectId && gens.includes(m.generation)
          && (names.includes(m.name) || names.includes(m.full_name)));
        if (!hits.length) continue;
        score += s.selfBy === 'zibei' ? w.pts : Math.round(w.pts / 2);
        for (const m of hits.slice(0, 3)) {
          members.push({ id: m.id, name: m.full_name || `${m.surname}${m.name ?? ''}`, generation: m.generation, relation: w.relation });
        }
        reasons.push(`${w.relation} ${w.name} 见于 ${clan.name} ${[...new Set(hits.map((m) => `第${m.generation}世`))].join('、')}`);
      }
    } else if (post.grandfather) {
      reasons.push('未能推算世次，未查找祖父');
    }
    if (score >= MIN_SCORE) out.push({ clan, score, reasons, genFrom: s.genFrom, genTo: s.genTo, members });
  }
  out.sort((a, b) => b.score - a.score || a.clan.clanId - b.clan.clanId);
  return out.slice(0, MAX_MATCHES);
}

/** The job's work for one post: refresh the index, rank, store, tell the newly matched clans' admins. */
export async function matchPost(deps: Deps, postId: number): Promise<{ matches: number; notified: number }> {
  const post = await repo.locatePost(deps.db, postId);
  if (!post) return { matches: 0, notified: 0 };
  const now = deps.adapters.clock.now();
  if (post.status === 'deleted' || post.blocked) {
    await deps.db.transaction(async (tx) => repo.replaceMatches(tx, post.id, [], now));
    return { matches: 0, notified: 0 };
  }
  await refreshIndex(deps);
  const ranked = await rankClans(deps.db, post);
  const told = await repo.notifiedOf(deps.db, post.id);
  // a message's publisher wants a request context for its live count: the job has the hub
  const msgCtx = { adapters: deps.adapters, req: { server: { hub: deps.hub } } } as unknown as Pick<Ctx, 'adapters' | 'req'>;
  let notified = 0;
  await deps.db.transaction(async (tx) => {
    const rows: repo.MatchInsert[] = [];
    for (const [i, m] of ranked.entries()) {
      const key = `${m.clan.projectId}:${m.clan.clanId}`;
      let wasTold = told.has(key);
      if (!wasTold) {
        for (const userId of await repo.managerIds(tx, m.clan.projectId)) {
          if (userId === post.userId) continue;
          await publishMessage(msgCtx, tx, {
            userId, kind: 'project', title: `寻根匹配：有人可能是「${m.clan.name}」的宗亲`,
            content: `${post.firstName}姓寻根「${post.title || post.zibei || post.areaName}」：${m.reasons.slice(0, 3).join('；')}。可到寻根详情答复。`,
            link: `/seekroot/details?id=${post.id}`, projectId: m.clan.projectId,
          });
          notified++;
        }
        wasTold = true;
      }
      rows.push({
        postId: post.id, projectId: m.clan.projectId, clanId: m.clan.clanId, rank: i + 1, score: m.score, reasons: m.reasons,
        genFrom: m.genFrom, genTo: m.genTo, members: m.members, notified: wasTold, createdAt: now,
      });
    }
    await repo.replaceMatches(tx, post.id, rows, now);
  });
  return { matches: ranked.length, notified };
}

/** GET /seekRoot/recommend */
export async function recommend(ctx: Ctx, post: repo.PostRow): Promise<Reply<typeof c.seekRootRecommend>> {
  const rows = await repo.publicMatches(ctx.db, post.id);
  const showable = await repo.stillShowable(ctx.db, rows.flatMap((r) => r.members.map((m) => ({ projectId: r.project_id, id: m.id }))));
  return {
    state: post.matchState === 'done' ? 'done' : 'pending',
    matchedAt: post.matchedAt ? post.matchedAt.toISOString() : null,
    list: rows.map((r, i) => ({
      projectId: r.project_id, clanId: r.clan_id, clanName: r.name, surname: r.surname, hall: r.hall, area: r.area, rank: i + 1,
      score: r.score, reasons: r.reasons, genFrom: r.gen_from, genTo: r.gen_to,
      members: r.members.filter((m) => showable.has(`${r.project_id}:${m.id}`))
        .map((m) => ({ ...m, generationLabel: generationLabel(m.generation) })),
    })),
  };
}
