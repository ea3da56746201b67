import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { files } from '../../db/schema/index';

export type FileRow = typeof files.$inferSelect;

export async function insertFile(db: Tx, f: typeof files.$inferInsert): Promise<FileRow> {
  const [row] = await db.insert(files).values(f).returning();
  return row;
}

export async function fileById(db: Tx, id: number): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return row;
}

/** The stored files among `keys`, with their MIME types. */
export async function filesByKeys(db: Tx, keys: string[]): Promise<{ key: string; mime: string }[]> {
  return keys.length ? db.select({ key: files.key, mime: files.mime }).from(files).where(inArray(files.key, keys)) : [];
}
