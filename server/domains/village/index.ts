/** The village domain (villages, their corrections, log and articles): nothing is used by other domains yet. */
export {};
