/** Clan albums: nothing for other domains (a deleted clan or project deletes its albums: hooks in albums.service.ts). */
export {};
