/**
 * The clan member model (domain.md §3): one `ClanMember` per person in a clan book — the men of the
 * patriline, the clan's daughters, the wives who married in and the uxorilocal husbands (赘婿). It is a
 * genealogy record, not a parent/child table: a member has a lineage (宗法) father and, when adopted, a
 * different biological father; a 兼祧 son has two lineage fathers; children hang under their mother
 * (子女各随母后); dates keep the book's original text. Pure data, plain JSON, isomorphic.
 *
 * The rules that check a member against its relatives live in `model/clan/validate*.ts`; the 世 and
 * 字辈 rules in `model/generations.ts`. See model/clan/README.md.
 */
import { parseChineseDate } from './calendar/parse';
import type { ChineseDate, ParseOptions } from './calendar/types';

/** Member ids are the database's integer ids (1 … 2³¹−1); the tree pack stores them as Int32. */
export type MemberId = number;
export type ClanId = number;
export type BranchId = number;

/** 'm' / 'f', the same spelling as model/kinship's `Sex`. */
export type Gender = 'm' | 'f';

/**
 * Adoption and other non-birth ways into a line (domain.md §3 [S16][S17][S29]), from this member's point
 * of view:
 * - 出继: adopted out to a line this book does not continue (the record stays under the birth father with
 *   `toText`, e.g. 出继族叔某公为嗣; "子孙不再下续": no children are recorded under him here);
 * - 入继 (嗣子/承继): adopted in from a clansman; `lineageFatherId` = adoptive father,
 *   `biologicalFatherId` = birth father (the birth father's record shows "出继某某为嗣", derived);
 * - 兼祧: one son continues two lines; `lineageFatherId` is the primary line (承重),
 *   `adoption.secondLineageFatherId` the second;
 * - 抚子: an outsider's child raised as a son (螟蛉); the birth father is not a clan member;
 * - 寄子: a stepson who came with his mother (a wife of the lineage father);
 * - 赘婿: an uxorilocal husband of a clan daughter (`wifeId`); his children continue her line.
 */
export type AdoptionType = '出继' | '入继' | '兼祧' | '抚子' | '寄子' | '赘婿';
export const ADOPTION_TYPES: readonly AdoptionType[] = ['出继', '入继', '兼祧', '抚子', '寄子', '赘婿'];

export interface Adoption {
  type: AdoptionType;
  /** 兼祧 only: the second line's father (the first is `lineageFatherId`). */
  secondLineageFatherId?: MemberId;
  /** 入继/兼祧: his 行第 among his birth father's sons ("承继胞兄某第二子为嗣"). */
  biologicalRank?: number;
  /** 出继: where he went ("出继族叔某公为嗣"); 抚子/寄子: where he came from ("抚王氏子"). The book's words. */
  toText?: string;
  fromText?: string;
}

/**
 * Wife types (domain.md §3 [S18][S19]). 元配/配 first wife; 继配 (继室) a later wife after the first died;
 * 侧室 (妾/庶) a concubine; 娶 used by some books for a remarried widow; 改配 and 聘 (betrothed, died before
 * the wedding) as the book writes them. The book's own word is kept: 配 and 元配 are both stored.
 */
export type SpouseType = '元配' | '配' | '继配' | '侧室' | '娶' | '改配' | '聘';
export const SPOUSE_TYPES: readonly SpouseType[] = ['元配', '配', '继配', '侧室', '娶', '改配', '聘'];

/** Other words books use for the same types. */
export const SPOUSE_TYPE_ALIASES: Readonly<Record<string, SpouseType>> = {
  元配: '元配', 原配: '元配', 配: '配', 继配: '继配', 继室: '继配', 续配: '继配', 续娶: '继配', 后娶: '继配',
  侧室: '侧室', 妾: '侧室', 庶: '侧室', 副室: '侧室', 娶: '娶', 改配: '改配', 聘: '聘',
};

/** 卒/殁/终 (wording of a book), 殇/夭 (died young). */
export type DeathTerm = '卒' | '殁' | '终' | '殇' | '夭';

/** 始祖 (一世), 始迁祖 (first to move here), 开基祖 (founder of a local line). */
export type FounderRole = '始祖' | '始迁祖' | '开基祖';

/** Who may see a member's details: living people default to 'clan' (domain.md §3). */
export type Privacy = 'public' | 'clan' | 'private';

export type OtherNameKind = '学名' | '乳名' | '官名' | '谱名' | '别名' | '曾用名';
export interface OtherName {
  kind: OtherNameKind;
  name: string;
}

/** 葬: "葬本村后山狮子岭，坐子向午" with 合葬. */
export interface Burial {
  /** Where: 本村后山, 某县某乡. */
  place: string;
  /** The hill or site name, when the book gives one (狮子岭). */
  mountain?: string;
  /** 坐X向Y, optionally with 兼 (坐子向午兼癸丁): see `parseOrientation`. */
  orientation?: string;
  /** Buried together with (合葬): usually husband and wife. */
  jointWith?: MemberId[];
}

export interface ClanMember {
  id: MemberId;
  clanId: ClanId;
  /** 房/支 the member is filed under (the deepest branch); wives take the husband's. */
  branchId?: BranchId | null;
  /** Optimistic locking: bumped by every save; a stale save is refused. */
  version: number;

  gender: Gender;
  /** Family name as written (the clan's for its men and daughters; a wife's own). */
  surname: string;
  /** 讳/谱名 (given name); usually carries the 字辈 character. Old books omit wives' and daughters' names. */
  name?: string;
  /** 字 */
  zi?: string;
  /** 号 */
  hao?: string;
  otherNames?: OtherName[];

  /** 世: clan-global generation, 始祖 = 1; = lineage parent's + 1 (see generations.ts). */
  generation: number;
  /** 内世系: the count from the branch's own 始迁祖, when the book keeps one. */
  branchGeneration?: number;
  /** 行第 among same-sex children of the lineage father (1 = eldest, 行一). */
  birthOrder?: number;
  /** 大排行: rank across same-generation cousins. */
  clanRank?: number;
  founderRole?: FounderRole;

  /** The father the book files him under (宗法父); for 兼祧 the primary line. */
  lineageFatherId?: MemberId | null;
  /** The birth father, when it differs (入继, 兼祧 from a brother's line, 赘婿's children). */
  biologicalFatherId?: MemberId | null;
  adoption?: Adoption;
  /** The mother: a wife of the father, or a clan daughter whose line continues (女子挂线). */
  motherId?: MemberId | null;

  /** For a wife who married in: her husband, the type of marriage and her place among his wives. */
  husbandId?: MemberId | null;
  spouseType?: SpouseType;
  /** 1 = first. */
  spouseOrder?: number;
  /** A wife's origin as the book writes it: 某村某公之女. */
  origin?: string;
  /** For a 赘婿: the clan daughter he married. */
  wifeId?: MemberId | null;

  /** A daughter drawn in the chart (女子挂线); otherwise she appears as text under her father. */
  inChart?: boolean;
  /** 适: whom a daughter married, the book's words (适某村王某). */
  marriedTo?: string;
  /** The surname her children carry when her line continues (随母姓). */
  childrenSurname?: string;

  birth?: ChineseDate;
  death?: ChineseDate;
  deathTerm?: DeathTerm;
  burial?: Burial;

  /** 功名/官职/封赠 */
  titles?: string[];
  biography?: string;
  /** File references of photos (uploads). */
  photos?: string[];

  living?: boolean;
  /** 止: no heir and none adopted ("无嗣未继者本名下书'止'"). */
  noHeir?: boolean;
  /** 待考/失考: the record is uncertain. */
  uncertain?: boolean;
  privacy?: Privacy;
}

/** 房/支/派: a tree of branches inside a clan. */
export interface Branch {
  id: BranchId;
  name: string;
  kind: '房' | '支' | '派';
  parentId: BranchId | null;
  /** The member the branch descends from. */
  founderId?: MemberId;
}

// ---------------------------------------------------------------------------------------------------
// Roles and links

/** A wife who married in (has a husband in the clan). */
export const isWife = (m: ClanMember): boolean => m.husbandId != null;

/** A member who married in: a wife, or a 赘婿. */
export const isMarriedIn = (m: ClanMember): boolean => isWife(m) || m.adoption?.type === '赘婿';

/** Born (or adopted) into the clan: the men of the line and the clan's daughters. */
export const isBloodMember = (m: ClanMember): boolean => !isMarriedIn(m);

/** A clan daughter (not a wife who married in). */
export const isDaughter = (m: ClanMember): boolean => m.gender === 'f' && isBloodMember(m);

/** Lineage fathers: the primary one, then the second line of a 兼祧 son. */
export function lineageFatherIds(m: ClanMember): MemberId[] {
  const out: MemberId[] = [];
  if (m.lineageFatherId != null) out.push(m.lineageFatherId);
  if (m.adoption?.type === '兼祧' && m.adoption.secondLineageFatherId != null) out.push(m.adoption.secondLineageFatherId);
  return out;
}

/**
 * The member the chart hangs this one under: the lineage father, or — for children of a clan daughter
 * whose line continues (女子挂线, a 赘婿's children) — the mother. `lookup` tells whether the mother is a
 * clan daughter; without it only the father counts.
 */
export function lineageParentId(m: ClanMember, lookup?: (id: MemberId) => ClanMember | undefined): MemberId | null {
  if (m.lineageFatherId != null) return m.lineageFatherId;
  if (m.motherId == null || !lookup || isMarriedIn(m)) return null;
  const mother = lookup(m.motherId);
  return mother && isDaughter(mother) ? mother.id : null;
}

/** The birth father: `biologicalFatherId` when given, else the lineage father (not for 抚子/寄子). */
export function birthFatherId(m: ClanMember): MemberId | null {
  if (m.biologicalFatherId != null) return m.biologicalFatherId;
  const t = m.adoption?.type;
  return t === '抚子' || t === '寄子' ? null : m.lineageFatherId ?? null;
}

// ---------------------------------------------------------------------------------------------------
// Names

const RANK_WORDS = ['长', '次', '三', '四', '五', '六', '七', '八', '九', '十'];

/** 长, 次, 三 … for "长女", "次子" (1-based). */
export function rankWord(rank: number): string {
  return RANK_WORDS[rank - 1] ?? `第${rank}`;
}

/**
 * The name a card shows: 陈德华; a wife without a recorded name: 王氏; an unnamed daughter: 长女.
 */
export function displayName(m: ClanMember): string {
  if (m.name) return m.surname + m.name;
  if (isWife(m)) return `${m.surname}氏`;
  if (m.gender === 'f' && m.birthOrder) return `${rankWord(m.birthOrder)}女`;
  return m.surname;
}

// ---------------------------------------------------------------------------------------------------
// Burial orientation: 坐X向Y on the 二十四山 ring

/** The 24 mountains (二十四山) clockwise from 壬; opposite mountains are 12 apart (坐子向午). */
export const TWENTY_FOUR_MOUNTAINS = '壬子癸丑艮寅甲卯乙辰巽巳丙午丁未坤申庚酉辛戌乾亥';

export interface Orientation {
  /** 坐: the mountain the grave sits on (its back). */
  sit: string;
  /** 向: the direction it faces. */
  face: string;
  /** 兼: the pair it leans towards (坐子向午兼癸丁), when given. */
  lean?: [string, string];
}

export type OrientationResult = { ok: true; value: Orientation } | { ok: false; reason: string };

const mountainIndex = (c: string) => TWENTY_FOUR_MOUNTAINS.indexOf(c);

/** The mountain opposite `c` (子 → 午), or undefined for a character not on the ring. */
export function oppositeMountain(c: string): string | undefined {
  const i = mountainIndex(c);
  return i < 0 || c.length !== 1 ? undefined : TWENTY_FOUR_MOUNTAINS[(i + 12) % 24];
}

/** Reads 坐子向午 / 坐子向午兼癸丁 and checks that 坐 and 向 are opposite on the 24-mountain ring. */
export function parseOrientation(text: string): OrientationResult {
  const m = /^坐(.)向(.)(?:兼(.)(.))?$/.exec(text.trim());
  if (!m) return { ok: false, reason: `“${text}”不是“坐X向Y”的格式` };
  const [, sit, face, a, b] = m;
  for (const c of [sit, face, a, b]) {
    if (c !== undefined && mountainIndex(c) < 0) return { ok: false, reason: `“${c}”不是二十四山之一` };
  }
  if (oppositeMountain(sit) !== face) {
    return { ok: false, reason: `坐${sit}应向${oppositeMountain(sit)}，不能向${face}` };
  }
  if (a !== undefined) {
    if (oppositeMountain(a) !== b) return { ok: false, reason: `兼${a}${b}：${a}的对面是${oppositeMountain(a)}，不是${b}` };
    const d = Math.abs(mountainIndex(a) - mountainIndex(sit));
    if (d !== 1 && d !== 23) return { ok: false, reason: `兼向须为坐山相邻之山，${a}与${sit}不相邻` };
    return { ok: true, value: { sit, face, lean: [a, b] } };
  }
  return { ok: true, value: { sit, face } };
}

/** "葬本村后山狮子岭，坐子向午，与某合葬" style text, without the 合葬 names. */
export function burialText(b: Burial): string {
  return `葬${b.place}${b.mountain ?? ''}${b.orientation ? `，${b.orientation}` : ''}`;
}

// ---------------------------------------------------------------------------------------------------
// Dates

/**
 * A birth or death date from the book's text. The original is always kept: text the calendar engine
 * refuses (a 干支 that contradicts the era year, an impossible day) becomes an `unknown`-precision date
 * with the reason in `notes`, so nothing the editor typed is lost. An ambiguous text (an era name used by
 * several dynasties) takes the first reading and says so in `notes`.
 */
export function memberDate(text: string, options?: ParseOptions): ChineseDate {
  const r = parseChineseDate(text, options);
  if (!r.ok) return { original: text, calendar: 'lunar', precision: 'unknown', notes: [r.reason] };
  if (r.dates.length === 1) return r.dates[0];
  const d = r.dates[0];
  return { ...d, notes: [...(d.notes ?? []), `有${r.dates.length}种解读，暂取第一种`] };
}

/** The year a chart prints for a date: the western year when known, else the lunar year's CE number. */
export function yearOf(d: ChineseDate | undefined): number | undefined {
  return d?.gregorian?.year ?? d?.lunarYear;
}
