/** Reviews: corrections, binds, the operation log. Other domains import `boundMemberOf` from here. */
export { boundMemberOf } from './binds.service';
