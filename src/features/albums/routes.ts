/** Clan album routes with a built screen (their lazy components: ./screens.tsx). */
export const ALBUM_ROUTES = ['/clan/album/index', '/clan/album/details', '/clan/album/settings', '/clan/album/upload', '/clan/album/slide', '/clan/activity/details'] as const;
