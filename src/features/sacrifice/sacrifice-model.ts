/**
 * Pure logic of the memorial screens (no DOM, no React): which screen a hall opens in, the tomb setting of each
 * VR route, the offering catalogue grouped by display category, ranking display, the scene's offerings from the
 * desk counts, and the paths the screens navigate to.
 */
import { screenOfStyle as contractScreen, type OfferingItem, type SacrificeScreen } from '@contract/sacrifice';

/** The screen for a style (spec §2): 1 abstract, 2 modern, otherwise detail. */
export function screenOfStyle(style: number | null | undefined): SacrificeScreen {
  return contractScreen(style ?? 0);
}

export interface HallRef {
  id?: number;
  memberId?: number;
}

const positive = (v: string | null | undefined): number | undefined => (v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : undefined);

/** `?id=` or `?memberId=` of a memorial screen; null when neither is a positive integer. */
export function hallRefOf(params: { get(name: string): string | null }): HallRef | null {
  const id = positive(params.get('id'));
  if (id) return { id };
  const memberId = positive(params.get('memberId'));
  return memberId ? { memberId } : null;
}

/** A positive integer query parameter, or undefined. */
export function intParam(params: { get(name: string): string | null }, name: string): number | undefined {
  return positive(params.get(name));
}

/** The path of a hall's screen by its style. */
export function hallPath(hall: { id: number; style: number }): string {
  return `/sacrifice/${screenOfStyle(hall.style)}?id=${hall.id}`;
}

/** Where a redirect reply leads: the hall's screen, or the editor for a member without a hall yet. */
export function redirectPath(r: { id: number | null; screen: SacrificeScreen | 'edit'; memberId: number | null }): string {
  if (r.screen === 'edit' || r.id === null) return r.memberId ? `/sacrifice/edit?memberId=${r.memberId}` : '/sacrifice/edit';
  return `/sacrifice/${r.screen}?id=${r.id}`;
}

export type TombSetting = 'hillside' | 'garden' | 'columbarium';

/** tomb-vr: hillside cemetery, tomb-vr2: garden, tomb-vr3: indoor columbarium. */
export const TOMB_ROUTES: readonly { path: string; setting: TombSetting; name: string }[] = [
  { path: '/sacrifice/tomb-vr', setting: 'hillside', name: '青山陵园' },
  { path: '/sacrifice/tomb-vr2', setting: 'garden', name: '花园墓地' },
  { path: '/sacrifice/tomb-vr3', setting: 'columbarium', name: '室内灵堂' },
];

export function tombSettingOf(pathname: string): TombSetting {
  return TOMB_ROUTES.find((r) => r.path === pathname)?.setting ?? 'hillside';
}

export type CategoryKey = OfferingItem['category'];

/** The order the catalogue shows its categories (献花 first, as a visit begins). */
export const CATEGORY_ORDER: readonly CategoryKey[] = ['flower', 'incense', 'candle', 'fruit', 'wine', 'tea', 'firecracker', 'paper', 'clothes'];

export interface OfferingGroup {
  key: CategoryKey;
  name: string;
  /** Free daily items first (cheapest first within each), then priced ones. */
  free: OfferingItem[];
  priced: OfferingItem[];
}

/** The catalogue by display category in CATEGORY_ORDER; empty categories are left out. */
export function groupOfferings(items: readonly OfferingItem[]): OfferingGroup[] {
  const groups = new Map<CategoryKey, OfferingGroup>();
  for (const it of items) {
    let g = groups.get(it.category);
    if (!g) groups.set(it.category, (g = { key: it.category, name: it.categoryName, free: [], priced: [] }));
    (it.free || it.price === 0 ? g.free : g.priced).push(it);
  }
  const byPrice = (a: OfferingItem, b: OfferingItem) => a.price - b.price || a.id - b.id;
  return [...groups.values()]
    .map((g) => ({ ...g, free: g.free.sort(byPrice), priced: g.priced.sort(byPrice) }))
    .sort((a, b) => CATEGORY_ORDER.indexOf(a.key) - CATEGORY_ORDER.indexOf(b.key));
}

/** The free item of a category the user may still offer today (for 上香/献花 in the scene), or null. */
export function freeItemFor(items: readonly OfferingItem[], category: CategoryKey): OfferingItem | null {
  return items.find((i) => i.category === category && (i.free || i.price === 0) && !i.usedToday) ?? null;
}

/** What flower an offered item is, for its colour in the scene: 黄菊 yellow, 百合 lily, else (白菊) white. */
export type FlowerTone = 'white' | 'yellow' | 'lily';
export function flowerTone(itemName: string): FlowerTone {
  if (itemName.includes('黄')) return 'yellow';
  if (itemName.includes('百合')) return 'lily';
  return 'white';
}

/**
 * The scene's offerings from the desk counts (zero counts dropped, in catalogue order); the flowers carry the
 * kind of each bouquet from the desk's offerings (newest first), so a 黄菊花束 is drawn yellow.
 */
export function sceneOfferings(
  counts: readonly { category: CategoryKey; count: number }[],
  desk: readonly { category: CategoryKey; itemName: string; quantity: number }[] = [],
): { kind: CategoryKey; count: number; tones?: FlowerTone[] }[] {
  const tones = desk.filter((o) => o.category === 'flower').flatMap((o) => Array<FlowerTone>(Math.max(1, Math.min(o.quantity, 10))).fill(flowerTone(o.itemName)));
  return counts
    .filter((c) => c.count > 0)
    .sort((a, b) => CATEGORY_ORDER.indexOf(a.category) - CATEGORY_ORDER.indexOf(b.category))
    .map((c) => (c.category === 'flower' && tones.length ? { kind: c.category, count: c.count, tones } : { kind: c.category, count: c.count }));
}

export type RankingKind = 'popularity' | 'filialPiety';

export interface RankDisplay {
  /** 1–3: a medal; else the number. */
  medal: 'gold' | 'silver' | 'bronze' | null;
  label: string;
  /** The score as shown: 人气 128.5 / 孝心 340 (large numbers as X.Xw). */
  score: string;
}

function scoreText(n: number): string {
  if (n >= 10000) return `${(Math.floor(n / 1000) / 10).toFixed(1)}w`;
  return Number.isInteger(n) ? String(n) : n.toFixed(1);
}

/** How a ranked hall is shown: medal for the top three, the score with its name. */
export function rankDisplay(rank: number, score: number, kind: RankingKind): RankDisplay {
  const medal = rank === 1 ? 'gold' : rank === 2 ? 'silver' : rank === 3 ? 'bronze' : null;
  return { medal, label: String(rank), score: `${kind === 'popularity' ? '人气' : '孝心'} ${scoreText(Math.max(0, score))}` };
}

/** "1890 — 1962" or, for halls without dates, ''; prefix with 享年 text when known. */
export function lifeLine(lifespan: string, ageText?: string): string {
  return [lifespan, ageText].filter(Boolean).join(' · ');
}

/** The member page the hall's tablets open (the tree's 查看: read-only member form). */
export function memberPagePath(clanId: number, memberId: number): string {
  return `/clan/member/edit?clanId=${clanId}&id=${memberId}&readonly=1`;
}

/** A media key or URL as a src: URLs and absolute paths as they are, bare keys under /files/. */
export function mediaUrl(key: string | null | undefined): string {
  const k = (key ?? '').trim();
  if (!k) return '';
  if (/^(https?:|data:|blob:|\/)/.test(k)) return k;
  return `/files/${k}`;
}

/** "还有 3 天" / "今天" for a memorial day. */
export function inDaysText(inDays: number): string {
  if (inDays <= 0) return '今天';
  if (inDays === 1) return '明天';
  return `还有 ${inDays} 天`;
}

/** Offerers as the edit form's one text field: names separated by a space. */
export function offerersText(offerers: readonly string[]): string {
  return offerers.join(' ');
}

/**
 * The hall reply's couplets are [上联, 下联]; HallScene takes [left, right] as seen from the hall, and custom hangs
 * the 上联 on the right.
 */
export function sceneCouplets(couplets: readonly [string, string]): [string, string] {
  return [couplets[1], couplets[0]];
}

/** Tablets as HallScene takes them (string ids; the tap answers the same id). */
export function sceneTablets<T extends { id: number; generation: number; sex: 'male' | 'female'; text: unknown }>(tablets: readonly T[]) {
  return tablets.map((t) => ({ id: String(t.id), generation: t.generation, text: t.text as T['text'], sex: t.sex }));
}

/** The files key of an uploaded file's URL (/files/2026/11/a.jpg → 2026/11/a.jpg), as lifetime entries store them. */
export function fileKeyOf(url: string): string {
  return url.replace(/^(https?:\/\/[^/]+)?\/files\//, '');
}
