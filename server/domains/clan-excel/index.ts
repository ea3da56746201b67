/** Excel import and export of a clan's members: other domains need nothing from it. */
export {};
