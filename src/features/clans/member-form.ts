/**
 * The member editor's form ↔ record mapping (contract/clan-members.ts MemberInput / ClanMemberRecord), its modes
 * (edit, add child/wife/ancestor/mother — the tree popup's links: ?id, ?kind=child&fatherId, ?kind=wife&husbandId,
 * ?kind=ancestor&memberId, ?kind=mother&memberId; ?kind=child without fatherId = a new 始祖/root, whose 世 is
 * typed; ?readonly=1 views), the derived 世 and 字辈 character, and the
 * Chinese validation run before anything is sent.
 */
import type { ClanMemberRecord, MemberInput } from '@contract/clan-members';
import type { z } from 'zod';
import { generationLabel, zibeiChar, type ZibeiPoem } from '@model/generations';
import { parseOrientation, type AdoptionType, type DeathTerm, type FounderRole, type Gender, type OtherName, type Privacy, type SpouseType } from '@model/member';
import { previewDate } from './date-input';

export type EditMode = 'edit' | 'child' | 'wife' | 'ancestor' | 'mother';
export const MODE_TITLES: Record<EditMode, string> = {
  edit: '编辑成员', child: '添加子女', wife: '添加配偶', ancestor: '添加上代', mother: '添加母亲',
};

export interface EditTarget {
  mode: EditMode;
  clanId: number | null;
  /** The member edited (mode edit). */
  id: number | null;
  /** The relative the new member hangs on: father (child), husband (wife), member (ancestor, mother). */
  anchorId: number | null;
  readonly: boolean;
}

const num = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : null);

/** The editor's target from its query string. */
export function targetFromParams(p: URLSearchParams): EditTarget {
  const id = num(p.get('id'));
  const kind = p.get('kind');
  const mode: EditMode = id ? 'edit' : kind === 'child' || kind === 'wife' || kind === 'ancestor' || kind === 'mother' ? kind : 'edit';
  const anchorId = mode === 'child' ? num(p.get('fatherId')) : mode === 'wife' ? num(p.get('husbandId')) : num(p.get('memberId'));
  return { mode, clanId: num(p.get('clanId')), id, anchorId: mode === 'edit' ? null : anchorId, readonly: p.get('readonly') === '1' };
}

export type AdoptionChoice = '' | AdoptionType;

export interface WifeRow {
  id: number;
  name: string;
  spouseType: SpouseType | null;
  spouseOrder: number | null;
}

/** Form values: text fields as typed, ids of picked relatives with their display names. */
export interface MemberForm {
  id: number | null;
  version: number | null;
  gender: Gender;
  surname: string;
  name: string;
  zi: string;
  hao: string;
  otherNames: OtherName[];
  generation: number | null;
  branchId: number | null;
  ranking: string;
  clanRank: string;
  founderRole: FounderRole | null;
  fatherId: number | null;
  fatherName: string;
  biologicalFatherId: number | null;
  biologicalFatherName: string;
  adoptionType: AdoptionChoice;
  secondLineageFatherId: number | null;
  secondLineageFatherName: string;
  adoptionNote: string;
  motherId: number | null;
  husbandId: number | null;
  spouseType: SpouseType | null;
  spouseOrder: string;
  origin: string;
  /** 居住地 */
  residence: string;
  inChart: boolean;
  marriedTo: string;
  childrenSurname: string;
  birthText: string;
  deathText: string;
  deathTerm: DeathTerm | null;
  burialPlace: string;
  burialOrientation: string;
  jointWith: number[];
  titles: string;
  biography: string;
  photos: string[];
  living: boolean;
  noHeir: boolean;
  uncertain: boolean;
  privacy: Privacy;
}

export function emptyForm(target: EditTarget, ctx: { surname?: string; anchorGeneration?: number | null; next?: number | null } = {}): MemberForm {
  const g = ctx.anchorGeneration ?? (target.mode === 'child' && !target.anchorId ? 0 : null);
  const wife = target.mode === 'wife' || target.mode === 'mother';
  return {
    id: null, version: null, gender: wife ? 'f' : 'm', surname: wife ? '' : (ctx.surname ?? ''), name: '', zi: '', hao: '',
    otherNames: [], generation: g === null ? null : target.mode === 'child' ? g + 1 : target.mode === 'ancestor' ? g - 1 : g,
    branchId: null, ranking: target.mode === 'child' && ctx.next ? String(ctx.next) : '', clanRank: '', founderRole: null,
    fatherId: target.mode === 'child' ? target.anchorId : null, fatherName: '', biologicalFatherId: null, biologicalFatherName: '',
    adoptionType: '', secondLineageFatherId: null, secondLineageFatherName: '', adoptionNote: '', motherId: null,
    husbandId: target.mode === 'wife' ? target.anchorId : null, spouseType: wife ? (ctx.next && ctx.next > 1 ? '继配' : '元配') : null,
    spouseOrder: target.mode === 'wife' && ctx.next ? String(ctx.next) : '', origin: '', residence: '', inChart: false, marriedTo: '',
    childrenSurname: '', birthText: '', deathText: '', deathTerm: null, burialPlace: '', burialOrientation: '', jointWith: [],
    titles: '', biography: '', photos: [], living: false, noHeir: false, uncertain: false, privacy: 'public',
  };
}

const str = (v: string | null | undefined) => v ?? '';
const numStr = (v: number | null | undefined) => (v == null ? '' : String(v));

/** The form of a stored member. */
export function formFromRecord(r: ClanMemberRecord, names: { father?: string; biologicalFather?: string } = {}): MemberForm {
  return {
    id: r.id, version: r.version, gender: r.gender, surname: r.surname, name: str(r.name), zi: str(r.zi), hao: str(r.hao),
    otherNames: r.otherNames, generation: r.generation, branchId: r.branchId, ranking: numStr(r.birthOrder),
    clanRank: numStr(r.clanRank), founderRole: r.founderRole, fatherId: r.lineageFatherId, fatherName: names.father ?? '',
    biologicalFatherId: r.biologicalFatherId, biologicalFatherName: names.biologicalFather ?? '',
    adoptionType: r.adoption?.type ?? '', secondLineageFatherId: r.adoption?.secondLineageFatherId ?? null,
    secondLineageFatherName: '', adoptionNote: r.adoption?.toText ?? r.adoption?.fromText ?? '', motherId: r.motherId,
    husbandId: r.husbandId, spouseType: r.spouseType, spouseOrder: numStr(r.spouseOrder), origin: str(r.origin),
    residence: str(r.residence),
    inChart: r.inChart, marriedTo: str(r.marriedTo), childrenSurname: str(r.childrenSurname),
    birthText: r.birth?.original ?? '', deathText: r.death?.original ?? '', deathTerm: r.deathTerm,
    burialPlace: r.burial?.place ?? '', burialOrientation: r.burial?.orientation ?? '', jointWith: r.burial?.jointWith ?? [],
    titles: r.titles.join('\n'), biography: str(r.biography), photos: r.photos, living: r.living, noHeir: r.noHeir,
    uncertain: r.uncertain, privacy: r.privacy,
  };
}

const toInt = (s: string) => (s.trim() ? Number(s.trim()) : null);
const isMarriedIn = (f: MemberForm, mode: EditMode) => mode === 'wife' || mode === 'mother' || f.husbandId != null;

/** The first problem of the form, in Chinese; null when it may be sent. */
export function validateForm(f: MemberForm, mode: EditMode): string | null {
  const wife = isMarriedIn(f, mode);
  if (!f.surname.trim()) return '请填写姓氏';
  if (f.surname.trim().length > 4) return '姓氏不能超过4个字';
  if (!wife && !f.name.trim()) return '请填写名字（讳）';
  if (f.name.trim().length > 20) return '名字不能超过20个字';
  for (const [label, v, max] of [['排行', f.ranking, 255], ['大排行', f.clanRank, 65535], ['配偶次序', f.spouseOrder, 50]] as const) {
    if (v.trim() && !(/^\d+$/.test(v.trim()) && Number(v) >= 1 && Number(v) <= max)) return `${label}应为1到${max}之间的整数`;
  }
  for (const [label, text] of [['出生日期', f.birthText], ['去世日期', f.deathText]] as const) {
    const p = previewDate(text);
    if (p.state === 'error') return `${label}：${p.reason}`;
  }
  const b = previewDate(f.birthText);
  const d = previewDate(f.deathText);
  if (b.state === 'ok' && d.state === 'ok' && b.date.gregorianISO && d.date.gregorianISO && d.date.gregorianISO < b.date.gregorianISO) {
    return '去世日期不能早于出生日期';
  }
  if (f.living && f.deathText.trim()) return '在世成员不能填写去世日期';
  if (f.burialOrientation.trim()) {
    const o = parseOrientation(f.burialOrientation.trim());
    if (!o.ok) return `朝向：${o.reason}`;
  }
  if (f.adoptionType === '兼祧' && !f.secondLineageFatherId) return '兼祧须选择第二位宗父';
  if ((f.adoptionType === '入继' || f.adoptionType === '出继') && !f.biologicalFatherId && !f.adoptionNote.trim()) return '过继须选择生父或填写过继说明';
  if (mode === 'child' && !f.fatherId && !(f.generation && f.generation >= 1)) return '请填写始祖的世次';
  if (mode === 'edit' && f.id && f.version === null) return '缺少版本，请刷新后再试';
  if (f.titles.split('\n').some((t) => t.trim().length > 100)) return '每条功名官职不能超过100字';
  if (f.biography.length > 5000) return '生平不能超过5000字';
  return null;
}

export type SaveParams = z.input<typeof MemberInput> & { kind: 'child' | 'wife' | 'ancestor' | 'mother' | 'member' };

/** The body of /clan-member/save/:kind (edit) or /clan-member/add/:kind (create). */
export function formToInput(f: MemberForm, target: EditTarget & { clanId: number }): SaveParams {
  const wife = isMarriedIn(f, target.mode);
  const adoption = f.adoptionType
    ? {
        type: f.adoptionType,
        ...(f.secondLineageFatherId ? { secondLineageFatherId: f.secondLineageFatherId } : {}),
        ...(f.adoptionNote.trim() ? (f.adoptionType === '出继' ? { toText: f.adoptionNote.trim() } : { fromText: f.adoptionNote.trim() }) : {}),
      }
    : null;
  const out: SaveParams = {
    kind: target.mode === 'edit' ? 'member' : target.mode,
    clanId: target.clanId,
    gender: f.gender,
    surname: f.surname.trim(),
    name: f.name.trim(),
    zi: f.zi.trim(),
    hao: f.hao.trim(),
    otherNames: f.otherNames.filter((o) => o.name.trim()),
    branchId: f.branchId,
    ranking: toInt(f.ranking) ?? (target.mode === 'edit' ? null : undefined),
    clanRank: toInt(f.clanRank),
    founderRole: f.founderRole,
    adoption,
    biologicalFatherId: f.biologicalFatherId,
    motherId: f.motherId,
    residence: f.residence.trim(),
    birthText: f.birthText.trim(),
    deathText: f.deathText.trim(),
    deathTerm: f.deathTerm,
    burial: f.burialPlace.trim() || f.burialOrientation.trim() || f.jointWith.length
      ? { place: f.burialPlace.trim(), ...(f.burialOrientation.trim() ? { orientation: f.burialOrientation.trim() } : {}), ...(f.jointWith.length ? { jointWith: f.jointWith } : {}) }
      : null,
    titles: f.titles.split('\n').map((t) => t.trim()).filter(Boolean),
    biography: f.biography,
    photos: f.photos,
    living: f.living,
    noHeir: f.noHeir,
    uncertain: f.uncertain,
    privacy: f.privacy,
  };
  if (wife) Object.assign(out, { spouseType: f.spouseType, spouseOrder: toInt(f.spouseOrder), origin: f.origin.trim() });
  if (!wife && f.gender === 'f') Object.assign(out, { inChart: f.inChart, marriedTo: f.marriedTo.trim(), childrenSurname: f.childrenSurname.trim() });
  if (target.mode === 'edit') Object.assign(out, { id: target.id, version: f.version ?? 0, ...(f.fatherId ? { fatherId: f.fatherId } : {}) });
  if (target.mode === 'child' && target.anchorId) out.fatherId = target.anchorId;
  if (target.mode === 'child' && !target.anchorId) out.generation = f.generation ?? 1;
  if (target.mode === 'wife') out.husbandId = target.anchorId;
  if (target.mode === 'ancestor' || target.mode === 'mother') out.memberId = target.anchorId;
  return out;
}

/** 世 and its 字辈 character as the form shows them ("十二世 · 字辈「德」"). */
export function generationText(generation: number | null, poems: readonly ZibeiPoem[], branchId: number | null): { label: string; zibei: string } {
  if (generation === null || generation < 1) return { label: '由父亲推算', zibei: '' };
  return { label: generationLabel(generation), zibei: zibeiChar(poems, generation, branchId) ?? '' };
}

/** The 字辈 character is expected in the given name: a gentle hint when it is missing (never a refusal). */
export function zibeiHint(name: string, zibei: string): string | null {
  if (!zibei || !name.trim() || name.includes(zibei)) return null;
  return `本世字辈为「${zibei}」，名字中未见此字`;
}

// ——— 继续添加: the editor's next step after adding (MemberEditPage, ContinueAdding) ———

export type NextKind = 'son' | 'daughter' | 'wife';

/** Where the editor goes after adding `r`: the add form for the same father (继续添加), or the new member's page. */
export function afterAdd(t: Pick<EditTarget, 'mode' | 'anchorId'> & { clanId: number }, r: { id: number }): string {
  const base = `/clan/member/edit?clanId=${t.clanId}`;
  if (t.mode === 'child' || t.mode === 'wife') return `${base}&kind=child&fatherId=${t.anchorId ?? r.id}&added=${r.id}`;
  return `${base}&id=${r.id}&readonly=1`;
}

/** The link of 继续添加 儿子 / 女儿 / 妻子 under `fatherId`, keeping what was just added on show. */
export function nextKindPath(clanId: number, fatherId: number, k: NextKind, added: number | null): string {
  const tail = added ? `&added=${added}` : '';
  if (k === 'wife') return `/clan/member/edit?clanId=${clanId}&kind=wife&husbandId=${fatherId}${tail}`;
  return `/clan/member/edit?clanId=${clanId}&kind=child&fatherId=${fatherId}${k === 'daughter' ? '&gender=f' : ''}${tail}`;
}

