/** The social domain (people, follows, friends, privacy): 关注 for the content domain (/content/follow/:id). */
export { attention as toggleFollow } from './friends.service';
