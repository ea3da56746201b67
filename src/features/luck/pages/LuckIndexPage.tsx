/** /luck/index: today's almanac card and the ways into 黄历, 姓名测试 and 起名. */
import { useNavigate } from 'react-router-dom';
import { current } from '@contract/calendar';
import { useApiQuery } from '@src/lib/query';
import { PageLayout } from '@src/components/ui/PageLayout';
import { QueryView } from '@src/components/ui/States';
import { AlmanacCard } from '../components/AlmanacCard';
import { Disclaimer } from '../components/Disclaimer';
import '../luck.css';

const ENTRIES = [
  { path: '/luck/almanac/index', title: '老黄历', text: '每日宜忌、冲煞、吉时', mark: '历' },
  { path: '/luck/cm-detail', title: '姓名测试', text: '五格剖象、三才、数理', mark: '测' },
  { path: '/luck/qm-detail', title: '宝宝起名', text: '按字辈与生辰推荐名字', mark: '名' },
] as const;

export default function LuckIndexPage() {
  const navigate = useNavigate();
  const today = useApiQuery(current, {});
  return (
    <PageLayout title="运势" grey>
      <div className="luck-page">
        <QueryView query={today}>
          {(day) => (
            <>
              <AlmanacCard day={day} onOpen={() => navigate('/luck/almanac/index')} />
              <div className="luck-entries">
                {ENTRIES.map((e) => (
                  <button key={e.path} type="button" className="luck-card luck-entry" onClick={() => navigate(e.path)}>
                    <span className="luck-entry__mark">{e.mark}</span>
                    <span className="luck-entry__title">{e.title}</span>
                    <span className="luck-muted">{e.text}</span>
                  </button>
                ))}
              </div>
              <Disclaimer text={day.disclaimer} />
            </>
          )}
        </QueryView>
      </div>
    </PageLayout>
  );
}
