/**
 * The WebSocket at /app/ws: a client subscribes to topics (job progress, live counts, chat) and receives
 * `{ topic, data }` messages. In one process the hub is a map; across processes it would ride on
 * Postgres LISTEN/NOTIFY (architecture.md "Growing past one machine").
 */
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';

export interface Hub {
  publish(topic: string, data: unknown): number;
}

export async function registerRealtime(app: FastifyInstance): Promise<void> {
  await app.register(import('@fastify/websocket'), { options: { maxPayload: 64 * 1024 } });
  const subs = new Map<string, Set<WebSocket>>();
  const hub: Hub = {
    publish(topic, data) {
      const set = subs.get(topic);
      if (!set) return 0;
      const msg = JSON.stringify({ topic, data });
      for (const ws of set) ws.send(msg);
      return set.size;
    },
  };
  app.decorate('hub', hub);
  app.get('/app/ws', { websocket: true }, (socket) => {
    const mine = new Set<string>();
    socket.on('message', (raw: Buffer) => {
      let m: { type?: string; topic?: string };
      try {
        m = JSON.parse(raw.toString());
      } catch {
        return socket.send(JSON.stringify({ error: '消息格式错误' }));
      }
      if (m.type === 'ping') return socket.send(JSON.stringify({ type: 'pong' }));
      if (typeof m.topic !== 'string' || m.topic.length > 100) return;
      if (m.type === 'subscribe') {
        if (!subs.has(m.topic)) subs.set(m.topic, new Set());
        subs.get(m.topic)!.add(socket);
        mine.add(m.topic);
      } else if (m.type === 'unsubscribe') {
        subs.get(m.topic)?.delete(socket);
        mine.delete(m.topic);
      }
    });
    socket.on('close', () => {
      for (const t of mine) subs.get(t)?.delete(socket);
    });
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    hub: Hub;
  }
}
