/**
 * `#/ops/cpg-books` (运营): old registers — create or edit a book (谱名, 姓氏, 堂号, 地点, 纂修年代 as written,
 * read by the calendar engine), upload its scanned pages (jpg/png images, or a PDF turned into page images here),
 * clear pages, put on / take off the shelf.
 */
import { useState } from 'react';
import * as c from '@contract/cpg';
import { fenToCurrency } from '@src/lib/format';
import { useApiQuery } from '@src/lib/query';
import { confirm, toast } from '@src/app/shell/feedback';
import { DateTime } from '@src/components/ui/DateTime';
import { opsClearPages, opsPublish, opsSaveBook, opsUploadPage } from '../cpg.queries';

type OpsBook = c.CpgBook & { published: boolean };
const EMPTY = { title: '', surname: '', hall: '', place: '', yearText: '', volumes: '1', intro: '', previewPages: '3', price: '0', isRecommend: false };

function BookForm({ book, onDone }: { book?: OpsBook; onDone: () => void }) {
  const [f, setF] = useState(book ? {
    title: book.title, surname: book.surname, hall: book.hall, place: book.place, yearText: book.yearText, volumes: String(book.volumes),
    intro: book.intro, previewPages: String(book.previewPages), price: String(book.price / 100), isRecommend: book.isRecommend,
  } : EMPTY);
  const set = (k: keyof typeof f) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setF({ ...f, [k]: e.target.value });
  const submit = async () => {
    if (!f.title.trim() || !f.surname.trim()) return toast('请填写谱名和姓氏');
    const price = Math.round(Number(f.price || 0) * 100);
    if (!(price >= 0)) return toast('价格格式不正确');
    await opsSaveBook({
      id: book?.id, title: f.title.trim(), surname: f.surname.trim(), hall: f.hall, place: f.place, yearText: f.yearText.trim(),
      volumes: Number(f.volumes) || 1, intro: f.intro, previewPages: Number(f.previewPages) || 0, price, isRecommend: f.isRecommend,
    }).then((b) => { toast(b.year ? `已保存（${b.year}年）` : '已保存', 'success'); onDone(); }).catch(() => {});
  };
  return (
    <fieldset className="zp-ops__form">
      <legend>{book ? `编辑：${book.title}` : '新建古谱'}</legend>
      <label>谱名 <input value={f.title} onChange={set('title')} /></label>
      <label>姓氏 <input value={f.surname} onChange={set('surname')} style={{ width: 50 }} /></label>
      <label>堂号 <input value={f.hall} onChange={set('hall')} style={{ width: 90 }} /></label>
      <label>地点 <input value={f.place} onChange={set('place')} /></label>
      <label>纂修年代 <input placeholder="如 清光绪十二年" value={f.yearText} onChange={set('yearText')} /></label>
      <label>卷数 <input value={f.volumes} onChange={set('volumes')} style={{ width: 50 }} /></label>
      <label>免费预览页数 <input value={f.previewPages} onChange={set('previewPages')} style={{ width: 50 }} /></label>
      <label>单本价格(元，0=仅会员) <input value={f.price} onChange={set('price')} style={{ width: 70 }} /></label>
      <label><input type="checkbox" checked={f.isRecommend} onChange={(e) => setF({ ...f, isRecommend: e.target.checked })} /> 推荐</label>
      <label style={{ display: 'block' }}>简介 <textarea value={f.intro} onChange={set('intro')} rows={2} style={{ width: '100%' }} /></label>
      <button type="button" onClick={() => void submit()}>保存</button>
      {book && <button type="button" onClick={onDone}>取消</button>}
    </fieldset>
  );
}

function Pages({ book }: { book: OpsBook }) {
  const [progress, setProgress] = useState('');
  const upload = async (files: FileList | null) => {
    if (!files?.length) return;
    try {
      for (const file of Array.from(files)) {
        if (/\.pdf$/i.test(file.name)) {
          const { pdfPageImages } = await import('./pdf-pages');
          for await (const p of pdfPageImages(file)) {
            setProgress(`${file.name}：第 ${p.n}/${p.total} 页`);
            await opsUploadPage({ id: book.id, file: p.image } as never);
          }
        } else {
          setProgress(file.name);
          await opsUploadPage({ id: book.id, file } as never);
        }
      }
      toast('页图已上传', 'success');
    } catch (e) {
      toast(e instanceof Error && e.message ? e.message : '上传失败');
    } finally {
      setProgress('');
    }
  };
  const clear = async () => {
    if (!(await confirm(`确定清空《${book.title}》的 ${book.pageCount} 页页图？`))) return;
    await opsClearPages({ id: book.id }).then(() => toast('已清空')).catch(() => {});
  };
  return (
    <span className="zp-ops__inline">
      <label>上传页图（jpg/png/PDF，按选择顺序追加）
        <input type="file" accept=".jpg,.jpeg,.png,.pdf" multiple disabled={!!progress || book.published} onChange={(e) => void upload(e.target.files)} />
      </label>
      {progress && <span>正在上传 {progress}</span>}
      {!book.published && book.pageCount > 0 && <button type="button" onClick={() => void clear()}>清空页图</button>}
    </span>
  );
}

export default function CpgBooksOpsPage() {
  const [keyword, setKeyword] = useState('');
  const q = useApiQuery(c.opsCpgBooks, { pageIndex: 1, pageSize: 100, ...(keyword ? { keyword } : {}) });
  const [editing, setEditing] = useState<OpsBook | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const publish = async (b: OpsBook) => {
    if (b.published && !(await confirm(`确定下架《${b.title}》？`))) return;
    await opsPublish({ id: b.id, published: !b.published }).then(() => toast(b.published ? '已下架' : '已上架', 'success')).catch(() => {});
  };
  return (
    <section aria-label="古谱管理">
      <h1 className="zp-ops__h1">古谱管理</h1>
      {editing ? <BookForm key={editing.id} book={editing} onDone={() => setEditing(null)} /> : <BookForm key="new" onDone={() => undefined} />}
      <p><input placeholder="搜索谱名/堂号/地点" onKeyDown={(e) => { if (e.key === 'Enter') setKeyword((e.target as HTMLInputElement).value.trim()); }} /></p>
      {q.isPending && <p>加载中…</p>}
      {q.isError && <p className="zp-ops__empty">加载失败</p>}
      {q.data && !q.data.list.length && <p className="zp-ops__empty">暂无古谱，先在上方新建</p>}
      {q.data && q.data.list.length > 0 && (
        <div className="zp-ops__table-wrap">
          <table className="zp-ops__table">
            <thead><tr><th>ID</th><th>谱名</th><th>姓氏/堂号</th><th>纂修</th><th>页数</th><th>价格</th><th>状态</th><th>更新</th><th>操作</th></tr></thead>
            <tbody>{q.data.list.map((b) => (
              <tr key={b.id}>
                <td>{b.id}</td><td>{b.title}{b.isRecommend && ' · 推荐'}</td><td>{b.surname} {b.hall}</td>
                <td>{b.yearText}{b.year ? `（${b.year}）` : ''}</td><td>{b.pageCount}（预览{b.previewPages}）</td>
                <td>{b.price > 0 ? fenToCurrency(b.price) : '仅会员'}</td><td>{b.published ? '已上架' : '未上架'}</td>
                <td><DateTime value={b.updatedAt} /></td>
                <td>
                  <button type="button" onClick={() => setEditing(b)}>编辑</button>
                  <button type="button" onClick={() => setOpen(open === b.id ? null : b.id)}>页图</button>
                  <button type="button" onClick={() => void publish(b)}>{b.published ? '下架' : '上架'}</button>
                  {open === b.id && <div><Pages book={b} />{b.published && <small>（下架后可改页图）</small>}</div>}
                </td>
              </tr>
            ))}</tbody>
          </table>
        </div>
      )}
    </section>
  );
}
