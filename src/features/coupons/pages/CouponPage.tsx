/** /mine/grade/coupon: my coupons by state (未使用/已使用/已过期) and the coupons being issued (领券中心). */
import { useState } from 'react';
import { Button, List, Tabs, Tag } from 'antd-mobile';
import { couponIssueList, couponList, type CouponState } from '@contract/coupons';
import { toast } from '@src/app/shell/feedback';
import { fenToCurrency } from '@src/lib/format';
import { useApiInfinite, useApiQuery } from '@src/lib/query';
import { PageLayout } from '@src/components/ui/PageLayout';
import { PagedList } from '@src/components/ui/PagedList';
import { DateTime } from '@src/components/ui/DateTime';
import { receiveCoupon } from '../coupons.queries';

type Tab = CouponState | 'center';

export default function CouponPage() {
  const [tab, setTab] = useState<Tab>('unused');
  const counts = useApiQuery(couponList, { state: 'unused', pageIndex: 1, pageSize: 1 }).data?.counts;
  const mine = useApiInfinite(couponList, { state: tab === 'center' ? 'unused' : tab }, { enabled: tab !== 'center' });
  const center = useApiInfinite(couponIssueList, {}, { enabled: tab === 'center' });
  return (
    <PageLayout title="优惠券" grey>
      <Tabs activeKey={tab} onChange={(k) => setTab(k as Tab)}>
        <Tabs.Tab key="unused" title={`未使用${counts ? `(${counts.unused})` : ''}`} />
        <Tabs.Tab key="used" title="已使用" />
        <Tabs.Tab key="expired" title="已过期" />
        <Tabs.Tab key="center" title="领券中心" />
      </Tabs>
      {tab === 'center' ? (
        <PagedList query={center} list empty="暂无可领的优惠券">
          {(c) => (
            <List.Item key={c.id} description={<>{c.scopeText} · <DateTime value={c.validTo} format="date" />前有效</>} extra={
              <Button size="small" color="danger" disabled={!c.canReceive} onClick={() => void receiveCoupon({ couponId: c.id }).then(() => toast('领取成功', 'success')).catch(() => {})}>
                {c.canReceive ? '领取' : c.mine ? '已领取' : '已领完'}
              </Button>
            }>
              <span className="zp-coupon-amount">{c.kind === 'amount' ? fenToCurrency(c.amount) : `${c.discountPct / 10}折`}</span> {c.title}（{c.rule}）
            </List.Item>
          )}
        </PagedList>
      ) : (
        <PagedList query={mine} list empty={tab === 'unused' ? '暂无可用的优惠券' : '暂无优惠券'}>
          {(c) => (
            <List.Item key={c.id} description={<>{c.scopeText} · <DateTime value={c.validTo} format="date" />前有效</>} extra={<Tag color={c.state === 'unused' ? 'danger' : 'default'}>{c.stateText}</Tag>}>
              {c.kind === 'amount' ? fenToCurrency(c.amount) : `${c.discountPct / 10}折`} {c.title}（{c.rule}）
            </List.Item>
          )}
        </PagedList>
      )}
    </PageLayout>
  );
}
