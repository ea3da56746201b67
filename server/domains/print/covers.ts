/**
 * The covers and 扉页 the plan page offers (spec §3 "Clan book cover": id, type, typeName, name, img; type 1 古籍线装,
 * 2 硬壳精装). The covers are drawn by layouts/pdf/cover.ts (img '' = the drawn design); a cover's type must match
 * the binding: 1 ↔ 线装 (thread), 2 ↔ 精装 (hardcover).
 */
import { COVER_TYPES, type Cover, type InnerPage } from '@contract/print';

export const COVERS: Cover[] = [
  { id: 1, type: 1, typeName: COVER_TYPES[1], name: '靛蓝书衣·左上题签', img: '' },
  { id: 2, type: 2, typeName: COVER_TYPES[2], name: '朱红硬壳·烫金双框', img: '' },
];

export const INNER_PAGES: InnerPage[] = [
  { id: 1, type: 1, name: '古典扉页（谱名、堂号、修谱届次竖排）', img: '' },
];

export const coverFor = (binding: 'thread' | 'hardcover') => COVERS.find((c) => c.type === (binding === 'thread' ? 1 : 2))!;
export const coverById = (id: number) => COVERS.find((c) => c.id === id);
