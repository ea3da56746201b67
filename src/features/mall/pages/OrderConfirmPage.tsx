/**
 * /mall/orderConfirm?from=cart | from=sku&skuId=&quantity=: the order form — address, goods, coupon (the best by
 * default), totals, remark; 提交订单 creates the order once (one client key per visit) and goes to pay. The pay page
 * replaces this form in history and comes back to the order's details, so back never shows the form again.
 */
import { useState } from 'react';
import { Button, Input, List, Popup, Radio, Space } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { checkoutFromCart, checkoutFromSku } from '@contract/mall';
import { beginPayment } from '@src/features/payments/index';
import { ADDRESS_PICK_PATH, takePickedAddress } from '@src/features/addresses/index';
import { fenToCurrency } from '@src/lib/format';
import { useApiQuery } from '@src/lib/query';
import { PageLayout } from '@src/components/ui/PageLayout';
import { ErrorState, LoadingState } from '@src/components/ui/States';
import { newClientKey, orderCreate } from '../mall.queries';
import '../mall.css';

export default function OrderConfirmPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const fromSku = params.get('from') === 'sku';
  const skuId = Number(params.get('skuId')) || 0;
  const quantity = Number(params.get('quantity')) || 1;
  // the address picked on the address list (this page mounts again when coming back from it)
  const [addressId] = useState<number | undefined>(() => takePickedAddress());
  const [couponId, setCouponId] = useState<number | undefined>(undefined);
  const [remark, setRemark] = useState('');
  const [clientKey] = useState(newClientKey);
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState(false);
  const sku = useApiQuery(checkoutFromSku, { skuId, quantity, addressId, userCouponId: couponId }, { enabled: fromSku && skuId > 0 });
  const cart = useApiQuery(checkoutFromCart, { addressId, userCouponId: couponId }, { enabled: !fromSku });
  const q = fromSku ? sku : cart;

  const submit = async () => {
    const c = q.data;
    if (!c) return;
    if (!c.address) {
      navigate(ADDRESS_PICK_PATH);
      return;
    }
    setBusy(true);
    try {
      const r = await orderCreate({
        clientKey, from: fromSku ? 'sku' : 'cart', skuId: fromSku ? skuId : undefined, quantity: fromSku ? quantity : undefined,
        addressId: c.address.id, userCouponId: c.userCouponId ?? 0, remark: remark.trim() || undefined, payType: 'sandbox',
      });
      const details = `/mall/orderDetails?id=${r.order.id}`;
      if (!r.payment) return navigate(details, { replace: true });
      const step = beginPayment(r.payment, details);
      navigate(step.paid ? details : step.to, { replace: true }); // the form leaves history (issue 14)
    } catch { /* toasted */ } finally {
      setBusy(false);
    }
  };

  let body: React.ReactNode;
  if (q.isPending) body = <LoadingState />;
  else if (q.isError) body = <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  else {
    const c = q.data;
    const chosen = c.coupons.find((x) => x.userCouponId === c.userCouponId);
    body = (
      <>
        <List>
          <List.Item arrow onClick={() => navigate(ADDRESS_PICK_PATH)} description={c.address ? `${c.address.province}${c.address.city}${c.address.county}${c.address.detail}` : undefined}>
            {c.address ? `${c.address.name}  ${c.address.phone}` : '请添加收货地址'}
          </List.Item>
        </List>
        <List header="商品">
          {c.items.map((i) => (
            <List.Item key={i.skuId}>
              <div className="zp-mall-line">
                <img src={i.image} alt="" />
                <div className="zp-mall-line__body">
                  <span className="zp-mall-line__title">{i.title}</span>
                  <span className="zp-mall-muted">{i.specText}</span>
                  <div className="zp-mall-row"><span className="zp-mall-price">{fenToCurrency(i.price)}</span><span>×{i.quantity}</span></div>
                </div>
              </div>
            </List.Item>
          ))}
        </List>
        <List>
          <List.Item extra={fenToCurrency(c.goods)}>商品金额</List.Item>
          <List.Item extra={c.shipping ? fenToCurrency(c.shipping) : '包邮'}>运费</List.Item>
          <List.Item arrow onClick={() => setPicking(true)} extra={chosen ? `-${fenToCurrency(c.discount)}` : c.coupons.length ? `${c.coupons.length}张可用` : '无可用'}>优惠券</List.Item>
          <List.Item><Input placeholder="备注（选填）" maxLength={200} value={remark} onChange={setRemark} /></List.Item>
        </List>
        <div className="zp-mall-bar">
          <span className="zp-mall-bar__grow">实付 <span className="zp-mall-price zp-mall-price--big">{fenToCurrency(c.total)}</span></span>
          <Button color="danger" loading={busy} disabled={busy} onClick={() => void submit()}>提交订单</Button>
        </div>
        <Popup visible={picking} onMaskClick={() => setPicking(false)} bodyStyle={{ padding: 16, borderTopLeftRadius: 12, borderTopRightRadius: 12 }}>
          <h3 style={{ marginTop: 0 }}>选择优惠券</h3>
          <Radio.Group value={c.userCouponId ?? 0} onChange={(v) => { setCouponId(Number(v)); setPicking(false); }}>
            <Space direction="vertical" block>
              {c.coupons.map((x) => <Radio key={x.userCouponId} value={x.userCouponId}>{x.title}（{x.rule}，省{fenToCurrency(x.discount)}）</Radio>)}
              <Radio value={0}>不使用优惠券</Radio>
            </Space>
          </Radio.Group>
        </Popup>
      </>
    );
  }
  return <PageLayout title="确认订单" grey>{body}</PageLayout>;
}
