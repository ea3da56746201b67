/** Clan-book job progress over the WebSocket: the admin's socket receives it; an outsider cannot subscribe. */
import { describe, expect, it } from 'vitest';
import { BookJobEvent, projectTopic } from '@contract/realtime';
import { useTestApp, seedUsers } from '../helpers/clan-fixture';
import { data } from '../helpers/api';
import { listenWs, TestSocket } from '../helpers/ws-client';
import { bookWorld } from './book-fixture';

const t = useTestApp();

describe('book job progress over /app/ws', () => {
  it("an admin's socket receives the job progress of his members-only project, up to done; an outsider's cannot subscribe", async () => {
    const w = await bookWorld(t, 'members');
    const [outsider] = await seedUsers(t, [{}]);
    const url = await listenWs(t.app);
    const topic = projectTopic(w.projectId);
    const admin = await TestSocket.authed(url, w.ownerToken);
    const other = await TestSocket.authed(url, outsider.token);
    try {
      expect(await admin.subscribe(topic)).toEqual({ type: 'subscribed', topic });
      expect(await other.subscribe(topic)).toEqual({ type: 'error', code: 'forbidden', msg: '没有权限', topic });

      const s = data(await w.owner.post('/clan-print/v4/sample/create', { clanId: w.clanId, format: 1, generations: 0, binding: 'thread', paper: 'A4' }));
      const events: BookJobEvent[] = [];
      for (;;) {
        const f = await admin.next();
        if (f.type !== 'event') throw new Error(`unexpected frame ${JSON.stringify(f)}`);
        expect(f.topic).toBe(topic);
        const e = BookJobEvent.parse(f.data);
        events.push(e);
        if (e.status === 'done' || e.status === 'failed') break;
      }
      expect(events.every((e) => e.sampleId === s.id && e.jobId === s.job.id)).toBe(true);
      expect(events.at(-1)).toMatchObject({ status: 'done', progress: 100 });
      expect(events.some((e) => e.status === 'running' && e.progress > 0 && e.progress < 100)).toBe(true);
      const progress = events.map((e) => e.progress);
      expect(progress).toEqual([...progress].sort((a, b) => a - b));
      // what the socket said is what the call says
      expect(data(await w.owner.get('/clan-print/v5/sample/status', { id: s.id }))).toMatchObject({ status: 'done', progress: 100 });
      expect(await other.roundTrip()).toEqual([]);
    } finally {
      admin.close();
      other.close();
    }
  });
});
