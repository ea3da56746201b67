/** /mall/comment-list?id=: a product's reviews with the star statistics and filters (全部/好评/差评/有图). */
import { useState } from 'react';
import { Image, ImageViewer, List, Rate, Tabs } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { reviewList } from '@contract/mall';
import { PageLayout } from '@src/components/ui/PageLayout';
import { PagedList } from '@src/components/ui/PagedList';
import { DateTime } from '@src/components/ui/DateTime';
import { useApiInfinite } from '@src/lib/query';
import { mallQueries } from '../mall.queries';
import '../mall.css';

type Filter = 'all' | 'good' | 'bad' | 'photos';

export default function CommentListPage() {
  const id = Number(useSearchParams()[0].get('id')) || 0;
  const [filter, setFilter] = useState<Filter>('all');
  const stat = useQuery({ ...mallQueries.stat(id), enabled: id > 0 });
  const list = useApiInfinite(reviewList, { id, filter }, { enabled: id > 0 });
  const s = stat.data;
  return (
    <PageLayout title="商品评价" grey>
      {s && (
        <div className="zp-mall-section">
          <div className="zp-mall-row"><span>综合评分 <b>{s.average.toFixed(1)}</b></span><span>好评率 {s.goodRate}%</span></div>
          <Rate readOnly allowHalf value={s.average} />
        </div>
      )}
      <Tabs activeKey={filter} onChange={(k) => setFilter(k as Filter)}>
        <Tabs.Tab key="all" title={`全部${s ? s.count : ''}`} />
        <Tabs.Tab key="good" title="好评" />
        <Tabs.Tab key="bad" title="差评" />
        <Tabs.Tab key="photos" title={`有图${s ? s.withPhotos : ''}`} />
      </Tabs>
      <PagedList query={list} list empty="暂无评价">
        {(r) => (
          <List.Item key={r.id} description={<><span>{r.specText}</span> · <DateTime value={r.createdAt} format="date" /></>}>
            <div className="zp-mall-row"><span>{r.name}</span><Rate readOnly value={r.stars} style={{ '--star-size': '12px' }} /></div>
            <div style={{ margin: '4px 0' }}>{r.content || '默认好评'}</div>
            <div style={{ display: 'flex', gap: 6, flexWrap: 'wrap' }}>
              {r.images.map((src, i) => (
                <Image key={src} src={src} width={72} height={72} fit="cover" onClick={() => ImageViewer.Multi.show({ images: r.images, defaultIndex: i })} />
              ))}
            </div>
          </List.Item>
        )}
      </PagedList>
    </PageLayout>
  );
}
