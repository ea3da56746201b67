/**
 * The offering catalogue (供品) as a bottom sheet: tabs by display category, free daily items then priced ones.
 * A free item is recorded at once; a priced one goes to the pay screen.
 */
import { Button, Popup, Tabs, Tag } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { type OfferingItem } from '@contract/sacrifice';
import { QueryView } from '@src/components/ui/States';
import { fenToCurrency } from '@src/lib/format';
import { offerFree, payPagePath, sacrificeQueries } from '../sacrifice.queries';
import { groupOfferings } from '../sacrifice-model';

export function OfferingSheet({ hallId, visible, onClose, onOffered }: {
  hallId: number;
  visible: boolean;
  onClose: () => void;
  /** A free offering was recorded (the scene may play its animation). */
  onOffered?: (item: OfferingItem) => void;
}) {
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="sf-sheet" destroyOnClose>
      <div className="sf-sheet__title">选择供品</div>
      <OfferingCatalogue hallId={hallId} onLeave={onClose} onOffered={(it) => (onOffered?.(it), onClose())} />
    </Popup>
  );
}

/** The catalogue itself (the worship screen shows it inline). */
export function OfferingCatalogue({ hallId, onOffered, onLeave }: { hallId: number; onOffered?: (item: OfferingItem) => void; onLeave?: () => void }) {
  const q = useQuery(sacrificeQueries.items(hallId));
  const groups = useMemo(() => groupOfferings(q.data?.list ?? []), [q.data]);
  const [busy, setBusy] = useState(0);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  const choose = async (it: OfferingItem) => {
    if (!it.free && it.price > 0) {
      onLeave?.();
      navigate(payPagePath(hallId, it, pathname + search));
      return;
    }
    setBusy(it.id);
    const ok = await offerFree(hallId, it);
    setBusy(0);
    if (ok) onOffered?.(it);
  };

  return (
    <QueryView query={q} empty={(d) => d.list.length === 0}>
        {() => (
          <Tabs>
            {groups.map((g) => (
              <Tabs.Tab key={g.key} title={g.name}>
                <div className="sf-items">
                  {[...g.free, ...g.priced].map((it) => (
                    <div key={it.id} className="sf-item">
                      <div className="sf-item__name">{it.name}</div>
                      <div className="sf-item__desc">{it.description || `供奉 ${it.hours} 小时`}</div>
                      <div className="sf-item__foot">
                        {it.free ? <Tag color="success" fill="outline">每日免费</Tag> : <span className="sf-price">{fenToCurrency(it.price)}</span>}
                        <Button size="mini" color="primary" loading={busy === it.id} disabled={it.usedToday}
                          onClick={() => void choose(it)}>
                          {it.usedToday ? '今日已献' : it.free ? '敬献' : '购买敬献'}
                        </Button>
                      </div>
                    </div>
                  ))}
                </div>
              </Tabs.Tab>
            ))}
          </Tabs>
        )}
    </QueryView>
  );
}
