import { PGlite } from '@electric-sql/pglite';
let t = performance.now();
const a = new PGlite(); await a.waitReady; console.log('create', performance.now() - t);
await a.exec('create table x(id int)');
t = performance.now(); const dump = await a.dumpDataDir('none'); console.log('dump', performance.now() - t, dump.size);
t = performance.now(); const b = new PGlite({ loadDataDir: dump }); await b.waitReady; console.log('load', performance.now() - t);
console.log(await b.query('select count(*) from x'));
