/**
 * The head of a memorial hall in its style: classic (detail: portrait in a frame, tablet text), modern (a light
 * card with the portrait large), abstract (name, dates and epitaph only).
 */
import { birthLine, deathLine } from '@model/memorial';
import type { SacrificeDetail, SacrificeScreen } from '@contract/sacrifice';
import { lifeLine } from '../sacrifice-model';
import { Portrait } from './HallCard';
import { InscriptionView } from './InscriptionView';
import { MusicButton } from './MusicButton';

export function HallHero({ hall, variant }: { hall: SacrificeDetail; variant: SacrificeScreen }) {
  // the same wording as the tablet's side columns when there is one (生于… / 卒于…), else model/memorial's lines
  const dates = (hall.inscription ? [hall.inscription.right, hall.inscription.left] : [birthLine(hall.birthText), deathLine(hall.deathText)]).filter(Boolean);
  return (
    <header className={`sf-hero sf-hero--${variant}`}>
      {hall.musicKey && <MusicButton musicKey={hall.musicKey} />}
      {variant !== 'abstract' && <Portrait photo={hall.photo} name={hall.name} size={variant === 'modern' ? 120 : 96} />}
      <h1 className="sf-hero__name">{hall.name}</h1>
      <div className="sf-hero__life">{lifeLine(hall.lifespan, hall.ageText)}</div>
      {variant !== 'modern' && dates.map((d) => <div key={d} className="sf-hero__date">{d}</div>)}
      {hall.epitaph && <blockquote className="sf-hero__epitaph">{hall.epitaph}</blockquote>}
      {variant === 'detail' && hall.inscription && <InscriptionView ins={hall.inscription} />}
      {hall.offerers.length > 0 && variant !== 'abstract' && <div className="sf-hero__offerers">孝眷：{hall.offerers.join('、')}</div>}
      <div className="sf-hero__counts">
        <span>访问 {hall.visits}</span><span>祭拜 {hall.offerings}</span><span>留言 {hall.messages}</span>
      </div>
    </header>
  );
}
