/** Personal family trees (家庭): other domains need nothing from them; they read clans and members through their index.ts. */
export {};
