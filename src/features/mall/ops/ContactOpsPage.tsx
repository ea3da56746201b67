/** `#/ops/mall-contact` (运营): the mall's customer-service contact shown to buyers (GET /mall/contact). */
import { useEffect, useState } from 'react';
import { mallContact, type MallContact } from '@contract/mall';
import { useApiQuery } from '@src/lib/query';
import { toast } from '@src/app/shell/feedback';
import { opsContactSave } from './mall-ops.queries';

const FIELDS: [keyof MallContact, string][] = [['name', '客服名称'], ['phone', '客服电话'], ['wechat', '客服微信'], ['hours', '服务时间'], ['remark', '说明']];

export default function ContactOpsPage() {
  const q = useApiQuery(mallContact, {});
  const [v, setV] = useState<MallContact | null>(null);
  useEffect(() => { if (q.data && !v) setV(q.data); }, [q.data, v]);
  const save = async () => {
    if (!v) return;
    if (!v.name.trim() || !v.phone.trim()) return toast('请填写客服名称和电话');
    await opsContactSave(v).then(() => toast('已保存', 'success')).catch(() => {});
  };
  return (
    <section aria-label="商城客服">
      <h1 className="zp-ops__h1">商城客服联系方式</h1>
      {q.isPending && <p>加载中…</p>}
      {q.isError && <p className="zp-ops__empty">加载失败</p>}
      {v && (
        <form onSubmit={(e) => { e.preventDefault(); void save(); }}>
          {FIELDS.map(([k, label]) => (
            <p key={k}><label>{label} <input aria-label={label} value={v[k]} onChange={(e) => setV({ ...v, [k]: e.target.value })} /></label></p>
          ))}
          <p><button type="submit">保存</button></p>
        </form>
      )}
    </section>
  );
}
