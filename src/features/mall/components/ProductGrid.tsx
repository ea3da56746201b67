/** Product cards in two columns, paged (used by the mall home, search and collects). */
import type { ProductCard } from '@contract/mall';
import { useNavigate } from 'react-router-dom';
import { fenToCurrency } from '@src/lib/format';
import { PagedList, type PagedQuery } from '@src/components/ui/PagedList';
import '../mall.css';

export function ProductCardView({ p }: { p: ProductCard }) {
  const navigate = useNavigate();
  return (
    <div className="zp-mall-card" role="link" onClick={() => navigate(`/mall/goodsDetails?id=${p.id}`)}>
      <img src={p.cover} alt={p.title} loading="lazy" />
      <div className="zp-mall-card__body">
        <div className="zp-mall-card__title">{p.title}</div>
        <div className="zp-mall-row">
          <span className="zp-mall-price">{fenToCurrency(p.price)}</span>
          <span className="zp-mall-muted">已售{p.sales}</span>
        </div>
      </div>
    </div>
  );
}

export function ProductGrid({ query, empty = '暂无商品' }: { query: PagedQuery<{ list: ProductCard[]; hasNext: boolean }>; empty?: string }) {
  return (
    <PagedList query={query} empty={empty} all={(items) => (
      <div className="zp-mall-grid">{items.map((p) => <ProductCardView key={p.id} p={p} />)}</div>
    )} />
  );
}
