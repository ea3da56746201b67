/**
 * `#/ops/seek-root` (审核): every seek-roots post (全部 / 已屏蔽 / 精华) with 加精 / 取消加精 and 屏蔽 / 恢复 (a reason
 * for the log and the author's message); operators' banners of the seek-roots home below (an operator's calls: a
 * moderator without that role is refused by the server). Every action asks first.
 */
import { useState } from 'react';
import * as c from '@contract/seek-root';
import { confirm, toast } from '@src/app/shell/feedback';
import { DateTime } from '@src/components/ui/DateTime';
import { useApiQuery } from '@src/lib/query';
import { seekBannerDel, seekBannerSave, seekBlock, seekPolish } from '../seekroot.queries';

function Banners() {
  const q = useApiQuery(c.seekRootBannerList, {});
  const [image, setImage] = useState('');
  const [title, setTitle] = useState('');
  const [link, setLink] = useState('');
  const [sort, setSort] = useState('0');
  const save = async () => {
    if (!image.trim()) return toast('请填写图片地址（本站上传的文件）');
    await seekBannerSave({ image: image.trim(), title: title.trim(), link: link.trim(), sort: Number(sort) || 0 })
      .then(() => { toast('已保存', 'success'); setImage(''); setTitle(''); setLink(''); }).catch(() => {});
  };
  const del = async (id: number) => {
    if (await confirm({ content: '删除这个横幅？', confirmText: '删除', danger: true })) await seekBannerDel({ id }).then(() => toast('已删除', 'success')).catch(() => {});
  };
  return (
    <>
      <h2 className="zp-ops__h1">寻根首页横幅（运营）</h2>
      <fieldset className="zp-ops__form">
        <legend>新增横幅</legend>
        <label>图片 <input value={image} onChange={(e) => setImage(e.target.value)} placeholder="/files/…" /></label>
        <label>标题 <input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={40} /></label>
        <label>链接 <input value={link} onChange={(e) => setLink(e.target.value)} placeholder="/seekroot/seekroot" /></label>
        <label>排序 <input value={sort} onChange={(e) => setSort(e.target.value)} style={{ width: 60 }} /></label>
        <button type="button" onClick={() => void save()}>保存</button>
      </fieldset>
      {q.data && !q.data.list.length && <p className="zp-ops__empty">暂无横幅</p>}
      {q.data && q.data.list.length > 0 && (
        <div className="zp-ops__table-wrap">
          <table className="zp-ops__table">
            <thead><tr><th>排序</th><th>图片</th><th>标题</th><th>链接</th><th>操作</th></tr></thead>
            <tbody>{q.data.list.map((b) => (
              <tr key={b.id}><td>{b.sort}</td><td>{b.image}</td><td>{b.title}</td><td>{b.link}</td><td><button type="button" onClick={() => void del(b.id)}>删除</button></td></tr>
            ))}</tbody>
          </table>
        </div>
      )}
    </>
  );
}

export default function SeekRootOpsPage() {
  const [filter, setFilter] = useState<'all' | 'blocked' | 'polished'>('all');
  const q = useApiQuery(c.opsSeekRootPosts, { filter, pageIndex: 1, pageSize: 100 });
  const [why, setWhy] = useState('');
  const polish = async (p: c.SeekCard) => {
    if (!(await confirm({ content: `${p.polished ? '取消加精' : '加精'}“${p.title}”？`, confirmText: '确定' }))) return;
    await seekPolish({ id: p.id, value: !p.polished }).then(() => toast('已处理', 'success')).catch(() => {});
  };
  const block = async (p: c.SeekCard) => {
    if (!(await confirm({ content: `${p.blocked ? '恢复' : '屏蔽'}“${p.title}”？`, confirmText: p.blocked ? '恢复' : '屏蔽', danger: !p.blocked }))) return;
    await seekBlock({ id: p.id, value: !p.blocked, reason: why.trim() }).then(() => toast('已处理', 'success')).catch(() => {});
  };
  return (
    <section aria-label="寻根审核">
      <h1 className="zp-ops__h1">寻根审核</h1>
      <fieldset className="zp-ops__form">
        <legend>屏蔽理由</legend>
        <label>理由 <input value={why} onChange={(e) => setWhy(e.target.value)} maxLength={200} placeholder="记入日志，并告知发布人" /></label>
      </fieldset>
      <p>
        {(['all', 'blocked', 'polished'] as const).map((f) => (
          <label key={f} style={{ marginRight: 12 }}><input type="radio" checked={filter === f} onChange={() => setFilter(f)} /> {{ all: '全部', blocked: '已屏蔽', polished: '精华' }[f]}</label>
        ))}
      </p>
      {q.isPending && <p>加载中…</p>}
      {q.isError && <p className="zp-ops__empty">加载失败</p>}
      {q.data && !q.data.list.length && <p className="zp-ops__empty">暂无寻根</p>}
      {q.data && q.data.list.length > 0 && (
        <div className="zp-ops__table-wrap">
          <table className="zp-ops__table">
            <thead><tr><th>时间</th><th>寻根</th><th>姓氏</th><th>发布人</th><th>状态</th><th>操作</th></tr></thead>
            <tbody>{q.data.list.map((p) => (
              <tr key={p.id}>
                <td><DateTime value={p.createdAt} /></td>
                <td><a href={`#/seekroot/details?id=${p.id}`} target="_blank" rel="noreferrer">{p.title}</a></td>
                <td>{p.firstName}</td>
                <td>{p.author.name}（{p.author.id}）</td>
                <td>{[p.statusName, p.polished ? '精' : '', p.blocked ? '已屏蔽' : ''].filter(Boolean).join(' · ')}</td>
                <td>
                  <button type="button" onClick={() => void polish(p)} disabled={p.blocked}>{p.polished ? '取消加精' : '加精'}</button>{' '}
                  <button type="button" onClick={() => void block(p)}>{p.blocked ? '恢复' : '屏蔽'}</button>
                </td>
              </tr>
            ))}</tbody>
          </table>
        </div>
      )}
      <Banners />
    </section>
  );
}
