/**
 * 称谓 (kinship terms) of a personal family tree, seen from a centre person: a breadth-first walk over
 * father/mother/spouse/child links gives each person a path of steps (f 父, m 母, h 夫, w 妻, s 子, d 女); a
 * parent followed by a child is a sibling (B 兄弟, Z 姐妹). Common paths have their usual term; older/younger
 * is decided by birth year, else 行第; anything else is "亲属".
 */
export interface KinPerson {
  id: number;
  gender: string;
  fatherId: number | null;
  motherId: number | null;
  spouseId: number | null;
  birthYear: number | null;
  birthOrder: number | null;
}

export interface KinHit { id: number; path: string; level: number; distance: number }

/** Walk from `centerId` over every link; level: parent −1, child +1, spouse 0. */
export function walk(persons: KinPerson[], centerId: number, max = Infinity): Map<number, KinHit> {
  const byId = new Map(persons.map((p) => [p.id, p]));
  const children = new Map<number, KinPerson[]>();
  for (const p of persons) {
    for (const par of [p.fatherId, p.motherId]) if (par) children.set(par, [...(children.get(par) ?? []), p]);
  }
  const out = new Map<number, KinHit>([[centerId, { id: centerId, path: '', level: 0, distance: 0 }]]);
  const queue = [centerId];
  while (queue.length && out.size < max) {
    const cur = out.get(queue.shift()!)!;
    const p = byId.get(cur.id);
    if (!p) continue;
    const next: [number | null, string, number][] = [
      [p.fatherId, 'f', -1], [p.motherId, 'm', -1],
      [p.spouseId, byId.get(p.spouseId ?? 0)?.gender === 'm' ? 'h' : 'w', 0],
      ...(children.get(p.id) ?? []).map((c): [number, string, number] => [c.id, c.gender === 'm' ? 's' : 'd', 1]),
    ];
    for (const [id, step, dl] of next) {
      if (!id || out.has(id) || !byId.has(id)) continue;
      out.set(id, { id, path: cur.path + step, level: cur.level + dl, distance: cur.distance + 1 });
      queue.push(id);
    }
  }
  return out;
}

const TERMS: Record<string, string> = {
  f: '父亲', m: '母亲', h: '丈夫', w: '妻子', s: '儿子', d: '女儿',
  ff: '祖父', fm: '祖母', mf: '外祖父', mm: '外祖母', fff: '曾祖父', ffm: '曾祖母', ffff: '高祖父', fffm: '高祖母',
  ss: '孙子', sd: '孙女', ds: '外孙', dd: '外孙女', sss: '曾孙', ssd: '曾孙女',
  sw: '儿媳', dh: '女婿', wf: '岳父', wm: '岳母', hf: '公公', hm: '婆婆',
  fZ: '姑妈', mB: '舅舅', mZ: '姨妈', fBw: '婶婶', mBw: '舅妈', fZh: '姑父', mZh: '姨父',
  Bs: '侄子', Bd: '侄女', Zs: '外甥', Zd: '外甥女', fBs: '堂兄弟', fBd: '堂姐妹',
  fZs: '表兄弟', mBs: '表兄弟', mZs: '表兄弟', fZd: '表姐妹', mBd: '表姐妹', mZd: '表姐妹',
  ffB: '伯祖父', wB: '内兄弟', wZ: '姨姐妹', hB: '夫兄弟', hZ: '姑子',
};

/** Parent then child = sibling. */
export const collapse = (path: string) => path.replace(/[fm][s]/g, 'B').replace(/[fm][d]/g, 'Z');

/** Is `a` older than `b` (null: unknown)? */
function older(a: KinPerson, b: KinPerson): boolean | null {
  if (a.birthYear && b.birthYear && a.birthYear !== b.birthYear) return a.birthYear < b.birthYear;
  if (a.birthOrder && b.birthOrder && a.birthOrder !== b.birthOrder && a.gender === b.gender) return a.birthOrder < b.birthOrder;
  return null;
}

/** The term of `target` from `center` given its walk path. */
export function term(path: string, target: KinPerson, center: KinPerson, father?: KinPerson): string {
  if (path === '') return '本人';
  const p = collapse(path);
  const o = older(target, center);
  if (p === 'B') return o === null ? '兄弟' : o ? '哥哥' : '弟弟';
  if (p === 'Z') return o === null ? '姐妹' : o ? '姐姐' : '妹妹';
  if (p === 'fB') {
    const of = father ? older(target, father) : null;
    return of === null ? '伯叔' : of ? '伯父' : '叔父';
  }
  if (p === 'Bw') return o === null ? '嫂/弟媳' : '弟媳';
  if (p === 'Zh') return '姐夫/妹夫';
  return TERMS[p] ?? '亲属';
}
