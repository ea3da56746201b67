/** A layout function for the worker's tests: `sampleBook` behind the pluggable layout signature. */
import type { BookModel } from '../page-model';
import { sampleBook, sampleMembers } from './sample-book';

export function layoutSample(input: { members: number; binding: 'thread' | 'hardcover' }, onProgress?: (pct: number) => void): BookModel {
  onProgress?.(50);
  const book = sampleBook({ binding: input.binding, members: sampleMembers(input.members) });
  onProgress?.(100);
  return book;
}
