/**
 * The shared components (server-side render, no DOM needed). antd-mobile's CommonJS build imports CSS, which node
 * cannot load, so it is replaced by stand-ins that render what they are given and keep the last props of the
 * interactive parts (PullToRefresh, InfiniteScroll, Selector), so a test can call their handlers as a user would.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const seen = vi.hoisted(() => ({ props: {} as Record<string, Record<string, any>> }));
vi.mock('antd-mobile', async () => {
  const { createElement: h } = await import('react');
  type P = Record<string, any> & { children?: unknown };
  const part = (name: string) => (p: P) => {
    seen.props[name] = p;
    return h('div', { 'data-c': name },
      p.header ?? null, p.title ?? null, p.description ?? null, p.text ?? null,
      Array.isArray(p.options) ? p.options.map((o: { label: string }) => `[${o.label}]`).join('') : null,
      Array.isArray(p.value) ? `value=${p.value.join(',')}` : null,
      'percent' in p ? `${p.percent}%` : null, 'hasMore' in p ? `hasMore=${p.hasMore}` : null,
      p.children ?? null);
  };
  const withParts = (name: string, parts: string[]) => Object.assign(part(name), Object.fromEntries(parts.map((x) => [x, part(`${name}.${x}`)])));
  return {
    Button: part('Button'), Selector: part('Selector'), ProgressBar: part('ProgressBar'), InfiniteScroll: part('InfiniteScroll'),
    PullToRefresh: part('PullToRefresh'), DotLoading: part('DotLoading'), ErrorBlock: part('ErrorBlock'),
    Skeleton: withParts('Skeleton', ['Title', 'Paragraph']), List: withParts('List', ['Item']),
  };
});
vi.mock('@src/lib/upload', () => ({ acceptFor: () => '.jpg,.png', uploadFile: vi.fn() }));

import { renderToStaticMarkup } from 'react-dom/server';
import type { ClanBranch } from '@contract/clans';
import type { UploadedFile } from '@contract/files';
import { ApiError } from '@src/lib/api-client';
import { BranchList, BranchPicker, branchName, branchRows, branchSubtree } from './BranchList';
import { DateTime } from './DateTime';
import { loadOverlays } from './overlay-loader';
import { PagedList, type PagedQuery } from './PagedList';
import { PhotoField, uploadPhotos } from './PhotoField';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
beforeEach(() => { seen.props = {}; });

type Page = { list: { id: number; name: string }[]; hasNext: boolean };
function paged(pages: Page[] | undefined, over: Partial<PagedQuery<Page>> = {}) {
  return {
    data: pages && { pages }, isPending: !pages && !over.isError, isError: false, error: null,
    hasNextPage: !!pages?.[pages.length - 1]?.hasNext,
    fetchNextPage: vi.fn(async () => undefined), refetch: vi.fn(async () => undefined), ...over,
  } satisfies PagedQuery<Page>;
}
const row = (it: { id: number; name: string }, i: number) => <span key={it.id}>{`${i}:${it.name}`}</span>;

describe('PagedList', () => {
  it('shows loading while the first page comes', () => {
    const t = text(renderToStaticMarkup(<PagedList query={paged(undefined)}>{row}</PagedList>));
    expect(t).toContain('加载中');
    expect(seen.props.InfiniteScroll).toBeUndefined();
  });
  it('shows the items of every loaded page, then loads more while the last page has hasNext', async () => {
    const q = paged([{ list: [{ id: 1, name: '甲' }, { id: 2, name: '乙' }], hasNext: true }, { list: [{ id: 3, name: '丙' }], hasNext: true }]);
    const t = text(renderToStaticMarkup(<PagedList query={q}>{row}</PagedList>));
    expect(t).toContain('0:甲 1:乙 2:丙');
    expect(t).toContain('hasMore=true');
    await seen.props.InfiniteScroll.loadMore();
    expect(q.fetchNextPage).toHaveBeenCalledWith({ throwOnError: true });
    renderToStaticMarkup(<PagedList query={paged([{ list: [{ id: 1, name: '甲' }], hasNext: false }])}>{row}</PagedList>);
    expect(seen.props.InfiniteScroll.hasMore).toBe(false);
  });
  it('refreshes when pulled down, unless told not to', async () => {
    await loadOverlays(); // PullToRefresh comes with the first touch (overlay-loader.ts); before it, the list shows as is
    const q = paged([{ list: [{ id: 1, name: '甲' }], hasNext: false }]);
    renderToStaticMarkup(<PagedList query={q}>{row}</PagedList>);
    await seen.props.PullToRefresh.onRefresh();
    expect(q.refetch).toHaveBeenCalledTimes(1);
    seen.props = {};
    renderToStaticMarkup(<PagedList query={q} refresh={false}>{row}</PagedList>);
    expect(seen.props.PullToRefresh).toBeUndefined();
    expect(seen.props.InfiniteScroll).toBeDefined();
  });
  it('shows the empty state: a title with an action, or an element of its own', () => {
    const none = paged([{ list: [], hasNext: false }]);
    expect(text(renderToStaticMarkup(<PagedList query={none} empty="还没有留言" emptyAction={<b>写留言</b>}>{row}</PagedList>))).toContain('还没有留言 写留言');
    expect(text(renderToStaticMarkup(<PagedList query={none}>{row}</PagedList>))).toContain('暂无数据');
    expect(renderToStaticMarkup(<PagedList query={none} empty={<i>自定义</i>}>{row}</PagedList>)).toContain('<i>自定义</i>');
  });
  it('shows the error with 重试 when nothing is loaded, and keeps what is shown when a later page fails', () => {
    const failed = paged(undefined, { isError: true, error: new ApiError('没有权限查看', 0) });
    const t = text(renderToStaticMarkup(<PagedList query={failed}>{row}</PagedList>));
    expect(t).toMatch(/加载失败\s*没有权限查看\s*重试/);
    seen.props.Button.onClick();
    expect(failed.refetch).toHaveBeenCalled();
    const later = paged([{ list: [{ id: 1, name: '甲' }], hasNext: true }], { isError: true, error: new Error('x') });
    const t2 = text(renderToStaticMarkup(<PagedList query={later}>{row}</PagedList>));
    expect(t2).toContain('0:甲');
    expect(t2).not.toContain('加载失败');
  });
  it('puts rows in a List with a header, or hands all items over at once', () => {
    const q = paged([{ list: [{ id: 1, name: '甲' }, { id: 2, name: '乙' }], hasNext: false }]);
    const html = renderToStaticMarkup(<PagedList query={q} header="团队动态">{row}</PagedList>);
    expect(html).toMatch(/data-c="List">团队动态<span>0:甲<\/span>/);
    const all = text(renderToStaticMarkup(<PagedList query={q} all={(items) => <p>{items.length} 条：{items.map((i) => i.name).join('')}</p>} />));
    expect(all).toContain('2 条：甲乙');
  });
});

const branches: ClanBranch[] = [
  { id: 2, name: '长房', kind: '房', parentId: null, founderId: 10 },
  { id: 3, name: '长房一支', kind: '支', parentId: 2, founderId: null },
  { id: 5, name: '一支东派', kind: '派', parentId: 3, founderId: null },
  { id: 4, name: '二房', kind: '房', parentId: 99, founderId: null },
];

describe('branches', () => {
  it('nest under their parent; an unknown parent counts as top level; a loop does not hang', () => {
    expect(branchRows(branches).map((r) => [r.branch.name, r.depth])).toEqual([['长房', 0], ['长房一支', 1], ['一支东派', 2], ['二房', 0]]);
    const loop = [{ id: 1, name: '甲', kind: '房' as const, parentId: 2 }, { id: 2, name: '乙', kind: '支' as const, parentId: 1 }];
    expect(branchRows(loop).map((r) => [r.branch.name, r.depth])).toEqual([['甲', 0], ['乙', 1]]);
    expect([...branchSubtree(branches, 2)].sort()).toEqual([2, 3, 5]);
  });
  it('are named, with 全族 for none', () => {
    expect(branchName(branches, 3)).toBe('长房一支');
    expect(branchName(branches, null)).toBe('全族');
    expect(branchName(branches, 77)).toBe('房支77');
  });
  it('list indented with their kind and the actions given', () => {
    const html = renderToStaticMarkup(<BranchList branches={branches} actions={(b) => <a>改{b.id}</a>} />);
    expect(text(html)).toBe('房 长房 改2 支 长房一支 改3 派 一支东派 改5 房 二房 改4');
    expect(html).toMatch(/padding-left:32px[^>]*>.*一支东派/);
    expect(text(renderToStaticMarkup(<BranchList branches={[]} />))).toBe('未分房支');
  });
  it('are picked: with a "none" choice, leaving out a branch and everything under it', () => {
    const onChange = vi.fn();
    renderToStaticMarkup(<BranchPicker branches={branches} none="无（顶层）" exclude={2} value={null} onChange={onChange} />);
    const s = seen.props.Selector;
    expect(s.options.map((o: { label: string }) => o.label)).toEqual(['无（顶层）', '二房']);
    expect(s.value).toEqual([0]);
    s.onChange([4]);
    s.onChange([0]);
    s.onChange([]); // tapping the chosen one again keeps it
    expect(onChange.mock.calls).toEqual([[4], [null]]);
  });
  it('are picked without a "none" choice: tapping again clears; read-only changes nothing', () => {
    const onChange = vi.fn();
    renderToStaticMarkup(<BranchPicker branches={branches} value={3} onChange={onChange} />);
    expect(seen.props.Selector.value).toEqual([3]);
    seen.props.Selector.onChange([]);
    expect(onChange).toHaveBeenCalledWith(null);
    onChange.mockClear();
    renderToStaticMarkup(<BranchPicker branches={branches} value={3} onChange={onChange} readOnly />);
    seen.props.Selector.onChange([2]);
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('PhotoField', () => {
  const file = (name: string) => new File(['x'], name, { type: 'image/jpeg' });
  const stored = (url: string): UploadedFile => ({ id: 1, url, name: 'a.jpg', size: 1, ext: 'jpg', type: 0 } as UploadedFile);
  it('one photo: shows it through `src`, offers 更换 and 移除', () => {
    const html = renderToStaticMarkup(<PhotoField value="2026/11/a.jpg" src={(v) => `/files/${v}`} />);
    expect(html).toContain('src="/files/2026/11/a.jpg"');
    expect(text(html)).toContain('× 更换');
    expect(text(renderToStaticMarkup(<PhotoField label="选择封面" />))).toBe('选择封面');
  });
  it('several photos: all shown, 上传 until the maximum, nothing to press when read-only', () => {
    expect(text(renderToStaticMarkup(<PhotoField multiple value={['/a.jpg', '/b.jpg']} />))).toBe('× × + 上传照片');
    expect(text(renderToStaticMarkup(<PhotoField multiple max={2} value={['/a.jpg', '/b.jpg']} />))).toBe('× ×');
    const ro = renderToStaticMarkup(<PhotoField multiple readOnly value={['/a.jpg']} />);
    expect(ro).toContain('src="/a.jpg"');
    expect(text(ro)).toBe('');
  });
  it('uploads one file after another with their progress, then says it is done', async () => {
    const progress: (number | null)[] = [];
    const upload = vi.fn(async (f: File, on: (p: number) => void) => { on(40); on(100); return stored(`/files/${f.name}`); });
    const out = await uploadPhotos([file('b.jpg'), file('c.jpg')], ['/files/a.jpg'], { max: 20, upload, progress: (p) => progress.push(p) });
    expect(out).toEqual(['/files/a.jpg', '/files/b.jpg', '/files/c.jpg']);
    expect(progress).toEqual([0, 40, 100, 0, 40, 100, null]);
  });
  it('a single photo is replaced; a full album takes no more; a failed file keeps what came before', async () => {
    const upload = vi.fn(async (f: File) => stored(`/files/${f.name}`));
    expect(await uploadPhotos([file('new.jpg')], ['/files/old.jpg'], { max: 1, upload, progress: () => {} })).toEqual(['/files/new.jpg']);
    expect(await uploadPhotos([file('b.jpg'), file('c.jpg')], ['/files/a.jpg'], { max: 2, upload, progress: () => {} })).toEqual(['/files/a.jpg', '/files/b.jpg']);
    const progress: (number | null)[] = [];
    const failing = vi.fn(async (f: File) => { if (f.name === 'bad.exe') throw new ApiError('图片格式不支持', 0); return stored(`/files/${f.name}`); });
    const out = await uploadPhotos([file('b.jpg'), file('bad.exe'), file('c.jpg')], [], { max: 20, upload: failing, progress: (p) => progress.push(p), toValue: (f) => f.url.slice(7) });
    expect(out).toEqual(['b.jpg']);
    expect(failing).toHaveBeenCalledTimes(2);
    expect(progress.at(-1)).toBeNull();
  });
});

describe('DateTime', () => {
  it('shows an instant in China time, with the instant in its dateTime', () => {
    expect(renderToStaticMarkup(<DateTime value="2026-11-22T16:30:00Z" />)).toBe('<time dateTime="2026-11-22T16:30:00.000Z">2026-11-23 00:30</time>');
    expect(renderToStaticMarkup(<DateTime value="2026-11-22T16:30:00Z" format="date" />)).toContain('>2026-11-23<');
  });
  it('a relative time carries the full time as its title; no time shows `empty`', () => {
    const html = renderToStaticMarkup(<DateTime value={new Date(Date.now() - 5 * 60_000)} format="relative" />);
    expect(html).toMatch(/title="\d{4}-\d{2}-\d{2} \d{2}:\d{2}">5分钟前</);
    expect(renderToStaticMarkup(<DateTime value={null} empty="—" />)).toBe('—');
  });
});
