/**
 * `#/ops/help-content` (客服; 运营 may use the same calls): the agreements (用户协议, 隐私政策, 会员协议) in the
 * content editor (a stale save is refused), the 常见问题, and the 客服 contact (WeChat ID and QR, phone, hours).
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import * as h from '@contract/help';
import { confirm, toast } from '@src/app/shell/feedback';
import { PhotoField } from '@src/components/ui/PhotoField';
import { mutation } from '@src/lib/mutation';
import { useApiQuery } from '@src/lib/query';
import { fetchArticle } from '../help.queries';

const RichEditor = lazy(() => import('@src/features/content/components/RichEditor').then((m) => ({ default: m.RichEditor })));
const saveArticle = mutation(h.opsArticleSave, { invalidates: (_r, p) => [[h.articleContent, { type: p.type }]] });
const saveQuestion = mutation(h.opsQuestionSave, { invalidates: () => [h.questionList] });
const deleteQuestion = mutation(h.opsQuestionDelete, { invalidates: () => [h.questionList] });
const saveContact = mutation(h.opsContactSave, { invalidates: () => [h.contactInfo] });

function Articles() {
  const [type, setType] = useState<h.ArticleType>('user');
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [version, setVersion] = useState<number | null>(null);
  const [loadKey, setLoadKey] = useState(0);
  useEffect(() => {
    let gone = false;
    setVersion(null);
    fetchArticle(type).then((a) => { if (gone) return; setTitle(a.title); setContent(a.content); setVersion(a.version); }, () => {});
    return () => { gone = true; };
  }, [type, loadKey]);
  const save = async () => {
    if (version === null) return;
    await saveArticle({ type, title, content, version }).then((a) => { setVersion(a.version); toast('已保存', 'success'); }).catch(() => setLoadKey((k) => k + 1));
  };
  return (
    <div aria-label="协议与政策">
      <h2 className="zp-ops__h">协议与政策</h2>
      <div className="zp-ops__row" role="radiogroup" aria-label="文章">{h.ARTICLE_TYPES.map((t) => (
        <label key={t}><input type="radio" checked={type === t} onChange={() => setType(t)} /> {h.ARTICLE_TITLES[t]}</label>
      ))}</div>
      {version === null ? <p>加载中…</p> : (
        <div key={`${type}-${loadKey}`} style={{ maxWidth: 760 }}>
          <p><label>标题 <input aria-label="文章标题" value={title} maxLength={40} onChange={(e) => setTitle(e.target.value)} /></label> <span className="zp-ops__tag">版本 {version}</span></p>
          <Suspense fallback={<p>加载编辑器…</p>}><RichEditor value={content} onChange={setContent} /></Suspense>
          <p><button type="button" onClick={() => void save()}>保存</button></p>
        </div>
      )}
    </div>
  );
}

function Questions() {
  const q = useApiQuery(h.questionList, {});
  const [edit, setEdit] = useState<{ id?: number; title: string; answer: string; sort: string }>({ title: '', answer: '', sort: '0' });
  const save = async () => {
    await saveQuestion({ ...edit, sort: Number(edit.sort) || 0 }).then(() => { setEdit({ title: '', answer: '', sort: '0' }); toast('已保存', 'success'); }).catch(() => {});
  };
  const remove = async (id: number, title: string) => {
    if (!(await confirm({ content: `删除问题“${title}”？`, confirmText: '删除', danger: true }))) return;
    await deleteQuestion({ id }).catch(() => {});
  };
  return (
    <div aria-label="常见问题">
      <h2 className="zp-ops__h">常见问题</h2>
      {q.data && !q.data.list.length && <p className="zp-ops__empty">暂无问题</p>}
      {q.data && q.data.list.length > 0 && (
        <div className="zp-ops__table-wrap">
          <table className="zp-ops__table">
            <thead><tr><th>排序</th><th>问题</th><th>答案</th><th>有用</th><th>没用</th><th>操作</th></tr></thead>
            <tbody>{q.data.list.map((x) => (
              <tr key={x.id}><td>{x.sort}</td><td>{x.title}</td><td>{x.answer}</td><td>{x.good}</td><td>{x.sad}</td>
                <td><button type="button" onClick={() => setEdit({ id: x.id, title: x.title, answer: x.answer, sort: String(x.sort) })}>修改</button>
                  <button type="button" onClick={() => void remove(x.id, x.title)}>删除</button></td></tr>
            ))}</tbody>
          </table>
        </div>
      )}
      <div className="zp-ops__row">
        <input aria-label="问题" placeholder="问题" value={edit.title} maxLength={100} onChange={(e) => setEdit({ ...edit, title: e.target.value })} />
        <input aria-label="答案" placeholder="答案" value={edit.answer} maxLength={2000} style={{ flexGrow: 2 }} onChange={(e) => setEdit({ ...edit, answer: e.target.value })} />
        <label>排序 <input aria-label="排序" value={edit.sort} inputMode="numeric" style={{ width: 50 }} onChange={(e) => setEdit({ ...edit, sort: e.target.value })} /></label>
        <button type="button" onClick={() => void save()}>{edit.id ? '保存修改' : '添加问题'}</button>
        {edit.id && <button type="button" onClick={() => setEdit({ title: '', answer: '', sort: '0' })}>取消修改</button>}
      </div>
    </div>
  );
}

function Contact() {
  const q = useApiQuery(h.contactInfo, {});
  const [v, setV] = useState<{ wechatId: string; wechatQr: string; phone: string; hours: string } | null>(null);
  useEffect(() => { if (q.data && !v) setV({ wechatId: q.data.wechatId, wechatQr: q.data.wechatQr, phone: q.data.phone, hours: q.data.hours }); }, [q.data, v]);
  if (!v) return <p>加载中…</p>;
  return (
    <div aria-label="客服联系方式">
      <h2 className="zp-ops__h">客服联系方式 {q.data?.configured ? '' : <span className="zp-ops__tag">未配置</span>}</h2>
      <p><label>微信号 <input aria-label="微信号" value={v.wechatId} maxLength={40} onChange={(e) => setV({ ...v, wechatId: e.target.value })} /></label></p>
      <div style={{ maxWidth: 320 }}>微信二维码 <PhotoField value={v.wechatQr} onChange={(wechatQr) => setV({ ...v, wechatQr })} /></div>
      <p><label>客服电话 <input aria-label="客服电话" value={v.phone} maxLength={20} onChange={(e) => setV({ ...v, phone: e.target.value })} /></label></p>
      <p><label>服务时间 <input aria-label="服务时间" value={v.hours} maxLength={60} onChange={(e) => setV({ ...v, hours: e.target.value })} /></label></p>
      <p><button type="button" onClick={() => void saveContact(v).then(() => toast('已保存', 'success')).catch(() => {})}>保存联系方式</button></p>
    </div>
  );
}

export default function HelpContentOpsPage() {
  return (
    <section aria-label="帮助内容">
      <h1 className="zp-ops__h1">帮助内容</h1>
      <Articles />
      <Questions />
      <Contact />
    </section>
  );
}
