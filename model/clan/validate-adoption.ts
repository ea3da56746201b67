/**
 * Adoption rules (domain.md §3 [S16][S17]): 过继 stays inside the clan (same clan), between lines of the
 * same generation level (昭穆相当); one can be adopted out to only one line, and never back to the birth
 * father (出继不能回继); a 出继 son's descendants are not continued here (子孙不再下续); 长子不出继 and
 * 独子不出继 are customs (warnings); a 兼祧 son has exactly two lineage links; 抚子 come from outside the
 * clan; a 寄子 came with his mother; a 赘婿 married a clan daughter.
 */
import { ADOPTION_TYPES, isDaughter, type ClanMember } from '../member';
import { generationLabel } from '../generations';
import { error, warning, type Issue } from './issues';
import type { ClanView } from './view';

const who = (m: ClanMember) => `${m.surname}${m.name ?? ''}（ID ${m.id}）`;

/** Sons filed under `fatherId` as their primary line, other than `except`. */
function otherSons(view: ClanView, fatherId: number, except: number): ClanMember[] {
  return view.lineageChildren(fatherId).filter((s) => s.id !== except && s.gender === 'm' && s.lineageFatherId === fatherId);
}

export function validateAdoption(m: ClanMember, view: ClanView): Issue[] {
  const a = m.adoption;
  const bio = m.biologicalFatherId ?? null;
  if (!a) {
    if (bio != null && m.lineageFatherId != null && bio !== m.lineageFatherId) {
      return [error('adoption-fields', m.id, '生父与宗法父不同，请注明过继类型（入继、兼祧…）', 'adoption')];
    }
    return [];
  }
  if (!ADOPTION_TYPES.includes(a.type)) return [error('adoption-fields', m.id, `未知的过继类型“${a.type}”`, 'adoption.type')];
  const issues: Issue[] = [];
  if (a.secondLineageFatherId != null && a.type !== '兼祧') {
    issues.push(error('adoption-fields', m.id, '只有兼祧才有第二个承嗣父', 'adoption.secondLineageFatherId'));
  }
  switch (a.type) {
    case '入继': issues.push(...adoptedIn(m, view)); break;
    case '出继': issues.push(...adoptedOut(m, view)); break;
    case '兼祧': issues.push(...jiantiao(m, view)); break;
    case '抚子':
      if (bio != null && view.member(bio)) {
        issues.push(error('fuzi-in-clan', m.id, '抚子为族外抱养；生父在本族谱中，应记为入继（嗣子）', 'adoption.type', bio));
      }
      if (m.lineageFatherId == null) issues.push(error('adoption-fields', m.id, '抚子须注明抚父', 'lineageFatherId'));
      break;
    case '寄子': {
      if (m.lineageFatherId == null) issues.push(error('adoption-fields', m.id, '寄子须注明继父', 'lineageFatherId'));
      const mother = m.motherId != null ? view.member(m.motherId) : undefined;
      if (!mother || mother.husbandId !== m.lineageFatherId) {
        issues.push(error('jizi-mother', m.id, '寄子随母而来，母亲须为继父之妻', 'motherId'));
      }
      break;
    }
    case '赘婿': issues.push(...uxorilocal(m, view)); break;
  }
  return issues;
}

function adoptedIn(m: ClanMember, view: ClanView): Issue[] {
  const bioId = m.biologicalFatherId ?? null;
  if (bioId == null) return [error('adoption-biological-missing', m.id, '入继（嗣子）须注明生父', 'biologicalFatherId')];
  if (m.lineageFatherId == null) return [error('adoption-fields', m.id, '入继（嗣子）须注明嗣父', 'lineageFatherId')];
  if (bioId === m.lineageFatherId) {
    return [error('adoption-return', m.id, '嗣父与生父是同一人：出继之子不能回继本生父', 'lineageFatherId', bioId)];
  }
  const bio = view.member(bioId);
  if (!bio || bio.clanId !== m.clanId) {
    return [error('adoption-other-clan', m.id, '生父不在本族谱中：过继须在同宗之内，族外抱养请记为抚子', 'biologicalFatherId', bioId)];
  }
  const issues: Issue[] = [];
  const adoptive = view.member(m.lineageFatherId);
  if (adoptive && adoptive.generation !== bio.generation) {
    issues.push(error('adoption-generation', m.id,
      `昭穆不合：生父为${generationLabel(bio.generation)}，嗣父为${generationLabel(adoptive.generation)}，过继须在同辈之间`,
      'lineageFatherId', adoptive.id));
  }
  issues.push(...customs(m, view, bioId));
  issues.push(...adoptedTwice(m, view, bioId));
  return issues;
}

/** 长子不出继, 独子不出继 (customs → warnings). */
function customs(m: ClanMember, view: ClanView, bioId: number): Issue[] {
  const brothers = otherSons(view, bioId, m.id);
  if (brothers.length === 0) {
    return [warning('adoption-only-son', m.id, '独子不出继：本生父别无他子，出继后本生父无嗣；通常以兼祧处理', 'adoption.type', bioId)];
  }
  if (m.adoption?.biologicalRank === 1) {
    return [warning('adoption-eldest', m.id, '长子不出继（习俗）：本生父之长子通常留承本宗', 'adoption.biologicalRank', bioId)];
  }
  return [];
}

/** The same son (birth father + rank among his sons) recorded as adopted into two lines. */
function adoptedTwice(m: ClanMember, view: ClanView, bioId: number): Issue[] {
  const rank = m.adoption?.biologicalRank;
  if (rank === undefined) return [];
  for (const o of view.biologicalChildren(bioId)) {
    if (o.id === m.id || o.adoption?.biologicalRank !== rank) continue;
    const t = o.adoption.type;
    if (t === '入继' || t === '兼祧') {
      return [error('adoption-twice', m.id,
        `同一人只能出继一次：生父第${rank}子已记为${who(o)}（${t}）`, 'adoption.biologicalRank', o.id)];
    }
  }
  return [];
}

function adoptedOut(m: ClanMember, view: ClanView): Issue[] {
  const issues: Issue[] = [];
  if (!m.adoption?.toText?.trim()) {
    issues.push(error('adoption-out-text', m.id, '出继须注明出继何处（如“出继族叔某公为嗣”）', 'adoption.toText'));
  }
  // filed under an adoptive father (a birth father differs from the lineage father); a daughter's son
  // (no lineage father, a 赘婿 as birth father) may still be adopted out
  if (m.lineageFatherId != null && m.biologicalFatherId != null && m.biologicalFatherId !== m.lineageFatherId) {
    issues.push(error('adoption-out-in-tree', m.id,
      '嗣父在本谱中时，应在嗣父名下记为入继（嗣子）；生父名下的“出继”会自动注出', 'adoption.type'));
  }
  const children = view.lineageChildren(m.id);
  if (children.length > 0) {
    issues.push(error('adoption-out-children', m.id,
      `出继者子孙不再下续，但其名下有${children.length}名子女`, 'adoption.type', children[0].id));
  }
  if (m.birthOrder === 1 && m.lineageFatherId != null && otherSons(view, m.lineageFatherId, m.id).length > 0) {
    issues.push(warning('adoption-eldest', m.id, '长子不出继（习俗）：长子通常留承本宗', 'birthOrder'));
  }
  return issues;
}

function jiantiao(m: ClanMember, view: ClanView): Issue[] {
  const first = m.lineageFatherId ?? null;
  const second = m.adoption?.secondLineageFatherId ?? null;
  if (first == null || second == null) {
    return [error('jiantiao-links', m.id, '兼祧须有两个承嗣父：宗法父（承重）与兼祧父', 'adoption.secondLineageFatherId')];
  }
  if (first === second) return [error('jiantiao-links', m.id, '兼祧的两个承嗣父不能是同一人', 'adoption.secondLineageFatherId')];
  const issues: Issue[] = [];
  const bio = m.biologicalFatherId;
  if (bio != null && bio !== first && bio !== second) {
    issues.push(error('adoption-fields', m.id, '兼祧之子的生父应为两个承嗣父之一', 'biologicalFatherId', bio));
  }
  const a = view.member(first);
  const b = view.member(second);
  if (a && b && a.generation !== b.generation) {
    issues.push(error('jiantiao-generation', m.id,
      `兼祧两父须同辈：${generationLabel(a.generation)}与${generationLabel(b.generation)}`, 'adoption.secondLineageFatherId', second));
  }
  const birth = bio ?? first;
  if (otherSons(view, birth, m.id).length > 0) {
    issues.push(warning('jiantiao-only-son', m.id, '兼祧者通常为独子（独子兼祧），其生父尚有他子', 'adoption.type', birth));
  }
  return issues;
}

function uxorilocal(m: ClanMember, view: ClanView): Issue[] {
  if (m.gender !== 'm') return [error('zhuixu-wife', m.id, '赘婿须为男性', 'gender')];
  if (m.wifeId == null) return [error('zhuixu-wife', m.id, '赘婿须注明所赘之女', 'wifeId')];
  const w = view.member(m.wifeId);
  if (!w || w.clanId !== m.clanId || !isDaughter(w)) {
    return [error('zhuixu-wife', m.id, '赘婿之妻须为本族之女', 'wifeId', m.wifeId)];
  }
  return [];
}
