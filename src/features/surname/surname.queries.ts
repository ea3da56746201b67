/** Server state of the surname library (contract/surname.ts): reads through useApiQuery/useApiInfinite, writes here. */
import * as c from '@contract/surname';
import { mutation } from '@src/lib/mutation';

const CONTENT = () => [c.surnameContent, c.newsGet, c.surnameArticles, c.surnameCelebrities, c.newsList];
const COMMENTS = () => [c.surnameComments];

export const setMySurname = mutation(c.surnameSetMine, { invalidates: () => [c.surnameGuide, c.surnameInfo, c.surnameMemberInfo, c.surnameTopList] });
export const likeContent = mutation(c.surnameContentLike, { invalidates: CONTENT });
export const shareContent = mutation(c.surnameContentShare, { invalidates: CONTENT });
export const viewContent = mutation(c.surnameContentHistory, { call: { loading: false, silent: true } });
export const addComment = mutation(c.surnameCommentAdd, { invalidates: COMMENTS });
export const likeComment = mutation(c.surnameCommentLike, { invalidates: COMMENTS });
export const dislikeComment = mutation(c.surnameCommentDislike, { invalidates: COMMENTS });
export const deleteComment = mutation(c.surnameCommentDelete, { invalidates: COMMENTS });

export const opsSaveContent = mutation(c.opsSurnameContentSave, { invalidates: () => [c.opsSurnameContents, ...CONTENT()] });
export const opsDeleteContent = mutation(c.opsSurnameContentDelete, { invalidates: () => [c.opsSurnameContents, ...CONTENT()] });
