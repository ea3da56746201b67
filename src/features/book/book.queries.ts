/**
 * Server state of the clan book (contract/book.ts: 谱文, e-books; contract/print.ts: samples, orders): the writes
 * with exactly what they make stale, the realtime job events written into the cached lists, and which clan/project
 * a book screen is about (`useBookIds`).
 */
import { useSearchParams } from 'react-router-dom';
import * as book from '@contract/book';
import * as print from '@contract/print';
import type { BookJobEvent } from '@contract/realtime';
import { currentProjectAtom, useAtomValue } from '@src/app/store';
import { mutation, patch } from '@src/lib/mutation';
import { getCallData, invalidate, setCallData } from '@src/lib/query';
import { applyJobEvent } from './job';

export const num = (v: string | null | undefined): number | null => (v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : null);

export function useBookIds() {
  const [params] = useSearchParams();
  const project = useAtomValue(currentProjectAtom);
  return {
    params,
    projectId: num(params.get('projectId')) ?? project.projectId,
    clanId: num(params.get('clanId')) ?? project.clanId,
    /** The screen's own id (?id=). */
    id: num(params.get('id')),
  };
}

// ——— realtime: a job event updates the cached sample list / status, or reloads it when it is not there ———
export function applyJobEventToList(projectId: number, e: BookJobEvent): void {
  const params = { projectId };
  const held = getCallData(print.sampleList, params);
  const sample = held?.list.find((s) => s.id === e.sampleId);
  const job = sample ? applyJobEvent(sample.job, e) : null;
  if (held && job) setCallData(print.sampleList, params, { ...held, list: held.list.map((s) => (s.id === e.sampleId ? { ...s, job } : s)) });
  else void invalidate([print.sampleList, params]);
}

export function applyJobEventToStatus(sampleId: number, e: BookJobEvent): void {
  const params = { id: sampleId };
  const held = getCallData(print.sampleStatus, params);
  const next = held ? applyJobEvent(held, e) : null;
  if (next) setCallData(print.sampleStatus, params, next);
  else void invalidate([print.sampleStatus, params]);
}

// ——— samples (清样) ———
export const createSample = mutation(print.sampleCreate, { invalidates: () => [print.sampleList] });
export const deleteSample = mutation(print.sampleDelete, { invalidates: (_r, p) => [print.sampleList, [print.samplePreview, { id: p.id }]] });
export const confirmSample = mutation(print.sampleConfirm, { invalidates: (_r, p) => [[print.samplePreview, { id: p.id }], print.sampleList] });
export const publishSample = mutation(print.samplePublish, { invalidates: (_r, p) => [print.sampleList, [print.samplePreview, { id: p.id }], book.bookList] });

// ——— print orders ———
const orderTargets = (id: number) => [[print.orderGet, { id }] as const, print.orderList, print.orderHome];
export const createOrder = mutation(print.orderCreate, { invalidates: () => [print.orderList, print.orderHome] });
export const startOrderPayment = mutation(print.orderPaymentCreate);
export const confirmOrderPayment = mutation(print.orderPaymentConfirm, { invalidates: () => [print.orderGet, print.orderList, print.orderHome] });
export const cancelOrder = mutation(print.orderCancel, { invalidates: (_r, p) => orderTargets(p.id) });
export const completeOrder = mutation(print.orderComplete, { invalidates: (_r, p) => orderTargets(p.id) });

// ——— 谱文 and their catalogue ———
export const addCatalog = mutation(book.catalogAdd, { invalidates: () => [book.catalogList] });
export const deleteCatalog = mutation(book.catalogDelete, { invalidates: () => [book.catalogList, book.pwList] });
export const savePw = mutation(book.pwSave, { invalidates: (r) => [book.pwList, [book.pwGet, { id: r.id }], book.catalogList] });
export const sortPw = mutation(book.pwSort, { invalidates: () => [book.pwList] });
export const deletePw = mutation(book.pwDelete, { invalidates: (_r, p) => [book.pwList, [book.pwGet, { id: p.id }]] });
export const addArticle = mutation(book.articleAdd, { invalidates: () => [book.articleChapters] });
export const editArticle = mutation(book.articleEdit, { invalidates: (_r, p) => [book.articleChapters, [book.articleGet, { id: p.id }]] });
export const deleteArticle = mutation(book.articleDelete, { invalidates: (_r, p) => [book.articleChapters, [book.articleGet, { id: p.id }]] });

// ——— e-books ———
export const shareBook = mutation(book.bookShare);
/** 加入书架 / 移出书架: the button flips at once. */
const shelfFlag = (onShelf: boolean) => (p: { bookId: number }) => [
  { target: [book.bookGet, { id: p.bookId }] as const, update: patch.fields({ onShelf }) },
];
export const addToShelf = mutation(book.shelfAdd, { optimistic: shelfFlag(true), invalidates: () => [book.shelfList] });
export const removeFromShelf = mutation(book.shelfDelete, { optimistic: shelfFlag(false), invalidates: () => [book.shelfList] });
/** 评分: my stars show at once; the average comes back with the reply. */
export const rateBook = mutation(book.scoreAdd, {
  optimistic: (p) => [{ target: [book.bookGet, { id: p.bookId }], update: patch.fields({ myScore: p.score }) }],
  onData: (r, p) => setCallData(book.bookGet, { id: p.bookId }, (old) => (old ? { ...old, ...r } : old)),
  invalidates: () => [book.bookList],
});
