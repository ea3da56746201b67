/**
 * /sacrifice/tomb (?id=): 墓园 — the headstone text, what lies on the altar, and the three 3D settings to enter
 * (hillside cemetery, garden, indoor columbarium).
 */
import { Button, List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { PageLayout } from '@src/components/ui/PageLayout';
import { HallGate } from '../components/HallGate';
import { InscriptionView } from '../components/InscriptionView';
import { MemorialDays } from '../components/MemorialDays';
import { DeskList } from '../components/OfferingList';
import { TOMB_ROUTES } from '../sacrifice-model';
import { useHall } from '../use-hall';
import '../sacrifice.css';

export default function TombPage() {
  const hall = useHall();
  const navigate = useNavigate();
  return (
    <PageLayout title={hall.q.data ? `${hall.q.data.name}之墓` : '墓园'} className="sf-page" grey>
      <HallGate hall={hall}>
        {(h) => (
          <>
            <div className="sf-section" style={{ textAlign: 'center' }}>
              <InscriptionView kind="headstone" ins={h.headstone ?? h.inscription ?? { centre: `${h.name}之墓`, right: h.birthText, left: h.deathText, offerer: null }} />
              {h.epitaph && <div className="sf-hero__epitaph">{h.epitaph}</div>}
            </div>
            <List header="进入三维墓园">
              {TOMB_ROUTES.map((r) => (
                <List.Item key={r.path} clickable onClick={() => navigate(`${r.path}?id=${h.id}`)}>{r.name}</List.Item>
              ))}
            </List>
            <div className="sf-form-foot">
              <Button block color="primary" onClick={() => navigate(`/sacrifice/worship?id=${h.id}`)}>祭拜</Button>
            </div>
            <DeskList hallId={h.id} />
            <MemorialDays days={h.memorialDays} />
          </>
        )}
      </HallGate>
    </PageLayout>
  );
}
