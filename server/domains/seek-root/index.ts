/**
 * The seek-roots domain (posts, replies, matching): nothing is used by other domains. Its jobs are listed in
 * server/domains/index.ts; `refreshIndex` / `rankClans` are exported for the matching benchmark.
 */
export { seekRootMatchJob, seekRootSweepJob } from './seek-root.jobs';
export { refreshIndex, rankClans, matchPost } from './seek-root-match.service';
