import { PGlite } from '@electric-sql/pglite';
const mu = (t: string) => { const m = process.memoryUsage(); console.log(t, (m.rss/2**20)|0, 'heap', (m.heapUsed/2**20)|0, 'ext', (m.external/2**20)|0, 'ab', (m.arrayBuffers/2**20)|0); };
const im = Number(process.argv[2] || 0);
const c: any = new PGlite(im ? { initialMemory: im * 2**20, postgresqlconf: ['shared_buffers = 8MB'] } as any : { postgresqlconf: ['shared_buffers = 8MB'] } as any); await c.waitReady;
console.log(im, c.mod.wasmMemory.buffer.byteLength / 2**20);
await c.exec('create table t (id int, s text); insert into t select g, repeat(\'x\', 100) from generate_series(1,100000) g;');
console.log('after insert', c.mod.wasmMemory.buffer.byteLength / 2**20); mu('x');
process.exit(0);
