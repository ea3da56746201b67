/**
 * The seek-roots jobs (server/jobs/): `seek-root-match` computes one post's matches (sent when a post is added or
 * changed, and for the open posts of a surname whose clans changed); `seek-root-sweep` (every 5 minutes) re-indexes
 * the clans that changed since they were indexed and re-matches the open posts of their surnames.
 */
import { defineJob } from '../../jobs/index';
import { matchPost, refreshIndex } from './seek-root-match.service';
import * as repo from './seek-root.repo';

export const seekRootMatchJob = defineJob<{ postId: number }>({
  name: 'seek-root-match',
  concurrency: 1,
  retryLimit: 3,
  async run({ deps, data }) {
    return matchPost(deps, data.postId);
  },
});

export const seekRootSweepJob = defineJob<Record<string, never>>({
  name: 'seek-root-sweep',
  schedule: '*/5 * * * *',
  retryLimit: 1,
  async run({ deps }) {
    const { clans, surnames } = await refreshIndex(deps);
    const posts = await repo.openPostIds(deps.db, surnames);
    await repo.markPending(deps.db, posts);
    // the runtime is the process's: the sweep's deps carry no jobs API, so matching runs here, one post at a time
    for (const postId of posts) await matchPost(deps, postId);
    if (clans) deps.log.info({ clans, posts: posts.length }, 'seek-root clans re-indexed');
    return { clans, posts: posts.length };
  },
});
