/**
 * `#/ops/surname-content` (运营): the editorial content of the surname library — 源流, 名人, 始祖, 宗祠, 文章, 资讯 —
 * each with its source (出处, required). Nothing is shown in the app for a surname until it is written here.
 */
import { useState } from 'react';
import * as c from '@contract/surname';
import { useApiQuery } from '@src/lib/query';
import { confirm, toast } from '@src/app/shell/feedback';
import { DateTime } from '@src/components/ui/DateTime';
import { opsDeleteContent, opsSaveContent } from '../surname.queries';

type Item = NonNullable<ReturnType<typeof useApiQuery<typeof c.opsSurnameContents>>['data']>['list'][number];
const EMPTY = { surname: '', kind: 'origin' as c.ContentKind, title: '', summary: '', body: '', cover: '', source: '', era: '', newsType: '0', tags: '' };

function Form({ item, onDone }: { item?: Item; onDone: () => void }) {
  const [f, setF] = useState(item ? {
    surname: item.surname, kind: item.kind, title: item.title, summary: item.summary, body: item.body, cover: item.cover, source: item.source,
    era: item.era, newsType: String(item.newsType), tags: item.tags.join('，'),
  } : EMPTY);
  const set = (k: keyof typeof f) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => setF({ ...f, [k]: e.target.value });
  const submit = async () => {
    if (!f.surname.trim() || !f.title.trim()) return toast('请填写姓氏和标题');
    if (f.source.trim().length < 2) return toast('请注明出处');
    await opsSaveContent({
      id: item?.id, surname: f.surname.trim(), kind: f.kind, title: f.title.trim(), summary: f.summary, body: f.body, cover: f.cover.trim() || undefined,
      source: f.source.trim(), era: f.era, newsType: Number(f.newsType), tags: f.tags,
    }).then(() => { toast('已保存', 'success'); onDone(); if (!item) setF({ ...EMPTY, surname: f.surname, kind: f.kind }); }).catch(() => {});
  };
  return (
    <fieldset className="zp-ops__form">
      <legend>{item ? `编辑：${item.title}` : '新建姓氏内容'}</legend>
      <label>姓氏 <input value={f.surname} onChange={set('surname')} style={{ width: 50 }} /></label>
      <label>类型 <select value={f.kind} onChange={set('kind')}>{c.CONTENT_KINDS.map((k) => <option key={k} value={k}>{c.CONTENT_KIND_NAMES[k]}</option>)}</select></label>
      {f.kind === 'news' && (
        <label>资讯分类 <select value={f.newsType} onChange={set('newsType')}><option value="0">请选择</option>{c.NEWS_TYPES.map((t) => <option key={t.id} value={t.id}>{t.name}</option>)}</select></label>
      )}
      <label>标题/人名 <input value={f.title} onChange={set('title')} /></label>
      {(f.kind === 'celebrity' || f.kind === 'ancestor') && <label>朝代 <input value={f.era} onChange={set('era')} style={{ width: 60 }} /></label>}
      <label>出处（必填） <input placeholder="如《元和姓纂》卷一" value={f.source} onChange={set('source')} /></label>
      <label>封面 <input placeholder="/files/… 上传后的地址" value={f.cover} onChange={set('cover')} /></label>
      <label>标签 <input placeholder="逗号分隔，最多5个" value={f.tags} onChange={set('tags')} /></label>
      <label style={{ display: 'block' }}>摘要 <input value={f.summary} onChange={set('summary')} style={{ width: '100%' }} /></label>
      <label style={{ display: 'block' }}>正文（HTML，保存时清理） <textarea value={f.body} onChange={set('body')} rows={5} style={{ width: '100%' }} /></label>
      <button type="button" onClick={() => void submit()}>保存</button>
      {item && <button type="button" onClick={onDone}>取消</button>}
    </fieldset>
  );
}

export default function SurnameContentOpsPage() {
  const [filter, setFilter] = useState<{ surname?: string; kind?: c.ContentKind }>({});
  const q = useApiQuery(c.opsSurnameContents, { pageIndex: 1, pageSize: 100, ...filter });
  const [editing, setEditing] = useState<Item | null>(null);
  const remove = async (x: Item) => {
    if (!(await confirm(`确定删除“${x.title}”？`))) return;
    await opsDeleteContent({ id: x.id }).then(() => toast('已删除')).catch(() => {});
  };
  return (
    <section aria-label="姓氏内容">
      <h1 className="zp-ops__h1">姓氏内容</h1>
      {editing ? <Form key={editing.id} item={editing} onDone={() => setEditing(null)} /> : <Form key="new" onDone={() => undefined} />}
      <p>
        <input placeholder="按姓氏筛选" style={{ width: 90 }} onKeyDown={(e) => {
          if (e.key === 'Enter') { const s = (e.target as HTMLInputElement).value.trim(); setFilter({ ...filter, surname: s || undefined }); }
        }} />
        <select value={filter.kind ?? ''} onChange={(e) => setFilter({ ...filter, kind: (e.target.value || undefined) as c.ContentKind | undefined })}>
          <option value="">全部类型</option>{c.CONTENT_KINDS.map((k) => <option key={k} value={k}>{c.CONTENT_KIND_NAMES[k]}</option>)}
        </select>
      </p>
      {q.isPending && <p>加载中…</p>}
      {q.isError && <p className="zp-ops__empty">加载失败</p>}
      {q.data && !q.data.list.length && <p className="zp-ops__empty">暂无内容</p>}
      {q.data && q.data.list.length > 0 && (
        <div className="zp-ops__table-wrap">
          <table className="zp-ops__table">
            <thead><tr><th>姓氏</th><th>类型</th><th>标题</th><th>出处</th><th>赞/阅读</th><th>更新</th><th>操作</th></tr></thead>
            <tbody>{q.data.list.map((x) => (
              <tr key={x.id}><td>{x.surname}</td><td>{x.kindName}</td><td>{x.title}</td><td>{x.source}</td><td>{x.likes}/{x.views}</td>
                <td><DateTime value={x.updatedAt} /></td>
                <td><button type="button" onClick={() => setEditing(x)}>编辑</button><button type="button" onClick={() => void remove(x)}>删除</button></td></tr>
            ))}</tbody>
          </table>
        </div>
      )}
    </section>
  );
}
