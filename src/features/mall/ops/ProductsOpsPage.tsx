/** `#/ops/mall-products` (运营): the catalogue — put on / take off sale, adjust stock with a reason (logged), see the log, add a product. */
import { useState } from 'react';
import { opsProductList, opsStockLog, type OpsProduct } from '@contract/mall-ops';
import { catalogList } from '@contract/mall';
import { fenToCurrency } from '@src/lib/format';
import { useApiQuery } from '@src/lib/query';
import { confirm, toast } from '@src/app/shell/feedback';
import { DateTime } from '@src/components/ui/DateTime';
import { opsCategorySave, opsProductOnSale, opsProductSave, opsStockAdjust } from './mall-ops.queries';

function StockLog({ skuId }: { skuId: number }) {
  const q = useApiQuery(opsStockLog, { skuId, pageIndex: 1, pageSize: 20 });
  if (q.isPending) return <p>加载中…</p>;
  if (q.isError) return <p className="zp-ops__empty">加载失败</p>;
  if (!q.data.list.length) return <p className="zp-ops__empty">暂无记录</p>;
  return (
    <table className="zp-ops__table"><thead><tr><th>时间</th><th>变动</th><th>变动后</th><th>原因</th><th>操作人</th></tr></thead>
      <tbody>{q.data.list.map((l) => <tr key={l.id}><td><DateTime value={l.createdAt} /></td><td>{l.delta > 0 ? `+${l.delta}` : l.delta}</td><td>{l.stockAfter}</td><td>{l.reason}</td><td>{l.staff}</td></tr>)}</tbody>
    </table>
  );
}

function Adjust({ skuId }: { skuId: number }) {
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState('');
  const submit = async () => {
    const d = Number(delta);
    if (!Number.isInteger(d) || d === 0) return toast('请填写调整数量（正数入库，负数出库）');
    if (!reason.trim()) return toast('请填写原因');
    await opsStockAdjust({ skuId, delta: d, reason: reason.trim() }).then(() => { toast('库存已调整', 'success'); setDelta(''); setReason(''); }).catch(() => {});
  };
  return (
    <span className="zp-ops__inline">
      <input aria-label="调整数量" placeholder="±数量" value={delta} onChange={(e) => setDelta(e.target.value)} style={{ width: 70 }} />
      <input aria-label="原因" placeholder="原因" value={reason} onChange={(e) => setReason(e.target.value)} style={{ width: 90 }} />
      <button type="button" onClick={() => void submit()}>调整</button>
    </span>
  );
}

function NewProduct({ onDone }: { onDone: () => void }) {
  const cats = useApiQuery(catalogList, {});
  const [f, setF] = useState({ title: '', categoryId: '', image: '/mall/book.svg', groupName: '规格', values: '标准', price: '', stock: '', shipping: '0', description: '' });
  const set = (k: keyof typeof f) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => setF({ ...f, [k]: e.target.value });
  const submit = async () => {
    const values = f.values.split(/[,，\s]+/).filter(Boolean);
    const price = Math.round(Number(f.price) * 100);
    if (!f.title.trim() || !f.categoryId || !values.length || !(price > 0)) return toast('请填写名称、分类、规格和价格');
    await opsProductSave({
      categoryId: Number(f.categoryId), title: f.title.trim(), images: [f.image.trim()], description: f.description,
      specGroups: [{ name: f.groupName.trim() || '规格', values }], shipping: Math.round(Number(f.shipping || 0) * 100),
      skus: values.map((v) => ({ spec: [v], price, stock: Number(f.stock) || 0 })),
    }).then(() => { toast('商品已创建', 'success'); onDone(); }).catch(() => {});
  };
  const newCat = async () => {
    const name = window.prompt('新分类名称');
    if (name?.trim()) await opsCategorySave({ name: name.trim() }).catch(() => {});
  };
  return (
    <fieldset className="zp-ops__form">
      <legend>新增商品</legend>
      <label>名称 <input value={f.title} onChange={set('title')} maxLength={60} /></label>
      <label>分类 <select value={f.categoryId} onChange={set('categoryId')}><option value="">请选择</option>{(cats.data?.list ?? []).map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}</select></label>
      <button type="button" onClick={() => void newCat()}>新建分类</button>
      <label>图片地址 <input value={f.image} onChange={set('image')} /></label>
      <label>规格名 <input value={f.groupName} onChange={set('groupName')} style={{ width: 60 }} /></label>
      <label>规格值（逗号分隔） <input value={f.values} onChange={set('values')} /></label>
      <label>价格（元） <input value={f.price} onChange={set('price')} style={{ width: 80 }} /></label>
      <label>每个规格库存 <input value={f.stock} onChange={set('stock')} style={{ width: 60 }} /></label>
      <label>运费（元） <input value={f.shipping} onChange={set('shipping')} style={{ width: 60 }} /></label>
      <label>描述（HTML） <textarea value={f.description} onChange={set('description')} rows={3} /></label>
      <button type="button" onClick={() => void submit()}>保存</button>
    </fieldset>
  );
}

function Row({ p }: { p: OpsProduct }) {
  const [log, setLog] = useState<number | null>(null);
  const toggle = async () => {
    if (!(await confirm({ content: p.onSale ? `下架「${p.title}」？购物车中的将显示已下架` : `上架「${p.title}」？`, confirmText: p.onSale ? '下架' : '上架', danger: p.onSale }))) return;
    await opsProductOnSale({ id: p.id, onSale: !p.onSale }).catch(() => {});
  };
  return (
    <>
      {p.skus.map((s, i) => (
        <tr key={s.id}>
          {i === 0 && <td rowSpan={p.skus.length}>{p.id}</td>}
          {i === 0 && <td rowSpan={p.skus.length}>{p.title}<br /><span className="zp-ops__tag">{p.onSale ? '在售' : '已下架'}</span> <button type="button" onClick={() => void toggle()}>{p.onSale ? '下架' : '上架'}</button></td>}
          <td>{s.specText}</td><td>{fenToCurrency(s.price)}</td><td>{s.stock}</td><td>{s.reserved}</td><td>{s.available}</td>
          <td><Adjust skuId={s.id} /> <button type="button" onClick={() => setLog(log === s.id ? null : s.id)}>日志</button>{log === s.id && <StockLog skuId={s.id} />}</td>
        </tr>
      ))}
    </>
  );
}

export default function ProductsOpsPage() {
  const [adding, setAdding] = useState(false);
  const q = useApiQuery(opsProductList, { pageIndex: 1, pageSize: 100 });
  return (
    <section aria-label="商品与库存">
      <h1 className="zp-ops__h1">商品与库存</h1>
      <p className="zp-ops__lead">可售 = 库存 − 预留（待付款订单占用）。库存调整不能低于预留数，每次调整记入日志。</p>
      <button type="button" onClick={() => setAdding(!adding)}>{adding ? '收起' : '新增商品'}</button>
      {adding && <NewProduct onDone={() => setAdding(false)} />}
      {q.isPending && <p>加载中…</p>}
      {q.isError && <p className="zp-ops__empty">加载失败</p>}
      {q.data && !q.data.list.length && <p className="zp-ops__empty">暂无商品</p>}
      {q.data && q.data.list.length > 0 && (
        <div className="zp-ops__table-wrap">
          <table className="zp-ops__table">
            <thead><tr><th>ID</th><th>商品</th><th>规格</th><th>价格</th><th>库存</th><th>预留</th><th>可售</th><th>库存调整</th></tr></thead>
            <tbody>{q.data.list.map((p) => <Row key={p.id} p={p} />)}</tbody>
          </table>
        </div>
      )}
    </section>
  );
}
