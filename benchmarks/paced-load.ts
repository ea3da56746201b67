/**
 * A load at a FIXED rate, evenly spaced (open loop): request i is due at start + i / rate, sent on one of
 * `connections` keep-alive connections as soon as it is due and one is free, and its latency is counted from when it
 * was DUE, not from when it left — a server that falls behind pays for the requests queued behind it (no
 * "coordinated omission"), as wrk2 and k6's constant-arrival-rate measure.
 *
 * Why not autocannon's `overallRate`: autocannon lets each connection send back to back until it has made its share
 * of the second, then waits for the next second. At 500 a second on 10 connections that is a burst of all 500 at
 * the top of each second with 10 in flight, then nothing: its p99 is the queue of that burst, not the latency of a
 * 500-a-second load (api-latency.bench.ts keeps it as BENCH_LOAD=autocannon).
 *
 * The requests are autocannon's request objects (method, path, headers, body, setupRequest, onResponse), so the
 * cases are written once for both.
 */
import http from 'node:http';
import type autocannon from 'autocannon';

export interface PacedResult {
  latency: { p50: number; p99: number };
  requests: { average: number };
  errors: number;
  timeouts: number;
}

export interface PacedOptions {
  url: string;
  rate: number;
  seconds: number;
  connections: number;
  headers: Record<string, string>;
  requests: autocannon.Request[];
  timeoutMs?: number;
}

export async function pacedLoad(o: PacedOptions): Promise<PacedResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: o.connections });
  const base = new URL(o.url);
  const total = Math.round(o.rate * o.seconds);
  const gap = 1000 / o.rate;
  const latencies = new Float64Array(total);
  let issued = 0;
  let done = 0;
  let inFlight = 0;
  let errors = 0;
  let timeouts = 0;
  let next = 0; // the request rotation (autocannon's: each in turn)
  const start = performance.now();
  let finish!: () => void;
  const finished = new Promise<void>((r) => { finish = r; });

  const send = (i: number, due: number) => {
    const template = o.requests[next++ % o.requests.length];
    const context: Record<string, unknown> = {};
    const plain = { ...template, headers: { ...o.headers, ...template.headers } };
    const setup = template.setupRequest as ((r: autocannon.Request, c: object) => autocannon.Request) | undefined;
    const shaped = typeof setup === 'function' ? setup(plain, context) : plain;
    inFlight++;
    const req = http.request({
      agent, host: base.hostname, port: base.port, method: shaped.method ?? 'GET', path: shaped.path ?? '/',
      headers: shaped.headers as http.OutgoingHttpHeaders, timeout: o.timeoutMs ?? 10_000,
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        latencies[i] = performance.now() - due;
        const body = Buffer.concat(chunks).toString('utf8');
        if (typeof template.onResponse === 'function') template.onResponse(res.statusCode ?? 0, body, context as never, res.headers as never);
        end(res.statusCode === 200 ? 'ok' : 'error');
      });
    });
    let timedOut = false;
    req.on('timeout', () => { timedOut = true; req.destroy(new Error('timeout')); });
    req.on('error', () => { latencies[i] = performance.now() - due; end(timedOut ? 'timeout' : 'error'); });
    req.end(shaped.body as string | undefined);
  };
  const end = (how: 'ok' | 'error' | 'timeout') => {
    if (how === 'error') errors++;
    else if (how === 'timeout') timeouts++;
    inFlight--;
    done++;
    if (done === total) finish();
    else pump();
  };
  // every request that is due, while a connection is free (the rest wait, their latency counting from due)
  const pump = () => {
    const now = performance.now();
    while (issued < total && inFlight < o.connections && start + issued * gap <= now) {
      const i = issued++;
      send(i, start + i * gap);
    }
  };
  const tick = () => {
    pump();
    if (issued < total) setTimeout(tick, Math.max(0, Math.min(gap, start + issued * gap - performance.now())));
  };
  tick();
  await finished;
  agent.destroy();
  const elapsed = (performance.now() - start) / 1000;
  const sorted = latencies.slice().sort();
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { latency: { p50: round(at(0.5)), p99: round(at(0.99)) }, requests: { average: Math.round(total / elapsed) }, errors, timeouts };
}

const round = (ms: number) => Math.round(ms * 10) / 10;
