/** /mall/goodsDetails?id=: pictures, price, coupons to receive, specs, reviews, buy logs, description; add to cart or buy now. */
import { useState } from 'react';
import { Badge, Button, List, Rate, Swiper, Tag } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { buyLogs, reviewList } from '@contract/mall';
import { couponProduct } from '@contract/coupons';
import { userInfoAtom, useAtomValue } from '@src/app/store';
import { isLoggedIn, LOGIN } from '@src/app/guard';
import { toast } from '@src/app/shell/feedback';
import { fenToCurrency } from '@src/lib/format';
import { useApiQuery } from '@src/lib/query';
import { PageLayout } from '@src/components/ui/PageLayout';
import { ErrorState, LoadingState } from '@src/components/ui/States';
import { DateTime } from '@src/components/ui/DateTime';
import { SpecPopup } from '../components/SpecPopup';
import { cartAdd, collectAdd, collectDelete, couponReceive, mallQueries } from '../mall.queries';
import '../mall.css';

export default function GoodsDetailsPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const navigate = useNavigate();
  const loggedIn = isLoggedIn(useAtomValue(userInfoAtom));
  const q = useQuery({ ...mallQueries.product(id), enabled: id > 0 });
  const stat = useQuery({ ...mallQueries.stat(id), enabled: id > 0 });
  const reviews = useApiQuery(reviewList, { id, filter: 'all', pageIndex: 1, pageSize: 2 }, { enabled: id > 0 });
  const logs = useApiQuery(buyLogs, { productId: id, pageIndex: 1, pageSize: 5 }, { enabled: id > 0 });
  const coupons = useApiQuery(couponProduct, { x: id }, { enabled: id > 0 });
  const num = useQuery({ ...mallQueries.cartNum(), enabled: loggedIn });
  const [popup, setPopup] = useState<'' | 'cart' | 'buy'>('');

  const needLogin = () => {
    if (loggedIn) return false;
    navigate(LOGIN);
    return true;
  };

  let body: React.ReactNode;
  if (!id) body = <ErrorState error={new Error('缺少商品')} />;
  else if (q.isPending) body = <LoadingState />;
  else if (q.isError) body = <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  else {
    const p = q.data;
    body = (
      <>
        <Swiper>
          {p.images.map((src) => (
            <Swiper.Item key={src}><img src={src} alt={p.title} style={{ width: '100%', aspectRatio: '1', objectFit: 'cover', display: 'block' }} /></Swiper.Item>
          ))}
        </Swiper>
        <div className="zp-mall-section">
          <div className="zp-mall-row">
            <span className="zp-mall-price zp-mall-price--big">{fenToCurrency(p.price)}{p.skus.length > 1 ? ' 起' : ''}</span>
            <span className="zp-mall-muted">已售{p.sales}</span>
          </div>
          <h3 style={{ margin: '6px 0 2px' }}>{p.title}</h3>
          <div className="zp-mall-muted">{p.subtitle}</div>
          {!p.onSale && <Tag color="default">已下架</Tag>}
          <div className="zp-mall-muted" style={{ marginTop: 4 }}>运费：{p.shipping ? fenToCurrency(p.shipping) : '包邮'}（满99元包邮）</div>
        </div>
        {!!coupons.data?.list.length && (
          <List header="优惠券">
            {coupons.data.list.map((c) => (
              <List.Item key={c.id} description={`${c.scopeText} · ${c.rule}`} extra={
                <Button size="mini" color="danger" fill="outline" disabled={!c.canReceive}
                  onClick={() => { if (!needLogin()) void couponReceive({ couponId: c.id }).then(() => toast('领取成功', 'success')).catch(() => {}); }}>
                  {c.mine > 0 && !c.canReceive ? '已领取' : c.canReceive ? '领取' : '已领完'}
                </Button>
              }>{c.title}</List.Item>
            ))}
          </List>
        )}
        <List>
          <List.Item onClick={() => setPopup('buy')} extra="选择">规格</List.Item>
          <List.Item onClick={() => navigate(`/mall/comment-list?id=${id}`)} extra={stat.data ? `好评率${stat.data.goodRate}%` : ''}>
            商品评价（{stat.data?.count ?? 0}）
          </List.Item>
        </List>
        {(reviews.data?.list ?? []).map((r) => (
          <div key={r.id} className="zp-mall-section" style={{ margin: 0, borderTop: '1px solid #f0f0f0' }}>
            <div className="zp-mall-row"><span>{r.name}</span><Rate readOnly value={r.stars} style={{ '--star-size': '12px' }} /></div>
            <div style={{ margin: '4px 0' }}>{r.content || '默认好评'}</div>
            <div className="zp-mall-muted">{r.specText}</div>
          </div>
        ))}
        {!!logs.data?.list.length && (
          <div className="zp-mall-section">
            <h3>购买记录</h3>
            {logs.data.list.map((l, i) => (
              <div key={i} className="zp-mall-row zp-mall-muted"><span>{l.name} 购买了 {l.specText} ×{l.quantity}</span><DateTime value={l.createdAt} format="relative" /></div>
            ))}
          </div>
        )}
        <div className="zp-mall-section">
          <h3>商品详情</h3>
          {/* sanitised on the server when staff saved it */}
          <div className="zp-mall-desc" dangerouslySetInnerHTML={{ __html: p.description || '<p>暂无详情</p>' }} />
        </div>
        <div className="zp-mall-bar">
          <Button fill="none" onClick={() => { if (!needLogin()) void (p.collected ? collectDelete({ productId: id }) : collectAdd({ productId: id })).catch(() => {}); }}>
            {p.collected ? '已收藏' : '收藏'}
          </Button>
          <Badge content={num.data?.num ? num.data.num : null}><Button fill="none" onClick={() => navigate('/mall/cart')}>购物车</Button></Badge>
          <span className="zp-mall-bar__grow" />
          <Button color="warning" disabled={!p.onSale} onClick={() => { if (!needLogin()) setPopup('cart'); }}>加入购物车</Button>
          <Button color="danger" disabled={!p.onSale} onClick={() => { if (!needLogin()) setPopup('buy'); }}>立即购买</Button>
        </div>
        {popup && (
          <SpecPopup product={p} visible action={popup} onClose={() => setPopup('')} onDone={(sku, quantity) => {
            if (popup === 'cart') {
              void cartAdd({ skuId: sku.id, quantity }).then(() => { toast('已加入购物车', 'success'); setPopup(''); }).catch(() => {});
            } else {
              setPopup('');
              navigate(`/mall/orderConfirm?from=sku&skuId=${sku.id}&quantity=${quantity}`);
            }
          }} />
        )}
      </>
    );
  }
  return <PageLayout title="商品详情" grey>{body}</PageLayout>;
}
