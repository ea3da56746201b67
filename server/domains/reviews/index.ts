/** Reviews (corrections and binds) for other domains: `boundMemberOf` — which member a user is (本人) in a project. */
export { boundMemberOf } from './binds.service';
