/**
 * Server state of the projects (族谱项目, contract/projects.ts) and clans (contract/clans.ts) as the clan screens
 * use them: the writes with exactly what they make stale, 收藏 with instant feedback, visits recorded quietly.
 * The user's own family (家庭): family.queries.ts.
 */
import * as projects from '@contract/projects';
import * as clans from '@contract/clans';
import { mutation, patch } from '@src/lib/mutation';
import { queryClient, queryKeyOf } from '@src/lib/query';

const quiet = { silent: true, loading: false } as const;

/** 收藏 a project: the star flips at once on its page and in the lists; the favourite lists reload. */
export const favoriteProject = mutation(projects.favorite, {
  optimistic: (p) => {
    const favorite = !!p.favorite;
    return [
      { target: [projects.detail, { id: p.id }], update: patch.fields({ favorite }) },
      { target: projects.listAll, update: patch.items<{ id: number; favorite: boolean }>((x) => x.id === p.id, (x) => ({ ...x, favorite })) },
    ];
  },
  invalidates: () => [projects.groups, projects.favoriteList],
});

/** A visit, recorded quietly (浏览历史). */
export const recordProjectVisit = mutation(projects.addHistory, { call: quiet, invalidates: () => [projects.historyList] });
export const recordClanVisit = mutation(clans.historySave, { call: quiet, invalidates: () => [clans.historyList] });

/** A new project: it appears in my lists, and my remaining quota changes. */
export const createProject = mutation(projects.addOrEdit, {
  call: { silent: true },
  invalidates: () => [projects.listAll, projects.groups, projects.limit, clans.listMy],
});

/** spec §4: a refresh of the project list goes back to page 1 with an empty list (reset, not refetched page by page). */
export const resetProjectList = () => queryClient.resetQueries({ queryKey: queryKeyOf(projects.listAll) });

/** /project/sort: the order of my families on the home screen. */
export const sortProjects = mutation(projects.sort, { invalidates: () => [projects.groups, projects.listAll] });
