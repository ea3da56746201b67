/**
 * The offering catalogue (供品) and the background music list. Fixed in code (ids are stable; offerings keep the
 * item id). Display categories follow domain.md §4 customs; `key` = render/scenes/tomb OfferingKind. Free items
 * may be offered once per user, hall and (Beijing) day; priced ones are in fen.
 */
export type CategoryKey = 'flower' | 'incense' | 'candle' | 'fruit' | 'wine' | 'tea' | 'firecracker' | 'paper' | 'clothes';

export const CATEGORIES: { key: CategoryKey; name: string; desk: boolean }[] = [
  { key: 'flower', name: '献花', desk: true },
  { key: 'incense', name: '上香', desk: true },
  { key: 'candle', name: '点烛', desk: true },
  { key: 'fruit', name: '供果', desk: true },
  { key: 'wine', name: '祭酒', desk: true },
  { key: 'tea', name: '敬茶', desk: true },
  { key: 'firecracker', name: '鞭炮', desk: false },
  { key: 'paper', name: '纸钱', desk: false },
  { key: 'clothes', name: '寒衣', desk: false },
];

export interface CatalogueItem {
  id: number;
  name: string;
  category: CategoryKey;
  /** Fen; 0 = free. */
  price: number;
  /** Hours it stays on the desk. */
  hours: number;
  icon: string;
  description: string;
}

const item = (id: number, category: CategoryKey, name: string, price: number, hours: number, description: string): CatalogueItem =>
  ({ id, category, name, price, hours, icon: `offerings/${category}-${id}`, description });

export const ITEMS: CatalogueItem[] = [
  item(1, 'flower', '白菊', 0, 24, '一枝白菊，寄托哀思'),
  item(2, 'flower', '黄菊花束', 300, 72, '黄菊一束，清雅肃穆'),
  item(3, 'flower', '百合花篮', 1000, 168, '百合花篮，永怀追念'),
  item(4, 'incense', '清香三炷', 0, 24, '三炷清香，敬天地、敬先人、敬自己'),
  item(5, 'incense', '檀香', 500, 72, '檀香一盘，香火绵延'),
  item(6, 'candle', '白烛一对', 0, 24, '白烛一对，照亮归途'),
  item(7, 'candle', '长明灯', 2000, 720, '长明灯三十日不熄'),
  item(8, 'fruit', '供果五样', 0, 24, '苹果、橘子、香蕉、梨、桃，五果供奉'),
  item(9, 'fruit', '糕点供盘', 600, 72, '寿桃、米糕，一盘供奉'),
  item(10, 'wine', '清酒三杯', 0, 24, '三杯清酒，酹地祭奠'),
  item(11, 'wine', '陈年黄酒', 800, 72, '一坛陈年黄酒'),
  item(12, 'tea', '清茶一盏', 0, 24, '一盏清茶，敬奉先人'),
  item(13, 'tea', '名茶', 500, 72, '上品名茶一壶'),
  item(14, 'firecracker', '鞭炮', 300, 2, '一挂鞭炮（网上祭扫，不污染环境）'),
  item(15, 'paper', '纸钱元宝', 0, 6, '纸钱、元宝（心意为重）'),
  item(16, 'paper', '金元宝', 600, 24, '金元宝一盆'),
  item(17, 'clothes', '寒衣', 800, 72, '寒衣节送寒衣，为先人添衣御寒'),
];

export const itemById = (id: number) => ITEMS.find((i) => i.id === id);
export const categoryName = (key: CategoryKey) => CATEGORIES.find((c) => c.key === key)?.name ?? key;

/**
 * Background music. No recorded audio is shipped (`url` ''): `melody` is a 简谱 line (1–7, ' = an octave up,
 * , = down, - = hold, 0 = rest) the client plays with Web Audio at `bpm`.
 */
export const MUSIC = [
  { key: 'aisi', name: '哀思', bpm: 54, melody: "3 5 6 - 5 3 2 - 1 2 3 5 2 - - 0 3 5 6 1' 6 5 3 - 2 3 2 1 6, - - 0" },
  { key: 'zhuinian', name: '追念', bpm: 60, melody: "6, 1 2 3 - 2 1 6, - 1 2 3 5 3 - - 0 5 6 5 3 2 3 1 - 6, 1 2 1 6, - - 0" },
  { key: 'qingming', name: '清明', bpm: 66, melody: "5 6 1' 2' 1' 6 5 - 3 5 6 5 3 2 1 - 2 3 5 6 5 3 2 3 1 - - 0" },
  { key: 'anhun', name: '安魂', bpm: 48, melody: "1 - 2 3 - 2 1 - 6, - 5, 6, 1 - - 0 3 - 5 6 - 5 3 - 2 - 1 2 1 - - 0" },
].map((m) => ({ ...m, url: '', seconds: Math.round((m.melody.split(' ').length * 60) / m.bpm) }));
