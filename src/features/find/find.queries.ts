/** Server state of 发现 (contract/find.ts): courses, videos, marks, comments and the service sign-up. */
import * as f from '@contract/find';
import { mutation } from '@src/lib/mutation';

const ONE = (id: number) => [[f.findGet, { id }], f.findList, f.findV2List] as const;
export const findLike = mutation(f.findLike, { invalidates: (_r, p) => [...ONE(p.id)] });
export const findCollect = mutation(f.findCollect, { invalidates: (_r, p) => [...ONE(p.id), f.findCollectList] });
export const findShare = mutation(f.findShare, { invalidates: (_r, p) => [...ONE(p.id)] });
export const findCommentAdd = mutation(f.findCommentAdd, { invalidates: (_r, p) => [...ONE(p.id), f.findComments] });
export const findCommentLike = mutation(f.findCommentLike, { invalidates: () => [f.findComments] });
export const findOrderEdit = mutation(f.findOrderEdit);
