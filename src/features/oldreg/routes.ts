/** Old-register (旧谱) screens: the list and new record, one register (upload, reading, pages), the review. */
export const OLDREG_ROUTES = ['/clan/admin/oldreg', '/clan/admin/oldreg/detail', '/clan/admin/oldreg/review'] as const;
