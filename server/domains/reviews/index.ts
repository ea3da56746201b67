/**
 * Reviews (corrections and binds) for other domains: `boundMemberOf` — which member a user is (本人) in a project;
 * `bindInviteInfo` / `acceptBindInvite` — the invite landing (collect's /invite/open and /invite/accept).
 */
export { boundMemberOf, bindInviteInfo, acceptBindInvite } from './binds.service';
