/**
 * Roles and permissions of a project: other domains check permissions through the projects domain's access
 * (requireProjectRole with a permission key), which reads the role rows this domain writes.
 */
export {};
