/** The social domain (people, follows, friends, privacy): nothing is used by other domains yet. */
export {};
