/**
 * /village/index (search by name or place, filter by area), /village/hot (by visits) and /village/select (pick a
 * village for another screen's form and go back).
 */
import { useState } from 'react';
import { Button, SearchBar, Tabs } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { villageList } from '@contract/village';
import { PageLayout } from '@src/components/ui/PageLayout';
import { PagedList } from '@src/components/ui/PagedList';
import { LocationPicker, locationText } from '@src/components/ui/LocationPicker';
import { useBack } from '@src/components/ui/use-back';
import { useApiInfinite } from '@src/lib/query';
import { VillageCard } from '../components/VillageCard';
import { setPickedVillage } from '../pick';
import '../village.css';

type Mode = 'index' | 'hot' | 'select';

function VillageListScreen({ mode }: { mode: Mode }) {
  const navigate = useNavigate();
  const back = useBack();
  const [keyword, setKeyword] = useState('');
  const [area, setArea] = useState<{ id: number; text: string } | null>(null);
  const [picking, setPicking] = useState(false);
  const [sort, setSort] = useState<'new' | 'hot'>(mode === 'hot' ? 'hot' : 'new');
  const q = useApiInfinite(villageList, { keyword, areaId: area?.id, sort });
  const title = mode === 'hot' ? '热门村落' : mode === 'select' ? '选择村落' : '村落';
  return (
    <PageLayout title={title} grey
      right={mode === 'index' ? <span className="vg-navlink" role="link" onClick={() => navigate('/village/admin/index')}>我的村落</span> : undefined}>
      <div style={{ padding: '8px 12px', background: '#fff' }}>
        <SearchBar placeholder="搜索村名、地区" onSearch={setKeyword} onClear={() => setKeyword('')} />
        <div className="vg-row" style={{ marginTop: 8 }}>
          <Button size="small" onClick={() => setPicking(true)}>{area ? area.text : '选择地区'}</Button>
          {area && <Button size="small" fill="none" onClick={() => setArea(null)}>全部地区</Button>}
          {mode === 'index' && <Button size="small" color="primary" fill="outline" onClick={() => navigate('/village/admin/edit')}>新建村落</Button>}
        </div>
      </div>
      {mode !== 'hot' && (
        <Tabs activeKey={sort} onChange={(k) => setSort(k as 'new' | 'hot')} style={{ background: '#fff' }}>
          <Tabs.Tab title="最新" key="new" />
          <Tabs.Tab title="热门" key="hot" />
        </Tabs>
      )}
      <PagedList query={q} empty={keyword || area ? '没有找到村落' : '还没有村落'}
        emptyAction={mode === 'index' ? <Button color="primary" size="small" onClick={() => navigate('/village/admin/edit')}>新建村落</Button> : undefined}>
        {(v) => (
          <VillageCard key={v.id} v={v} onClick={() => {
            if (mode === 'select') {
              setPickedVillage({ id: v.id, name: v.name, areaText: v.areaText });
              back();
            } else navigate(`/village/details?id=${v.id}`);
          }} />
        )}
      </PagedList>
      <LocationPicker visible={picking} depth={3} onClose={() => setPicking(false)}
        onConfirm={(areas) => { setArea({ id: areas[areas.length - 1]!.id, text: locationText(areas.map((a) => a.name)) }); setPicking(false); }} />
    </PageLayout>
  );
}

export const VillageIndexPage = () => <VillageListScreen mode="index" />;
export const VillageHotPage = () => <VillageListScreen mode="hot" />;
export const VillageSelectPage = () => <VillageListScreen mode="select" />;
