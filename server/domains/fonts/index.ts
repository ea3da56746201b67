/** The fonts domain (a project's Noto Serif SC subset): other domains need nothing from it. */
export {};
