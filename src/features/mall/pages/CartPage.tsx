/** /mall/cart: lines with quantity steppers, select / select all, off-sale and short-stock marks, delete, move to collect, 结算. */
import { Button, Checkbox, List, Stepper, SwipeAction, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { CART_STATE_NAMES } from '@contract/mall';
import { confirm, toast } from '@src/app/shell/feedback';
import { fenToCurrency } from '@src/lib/format';
import { PageLayout } from '@src/components/ui/PageLayout';
import { EmptyState, ErrorState, LoadingState } from '@src/components/ui/States';
import { cartChangeNum, cartDelete, cartMoveToCollect, cartSelect, mallQueries } from '../mall.queries';
import '../mall.css';

export default function CartPage() {
  const navigate = useNavigate();
  const q = useQuery(mallQueries.cart());
  const items = q.data?.list ?? [];
  const chosen = items.filter((i) => i.selected && i.state === 'ok');
  const total = chosen.reduce((s, i) => s + i.price * i.quantity, 0);
  const allOn = items.length > 0 && items.every((i) => i.selected);
  const remove = async (ids: number[]) => {
    if (!(await confirm({ content: `确定删除这${ids.length > 1 ? `${ids.length}件` : '件'}商品吗？`, confirmText: '删除', danger: true }))) return;
    await cartDelete({ ids }).catch(() => {});
  };

  let body: React.ReactNode;
  if (q.isPending) body = <LoadingState />;
  else if (q.isError) body = <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  else if (!items.length) body = <EmptyState title="购物车是空的"><Button color="primary" size="small" onClick={() => navigate('/mall/index')}>去逛逛</Button></EmptyState>;
  else body = (
    <>
      <List>
        {items.map((i) => (
          <SwipeAction key={i.id} rightActions={[
            { key: 'collect', text: '移入收藏', color: 'warning', onClick: () => void cartMoveToCollect({ ids: [i.id] }).then(() => toast('已移入收藏')).catch(() => {}) },
            { key: 'delete', text: '删除', color: 'danger', onClick: () => void remove([i.id]) },
          ]}>
            <List.Item prefix={<Checkbox checked={i.selected} onChange={(v) => void cartSelect({ ids: [i.id], selected: v }).catch(() => {})} />}>
              <div className="zp-mall-line">
                <img src={i.image} alt="" onClick={() => navigate(`/mall/goodsDetails?id=${i.productId}`)} />
                <div className="zp-mall-line__body">
                  <span className="zp-mall-line__title">{i.title}</span>
                  <span className="zp-mall-muted">{i.specText}{i.state !== 'ok' && <Tag color="danger" className="zp-mall-tag" style={{ marginLeft: 6 }}>{CART_STATE_NAMES[i.state]}</Tag>}</span>
                  <div className="zp-mall-row">
                    <span className="zp-mall-price">{fenToCurrency(i.price)}</span>
                    <Stepper min={1} max={Math.max(1, Math.min(99, Math.max(i.available, i.quantity)))} value={i.quantity}
                      onChange={(v) => void cartChangeNum({ id: i.id, quantity: v }).catch(() => {})} />
                  </div>
                </div>
              </div>
            </List.Item>
          </SwipeAction>
        ))}
      </List>
      <div className="zp-mall-muted" style={{ padding: 12 }}>左滑可删除或移入收藏；已下架或库存不足的商品不能结算</div>
      <div className="zp-mall-bar">
        <Checkbox checked={allOn} onChange={(v) => void cartSelect({ all: true, selected: v }).catch(() => {})}>全选</Checkbox>
        <span className="zp-mall-bar__grow" style={{ textAlign: 'right' }}>合计 <span className="zp-mall-price">{fenToCurrency(total)}</span></span>
        <Button color="danger" disabled={!chosen.length} onClick={() => navigate('/mall/orderConfirm?from=cart')}>结算({chosen.length})</Button>
      </div>
    </>
  );
  return <PageLayout title="购物车" grey right={items.some((i) => i.selected) ? <span role="button" onClick={() => void remove(items.filter((i) => i.selected).map((i) => i.id))}>删除</span> : undefined}>{body}</PageLayout>;
}
