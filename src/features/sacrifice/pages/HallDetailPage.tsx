/**
 * /sacrifice/hall/detail (?id=): an ancestral hall — plaque and couplets, the next memorial days (清明, 冬至 …
 * and the founder's 忌日), its tablets by generation; enter in 3D, favourite, and (admins) edit and manage tablets.
 */
import { Button, List, Tag } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageLayout } from '@src/components/ui/PageLayout';
import { EmptyState, QueryView } from '@src/components/ui/States';
import { MemorialDays } from '../components/MemorialDays';
import { sacrificeQueries, toggleFavorite } from '../sacrifice.queries';
import { intParam, mediaUrl } from '../sacrifice-model';
import '../sacrifice.css';

export default function HallDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = intParam(params, 'id');
  const q = useQuery({ ...sacrificeQueries.ancestralHall(id ?? 0), enabled: !!id });
  const fav = async () => {
    if (!id) return;
    try {
      await toggleFavorite(id, 'hall');
    } catch { /* toasted */ }
  };
  return (
    <PageLayout title={q.data?.name ?? '祠堂详情'} className="sf-page" grey>
      {!id ? <EmptyState title="未指定祠堂" /> : (
        <QueryView query={q}>
          {(h) => (
            <>
              <header className="sf-hero sf-hero--detail">
                {h.cover && <img src={mediaUrl(h.cover)} alt={h.name} style={{ width: '100%', maxHeight: 220, objectFit: 'cover', borderRadius: 6 }} />}
                <h1 className="sf-hero__name">{h.plaque || h.hallName || h.name}</h1>
                <div className="sf-hero__life">{h.typeName}{h.address ? ` · ${h.address}` : ''}</div>
                {(h.couplets[0] || h.couplets[1]) && <div className="sf-hero__epitaph">上联：{h.couplets[0]}　下联：{h.couplets[1]}</div>}
                <div className="sf-hero__counts"><span>牌位 {h.tablets.length}</span><span>访问 {h.visits}</span></div>
              </header>
              <div className="sf-actions__row" style={{ justifyContent: 'center', paddingTop: 12 }}>
                <Button color="primary" onClick={() => navigate(`/sacrifice/hall/vr?id=${h.id}`)}>进入祠堂（三维）</Button>
                <Button onClick={() => navigate(`/sacrifice/hall/vr2?id=${h.id}`)}>烛光祭祖</Button>
                <Button fill="outline" onClick={() => void fav()}>{h.favorite ? '取消收藏' : '收藏'}</Button>
              </div>
              {h.canEdit && (
                <div className="sf-actions__row" style={{ justifyContent: 'center' }}>
                  <Button size="small" onClick={() => navigate(`/sacrifice/hall/edit?id=${h.id}`)}>编辑祠堂</Button>
                  <Button size="small" onClick={() => navigate(`/sacrifice/hall/manage?id=${h.id}`)}>管理牌位</Button>
                </div>
              )}
              <MemorialDays days={h.memorialDays} title="近期祭祖日" />
              {h.intro && <section className="sf-section"><h3>祠堂简介</h3><p className="sf-prose">{h.intro}</p></section>}
              <List header="供奉牌位">
                {h.tablets.length === 0 && <List.Item>尚未立牌位</List.Item>}
                {h.tablets.slice(0, 50).map((t) => (
                  <List.Item key={t.id} description={t.text.centre} extra={<Tag fill="outline">{t.generation} 世</Tag>}>{t.name}</List.Item>
                ))}
                {h.tablets.length > 50 && <List.Item clickable onClick={() => navigate(`/sacrifice/hall/manage?id=${h.id}`)}>查看全部 {h.tablets.length} 个牌位</List.Item>}
              </List>
            </>
          )}
        </QueryView>
      )}
    </PageLayout>
  );
}
