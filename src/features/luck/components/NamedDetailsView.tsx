/** One name-picking request: what was asked, the 八字, the proposed names and, while locked, the pay button. */
import { Button } from 'antd-mobile';
import type { NamedDetails } from '@contract/named';
import { yuan } from '../luck-model';
import { SuggestionCard } from './SuggestionCard';

interface Props {
  d: NamedDetails;
  paying: boolean;
  onPay: () => void;
}

export function NamedDetailsView({ d, paying, onPay }: Props) {
  const r = d.request;
  const zibei = r.zibei ? `字辈「${r.zibei}」在${r.zibeiPosition === 'first' ? '第一字' : '第二字'}` : `${r.givenLength === 1 ? '单' : '双'}字名`;
  return (
    <section className="luck-details" aria-label="起名结果">
      <div className="luck-card">
        <div className="luck-details__title">{r.surname}姓{r.gender === 2 ? '女孩' : '男孩'} · {zibei}</div>
        <div className="luck-muted">出生 {r.birth}{r.birthplace ? ` · ${r.birthplace}` : ''}{r.avoid ? ` · 避讳 ${r.avoid}` : ''}</div>
        <div className="luck-muted">八字 {d.bazi.pillars.join(' ')} · 五行偏弱 {d.bazi.weak.join('、')}</div>
      </div>
      {d.names.map((s, i) => <SuggestionCard key={s.name} s={s} rank={i + 1} />)}
      {d.locked > 0 && (
        <div className="luck-card luck-locked">
          <div>还有 {d.locked} 个推荐名字未解锁（共 {d.total} 个）</div>
          <Button color="primary" block loading={paying} onClick={onPay}>支付 {yuan(d.priceFen)} 查看全部</Button>
        </div>
      )}
    </section>
  );
}
