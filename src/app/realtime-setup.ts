/** Wires the realtime connection (src/lib/realtime.ts) to the browser's WebSocket and the session token in the store. */
import { configureRealtime } from '@src/lib/realtime';
import { store, userInfoAtom } from './store';

export function setupRealtime(): void {
  const token = () => store.get(userInfoAtom)?.token ?? null;
  const rt = configureRealtime({
    url: () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/app/ws`,
    token,
    connect: (url, on) => {
      const ws = new WebSocket(url);
      ws.onopen = () => on.open();
      ws.onmessage = (e) => { if (typeof e.data === 'string') on.message(e.data); };
      ws.onclose = (e) => on.close(e.code);
      return { send: (text) => ws.send(text), close: () => ws.close() };
    },
  });
  let last = token();
  store.sub(userInfoAtom, () => {
    const now = token();
    if (now === last) return;
    last = now;
    rt.tokenChanged();
  });
}
