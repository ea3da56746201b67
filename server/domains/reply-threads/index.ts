/**
 * Reply threads shared by the content (评论) and seek-roots (线索) domains: the reply fields, answering, whom to tell,
 * a page of threads and likes. No tables or calls of its own: each domain keeps its replies in its own tables
 * (queries bound in its repo from `server/db/reply-threads.ts`).
 */
export { replyFields, answering, toTell, threadList, likeReply } from './reply-threads.service';
