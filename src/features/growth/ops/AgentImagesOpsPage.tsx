/** `#/ops/agent-images` (运营): the poster images agents share (their QR is drawn on them): add by address, delete. */
import { useState } from 'react';
import { agentImages } from '@contract/growth';
import { useApiQuery } from '@src/lib/query';
import { confirm, toast } from '@src/app/shell/feedback';
import { deleteAgentImage, saveAgentImage } from '../growth.queries';

export default function AgentImagesOpsPage() {
  const q = useApiQuery(agentImages, {});
  const [url, setUrl] = useState('');
  const [title, setTitle] = useState('');
  const add = async () => {
    if (!url.trim()) return toast('请填写图片地址');
    await saveAgentImage({ url: url.trim(), title: title.trim() }).then(() => { setUrl(''); setTitle(''); toast('已添加', 'success'); }).catch(() => {});
  };
  const remove = async (id: number) => {
    if (!(await confirm({ title: '删除海报', content: '删除后推广员将不能再选用这张海报。确定删除吗？' }))) return;
    await deleteAgentImage({ id }).then(() => toast('已删除', 'success')).catch(() => {});
  };
  return (
    <section aria-label="推广海报">
      <h1 className="zp-ops__h1">推广海报</h1>
      <fieldset className="zp-ops__form">
        <legend>添加海报底图</legend>
        <label>图片地址 <input value={url} onChange={(e) => setUrl(e.target.value)} placeholder="/files/…" /></label>
        <label>标题 <input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={30} /></label>
        <button type="button" onClick={() => void add()}>添加</button>
      </fieldset>
      {q.isPending && <p>加载中…</p>}
      {q.isError && <p className="zp-ops__empty">加载失败</p>}
      {q.data && !q.data.list.length && <p className="zp-ops__empty">暂无海报</p>}
      {q.data && q.data.list.length > 0 && (
        <div className="zp-ops__table-wrap">
          <table className="zp-ops__table">
            <thead><tr><th>ID</th><th>预览</th><th>标题</th><th>操作</th></tr></thead>
            <tbody>{q.data.list.map((i) => (
              <tr key={i.id}><td>{i.id}</td><td><img src={i.url} alt={i.title} style={{ height: 60 }} /></td><td>{i.title || '—'}</td>
                <td><button type="button" onClick={() => void remove(i.id)}>删除</button></td></tr>
            ))}</tbody>
          </table>
        </div>
      )}
    </section>
  );
}
