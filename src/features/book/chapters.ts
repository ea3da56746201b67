/** Chapter order for the book: clanArticle by sort then id; 谱文 by catalogue order then sort; moving one in a list. */

export interface Sortable {
  id: number;
  sort: number;
}

export function bySort<T extends Sortable>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => a.sort - b.sort || a.id - b.id);
}

/** 谱文 grouped under their catalogue entries in catalogue order (uncategorised last), each group by sort. */
export function groupByCatalog<T extends Sortable & { catalogId: number | null }>(
  items: readonly T[],
  catalogs: readonly { id: number; name: string; sort: number }[],
): { id: number | null; name: string; items: T[] }[] {
  const groups = bySort(catalogs).map((c) => ({ id: c.id as number | null, name: c.name, items: bySort(items.filter((i) => i.catalogId === c.id)) }));
  const known = new Set(catalogs.map((c) => c.id));
  const rest = bySort(items.filter((i) => i.catalogId === null || !known.has(i.catalogId)));
  if (rest.length) groups.push({ id: null, name: '未分类', items: rest });
  return groups.filter((g) => g.items.length || g.id !== null);
}

/** The ids after moving one item up (−1) or down (+1); unchanged at the ends. */
export function moveId(ids: readonly number[], id: number, dir: -1 | 1): number[] {
  const out = [...ids];
  const i = out.indexOf(id);
  const j = i + dir;
  if (i < 0 || j < 0 || j >= out.length) return out;
  [out[i], out[j]] = [out[j], out[i]];
  return out;
}

/** Next sort value for a new chapter: after the last. */
export function nextSort(list: readonly Sortable[]): number {
  return list.reduce((m, x) => Math.max(m, x.sort), 0) + 10;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** Plain text of the chapters' cleaned HTML: one line per block (p, br, h1–h4, li, blockquote), tags dropped. */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|li|blockquote|div)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (m) => ENTITIES[m])
    .split('\n')
    .map((l) => l.trim())
    .filter((l, i, all) => l !== '' || (i > 0 && all[i - 1] !== ''))
    .join('\n')
    .trim();
}

/** Text typed in the editor → paragraphs of HTML (escaped). */
export function textToHtml(text: string): string {
  return text
    .split(/\n+/)
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => `<p>${l.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>`)
    .join('');
}
