/** /sacrifice/mine: the halls I built (edit, delete with confirmation) and my favourites. */
import { Button, Tabs } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { customList, listFavorite, type SacrificeItem } from '@contract/sacrifice';
import { confirm, toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { useApiInfinite } from '@src/lib/query';
import { HallCard } from '../components/HallCard';
import { PagedList } from '@src/components/ui/PagedList';
import { deleteMemorial, toggleFavorite } from '../sacrifice.queries';
import '../sacrifice.css';

export default function MinePage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'favorite' ? 'favorite' : 'built';
  const built = useApiInfinite(customList, {}, { pageSize: 10, enabled: tab === 'built' });
  const favs = useApiInfinite(listFavorite, {}, { pageSize: 10, enabled: tab === 'favorite' });

  const remove = async (h: SacrificeItem) => {
    if (!(await confirm({ content: `删除“${h.name}”纪念馆后，留言、祭拜记录和生平资料都将一并删除，且无法恢复。确定删除吗？`, confirmText: '删除', danger: true }))) return;
    try {
      await deleteMemorial({ id: h.id });
      toast('已删除');
    } catch { /* toasted */ }
  };

  return (
    <PageLayout title="我的纪念馆" className="sf-page" grey
      right={<span className="sf-navlink" onClick={() => navigate('/sacrifice/edit')}>新建</span>}>
      <Tabs activeKey={tab} onChange={(k) => setParams(k === 'favorite' ? { tab: k } : {}, { replace: true })}>
        <Tabs.Tab key="built" title="我建的" />
        <Tabs.Tab key="favorite" title="我收藏的" />
      </Tabs>
      {tab === 'built' ? (
        <PagedList query={built} empty="还没有建纪念馆"
          emptyAction={<Button color="primary" onClick={() => navigate('/sacrifice/edit')}>新建纪念馆</Button>}>{(h) => (
            <HallCard key={h.id} hall={h} extra={(
              <>
                <Button size="mini" fill="none" color="primary" onClick={() => navigate(`/sacrifice/edit?id=${h.id}`)}>编辑</Button>
                <Button size="mini" fill="none" color="danger" onClick={() => void remove(h)}>删除</Button>
              </>
            )} />
          )}</PagedList>
      ) : (
        <PagedList query={favs} empty="还没有收藏纪念馆">{(h) => (
          <HallCard key={h.id} hall={h} extra={<Button size="mini" fill="none" onClick={() => void toggleFavorite(h.id).catch(() => {})}>取消收藏</Button>} />
        )}</PagedList>
      )}
    </PageLayout>
  );
}
