/**
 * `npm run bench -- shop`: the mall under load, over loopback HTTP, on the embedded database (in memory) or on a
 * PostgreSQL server with BENCH_DATABASE_URL (a scratch database: the benchmark writes to it).
 * - checkout: BENCH_BUYERS (50) buyers each create BENCH_ORDERS (10) orders of one SKU at once (POST /mallOrder/create:
 *   stock reserved by one conditional UPDATE, order + items + payment in one transaction): orders per second, p50, p99;
 *   the SKU's reserved count must equal the orders made.
 * - product-list: with 10,000 products, GET /product/list (first page, a later page, a category, a keyword): p50, p99.
 */
import { eq } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { openDb } from '../server/db/client';
import { addresses, mallCategories, mallProducts, mallSkus, users } from '../server/db/schema/index';
import { startSession } from '../server/domains/accounts/accounts.service';
import type { Ctx } from '../server/http/context';
import { percentile, reporter, since } from './report';

const BUYERS = Number(process.env.BENCH_BUYERS ?? 50);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 10);
const PRODUCTS = 10_000;

export default async function run(): Promise<void> {
  const report = reporter('shop');
  const url = process.env.BENCH_DATABASE_URL;
  const db = await openDb({ url });
  const kind = url ? 'postgres' : 'pglite';
  const app = await buildApp({ db, logger: false, clientDir: false, config: { production: true, dataDir: '/tmp/zupu-bench' }, jobs: { schedule: false } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  const base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/app/api`;
  const tag = Date.now().toString(36);

  // one SKU with enough stock for every order
  const [cat] = await db.db.insert(mallCategories).values({ name: `压测${tag}` }).returning();
  const [prod] = await db.db.insert(mallProducts).values({ categoryId: cat.id, title: `压测商品${tag}`, priceFen: 100, images: ['/mall/book.svg'] }).returning();
  const [sku] = await db.db.insert(mallSkus).values({ productId: prod.id, priceFen: 100, stock: BUYERS * ORDERS, specText: '默认' }).returning();
  const buyers: { token: string; addressId: number }[] = [];
  for (let i = 0; i < BUYERS; i++) {
    const [u] = await db.db.insert(users).values({ phone: `136${String(i).padStart(4, '0')}${tag.slice(-4).replace(/\D/g, '0').padStart(4, '0')}`, shareValue: `bench-shop-${tag}-${i}`, nickname: `买家${i}` }).returning();
    const { token } = await startSession({ ...app.deps } as unknown as Ctx, db.db, u, 'bench');
    const [a] = await db.db.insert(addresses).values({ userId: u.id, name: '买家', phone: '13800000000', province: '广东省', detail: '一号', isDefault: true }).returning();
    buyers.push({ token, addressId: a.id });
  }

  const times: number[] = [];
  let failed = 0;
  const t0 = performance.now();
  await Promise.all(buyers.map(async (b, bi) => {
    for (let k = 0; k < ORDERS; k++) {
      const t = performance.now();
      const r = await fetch(`${base}/mallOrder/create`, {
        method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${b.token}` },
        body: JSON.stringify({ clientKey: `bench-${tag}-${bi}-${k}`, from: 'sku', skuId: sku.id, quantity: 1, addressId: b.addressId }),
      });
      const body = (await r.json()) as { msg: number };
      times.push(since(t));
      if (body.msg !== 1) failed++;
    }
  }));
  const total = since(t0);
  const [after] = await db.db.select().from(mallSkus).where(eq(mallSkus.id, sku.id));
  if (failed || after.reserved !== BUYERS * ORDERS) process.stderr.write(`checkout: ${failed} failed, reserved ${after.reserved} of ${BUYERS * ORDERS}\n`);
  report({ case: `checkout-${BUYERS}-buyers-${kind}`, metric: 'orders-per-s', value: (times.length / total) * 1000, unit: 'orders/s' });
  report({ case: `checkout-${BUYERS}-buyers-${kind}`, metric: 'p50', value: percentile(times, 50), unit: 'ms' });
  report({ case: `checkout-${BUYERS}-buyers-${kind}`, metric: 'p99', value: percentile(times, 99), unit: 'ms' });

  // 10,000 products in 10 categories
  const cats = await db.db.insert(mallCategories).values(Array.from({ length: 10 }, (_, i) => ({ name: `分类${i}${tag}` }))).returning();
  for (let i = 0; i < PRODUCTS; i += 1000) {
    await db.db.insert(mallProducts).values(Array.from({ length: 1000 }, (_, j) => ({
      categoryId: cats[(i + j) % 10].id, title: `商品${i + j} ${['族谱', '香炉', '宣纸', '毛笔'][(i + j) % 4]}`, priceFen: 100 + ((i + j) % 500), images: ['/mall/book.svg'],
    })));
  }
  const lists: [string, string][] = [
    ['first-page', 'pageIndex=1'], ['page-50', 'pageIndex=50'], ['category', `categoryId=${cats[3].id}`], ['keyword', `query=${encodeURIComponent('宣纸')}`],
  ];
  for (const [name, q] of lists) {
    const lt: number[] = [];
    for (let i = 0; i < 100; i++) {
      const t = performance.now();
      const r = await fetch(`${base}/product/list?${q}`);
      await r.json();
      lt.push(since(t));
    }
    report({ case: `product-list-${name}-${PRODUCTS}-${kind}`, metric: 'p50', value: percentile(lt, 50), unit: 'ms' });
    report({ case: `product-list-${name}-${PRODUCTS}-${kind}`, metric: 'p99', value: percentile(lt, 99), unit: 'ms' });
  }
  await app.close();
  await db.close();
}
