/** 家族公告: nothing for other domains yet (the routes are registered in server/domains/index.ts). */
export {};
