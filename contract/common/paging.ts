import { z } from 'zod';

/** Paging params: pageIndex from 1, pageSize 20 by default (spec §3, §9). */
export const paging = {
  pageIndex: z.coerce.number().int().min(1).max(100000).default(1).describe('页码'),
  pageSize: z.coerce.number().int().min(1).max(100).default(20).describe('每页条数'),
};

/** A page of a list: `{ list, hasNext }`, plus extra fields such as `stats` where the spec says. */
export function page<T extends z.ZodType, E extends z.ZodRawShape = {}>(item: T, extra?: E) {
  return z.object({ list: z.array(item), hasNext: z.boolean(), ...(extra ?? ({} as E)) });
}

export interface Page<T> {
  list: T[];
  hasNext: boolean;
}

/** Turn `pageSize + 1` fetched rows into a page (fetch one extra row to know whether there is a next page). */
export function toPage<T>(rows: T[], pageSize: number): Page<T> {
  return { list: rows.slice(0, pageSize), hasNext: rows.length > pageSize };
}
