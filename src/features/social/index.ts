/** The people feature for other features: the personal page's reads and its setting (accounts' /mine/person/index). */
export { personQueries, setPersonClans } from './social.queries';
/** 关注 / 加好友 on someone's personal page. */
export { applyFriend, toggleFollow } from './social.queries';
