/** `#/ops/cpg-codes` (运营): 古谱会员 redeem codes (兑换码) — make a batch, see which were used. */
import { useState } from 'react';
import * as c from '@contract/cpg';
import { useApiQuery } from '@src/lib/query';
import { copyText, toast } from '@src/app/shell/feedback';
import { DateTime } from '@src/components/ui/DateTime';
import { opsCreateCodes } from '../cpg.queries';

export default function CpgCodesOpsPage() {
  const q = useApiQuery(c.opsCpgCodes, { pageIndex: 1, pageSize: 100 });
  const [f, setF] = useState({ days: '30', count: '10' });
  const [made, setMade] = useState<string[]>([]);
  const set = (k: keyof typeof f) => (e: React.ChangeEvent<HTMLInputElement>) => setF({ ...f, [k]: e.target.value });
  const submit = async () => {
    const days = Number(f.days);
    const count = Number(f.count);
    if (!Number.isInteger(days) || days < 1 || days > 3650) return toast('天数为 1–3650');
    if (!Number.isInteger(count) || count < 1 || count > 200) return toast('数量为 1–200');
    await opsCreateCodes({ days, count }).then((r) => { setMade(r.codes); toast(`已生成${r.codes.length}个`, 'success'); }).catch(() => {});
  };
  return (
    <section aria-label="古谱会员兑换码">
      <h1 className="zp-ops__h1">古谱会员兑换码</h1>
      <fieldset className="zp-ops__form">
        <legend>生成兑换码（每个只能兑换一次）</legend>
        <label>会员天数 <input value={f.days} onChange={set('days')} style={{ width: 60 }} /></label>
        <label>数量 <input value={f.count} onChange={set('count')} style={{ width: 60 }} /></label>
        <button type="button" onClick={() => void submit()}>生成</button>
      </fieldset>
      {made.length > 0 && (
        <p>新生成：{made.join('，')} <button type="button" onClick={() => void copyText(made.join('\n')).then(() => toast('已复制'))}>复制</button></p>
      )}
      {q.isPending && <p>加载中…</p>}
      {q.isError && <p className="zp-ops__empty">加载失败</p>}
      {q.data && !q.data.list.length && <p className="zp-ops__empty">暂无兑换码</p>}
      {q.data && q.data.list.length > 0 && (
        <div className="zp-ops__table-wrap">
          <table className="zp-ops__table">
            <thead><tr><th>兑换码</th><th>天数</th><th>状态</th><th>使用者ID</th><th>生成时间</th></tr></thead>
            <tbody>{q.data.list.map((x) => (
              <tr key={x.code}><td>{x.code}</td><td>{x.days}</td>
                <td>{x.used ? <>已使用 <DateTime value={x.usedAt} format="date" /></> : '未使用'}</td><td>{x.usedBy ?? '—'}</td>
                <td><DateTime value={x.createdAt} /></td></tr>
            ))}</tbody>
          </table>
        </div>
      )}
    </section>
  );
}
