/**
 * Demo goods so the mall is not empty on `npm start`: four categories and a few products with spec groups and stock,
 * their pictures drawn locally (public/mall/*.svg, no external address). Runs when the mall has no category yet.
 */
import type { Db } from '../db/client';
import { mallCategories, mallProducts, mallSkus, mallStockLogs, coupons } from '../db/schema/index';

type Demo = { title: string; subtitle: string; image: string; groups: { name: string; values: string[] }[]; skus: [string[], number, number][]; shipping: number; html: string };

const CATALOGUE: { name: string; goods: Demo[] }[] = [
  { name: '族谱印刷', goods: [
    { title: '宣纸线装族谱', subtitle: '手工线装 · 宣纸印制 · 可加烫金封面', image: '/mall/book.svg', shipping: 1200,
      groups: [{ name: '装帧', values: ['线装', '精装'] }, { name: '纸张', values: ['宣纸', '胶版纸'] }],
      skus: [[['线装', '宣纸'], 16800, 50], [['线装', '胶版纸'], 9800, 80], [['精装', '宣纸'], 22800, 30], [['精装', '胶版纸'], 13800, 60]],
      html: '<p>按贵族谱样本排版印制，<strong>宣纸线装</strong>，适合收藏与传承。</p><p>下单后客服将与您核对样本。</p>' },
  ] },
  { name: '祭祀用品', goods: [
    { title: '檀香祭祀套装', subtitle: '天然檀香 · 铜制香炉', image: '/mall/incense.svg', shipping: 800,
      groups: [{ name: '规格', values: ['小号', '大号'] }], skus: [[['小号'], 6800, 100], [['大号'], 12800, 40]],
      html: '<p>天然檀香，清明、冬至祭祖常备。</p>' },
  ] },
  { name: '文房用品', goods: [
    { title: '文房四宝礼盒', subtitle: '笔墨纸砚 · 抄录族谱', image: '/mall/brush.svg', shipping: 1000,
      groups: [{ name: '款式', values: ['入门款', '典藏款'] }], skus: [[['入门款'], 8800, 60], [['典藏款'], 25800, 20]],
      html: '<p>适合手抄家谱、书写祖训。</p>' },
  ] },
  { name: '文化礼品', goods: [
    { title: '家训书法挂轴', subtitle: '名家手书 · 家和万兴', image: '/mall/scroll.svg', shipping: 0,
      groups: [], skus: [[[], 19900, 25]], html: '<p>手书“家和万兴”，装裱挂轴，可定制姓氏家训。</p>' },
  ] },
];

export async function seedMall(db: Db, now = new Date()): Promise<boolean> {
  const [any] = await db.select({ id: mallCategories.id }).from(mallCategories).limit(1);
  if (any) return false;
  await db.transaction(async (tx) => {
    for (const [i, cat] of CATALOGUE.entries()) {
      const [c] = await tx.insert(mallCategories).values({ name: cat.name, sort: i }).returning();
      for (const g of cat.goods) {
        const [p] = await tx.insert(mallProducts).values({
          categoryId: c.id, title: g.title, subtitle: g.subtitle, images: [g.image], descriptionHtml: g.html, specGroups: g.groups,
          priceFen: Math.min(...g.skus.map((s) => s[1])), shippingFen: g.shipping, createdAt: now, updatedAt: now,
        }).returning();
        for (const [spec, price, stock] of g.skus) {
          const [s] = await tx.insert(mallSkus).values({ productId: p.id, spec, specText: spec.join(' / ') || '默认', priceFen: price, stock, image: g.image }).returning();
          await tx.insert(mallStockLogs).values({ skuId: s.id, delta: stock, stockAfter: stock, reason: '初始库存', createdAt: now });
        }
      }
    }
    await tx.insert(coupons).values({
      title: '新人专享券', kind: 'amount', amountFen: 1000, minSpendFen: 5000, scope: 'all', validFrom: now,
      validTo: new Date(now.getTime() + 365 * 24 * 3_600_000), total: 10000, perUser: 1, createdAt: now,
    });
  });
  return true;
}
