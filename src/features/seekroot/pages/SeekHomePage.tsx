/**
 * /seekroot/index: the seek-roots home — banners (by operators), the figures (寻根数, 成功数, 可匹配的公开族谱), the
 * entries (寻根广场, 发布寻根, 我的寻根, 老谱 → the cpg pages), hot surnames (to the square by surname) and the newest
 * posts. `?from=xgbook` (the cpg-version landing) is read by the navigation guard; the page itself takes it as is.
 */
import { Swiper } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import * as c from '@contract/seek-root';
import { PageLayout } from '@src/components/ui/PageLayout';
import { PagedList } from '@src/components/ui/PagedList';
import { ErrorState } from '@src/components/ui/States';
import { useApiInfinite, useApiQuery } from '@src/lib/query';
import { SeekCardRow } from '../components/SeekCardRow';
import '../seekroot.css';

const ENTRIES = [
  { key: 'square', icon: '寻', text: '寻根广场', to: '/seekroot/seekroot' },
  { key: 'publish', icon: '发', text: '发布寻根', to: '/seekroot/publish' },
  { key: 'mine', icon: '我', text: '我的寻根', to: '/seekroot/my-seekroot' },
  { key: 'cpg', icon: '谱', text: '老谱查询', to: '/seekroot/cpg-all-list' },
];

export default function SeekHomePage() {
  const navigate = useNavigate();
  const banners = useApiQuery(c.seekRootBannerList, {});
  const info = useApiQuery(c.seekRootInfo, {});
  const newest = useApiInfinite(c.seekRootList, { sort: 'new' }, { pageSize: 10 });
  const list = banners.data?.list ?? [];
  return (
    <PageLayout title="寻根问祖" grey>
      <div className="zp-seek-hero">
        <h2>寻根问祖</h2>
        <p>写下你记得的字辈、祖辈名讳和祖籍，系统会在平台公开族谱中为你匹配可能的宗亲。</p>
        {info.isError ? <ErrorState error={info.error} onRetry={() => void info.refetch()} /> : (
          <div className="zp-seek-figures" data-testid="seek-figures">
            <div><b>{info.data?.postCount ?? '—'}</b><span>寻根</span></div>
            <div><b>{info.data?.succeedCount ?? '—'}</b><span>寻根成功</span></div>
            <div><b>{info.data?.clanCount ?? '—'}</b><span>可匹配族谱</span></div>
          </div>
        )}
      </div>
      {list.length > 0 && (
        <div className="zp-seek-section">
          <Swiper autoplay loop={list.length > 1} indicator={list.length > 1 ? undefined : () => null}>
            {list.map((b) => (
              <Swiper.Item key={b.id}>
                <img className="zp-seek-banner" src={b.image} alt={b.title} onClick={() => b.link && navigate(b.link)} />
              </Swiper.Item>
            ))}
          </Swiper>
        </div>
      )}
      <div className="zp-seek-section">
        <div className="zp-seek-entries">
          {ENTRIES.map((e) => (
            <button key={e.key} type="button" className="zp-seek-entry" data-testid={`seek-entry-${e.key}`} onClick={() => navigate(e.to)}><i>{e.icon}</i>{e.text}</button>
          ))}
        </div>
      </div>
      {(info.data?.hotNames.length ?? 0) > 0 && (
        <div className="zp-seek-section">
          <h3>按姓氏寻根<button type="button" className="zp-seek-link" onClick={() => navigate('/seekroot/seekroot')}>全部</button></h3>
          <div className="zp-seek-names">
            {info.data!.hotNames.map((n) => (
              <button key={n.firstName} type="button" className="zp-seek-chip" onClick={() => navigate(`/seekroot/seekroot?firstName=${encodeURIComponent(n.firstName)}`)}>
                {n.firstName}<small>{n.count}</small>
              </button>
            ))}
          </div>
        </div>
      )}
      <div className="zp-seek-section" style={{ paddingBottom: 0 }}><h3>最新寻根</h3></div>
      <PagedList query={newest} refresh={false} empty="还没有人发布寻根，来发布第一条吧">{(item) => <SeekCardRow key={item.id} item={item} />}</PagedList>
    </PageLayout>
  );
}
