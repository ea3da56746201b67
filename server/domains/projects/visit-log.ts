/**
 * Visits counted in memory and written together (issue #25): every read of a project (clan detail, the tree pack…)
 * counts a view, and one upsert per read made a write of every read. On the embedded database the same row updated
 * 500 times a second grew its page's dead versions and the WAL: /clan/detail's p99 was 35–47 ms with it, 19 ms
 * without. Here a read adds to a count in memory; the counts are written in ONE statement a second later (and
 * before any read of the visits, and when the app closes), so the visitor list and statistics still show a view at
 * once. If the process dies, at most the last second's views are not counted.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { addVisits } from './visitors.repo';

interface Pending {
  projectId: number;
  userId: number;
  day: string;
  views: number;
  lastAt: Date;
}

export class VisitLog {
  private pending = new Map<string, Pending>();
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(private readonly db: Db, private readonly log: FastifyBaseLogger, private readonly delayMs = 1000) {}

  /** A view of the project by the user on `day` (China time) at `at`. */
  add(projectId: number, userId: number, day: string, at: Date): void {
    const key = `${projectId}:${userId}:${day}`;
    const p = this.pending.get(key);
    if (p) {
      p.views++;
      if (at > p.lastAt) p.lastAt = at;
    } else this.pending.set(key, { projectId, userId, day, views: 1, lastAt: at });
    if (!this.timer) {
      this.timer = setTimeout(() => { void this.flush(); }, this.delayMs);
      this.timer.unref();
    }
  }

  /** Write every count held (after any write under way): resolves once they are in the database. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = [...this.pending.values()];
    this.pending = new Map();
    this.writing = this.writing.then(() => (batch.length ? this.write(batch) : undefined));
    return this.writing;
  }

  /** Counts not yet written (tests). */
  get size(): number {
    return this.pending.size;
  }

  private async write(batch: Pending[]): Promise<void> {
    try {
      await addVisits(this.db, batch);
    } catch (e) {
      this.log.warn({ err: e, visits: batch.length }, 'visit counts not written');
    }
  }
}
