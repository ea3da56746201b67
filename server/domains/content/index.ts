/** The content domain (posts, articles, replies, moderation): nothing is used by other domains yet. */
export {};
