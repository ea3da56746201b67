/**
 * 百家姓 (/pages/baijia/index): the 504 surnames in the book's order (赵钱孙李 周吴郑王 …) with their 郡望, a search
 * by surname or 郡望, and for a chosen surname its 堂号 and the families of that surname (home search).
 */
import { Button, Popup, SearchBar, Tabs } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageLayout } from '@src/components/ui/PageLayout';
import { EmptyState } from '@src/components/ui/States';
import { SURNAMES } from '../surnames-data';
import { searchSurnames, type Surname } from '../surnames';
import '../clans.css';

function SurnameGrid({ list, onPick }: { list: Surname[]; onPick: (s: Surname) => void }) {
  if (!list.length) return <EmptyState title="没有找到该姓氏" description="百家姓收录504个姓氏（单姓444个，复姓60个）" />;
  return (
    <div className="cl-bjx">
      {list.map((s) => (
        <div key={s.index} className="cl-bjx__cell" role="button" aria-label={`${s.surname}姓`} onClick={() => onPick(s)}>
          <div className="cl-bjx__name">{s.surname}</div>
          <div className="cl-bjx__index">第{s.index} · {s.junwang || '—'}</div>
        </div>
      ))}
    </div>
  );
}

export default function BaijiaPage() {
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const [picked, setPicked] = useState<Surname | null>(null);
  const found = useMemo(() => searchSurnames(SURNAMES, q), [q]);
  const single = found.filter((s) => !s.compound);
  const compound = found.filter((s) => s.compound);
  return (
    <PageLayout title="百家姓" grey>
      <div className="cl-page">
        <div className="cl-card">
          <div className="cl-hall">赵钱孙李 周吴郑王</div>
          <p className="cl-muted" style={{ textAlign: 'center', marginBottom: 0 }}>北宋初年成书，按“赵钱孙李”次序排列，并非按人口多少。点选姓氏查看郡望与同姓家族。</p>
        </div>
        <SearchBar placeholder="输入姓氏或郡望，如 欧阳、陇西" onChange={setQ} onClear={() => setQ('')} />
        <Tabs defaultActiveKey="single">
          <Tabs.Tab title={`单姓 ${single.length}`} key="single"><SurnameGrid list={single} onPick={setPicked} /></Tabs.Tab>
          <Tabs.Tab title={`复姓 ${compound.length}`} key="compound"><SurnameGrid list={compound} onPick={setPicked} /></Tabs.Tab>
        </Tabs>
      </div>
      <Popup visible={!!picked} onMaskClick={() => setPicked(null)} onClose={() => setPicked(null)} bodyStyle={{ borderTopLeftRadius: 10, borderTopRightRadius: 10 }}>
        {picked && (
          <div style={{ padding: 16, textAlign: 'center' }}>
            <div className="cl-bjx__name" style={{ fontSize: 40 }}>{picked.surname}</div>
            <p>百家姓第{picked.index}位{picked.compound ? '（复姓）' : ''}</p>
            <p>郡望：{picked.junwang || '未载'}{picked.junwang ? ` · 堂号常作“${picked.junwang}堂”` : ''}</p>
            <Button block color="primary" onClick={() => navigate(`/pages/index/index?query=${encodeURIComponent(picked.surname)}`)}>查看{picked.surname}氏家族</Button>
          </div>
        )}
      </Popup>
    </PageLayout>
  );
}
