/** The naming domain (起名 requests, paid through payments): other domains need nothing from it. */
export {};
