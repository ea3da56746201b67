/** /mall/index (categories and goods) and /mall/search?q= (search): the shop's front, with the cart badge. */
import { useState } from 'react';
import { Badge, CapsuleTabs, SearchBar } from 'antd-mobile';
import { useNavigate, useSearchParams, useLocation } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { productList } from '@contract/mall';
import { PageLayout } from '@src/components/ui/PageLayout';
import { useApiInfinite } from '@src/lib/query';
import { ProductGrid } from '../components/ProductGrid';
import { mallQueries } from '../mall.queries';
import '../mall.css';

export default function MallIndexPage() {
  const search = useLocation().pathname === '/mall/search';
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const q = params.get('q') ?? '';
  const [draft, setDraft] = useState(q);
  const [cat, setCat] = useState('0');
  const cats = useQuery(mallQueries.categories());
  const num = useQuery(mallQueries.cartNum());
  const categoryId = Number(cat) || undefined;
  const list = useApiInfinite(productList, { query: search ? q || undefined : undefined, categoryId: search ? undefined : categoryId, sort: 'default' });
  const cart = (
    <Badge content={num.data?.num ? num.data.num : null}>
      <span role="link" aria-label="购物车" onClick={() => navigate('/mall/cart')} style={{ fontSize: 14 }}>购物车</span>
    </Badge>
  );
  return (
    <PageLayout title={search ? '搜索商品' : '族谱商城'} right={cart} grey>
      <div style={{ padding: '8px 10px 0' }}>
        <SearchBar
          placeholder="搜索族谱印刷、祭祀用品…"
          value={draft}
          onChange={setDraft}
          onSearch={(v) => (search ? setParams({ q: v.trim() }, { replace: true }) : navigate(`/mall/search?q=${encodeURIComponent(v.trim())}`))}
        />
      </div>
      {!search && (
        <CapsuleTabs activeKey={cat} onChange={setCat}>
          <CapsuleTabs.Tab key="0" title="全部" />
          {(cats.data?.list ?? []).map((c) => <CapsuleTabs.Tab key={String(c.id)} title={c.name} />)}
        </CapsuleTabs>
      )}
      <ProductGrid query={list} empty={search ? '没有找到相关商品' : '暂无商品'} />
    </PageLayout>
  );
}
