/** `#/ops/coupons` (运营): the coupons issued (received / total) and a form to issue one. */
import { useState } from 'react';
import { chinaDay } from '@model/datetime';
import { opsCouponList } from '@contract/coupons';
import { useApiQuery } from '@src/lib/query';
import { mutation } from '@src/lib/mutation';
import * as cp from '@contract/coupons';
import { toast } from '@src/app/shell/feedback';
import { DateTime } from '@src/components/ui/DateTime';

const issue = mutation(cp.opsCouponSave, { invalidates: () => [cp.opsCouponList, cp.couponIssueList] });

/** The China-time calendar day (YYYY-MM-DD) of a moment. */
const day = (d: Date) => chinaDay(d);

export default function CouponsOpsPage() {
  const q = useApiQuery(opsCouponList, { pageIndex: 1, pageSize: 100 });
  const today = new Date();
  const [f, setF] = useState({ title: '', kind: 'amount', amount: '10', pct: '90', min: '0', from: day(today), to: day(new Date(today.getTime() + 30 * 86_400_000)), total: '100', perUser: '1' });
  const set = (k: keyof typeof f) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setF({ ...f, [k]: e.target.value });
  const submit = async () => {
    if (!f.title.trim()) return toast('请填写名称');
    await issue({
      title: f.title.trim(), kind: f.kind as 'amount' | 'discount', amount: Math.round(Number(f.amount) * 100), discountPct: Number(f.pct),
      minSpend: Math.round(Number(f.min) * 100), scope: 'all', validFrom: `${f.from}T00:00:00+08:00`, validTo: `${f.to}T23:59:59+08:00`,
      total: Number(f.total), perUser: Number(f.perUser),
    }).then(() => toast('已发放', 'success')).catch(() => {});
  };
  return (
    <section aria-label="优惠券">
      <h1 className="zp-ops__h1">优惠券</h1>
      <fieldset className="zp-ops__form">
        <legend>发放优惠券（全场通用）</legend>
        <label>名称 <input value={f.title} onChange={set('title')} maxLength={30} /></label>
        <label>类型 <select value={f.kind} onChange={set('kind')}><option value="amount">满减</option><option value="discount">折扣</option></select></label>
        {f.kind === 'amount' ? <label>减免（元） <input value={f.amount} onChange={set('amount')} style={{ width: 60 }} /></label>
          : <label>折扣（%，90=9折） <input value={f.pct} onChange={set('pct')} style={{ width: 60 }} /></label>}
        <label>门槛（元） <input value={f.min} onChange={set('min')} style={{ width: 60 }} /></label>
        <label>开始 <input type="date" value={f.from} onChange={set('from')} /></label>
        <label>结束 <input type="date" value={f.to} onChange={set('to')} /></label>
        <label>总量 <input value={f.total} onChange={set('total')} style={{ width: 70 }} /></label>
        <label>每人限领 <input value={f.perUser} onChange={set('perUser')} style={{ width: 40 }} /></label>
        <button type="button" onClick={() => void submit()}>发放</button>
      </fieldset>
      {q.isPending && <p>加载中…</p>}
      {q.isError && <p className="zp-ops__empty">加载失败</p>}
      {q.data && !q.data.list.length && <p className="zp-ops__empty">暂无优惠券</p>}
      {q.data && q.data.list.length > 0 && (
        <div className="zp-ops__table-wrap">
          <table className="zp-ops__table">
            <thead><tr><th>ID</th><th>名称</th><th>规则</th><th>范围</th><th>已领/总量</th><th>有效期</th></tr></thead>
            <tbody>{q.data.list.map((c) => (
              <tr key={c.id}><td>{c.id}</td><td>{c.title}</td><td>{c.rule}</td><td>{c.scopeText}</td><td>{c.received}/{c.total}</td>
                <td><DateTime value={c.validFrom} format="date" /> – <DateTime value={c.validTo} format="date" /></td></tr>
            ))}</tbody>
          </table>
        </div>
      )}
    </section>
  );
}
