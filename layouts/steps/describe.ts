/**
 * Step `describe`: the words printed about a member — the 小传 of a chart cell (欧式), the 世系录/牒记 entry
 * (domain.md §1.4 template) and the modern record (§1.6). Dates keep the book's original text when there is
 * one (traditional) and are formatted by the calendar engine otherwise; modern records put the Gregorian
 * date first.
 */
import { formatAgeAtDeath, traditionalAge } from '../../model/calendar/age';
import { formatModern, formatTraditional } from '../../model/calendar/format';
import type { ChineseDate } from '../../model/calendar/types';
import { displayName, rankWord, yearOf, type ClanMember } from '../../model/member';
import { listOf, type ClanIndex } from './prepare-clan';

const trad = (d: ChineseDate): string => (d.original?.trim() ? d.original.trim() : formatTraditional(d));
const modern = (d: ChineseDate): string => (d.precision === 'unknown' && d.original ? d.original : formatModern(d));

/** 生于…，殁于…，享寿六十八 */
export function lifeText(m: ClanMember, style: 'traditional' | 'modern'): string {
  const parts: string[] = [];
  if (m.privacy === 'private') return ''; // the member (or the family) asked not to print dates
  const fmt = style === 'modern' ? modern : trad;
  if (m.birth) parts.push(style === 'modern' ? `${fmt(m.birth)}生` : `生于${fmt(m.birth)}`);
  if (m.death) {
    const term = m.deathTerm ?? (style === 'modern' ? '卒' : '殁');
    parts.push(style === 'modern' ? `${fmt(m.death)}${term}` : `${term}于${fmt(m.death)}`);
    if (m.birth) {
      const age = traditionalAge(m.birth, m.death);
      if (age && age.age > 0 && age.age < 130) parts.push(formatAgeAtDeath(age.age, { style, approximate: age.approximate }));
    }
  }
  return parts.join('，');
}

function burialText(m: ClanMember): string {
  const b = m.burial;
  if (!b?.place) return '';
  return `葬${b.place}${b.mountain ?? ''}${b.orientation ? `，${b.orientation}` : ''}${b.jointWith?.length ? '，合葬' : ''}`;
}

function given(m: ClanMember): string {
  return m.name ?? displayName(m);
}

function adoptionText(ix: ClanIndex, m: ClanMember): string {
  const a = m.adoption;
  if (!a) return '';
  const bio = m.biologicalFatherId != null ? ix.byId.get(m.biologicalFatherId) : undefined;
  switch (a.type) {
    case '出继': return a.toText ?? '出继为嗣';
    case '入继': return bio ? `系${given(bio)}公${a.biologicalRank ? rankWord(a.biologicalRank) : ''}子，承继为嗣` : '承继为嗣';
    case '兼祧': {
      const second = a.secondLineageFatherId != null ? ix.byId.get(a.secondLineageFatherId) : undefined;
      return second ? `兼祧${given(second)}公` : '兼祧两房';
    }
    case '抚子': return a.fromText ? `抚${a.fromText}` : '抚子';
    case '寄子': return a.fromText ? `寄子，${a.fromText}` : '寄子';
    case '赘婿': return '赘婿';
  }
}

function spouseText(s: ClanMember, style: 'traditional' | 'modern', number?: string): string {
  const word = s.adoption?.type === '赘婿' ? '赘' : s.spouseType ?? '配';
  const name = style === 'modern' ? displayName(s) : s.name ? `${s.surname}氏${s.name}` : `${s.surname}氏`;
  const origin = s.origin ? (style === 'modern' ? `，${s.origin}` : s.origin) : '';
  const life = lifeText(s, style);
  if (style === 'modern') return `${word}${name}${number ? `（${number}）` : ''}${origin}${life ? `，${life}` : ''}`;
  return `${word}${origin}${name}${life ? `，${life}` : ''}${burialText(s) ? `，${burialText(s)}` : ''}`;
}

function childList(kids: ClanMember[], style: 'traditional' | 'modern', ix: ClanIndex): string {
  return kids.map((k) => {
    const n = style === 'modern' ? ix.number.get(k.id) : undefined;
    const base = style === 'modern' ? displayName(k) : given(k);
    const out = k.adoption?.type === '出继' ? '（出继）' : '';
    const wed = k.gender === 'f' && k.marriedTo ? (style === 'modern' ? `，${k.marriedTo}` : k.marriedTo) : '';
    return `${base}${n ? `（${n}）` : ''}${out}${wed}`;
  }).join('、');
}

/** 子二：甲、乙；女一：适… */
function childrenText(ix: ClanIndex, m: ClanMember, style: 'traditional' | 'modern'): string {
  const sons = listOf(ix.sons, m.id);
  const daughters = listOf(ix.daughters, m.id);
  const parts: string[] = [];
  if (style === 'modern') {
    if (sons.length) parts.push(`子：${childList(sons, style, ix)}`);
    if (daughters.length) parts.push(`女：${childList(daughters, style, ix)}`);
  } else {
    if (sons.length) parts.push(`子${numberWord(sons.length)}：${childList(sons, style, ix)}`);
    if (daughters.length) parts.push(`女${numberWord(daughters.length)}：${childList(daughters, style, ix)}`);
  }
  return parts.join('；');
}

const NUM = '零一二三四五六七八九十';
const numberWord = (n: number): string => (n <= 10 ? NUM[n] : String(n));

export interface DescribeOptions {
  /** Name the father ("德公长子"): 牒记 and 世系录 entries. */
  father?: boolean;
  /** Include the biography prose (records yes; chart cells no, they are short). */
  prose?: boolean;
}

/** Sons who left this line (出继 to another father, 兼祧) and 兼祧 sons who continue it as their second line. */
function lineNotes(ix: ClanIndex, m: ClanMember): string[] {
  const parts: string[] = [];
  for (const a of listOf(ix.adoptedOut, m.id)) {
    const to = a.lineageFatherId != null ? ix.byId.get(a.lineageFatherId) : undefined;
    const rank = a.adoption?.biologicalRank ? rankWord(a.adoption.biologicalRank) : '';
    parts.push(`${rank}子${given(a)}${a.adoption?.type === '兼祧' ? '兼祧' : '出继'}${to ? `${given(to)}公` : ''}为嗣`);
  }
  for (const h of listOf(ix.jointHeirs, m.id)) {
    const f = h.lineageFatherId != null ? ix.byId.get(h.lineageFatherId) : undefined;
    parts.push(`以${f ? `${given(f)}公之子` : ''}${given(h)}兼祧为嗣`);
  }
  return parts;
}

/** The traditional 小传/entry text (without the name itself). */
export function traditionalText(ix: ClanIndex, m: ClanMember, o: DescribeOptions = {}): string {
  const parts: string[] = [];
  const names = [m.zi ? `字${m.zi}` : '', m.hao ? `号${m.hao}` : ''].filter(Boolean).join('，');
  if (names) parts.push(names);
  if (m.birthOrder && m.gender === 'm') parts.push(`行${numberWord(m.birthOrder)}`);
  if (o.father && m.lineageFatherId != null) {
    const f = ix.byId.get(m.lineageFatherId);
    if (f) parts.push(`${given(f)}公${m.birthOrder ? rankWord(m.birthOrder) : ''}${m.gender === 'f' ? '女' : '子'}`);
  }
  const adoption = adoptionText(ix, m);
  if (adoption) parts.push(adoption);
  if (m.titles?.length) parts.push(m.titles.join('，'));
  const life = lifeText(m, 'traditional');
  if (life) parts.push(life);
  const burial = burialText(m);
  if (burial) parts.push(burial);
  for (const s of listOf(ix.spouses, m.id)) parts.push(spouseText(s, 'traditional'));
  if (m.gender === 'f' && m.marriedTo) parts.push(m.marriedTo);
  const kids = childrenText(ix, m, 'traditional');
  if (kids) parts.push(kids);
  parts.push(...lineNotes(ix, m));
  if (m.noHeir) parts.push('止');
  if (m.uncertain) parts.push('待考');
  if (o.prose && m.biography && m.privacy !== 'private') parts.push(m.biography);
  return parts.length ? parts.join('。') + '。' : '';
}

/** The modern record (`omitName`: without the leading name, when it is printed as its own item): 张德华（5-012），字…，男。1932年…生，…卒，享年77岁。配…。子：…；女：… */
export function modernText(ix: ClanIndex, m: ClanMember, o: { omitName?: boolean } = {}): string {
  const n = ix.number.get(m.id);
  const head = [`${o.omitName ? '' : displayName(m)}${n ? `（${n}）` : ''}`];
  if (m.zi) head.push(`字${m.zi}`);
  if (m.hao) head.push(`号${m.hao}`);
  head.push(m.gender === 'm' ? '男' : '女');
  const parts = [head.join('，')];
  const adoption = adoptionText(ix, m);
  if (adoption) parts.push(adoption);
  if (m.titles?.length) parts.push(m.titles.join('，'));
  const life = lifeText(m, 'modern');
  if (life) parts.push(life);
  const burial = burialText(m);
  if (burial) parts.push(burial);
  if (m.gender === 'f' && m.marriedTo) parts.push(m.marriedTo);
  const spouses = listOf(ix.spouses, m.id).map((s) => spouseText(s, 'modern', ix.number.get(s.id)));
  if (spouses.length) parts.push(spouses.join('；'));
  const kids = childrenText(ix, m, 'modern');
  if (kids) parts.push(kids);
  parts.push(...lineNotes(ix, m));
  if (m.biography && m.privacy !== 'private') parts.push(m.biography);
  return parts.join('。') + '。';
}

/** "1932–2008" for a modern chart box. */
export function lifeSpan(m: ClanMember): string {
  const b = yearOf(m.birth);
  const d = yearOf(m.death);
  if (b === undefined && d === undefined) return '';
  return `${b ?? '?'}–${d ?? ''}`;
}
