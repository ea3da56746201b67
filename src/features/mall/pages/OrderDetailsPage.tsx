/** /mall/orderDetails?id=: the order's state, tracking, address, goods (with 评价), amounts and actions; confirms a payment on return. */
import { useEffect } from 'react';
import { Button, List, Steps } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { CANCEL_BY_NAMES } from '@contract/mall';
import { toast } from '@src/app/shell/feedback';
import { fenToCurrency } from '@src/lib/format';
import { PageLayout } from '@src/components/ui/PageLayout';
import { ErrorState, isMissing, LoadingState, MissingState } from '@src/components/ui/States';
import { DateTime } from '@src/components/ui/DateTime';
import { OrderActions } from '../components/OrderActions';
import { RefundSection } from '../components/RefundSection';
import { mallQueries, orderConfirm } from '../mall.queries';
import '../mall.css';

export default function OrderDetailsPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id')) || 0;
  const payResult = params.get('payResult');
  const q = useQuery({ ...mallQueries.order(id), enabled: id > 0 });
  const o = q.data;
  const shipped = !!o?.trackingNo;
  const express = useQuery({ ...mallQueries.express(id), enabled: shipped });
  const code = o?.code;

  useEffect(() => {
    if (payResult !== 'paid' || !code) return;
    void orderConfirm({ code }).then((r) => toast(r.paid ? '支付成功' : '尚未收到付款，请稍后刷新', r.paid ? 'success' : undefined)).catch(() => {})
      .finally(() => setParams({ id: String(id) }, { replace: true }));
  }, [payResult, code, id, setParams]);

  let body: React.ReactNode;
  if (isMissing(q)) body = <MissingState />;
  else if (q.isPending) body = <LoadingState />;
  else if (q.isError || !o) body = <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  else body = (
    <>
      <div className="zp-mall-status">
        <h2>{o.statusText}</h2>
        <div>
          {o.status === 'unpaid' && o.payDeadline && <>请在 <DateTime value={o.payDeadline} format="time" /> 前付款，超时订单将自动取消</>}
          {o.status === 'cancelled' && o.cancelBy && CANCEL_BY_NAMES[o.cancelBy]}
          {o.status === 'shipped' && o.autoReceiveAt && <>将于 <DateTime value={o.autoReceiveAt} format="monthDay" /> 自动确认收货</>}
        </div>
      </div>
      {shipped && (
        <div className="zp-mall-section">
          <h3>{o.carrierName} {o.trackingNo} · {express.data?.stateText ?? '查询中'}</h3>
          {express.isError && <Button size="mini" onClick={() => void express.refetch()}>重试</Button>}
          {express.data && (express.data.traces.length ? (
            <Steps direction="vertical" current={0}>
              {express.data.traces.map((t, i) => <Steps.Step key={i} title={t.text} description={<DateTime value={t.time} />} status={i === 0 ? 'process' : 'wait'} />)}
            </Steps>
          ) : <div className="zp-mall-muted">快递员尚未揽收</div>)}
        </div>
      )}
      <List>
        <List.Item description={`${o.address.province}${o.address.city}${o.address.county}${o.address.detail}`}>{o.address.name}  {o.address.phone}</List.Item>
      </List>
      <List header="商品">
        {o.items.map((i) => (
          <List.Item key={i.id} onClick={() => navigate(`/mall/goodsDetails?id=${i.productId}`)}>
            <div className="zp-mall-line">
              <img src={i.image} alt="" />
              <div className="zp-mall-line__body">
                <span className="zp-mall-line__title">{i.title}</span>
                <span className="zp-mall-muted">{i.specText}</span>
                <div className="zp-mall-row"><span className="zp-mall-price">{fenToCurrency(i.price)}</span><span>×{i.quantity}</span></div>
                {o.status === 'received' && !i.reviewed && (
                  <div className="zp-mall-actions"><Button size="mini" color="warning" onClick={(e) => { e.stopPropagation(); navigate(`/mall/comment-publish?itemId=${i.id}&orderId=${o.id}`); }}>评价</Button></div>
                )}
              </div>
            </div>
          </List.Item>
        ))}
      </List>
      <List>
        <List.Item extra={fenToCurrency(o.goods)}>商品金额</List.Item>
        <List.Item extra={o.shipping ? fenToCurrency(o.shipping) : '包邮'}>运费</List.Item>
        {o.discount > 0 && <List.Item extra={`-${fenToCurrency(o.discount)}`}>优惠券</List.Item>}
        <List.Item extra={<span className="zp-mall-price">{fenToCurrency(o.total)}</span>}>实付</List.Item>
        <List.Item extra={o.code}>订单号</List.Item>
        <List.Item extra={<DateTime value={o.createdAt} />}>下单时间</List.Item>
        {o.paidAt && <List.Item extra={<DateTime value={o.paidAt} />}>付款时间</List.Item>}
        {o.remark && <List.Item extra={o.remark}>备注</List.Item>}
      </List>
      <RefundSection o={o} />
      <div className="zp-mall-bar"><span className="zp-mall-bar__grow" /><OrderActions o={o} detail /></div>
    </>
  );
  return <PageLayout title="订单详情" grey>{body}</PageLayout>;
}
