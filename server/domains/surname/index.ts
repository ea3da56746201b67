/** The surname library (contract/surname.ts): other domains need nothing from it yet. */
export {};
