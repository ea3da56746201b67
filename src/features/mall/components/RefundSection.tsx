/**
 * The after-sale part of a mall order's details (contract/mall.ts "Refunds"): the refund requests with their state
 * (and the reason of a rejection), 申请退款 (reason, amount ≤ paid — the whole amount before shipping —, description,
 * up to 9 photos), 撤销申请, and the mall's customer-service contact.
 */
import { useState } from 'react';
import { Button, Form, Input, List, Popup, Selector, TextArea } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { REFUND_REASONS, type Order } from '@contract/mall';
import { confirm, toast } from '@src/app/shell/feedback';
import { fenToCurrency } from '@src/lib/format';
import { PhotoField } from '@src/components/ui/PhotoField';
import { DateTime } from '@src/components/ui/DateTime';
import { mallQueries, refundApply, refundCancel } from '../mall.queries';

function ApplyForm({ o, max, fullOnly, onDone }: { o: Order; max: number; fullOnly: boolean; onDone: () => void }) {
  const [reason, setReason] = useState<(typeof REFUND_REASONS)[number] | ''>('');
  const [yuan, setYuan] = useState((max / 100).toFixed(2));
  const [content, setContent] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!reason) return toast('请选择退款原因');
    const amount = Math.round(Number(yuan) * 100);
    if (!Number.isFinite(amount) || amount < 1 || amount > max) return toast(`退款金额须在 0.01–${(max / 100).toFixed(2)} 元之间`);
    setBusy(true);
    try {
      await refundApply({ orderId: o.id, reason, amount, content: content.trim(), images });
      toast('已提交退款申请', 'success');
      onDone();
    } catch { /* toasted */ } finally {
      setBusy(false);
    }
  };
  return (
    <Form layout="vertical" footer={<Button block color="primary" loading={busy} disabled={busy} onClick={() => void submit()}>提交申请</Button>}>
      <Form.Item label="退款原因">
        <Selector columns={2} options={REFUND_REASONS.map((r) => ({ label: r, value: r }))} value={reason ? [reason] : []} onChange={(v) => setReason(v[0] ?? '')} />
      </Form.Item>
      <Form.Item label="退款金额（元）" help={fullOnly ? '订单尚未发货，只能全额退款' : `最多 ${fenToCurrency(max)}`}>
        <Input type="number" inputMode="decimal" value={yuan} onChange={setYuan} disabled={fullOnly} aria-label="退款金额" />
      </Form.Item>
      <Form.Item label="问题描述"><TextArea placeholder="请描述遇到的问题" maxLength={500} showCount rows={3} value={content} onChange={setContent} /></Form.Item>
      <Form.Item label="凭证图片（最多9张）"><PhotoField multiple max={9} value={images} onChange={setImages} /></Form.Item>
    </Form>
  );
}

export function RefundSection({ o }: { o: Order }) {
  const paidOnce = !!o.paidAt;
  const q = useQuery({ ...mallQueries.refunds(o.id), enabled: paidOnce });
  const contact = useQuery(mallQueries.contact());
  const [open, setOpen] = useState(false);
  const r = q.data;
  const pending = r?.list.find((x) => x.status === 'pending');
  const cancel = async () => {
    if (!(await confirm({ content: '撤销退款申请？订单将回到申请前的状态', confirmText: '撤销申请' }))) return;
    await refundCancel({ id: o.id }).then(() => toast('已撤销', 'success')).catch(() => {});
  };
  const c = contact.data;
  return (
    <>
      {paidOnce && r && (r.list.length > 0 || r.canApply) && (
        <List header="退款/售后">
          {r.list.map((x) => (
            <List.Item key={x.id} extra={<span className={x.status === 'rejected' ? 'zp-mall-price' : undefined}>{x.statusText}</span>}
              description={<>
                {x.reason}{x.content && `：${x.content}`} · <DateTime value={x.createdAt} />
                {x.rejectReason && <div>拒绝原因：{x.rejectReason}</div>}
              </>}>
              退款 {fenToCurrency(x.amount)}
            </List.Item>
          ))}
          {(pending || r.canApply) && (
            <List.Item>
              <div className="zp-mall-actions">
                {pending && <Button size="small" onClick={() => void cancel()}>撤销申请</Button>}
                {r.canApply && <Button size="small" color="warning" onClick={() => setOpen(true)}>申请退款</Button>}
              </div>
            </List.Item>
          )}
        </List>
      )}
      {c && (
        <List header="联系客服">
          <List.Item description={[c.hours, c.remark].filter(Boolean).join(' · ')} extra={<a href={`tel:${c.phone}`}>{c.phone}</a>}>{c.name}</List.Item>
          {c.wechat && <List.Item extra={c.wechat}>客服微信</List.Item>}
        </List>
      )}
      <Popup visible={open} onMaskClick={() => setOpen(false)} bodyStyle={{ maxHeight: '85vh', overflowY: 'auto', borderTopLeftRadius: 12, borderTopRightRadius: 12 }}>
        {open && r && <ApplyForm o={o} max={r.maxAmount} fullOnly={r.fullOnly} onDone={() => setOpen(false)} />}
      </Popup>
    </>
  );
}
