/**
 * A GEDCOM tree → the members of a clan (the "mapping" step; pure). A western file is a web of families; a clan
 * book is one patriline. From the founder (the user's pick, else the file's `_ZP_FOUNDER`, else the man without a
 * father who has the most descendants in the male line) the line is walked down: sons and daughters of each man
 * (in the family that is their lineage family: an adoptive one before the birth one), his wives in order, and —
 * where the file says so (`_ZP_ADOP 赘婿`, `_ZP_INCHART`) — a daughter's uxorilocal husband and her children.
 * 世 counts from the founder's (the user's number, else `_ZP_GEN`, else 1). People the walk does not reach are not
 * members of this clan; each is a log row.
 */
import { ADOPTION_TYPES, type Adoption, type AdoptionType, type ClanMember } from '@model/member';
import type { ImportLog } from './log';
import { personFields, primaryName, spouseTypeOf } from './fields';
import type { GedFamily, GedPeople, GedPerson } from './people';

/** A member to write: a ClanMember with a temporary id (1 … n in walk order), plus what the store needs. */
export interface Draft {
  member: ClanMember;
  xref: string;
  /** `_ZP_BRANCH`: the 房/支 name (path "长房/二支" allowed), matched to the clan's branches by the service. */
  branchName?: string;
  /** Unknown tags of the person, as GEDCOM lines (level 1 …), written back on export. */
  raw: string[];
  /** Burial partners as temporary ids. */
  jointWith?: number[];
  /** The person's media files (`OBJE.FILE` values), for a GEDZIP's photos. */
  media?: string[];
}

export interface MapOptions {
  clanSurname: string;
  /** xref of the founder, chosen by the user. */
  founder?: string;
  /** 世 of the founder (default: the file's `_ZP_GEN`, else 1). */
  founderGeneration?: number;
  currentYear: number;
  /**
   * Lines of the clan's surname that do not reach the founder (a 支 whose link to him is lost): `roots` (default)
   * imports each as a root of its own marked 待考, at the 世 the file gives it (`_ZP_GEN`) or the founder's; `skip`
   * leaves them out. People of other surnames outside the line (in-laws' families) are never imported.
   */
  otherLines?: 'roots' | 'skip';
}

export interface MapResult {
  drafts: Draft[];
  founder?: { xref: string; name: string; generation: number; reason: string };
  /** Candidates the user may pick as founder: men without a father, most descendants first (at most 20). */
  founderChoices: { xref: string; name: string; descendants: number }[];
  counts: {
    persons: number; families: number; members: number; wives: number; daughters: number; living: number; skipped: number; generations: number;
    /** Lines of the clan's surname not reaching the founder, imported as roots marked 待考, and the people in them. */
    otherLines: number; otherLineMembers: number;
  };
  minGeneration?: number;
  /** The founder's 世 as imported minus his 世 in the file (the user chose another): the file's 字辈 poems move by it. */
  generationShift?: number;
  maxGeneration?: number;
  /** Given names that took the clan's surname. */
  surnameFromClan: number;
}

/** A person's name for the log and for 适: 张大山 for a Chinese name, "John Smith" for a western one. */
function nameOf(p: GedPerson | undefined): string {
  if (!p) return '';
  const n = primaryName(p);
  if (!n) return `@${p.xref}@`;
  if (/[\u3400-\u9fff]/.test(n.full) && n.surname) return `${n.surname}${(n.given ?? '').replace(/\s+/g, '')}`;
  return n.full.replace(/\//g, '').replace(/\s+/g, ' ').trim() || `@${p.xref}@`;
}

/** The family a child belongs to in the clan's line: `_ZP_LINE` family, else adopted/foster, else birth, else the first. */
function lineageFamily(p: GedPerson, people: GedPeople): GedFamily | undefined {
  const fams = p.famc.filter((f) => people.families.has(f.family));
  const pick = (x?: { family: string }) => (x ? people.families.get(x.family) : undefined);
  const zpLine = p.ext._ZP_LINE;
  if (zpLine) return people.families.get(zpLine) ?? pick(fams[0]);
  return pick(fams.find((f) => f.pedi === 'adopted' || f.pedi === 'foster')) ?? pick(fams.find((f) => f.pedi === 'birth')) ?? pick(fams[0]);
}

const isMale = (p: GedPerson | undefined) => !!p && p.sex !== 'f';

/** Families in which `xref` is the husband (or, in an odd file, the first partner), in the person's FAMS order. */
function familiesOf(p: GedPerson, people: GedPeople): GedFamily[] {
  const out: GedFamily[] = [];
  for (const x of p.fams) {
    const f = people.families.get(x);
    if (f && !out.includes(f)) out.push(f);
  }
  return out;
}

function countLine(root: GedPerson, people: GedPeople): number {
  let n = 0;
  const seen = new Set<string>([root.xref]);
  const stack = [root];
  while (stack.length) {
    const m = stack.pop()!;
    for (const f of familiesOf(m, people)) {
      if (f.husband !== m.xref) continue;
      for (const c of f.children) {
        const cp = people.persons.get(c);
        if (!cp || seen.has(c) || lineageFamily(cp, people) !== f) continue;
        seen.add(c);
        n++;
        if (isMale(cp)) stack.push(cp);
      }
    }
  }
  return n;
}

export function founderChoices(people: GedPeople): MapResult['founderChoices'] {
  const out: MapResult['founderChoices'] = [];
  for (const p of people.persons.values()) {
    if (!isMale(p) || lineageFamily(p, people)?.husband) continue;
    if (p.fams.every((x) => people.families.get(x)?.husband !== p.xref)) continue;
    out.push({ xref: p.xref, name: nameOf(p), descendants: countLine(p, people) });
  }
  return out.sort((a, b) => b.descendants - a.descendants).slice(0, 20);
}

function pickFounder(people: GedPeople, o: MapOptions, choices: MapResult['founderChoices']): { p?: GedPerson; reason: string } {
  if (o.founder) {
    const p = people.persons.get(o.founder);
    if (p) return { p, reason: '由您指定' };
  }
  const marked = [...people.persons.values()].find((p) => p.ext._ZP_FOUNDER && !lineageFamily(p, people)?.husband);
  if (marked) return { p: marked, reason: `文件中标注为${marked.ext._ZP_FOUNDER}` };
  const top = choices[0];
  return { p: top && people.persons.get(top.xref), reason: top ? `无父辈记录且男系后代最多（${top.descendants}人）` : '' };
}

interface Walk {
  people: GedPeople;
  o: MapOptions;
  log: ImportLog;
  drafts: Draft[];
  byXref: Map<string, Draft>;
  surnameFromClan: number;
  /** Fathers named by xref (birth father, 兼祧 second line), resolved once everybody has an id. */
  pending: { d: Draft; bioFather?: string; second?: string }[];
}

function add(w: Walk, p: GedPerson, fields: Partial<ClanMember>): Draft {
  const f = personFields(p, w.o.clanSurname, w.o.currentYear);
  if (f.surnameFromClan && fields.husbandId == null && p.names.length) w.surnameFromClan++;
  const gender = p.sex === 'f' ? 'f' : p.sex === 'm' ? 'm' : fields.husbandId != null ? 'f' : 'm';
  if (p.sex !== 'm' && p.sex !== 'f') w.log.info(p.line, `${nameOf(p)}未注明性别，按其在世系中的位置定为${gender === 'f' ? '女' : '男'}`, { record: `@${p.xref}@`, tag: 'SEX' });
  const member: ClanMember = {
    id: w.drafts.length + 1, clanId: 0, version: 1, gender, generation: 0, ...f.names, ...f.rest, ...fields,
  } as ClanMember;
  const d: Draft = { member, xref: p.xref, raw: p.raw };
  if (p.ext._ZP_BRANCH) d.branchName = p.ext._ZP_BRANCH;
  if (p.media.length) d.media = p.media;
  w.drafts.push(d);
  w.byXref.set(p.xref, d);
  return d;
}

function adoptionOf(p: GedPerson, people: GedPeople, line: GedFamily | undefined): { adoption?: Adoption; bioFather?: string; second?: string } {
  const sub = p.extSub._ZP_ADOP ?? {};
  const type = p.ext._ZP_ADOP as AdoptionType | undefined;
  if (type && ADOPTION_TYPES.includes(type)) {
    const a: Adoption = { type };
    if (sub._ZP_TO) a.toText = sub._ZP_TO;
    if (sub._ZP_FROM) a.fromText = sub._ZP_FROM;
    if (sub._ZP_BRANK && /^\d+$/.test(sub._ZP_BRANK)) a.biologicalRank = Number(sub._ZP_BRANK);
    return { adoption: a, bioFather: sub._ZP_BIOF, second: sub._ZP_FATH2 };
  }
  const famc = p.famc.find((f) => f.family === line?.xref);
  if (!famc || (famc.pedi !== 'adopted' && famc.pedi !== 'foster')) return {};
  const birth = p.famc.find((f) => f.pedi === 'birth' && f.family !== line?.xref);
  const bio = birth ? people.families.get(birth.family)?.husband ?? undefined : undefined;
  return bio ? { adoption: { type: '入继' }, bioFather: bio } : { adoption: { type: '抚子' } };
}

function walkMan(w: Walk, man: Draft, queue: Draft[]) {
  const p = w.people.persons.get(man.xref)!;
  const seenWives = new Set<string>();
  let order = 0;
  for (const f of familiesOf(p, w.people)) {
    if (f.husband !== p.xref && !(f.husband == null && f.partners[0] === p.xref)) continue;
    const spouseX = f.wife ?? f.partners.find((x) => x !== p.xref);
    const spouse = spouseX ? w.people.persons.get(spouseX) : undefined;
    let motherId: number | undefined;
    if (spouse && spouse.sex === 'm') {
      man.member.marriedTo ??= `${nameOf(spouse)}（同性伴侣）`;
      w.log.info(f.line, `${nameOf(p)}与${nameOf(spouse)}为同性伴侣，伴侣记入“配偶”说明`, { record: `@${f.xref}@` });
    } else if (spouse && seenWives.has(spouse.xref)) {
      motherId = w.byXref.get(spouse.xref)?.member.id;
      w.log.info(f.line, `${nameOf(p)}与${nameOf(spouse)}的另一条婚姻记录（再婚同一人），已合并`, { record: `@${f.xref}@` });
    } else if (spouse && w.byXref.has(spouse.xref)) {
      w.log.warn(f.line, `${nameOf(spouse)}已在本族世系中，不能再作为${nameOf(p)}的妻室`, { record: `@${f.xref}@` });
    } else if (spouse) {
      seenWives.add(spouse.xref);
      order++;
      const ord = f.ext._ZP_ORDER && /^\d+$/.test(f.ext._ZP_ORDER) ? Number(f.ext._ZP_ORDER) : order;
      const wife = add(w, spouse, {
        generation: man.member.generation, husbandId: man.member.id, spouseType: spouseTypeOf(f.ext._ZP_STYP, ord), spouseOrder: ord,
      });
      if (wife.member.gender !== 'f') wife.member.gender = 'f';
      // her father is not a member of this clan: the register names him in her 出处 (某某之女)
      const herFather = lineageFamily(spouse, w.people)?.husband;
      const fp = herFather ? w.people.persons.get(herFather) : undefined;
      if (fp && !wife.member.origin && nameOf(fp)) wife.member.origin = `${nameOf(fp)}之女`;
      motherId = wife.member.id;
    }
    walkChildren(w, f, man, motherId, queue);
  }
}

function walkChildren(w: Walk, f: GedFamily, father: Draft | undefined, motherId: number | undefined, queue: Draft[], viaMother?: Draft) {
  const rank = { m: 0, f: 0 };
  for (const cx of f.children) {
    const c = w.people.persons.get(cx);
    if (!c || w.byXref.has(cx)) continue;
    if (lineageFamily(c, w.people) !== f) continue;
    const { adoption, bioFather, second } = adoptionOf(c, w.people, f);
    const gender = c.sex === 'f' ? 'f' : 'm';
    rank[gender]++;
    const d = add(w, c, {
      generation: (father ?? viaMother)!.member.generation + 1,
      lineageFatherId: viaMother ? null : father!.member.id,
      ...(motherId ? { motherId } : {}),
      ...(adoption ? { adoption } : {}),
    });
    d.member.birthOrder ??= rank[gender];
    if (viaMother && father) d.member.biologicalFatherId = father.member.id;
    if (bioFather || second) w.pending.push({ d, bioFather, second });
    checkGen(w, c, d);
    queue.push(d);
  }
}

function checkGen(w: Walk, p: GedPerson, d: Draft) {
  const g = p.ext._ZP_GEN;
  if (g && /^-?\d+$/.test(g) && Number(g) !== d.member.generation) {
    w.log.warn(p.line, `文件记为第${g}世，按世系应为第${d.member.generation}世，已按世系计算`, { record: `@${p.xref}@`, tag: '_ZP_GEN' });
  }
}

function walkDaughter(w: Walk, dau: Draft, queue: Draft[]) {
  const p = w.people.persons.get(dau.xref)!;
  for (const f of familiesOf(p, w.people)) {
    const hx = f.husband ?? f.partners.find((x) => x !== p.xref);
    const h = hx ? w.people.persons.get(hx) : undefined;
    if (!h) continue;
    if (h.ext._ZP_ADOP === '赘婿' && !w.byXref.has(h.xref)) {
      const husband = add(w, h, { generation: dau.member.generation, wifeId: dau.member.id, adoption: { type: '赘婿' } });
      dau.member.inChart = true;
      walkChildren(w, f, husband, dau.member.id, queue, dau);
    } else if (dau.member.inChart && f.children.some((c) => lineageFamily(w.people.persons.get(c)!, w.people) === f && w.people.persons.get(c)?.ext._ZP_GEN)) {
      walkChildren(w, f, undefined, dau.member.id, queue, dau);
    } else if (!w.byXref.has(h.xref)) {
      dau.member.marriedTo ??= `${nameOf(h)}${h.sex === 'f' ? '（同性伴侣）' : ''}`;
    }
  }
}

export function mapToClan(people: GedPeople, log: ImportLog, o: MapOptions): MapResult {
  const choices = founderChoices(people);
  const { p: founder, reason } = pickFounder(people, o, choices);
  const w: Walk = { people, o, log, drafts: [], byXref: new Map(), surnameFromClan: 0, pending: [] };
  const result: MapResult = {
    drafts: w.drafts, founderChoices: choices, surnameFromClan: 0,
    counts: {
      persons: people.persons.size, families: people.families.size, members: 0, wives: 0, daughters: 0, living: 0, skipped: 0, generations: 0,
      otherLines: 0, otherLineMembers: 0,
    },
  };
  if (!founder) {
    if (people.persons.size) log.error(0, '找不到可作为始祖的男性（没有父辈记录、且有家庭），请手动指定始祖');
    result.counts.skipped = people.persons.size;
    return result;
  }
  const fileGen = founder.ext._ZP_GEN && /^-?\d+$/.test(founder.ext._ZP_GEN) ? Number(founder.ext._ZP_GEN) : undefined;
  const g0 = o.founderGeneration ?? fileGen ?? 1;
  const root = add(w, founder, { generation: g0, lineageFatherId: null });
  root.member.founderRole ??= g0 === 1 ? '始祖' : '始迁祖';
  const queue: Draft[] = [root];
  for (let i = 0; i < queue.length; i++) {
    const d = queue[i];
    if (d.member.gender === 'm') walkMan(w, d, queue);
    else walkDaughter(w, d, queue);
  }
  let otherLines = 0;
  const otherMembers = w.drafts.length;
  if ((o.otherLines ?? 'roots') === 'roots') {
    const surname = o.clanSurname || root.member.surname;
    const roots = [...people.persons.values()].filter((p) => !w.byXref.has(p.xref) && isMale(p) && !lineageFamily(p, people)?.husband
      && p.fams.some((x) => people.families.get(x)?.husband === p.xref)
      && personFields(p, surname, o.currentYear).names.surname === surname);
    for (const p of roots) {
      if (w.byXref.has(p.xref)) continue;
      const own = p.ext._ZP_GEN && /^-?\d+$/.test(p.ext._ZP_GEN) ? Number(p.ext._ZP_GEN) + (g0 - (fileGen ?? g0)) : undefined;
      const gen = own ?? g0;
      const d = add(w, p, { generation: gen, lineageFatherId: null, uncertain: true });
      otherLines++;
      log.info(p.line, `${nameOf(p)}一支未连上始祖，作为另一支导入并标为待考${own === undefined ? `，世次暂记为第${gen}世，请核对` : ''}`, { record: `@${p.xref}@` });
      const more: Draft[] = [d];
      for (let i = 0; i < more.length; i++) {
        if (more[i].member.gender === 'm') walkMan(w, more[i], more); else walkDaughter(w, more[i], more);
      }
    }
  }
  for (const { d, bioFather, second } of w.pending) {
    const bio = bioFather ? w.byXref.get(bioFather) : undefined;
    if (bio) {
      d.member.biologicalFatherId = bio.member.id;
      // The birth mother: the wife in the family where the birth father is the husband.
      const p = people.persons.get(d.xref)!;
      const birthFam = p.famc.map((f) => people.families.get(f.family)).find((f) => f?.husband === bioFather && !!f?.wife);
      const mother = birthFam?.wife ? w.byXref.get(birthFam.wife) : undefined;
      if (d.member.motherId == null && mother) d.member.motherId = mother.member.id;
    }
    else if (bioFather && d.member.adoption?.type === '入继') {
      d.member.adoption = { ...d.member.adoption, type: '抚子', fromText: nameOf(people.persons.get(bioFather)) || undefined };
      log.info(0, `${d.member.surname}${d.member.name ?? ''}的生父不在本族世系中，按抚子记录`, { record: `@${d.xref}@`, tag: 'FAMC' });
    }
    const sec = second ? w.byXref.get(second) : undefined;
    if (sec && d.member.adoption) d.member.adoption.secondLineageFatherId = sec.member.id;
  }
  for (const d of w.drafts) {
    const joint = people.persons.get(d.xref)?.burial?.jointWith;
    if (joint && d.member.burial) {
      const ids = joint.map((x) => w.byXref.get(x)?.member.id).filter((x): x is number => x !== undefined);
      if (ids.length) d.member.burial.jointWith = ids;
    }
  }
  for (const p of people.persons.values()) {
    if (!w.byXref.has(p.xref)) log.info(p.line, `${nameOf(p)}不在本族世系中（外姓亲属或无关联），未导入`, { record: `@${p.xref}@` });
  }
  const gens = new Set(w.drafts.map((d) => d.member.generation));
  result.founder = { xref: founder.xref, name: nameOf(founder), generation: g0, reason };
  result.generationShift = fileGen === undefined ? 0 : g0 - fileGen;
  result.surnameFromClan = w.surnameFromClan;
  result.minGeneration = Math.min(...gens);
  result.maxGeneration = Math.max(...gens);
  result.counts = {
    ...result.counts, members: w.drafts.length, generations: gens.size,
    wives: w.drafts.filter((d) => d.member.husbandId != null).length,
    daughters: w.drafts.filter((d) => d.member.gender === 'f' && d.member.husbandId == null).length,
    living: w.drafts.filter((d) => d.member.living).length,
    skipped: people.persons.size - w.drafts.length,
    otherLines, otherLineMembers: w.drafts.length - otherMembers,
  };
  return result;
}
