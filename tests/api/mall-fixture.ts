/** Shop set-up for the mall tests: a 运营 staff member, a category and products made through /ops, a buyer with an address. */
import { grantByPhone } from '../../server/domains/staff/index';
import { seedUsers, type SeededUser } from '../helpers/clan-fixture';
import { data } from '../helpers/api';
import type { TestApp } from '../helpers/test-app';

let n = 0;
const phone = () => `137${String(++n).padStart(8, '0')}`;

export async function seedStaff(t: TestApp): Promise<SeededUser> {
  const p = phone();
  const [staff] = await seedUsers(t, [{ phone: p, nickname: '运营小王' }]);
  await grantByPhone(t.app.deps, p, 'operator', 'test');
  return staff;
}

export interface Shop { staff: SeededUser; categoryId: number; productId: number; skus: { id: number; spec: string[] }[] }

/** A product 家谱礼盒 with two SKUs (精装 5000 fen, 典藏 12000 fen), `stock` each; shipping 1000 fen. */
export async function seedShop(t: TestApp, stock = 10): Promise<Shop> {
  const staff = await seedStaff(t);
  const cat = data(await staff.api.post('/ops/mall/category/save', { name: '族谱印刷' }));
  const prod = data(await staff.api.post('/ops/mall/product/save', {
    categoryId: cat.id, title: '家谱礼盒', subtitle: '宣纸线装', images: ['/mall/demo/book.svg'], description: '<p>精美<script>x</script></p>',
    specGroups: [{ name: '版本', values: ['精装', '典藏'] }], shipping: 1000,
    skus: [{ spec: ['精装'], price: 5000, stock }, { spec: ['典藏'], price: 12000, stock }],
  }));
  return { staff, categoryId: cat.id, productId: prod.id, skus: prod.skus.map((s: { id: number; spec: string[] }) => ({ id: s.id, spec: s.spec })) };
}

export async function seedBuyers(t: TestApp, count: number): Promise<(SeededUser & { addressId: number })[]> {
  const users = await seedUsers(t, Array.from({ length: count }, () => ({ phone: phone() })));
  const out: (SeededUser & { addressId: number })[] = [];
  for (const u of users) {
    const a = data(await u.api.post('/address/save', { name: '陈德明', phone: '13812345678', province: '广东省', city: '广州市', county: '天河区', detail: '体育西路1号' }));
    out.push({ ...u, addressId: a.id });
  }
  return out;
}

let k = 0;
export const key = () => `key-${process.pid}-${++k}-abcdef`;
