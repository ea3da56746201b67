import { describe, expect, it } from 'vitest';
import type { ClanMemberRecord } from '@contract/clan-members';
import { afterAdd, emptyForm, nextKindPath, formFromRecord, formToInput, generationText, targetFromParams, validateForm, zibeiHint } from './member-form';

const record: ClanMemberRecord = {
  id: 7, projectId: 1, clanId: 3, branchId: 2, version: 4, gender: 'm', surname: '陈', name: '德华', displayName: '陈德华',
  zi: '子实', hao: null, otherNames: [{ kind: '乳名', name: '阿华' }], generation: 12, branchGeneration: null, birthOrder: 2,
  clanRank: 15, founderRole: null, lineageFatherId: 5, biologicalFatherId: 6, adoption: { type: '入继', fromText: '胞兄次子' },
  motherId: 9, husbandId: null, spouseType: null, spouseOrder: null, origin: null, wifeId: null, inChart: false, marriedTo: null,
  childrenSurname: null, birth: { original: '乾隆三年三月初五', calendar: 'lunar', precision: 'day' }, death: null, deathTerm: null,
  burial: { place: '祖山', orientation: '坐子向午', jointWith: [9] }, titles: ['国学生', '例授登仕郎'], biography: '性孝友',
  photos: ['/f/1.jpg'], living: false, noHeir: false, uncertain: true, privacy: 'public', residence: '梅县松口', updatedAt: '2026-01-01T00:00:00Z',
};

describe('editor target from the query string', () => {
  it('reads the tree popup links', () => {
    expect(targetFromParams(new URLSearchParams('clanId=1&id=9&readonly=1'))).toEqual({ mode: 'edit', clanId: 1, id: 9, anchorId: null, readonly: true });
    expect(targetFromParams(new URLSearchParams('clanId=1&kind=child&fatherId=9'))).toMatchObject({ mode: 'child', anchorId: 9, id: null });
    expect(targetFromParams(new URLSearchParams('clanId=1&kind=wife&husbandId=9'))).toMatchObject({ mode: 'wife', anchorId: 9 });
    expect(targetFromParams(new URLSearchParams('clanId=1&kind=ancestor&memberId=4'))).toMatchObject({ mode: 'ancestor', anchorId: 4 });
    expect(targetFromParams(new URLSearchParams('clanId=1&kind=mother&memberId=4'))).toMatchObject({ mode: 'mother', anchorId: 4 });
    expect(targetFromParams(new URLSearchParams('clanId=x&kind=bad'))).toMatchObject({ mode: 'edit', clanId: null, id: null });
  });
});

describe('form ↔ member', () => {
  it('a stored member round-trips into the save body with id and version', () => {
    const f = formFromRecord(record, { father: '陈明远' });
    expect(f).toMatchObject({ name: '德华', ranking: '2', clanRank: '15', birthText: '乾隆三年三月初五', titles: '国学生\n例授登仕郎', adoptionType: '入继', adoptionNote: '胞兄次子', fatherName: '陈明远' });
    const body = formToInput(f, { mode: 'edit', clanId: 3, id: 7, anchorId: null, readonly: false });
    expect(body).toMatchObject({
      kind: 'member', id: 7, version: 4, clanId: 3, fatherId: 5, biologicalFatherId: 6, surname: '陈', name: '德华', zi: '子实',
      ranking: 2, clanRank: 15, birthText: '乾隆三年三月初五', deathText: '', titles: ['国学生', '例授登仕郎'],
      adoption: { type: '入继', fromText: '胞兄次子' }, burial: { place: '祖山', orientation: '坐子向午', jointWith: [9] },
      uncertain: true, photos: ['/f/1.jpg'], residence: '梅县松口',
    });
    expect(body).not.toHaveProperty('spouseType');
    expect(body).not.toHaveProperty('husbandId');
  });
  it('a new child takes the father, the next 行第 and 世 + 1', () => {
    const t = targetFromParams(new URLSearchParams('clanId=3&kind=child&fatherId=5'));
    const f = emptyForm(t, { surname: '陈', anchorGeneration: 11, next: 3 });
    expect(f).toMatchObject({ surname: '陈', generation: 12, ranking: '3', fatherId: 5, gender: 'm' });
    const body = formToInput({ ...f, name: '德明' }, { ...t, clanId: 3 });
    expect(body).toMatchObject({ kind: 'child', fatherId: 5, ranking: 3, name: '德明', burial: null, adoption: null });
    expect(body).not.toHaveProperty('id');
  });
  it('a wife: her own surname, type and order; a daughter: in-chart flag and 适', () => {
    const t = targetFromParams(new URLSearchParams('clanId=3&kind=wife&husbandId=7'));
    const w = emptyForm(t, { surname: '陈', anchorGeneration: 12, next: 2 });
    expect(w).toMatchObject({ gender: 'f', surname: '', spouseType: '继配', spouseOrder: '2', generation: 12 });
    expect(emptyForm(t, { next: 1 }).spouseType).toBe('元配');
    expect(validateForm(w, 'wife')).toBe('请填写姓氏');
    const body = formToInput({ ...w, surname: '王', spouseType: '继配', origin: '王村王公之女' }, { ...t, clanId: 3 });
    expect(body).toMatchObject({ kind: 'wife', husbandId: 7, surname: '王', name: '', spouseType: '继配', spouseOrder: 2, origin: '王村王公之女' });
    const c = targetFromParams(new URLSearchParams('clanId=3&kind=child&fatherId=7'));
    const d = { ...emptyForm(c, { surname: '陈' }), gender: 'f' as const, name: '秀英', inChart: true, marriedTo: '适李村李某' };
    expect(formToInput(d, { ...c, clanId: 3 })).toMatchObject({ inChart: true, marriedTo: '适李村李某', gender: 'f' });
  });
  it('a founder (child without father) sends his typed 世 and lets the server number him', () => {
    const t = targetFromParams(new URLSearchParams('clanId=3&kind=child'));
    const f = emptyForm(t, { surname: '陈' });
    expect(f.generation).toBe(1);
    const body = formToInput({ ...f, name: '始公' }, { ...t, clanId: 3 });
    expect(body).toMatchObject({ kind: 'child', generation: 1, name: '始公' });
    expect(body.fatherId).toBeUndefined();
    expect(body.ranking).toBeUndefined();
  });
  it('an ancestor and a mother hang on memberId', () => {
    const a = targetFromParams(new URLSearchParams('clanId=3&kind=ancestor&memberId=4'));
    expect(emptyForm(a, { anchorGeneration: 5 }).generation).toBe(4);
    expect(formToInput({ ...emptyForm(a, { surname: '陈' }), name: '公' }, { ...a, clanId: 3 })).toMatchObject({ kind: 'ancestor', memberId: 4 });
  });
});

describe('validation before sending', () => {
  const t = targetFromParams(new URLSearchParams('clanId=3&kind=child&fatherId=5'));
  const base = { ...emptyForm(t, { surname: '陈' }), name: '德明' };
  it('accepts a good form', () => expect(validateForm(base, 'child')).toBeNull());
  it('names each problem in Chinese', () => {
    expect(validateForm({ ...base, name: ' ' }, 'child')).toBe('请填写名字（讳）');
    expect(validateForm({ ...base, ranking: '0' }, 'child')).toBe('排行应为1到255之间的整数');
    expect(validateForm({ ...base, birthText: '乾隆三年四月三十' }, 'child')).toBe('出生日期：乾隆三年四月只有二十九天，没有三十');
    expect(validateForm({ ...base, birthText: '1900-01-01', deathText: '1890-01-01' }, 'child')).toBe('去世日期不能早于出生日期');
    expect(validateForm({ ...base, living: true, deathText: '1990年' }, 'child')).toBe('在世成员不能填写去世日期');
    expect(validateForm({ ...base, burialOrientation: '坐子向卯' }, 'child')).toBe('朝向：坐子应向午，不能向卯');
    expect(validateForm({ ...base, adoptionType: '兼祧' }, 'child')).toBe('兼祧须选择第二位宗父');
    expect(validateForm({ ...base, fatherId: null, generation: null }, 'child')).toBe('请填写始祖的世次');
  });
});

describe('世 and 字辈', () => {
  const poems = [{ id: 1, text: '德业永昌', startGeneration: 11, mode: '流宗' as const, branchId: null }];
  it('derives the label and the character', () => {
    expect(generationText(12, poems, null)).toEqual({ label: '十二世', zibei: '业' });
    expect(generationText(null, poems, null).label).toBe('由父亲推算');
  });
  it('hints when the name lacks the 字辈 character', () => {
    expect(zibeiHint('德明', '业')).toBe('本世字辈为「业」，名字中未见此字');
    expect(zibeiHint('业明', '业')).toBeNull();
  });
});

describe('继续添加 after a save', () => {
  it('a founder, a child or a wife leads to the add form under the same father; the others to the new page', () => {
    expect(afterAdd({ mode: 'child', anchorId: null, clanId: 5 }, { id: 9 })).toBe('/clan/member/edit?clanId=5&kind=child&fatherId=9&added=9');
    expect(afterAdd({ mode: 'child', anchorId: 9, clanId: 5 }, { id: 10 })).toBe('/clan/member/edit?clanId=5&kind=child&fatherId=9&added=10');
    expect(afterAdd({ mode: 'wife', anchorId: 9, clanId: 5 }, { id: 11 })).toBe('/clan/member/edit?clanId=5&kind=child&fatherId=9&added=11');
    expect(afterAdd({ mode: 'mother', anchorId: 10, clanId: 5 }, { id: 12 })).toBe('/clan/member/edit?clanId=5&id=12&readonly=1');
    expect(nextKindPath(5, 9, 'daughter', 10)).toBe('/clan/member/edit?clanId=5&kind=child&fatherId=9&gender=f&added=10');
    expect(nextKindPath(5, 9, 'wife', null)).toBe('/clan/member/edit?clanId=5&kind=wife&husbandId=9');
  });
});
