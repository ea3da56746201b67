/** /clan/book/order-create?sampleId=: print copies of a confirmed sample — quantity, consignee, amount, then pay. */
import { useState } from 'react';
import { Button, Form, Input, List, Stepper, TextArea } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { orderHome } from '@contract/print';
import { useApiQuery } from '@src/lib/query';
import { PageLayout } from '@src/components/ui/PageLayout';
import { EmptyState, QueryView } from '@src/components/ui/States';
import { num, createOrder } from '../book.queries';
import { cardDiscount, orderAmount, yuan } from '../order-state';
import '../book.css';
import { countLabel } from '@layouts/pdf/page-count';

interface Values {
  name: string;
  phone: string;
  address: string;
  remark?: string;
}

export default function OrderCreatePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const sampleId = num(params.get('sampleId')) ?? num(params.get('id'));
  const q = useApiQuery(orderHome, { sampleId: sampleId ?? 0, type: 1 }, { enabled: !!sampleId });
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState(false);
  if (!sampleId) return <PageLayout title="印刷下单"><EmptyState title="没有指定样本" /></PageLayout>;
  const submit = async (v: Values) => {
    setBusy(true);
    try {
      const o = await createOrder({
        sampleId, type: 1, quantity, consignee: { name: v.name.trim(), phone: v.phone.trim(), address: v.address.trim() }, remark: v.remark?.trim() || undefined,
      });
      navigate(`/clan/book/order-confirm?id=${o.id}`, { replace: true });
    } catch {
      /* shown */
    } finally {
      setBusy(false);
    }
  };
  return (
    <PageLayout title="印刷下单" grey>
      <QueryView query={q}>
        {(h) => (
          <div className="book-page">
            <List header="样本">
              <List.Item extra={h.sample.name}>{h.sample.clanName}</List.Item>
              <List.Item extra={`${h.sample.plan.formatName} · ${h.sample.plan.paper} · ${h.sample.plan.binding === 'thread' ? '线装' : '精装'} · ${countLabel(h.sample.job)}`}>规格</List.Item>
              <List.Item extra={`￥${yuan(h.unitPrice)}/本`}>单价</List.Item>
              <List.Item extra={<Stepper min={h.price.minQuantity} max={h.price.maxQuantity} value={quantity} onChange={(v) => setQuantity(v)} />}>数量</List.Item>
              <List.Item extra={`￥${yuan(h.shipping)}`}>运费</List.Item>
              {h.card && (
                <List.Item description={`${h.card.rule}，仅用于本单印刷费，取消订单后退回`} extra={`-￥${yuan(cardDiscount(h.unitPrice * quantity, h.card.discountPct))}`}>{h.card.title}</List.Item>
              )}
              <List.Item extra={<strong style={{ color: '#b5482a' }}>￥{yuan(orderAmount(h.unitPrice, quantity, h.shipping, h.card?.discountPct))}</strong>}>合计</List.Item>
            </List>
            <Form layout="horizontal" onFinish={(v) => void submit(v)} footer={<Button block type="submit" color="primary" loading={busy}>提交订单</Button>}>
              <Form.Header>收货信息</Form.Header>
              <Form.Item name="name" label="收货人" rules={[{ required: true, message: '请填写收货人' }, { max: 20, message: '最多20字' }]}>
                <Input placeholder="姓名" />
              </Form.Item>
              <Form.Item name="phone" label="手机号" rules={[{ required: true, message: '请填写手机号' }, { pattern: /^1[3-9]\d{9}$/, message: '手机号格式不对' }]}>
                <Input type="tel" placeholder="11位手机号" />
              </Form.Item>
              <Form.Item name="address" label="地址" rules={[{ required: true, message: '请填写收货地址' }, { min: 5, message: '请填写详细地址' }]}>
                <TextArea placeholder="省市区、街道、门牌号" autoSize />
              </Form.Item>
              <Form.Item name="remark" label="备注">
                <Input placeholder="选填" maxLength={200} />
              </Form.Item>
            </Form>
            <div className="book-muted">{h.price.note}</div>
          </div>
        )}
      </QueryView>
    </PageLayout>
  );
}
