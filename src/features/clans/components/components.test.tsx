/**
 * The clan components render the data they are given (server-side render, no DOM needed). antd-mobile's CommonJS
 * build imports CSS, which node cannot load, so it is replaced here by plain stand-ins that render their labels,
 * values, options and children: the tests check what the clan components put on screen, not antd-mobile.
 */
import { describe, expect, it, vi } from 'vitest';

vi.mock('antd-mobile', async () => {
  const { createElement: h } = await import('react');
  type P = Record<string, unknown> & { children?: unknown };
  const part = (name: string) => (p: P) => h('div', { 'data-c': name, role: p.role as string | undefined },
    p.label as never, p.title as never, p.prefix as never, p.content as never,
    typeof p.value === 'string' ? p.value : null, typeof p.placeholder === 'string' ? p.placeholder : null,
    p.children as never, p.description as never, p.extra as never,
    Array.isArray(p.options) ? (p.options as { label: string; description?: string }[]).map((o) => `${o.label}${o.description ?? ''} `) : null);
  const withParts = (name: string, parts: string[]) => Object.assign(part(name), Object.fromEntries(parts.map((x) => [x, part(`${name}.${x}`)])));
  return {
    Button: part('Button'), Input: part('Input'), TextArea: part('TextArea'), Switch: part('Switch'), Selector: part('Selector'),
    Space: part('Space'), ProgressBar: part('ProgressBar'), SearchBar: part('SearchBar'), InfiniteScroll: part('InfiniteScroll'),
    NoticeBar: part('NoticeBar'), DotLoading: part('DotLoading'), ErrorBlock: part('ErrorBlock'), Popup: part('Popup'),
    Skeleton: withParts('Skeleton', ['Title', 'Paragraph']), Form: withParts('Form', ['Item', 'Header']), List: withParts('List', ['Item']),
    Radio: withParts('Radio', ['Group']), Tabs: withParts('Tabs', ['Tab']), Collapse: withParts('Collapse', ['Panel']),
  };
});
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { MemberDetail, SearchHit } from '@contract/clan-members';
import type { ProjectItem } from '@contract/projects';
import { emptyForm, targetFromParams, type MemberForm } from '../member-form';
import { ChineseDateInput } from './ChineseDateInput';
import { hitDescription, MemberHitItem } from './MemberHitItem';
import { MemberFormFields, type FieldsProps } from './MemberFormFields';
import { MemberRelatives } from './MemberRelatives';
import { ProjectCard } from './ProjectCard';
import { ZibeiPoems } from './ZibeiPoems';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const poems = [{ id: 1, text: '德业永昌', startGeneration: 11, mode: '流宗' as const, branchId: null }];
const branches = [
  { id: 1, name: '长房', kind: '房' as const, parentId: null, founderId: null },
  { id: 2, name: '松口支', kind: '支' as const, parentId: 1, founderId: null },
];

const fields = (form: MemberForm, over: Partial<FieldsProps> = {}) =>
  text(renderToStaticMarkup(
    <MemberFormFields form={form} set={() => {}} mode="child" clanId={3} poems={poems} branches={branches} motherOptions={[]} names={{}} onNamed={() => {}} {...over} />,
  ));

describe('Chinese-date input', () => {
  it('shows the Gregorian date, 干支 and lunar date of what was typed', () => {
    const t = text(renderToStaticMarkup(<ChineseDateInput value="乾隆三年三月初五" onChange={() => {}} />));
    expect(t).toContain('公历 1738年4月23日 · 戊午年 · 农历三月初五');
    expect(t).toContain('清乾隆三年戊午三月初五日');
  });
  it('shows why a date cannot be read', () => {
    const html = renderToStaticMarkup(<ChineseDateInput value="光绪十一年闰五月初一" onChange={() => {}} />);
    expect(html).toContain('role="alert"');
    expect(text(html)).toContain('光绪十一年（1885年）没有闰月，因此没有闰五月');
  });
});

describe('member form fields', () => {
  const child = targetFromParams(new URLSearchParams('clanId=3&kind=child&fatherId=5'));
  it('a son: 世 derived with its 字辈, 行第, 房支, adoption; no marriage block', () => {
    const t = fields({ ...emptyForm(child, { surname: '陈', anchorGeneration: 11 }), name: '德明' });
    expect(t).toContain('十二世');
    expect(t).toContain('字辈「业」');
    expect(t).toContain('本世字辈为「业」，名字中未见此字');
    for (const s of ['名（讳）', '行第', '大排行', '长房', '松口支', '过继', '出继', '兼祧', '出生', '葬地', '朝向', '止（无嗣）', '待考', '功名官职']) expect(t).toContain(s);
    expect(t).not.toContain('配偶类别');
  });
  it('a wife: type, order and origin instead of 行第', () => {
    const w = targetFromParams(new URLSearchParams('clanId=3&kind=wife&husbandId=7'));
    const t = fields(emptyForm(w, { anchorGeneration: 12 }), { mode: 'wife' });
    for (const s of ['配偶类别', '元配', '继配', '侧室', '次序', '出身']) expect(t).toContain(s);
    expect(t).not.toContain('行第');
  });
  it('a daughter: 挂线 and 适', () => {
    const t = fields({ ...emptyForm(child, { surname: '陈', anchorGeneration: 11 }), gender: 'f', inChart: true });
    for (const s of ['挂线', '适', '子女姓氏']) expect(t).toContain(s);
  });
  it('a founder types his 世; the death fields hide for the living', () => {
    const f = emptyForm(targetFromParams(new URLSearchParams('clanId=3&kind=child')), { surname: '陈' });
    const t = fields({ ...f, living: true });
    expect(t).toContain('始祖一般为一世');
    expect(t).toContain('始祖类别');
    expect(t).not.toContain('卒称');
  });
  it('a stale orientation is explained', () => {
    const t = fields({ ...emptyForm(child, { surname: '陈', anchorGeneration: 11 }), burialOrientation: '坐子向卯' });
    expect(t).toContain('坐子应向午，不能向卯');
  });
});

describe('lists', () => {
  const hit: SearchHit = {
    id: 9, name: '陈德华', gender: 'm', generation: 12, birthOrder: 2, spouseType: null, spouseOrder: null, birthYear: 1738,
    deathYear: 1801, living: false, generationLabel: '十二世', fatherId: 5, fatherName: '陈明远', husbandName: null, branchId: 1, branchName: '长房',
  };
  it('tells homonyms apart by 世, father, 房支 and 行第', () => {
    expect(hitDescription(hit)).toBe('十二世 · 父 陈明远 · 长房 · 次子 · 1738–1801');
    expect(hitDescription({ ...hit, name: '王氏', gender: 'f', husbandName: '陈德华', fatherName: null, birthOrder: null, branchName: null, birthYear: null, deathYear: null })).toBe('十二世 · 陈德华之妻');
    expect(text(renderToStaticMarkup(<MemberHitItem hit={hit} />))).toContain('陈德华');
  });
  it('a project card shows its tags and facts', () => {
    const p = {
      id: 1, name: '梅州陈氏', surname: '陈', area: '广东梅州', privacy: 'password', identity: { value: 6, name: '精选范例' }, isExample: true,
      appSort: 0, ownerId: 2, isOwner: false, role: null, favorite: false, clanCount: 1, memberCount: 2000, createdAt: '', updatedAt: '', version: 1,
    } as ProjectItem;
    const t = text(renderToStaticMarkup(<ProjectCard p={p} onOpen={() => {}} />));
    expect(t).toContain('梅州陈氏 精选范例 密码访问');
    expect(t).toContain('陈氏 · 广东梅州 · 1部族谱 · 2,000人');
  });
  it('poems with the branch they are for', () => {
    const t = text(renderToStaticMarkup(<ZibeiPoems poems={[...poems, { ...poems[0], id: 2, branchId: 2, startGeneration: 15 }]} branches={branches} />));
    expect(t).toContain('字辈 · 全族 · 自11世起 · 流宗');
    expect(t).toContain('字辈 · 松口支 · 自15世起 · 流宗');
    expect(t).toContain('德 业 永 昌');
  });
  it('relatives of a member', () => {
    const b = (id: number, name: string, gender: 'm' | 'f' = 'm') => ({ id, name, gender, generation: 12, birthOrder: 1, spouseType: null, spouseOrder: null, birthYear: null, deathYear: null, living: false });
    const d = { father: b(5, '陈明远'), mother: null, biologicalFather: null, husband: null, wives: [{ ...b(8, '王氏', 'f'), spouseType: '元配' as const }], children: [b(11, '陈永安')] } as unknown as MemberDetail;
    const t = text(renderToStaticMarkup(<MemoryRouter><MemberRelatives d={d} onOpen={() => {}} /></MemoryRouter>));
    expect(t).toContain('父亲 陈明远长子');
    expect(t).toContain('配偶 王氏元配 ');
    expect(t).not.toContain('长女');
    expect(t).toContain('儿子 陈永安长子');
  });
});
