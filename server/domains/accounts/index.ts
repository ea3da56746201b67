/**
 * The accounts domain's API for other domains: user levels (project limits), phone masking, password hashing,
 * and sessions. Users, sessions and login codes are written only here.
 */
export { LEVELS, maskPhone } from './accounts.views';
export { hashPassword, verifyPassword } from './passwords';
export { startSession, findOrCreateByPhone } from './accounts.service';
export {
  userLevel, addExtraProjects, displayNames, activeUserIdByPhone, phoneOf, lockUser, type UserName,
  setUserFirstName,
} from './users.service';
export { attemptGate, attemptFailed, attemptSucceeded, guardedCode, type Attempt } from './attempts';
