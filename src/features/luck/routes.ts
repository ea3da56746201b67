/** The luck routes that have a built screen (their lazy components: ./screens.tsx). */
export const LUCK_ROUTES = ['/luck/index', '/luck/almanac/index', '/luck/cm-detail', '/luck/qm-detail'] as const;
