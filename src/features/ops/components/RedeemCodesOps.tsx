/**
 * An ops screen for redeem codes (兑换码: 古谱会员 codes, family edition codes): a form that makes a batch (days and
 * count checked here, more fields from the page), the batch just made with 复制, and the latest codes with their use.
 */
import { useState, type ReactNode } from 'react';
import { copyText, toast } from '@src/app/shell/feedback';
import { DateTime } from '@src/components/ui/DateTime';

/** What the table shows of every code. */
export interface CodeRow { code: string; days: number; used: boolean; usedAt: string | null; createdAt: string }

export interface CodeColumn<R> { head: string; cell: (r: R) => ReactNode }

export interface RedeemCodesOpsProps<R extends CodeRow> {
  title: string;
  label: string;
  legend: string;
  daysLabel: string;
  defaultDays: string;
  /** Fields before 天数 (the page keeps their state). */
  fields?: ReactNode;
  query: { isPending: boolean; isError: boolean; data?: { list: R[] } };
  /** A column after 兑换码, and the one after 状态 (who used it). */
  kind?: CodeColumn<R>;
  usedBy: CodeColumn<R>;
  /** Makes `count` codes of `days` days; the new codes. */
  create: (days: number, count: number) => Promise<{ codes: string[] }>;
}

export function RedeemCodesOps<R extends CodeRow>(p: RedeemCodesOpsProps<R>) {
  const [f, setF] = useState({ days: p.defaultDays, count: '10' });
  const [made, setMade] = useState<string[]>([]);
  const set = (k: keyof typeof f) => (e: React.ChangeEvent<HTMLInputElement>) => setF({ ...f, [k]: e.target.value });
  const submit = async () => {
    const days = Number(f.days);
    const count = Number(f.count);
    if (!Number.isInteger(days) || days < 1 || days > 3650) return toast('天数为 1–3650');
    if (!Number.isInteger(count) || count < 1 || count > 200) return toast('数量为 1–200');
    await p.create(days, count).then((r) => { setMade(r.codes); toast(`已生成${r.codes.length}个`, 'success'); }).catch(() => {});
  };
  const { data } = p.query;
  return (
    <section aria-label={p.label}>
      <h1 className="zp-ops__h1">{p.title}</h1>
      <fieldset className="zp-ops__form">
        <legend>{p.legend}</legend>
        {p.fields}
        <label>{p.daysLabel} <input value={f.days} onChange={set('days')} style={{ width: 60 }} /></label>
        <label>数量 <input value={f.count} onChange={set('count')} style={{ width: 60 }} /></label>
        <button type="button" onClick={() => void submit()}>生成</button>
      </fieldset>
      {made.length > 0 && (
        <p>新生成：{made.join('，')} <button type="button" onClick={() => void copyText(made.join('\n')).then(() => toast('已复制'))}>复制</button></p>
      )}
      {p.query.isPending && <p>加载中…</p>}
      {p.query.isError && <p className="zp-ops__empty">加载失败</p>}
      {data && !data.list.length && <p className="zp-ops__empty">暂无兑换码</p>}
      {data && data.list.length > 0 && (
        <div className="zp-ops__table-wrap">
          <table className="zp-ops__table">
            <thead><tr><th>兑换码</th>{p.kind && <th>{p.kind.head}</th>}<th>天数</th><th>状态</th><th>{p.usedBy.head}</th><th>生成时间</th></tr></thead>
            <tbody>{data.list.map((x) => (
              <tr key={x.code}><td>{x.code}</td>{p.kind && <td>{p.kind.cell(x)}</td>}<td>{x.days}</td>
                <td>{x.used ? <>已使用 <DateTime value={x.usedAt} format="date" /></> : '未使用'}</td><td>{p.usedBy.cell(x)}</td>
                <td><DateTime value={x.createdAt} /></td></tr>
            ))}</tbody>
          </table>
        </div>
      )}
    </section>
  );
}
