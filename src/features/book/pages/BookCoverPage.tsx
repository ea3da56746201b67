/** /clan/book/cover: pick the cover (1 古籍线装 / 2 硬壳精装) and the inner page 扉页. */
import { Button } from 'antd-mobile';
import { PageLayout } from '@src/components/ui/PageLayout';
import { QueryView } from '@src/components/ui/States';
import { useBack } from '@src/components/ui/use-back';
import { usePlan } from '../use-plan';
import '../book.css';

function Tile({ on, img, label, title, onClick }: { on: boolean; img: string; label: string; title: string; onClick: () => void }) {
  return (
    <button type="button" className={`book-cover${on ? ' book-cover--on' : ''}`} onClick={onClick}>
      {img ? <img className="book-cover__img" src={img} alt={label} /> : <div className="book-cover__img">{title}</div>}
      <div>{label}</div>
    </button>
  );
}

export default function BookCoverPage() {
  const back = useBack();
  const { q, plan, update } = usePlan();
  return (
    <PageLayout title="选择封面" grey>
      <QueryView query={q}>
        {(d) => {
          const p = plan ?? d.plan;
          return (
            <div className="book-page">
              <h3 style={{ margin: 0 }}>封面</h3>
              <div className="book-covers">
                {d.covers.map((c) => (
                  <Tile key={c.id} on={c.id === p.coverId} img={c.img} title={p.title} label={`${c.typeName} · ${c.name}`}
                    onClick={() => update({ coverId: c.id, binding: c.type === 1 ? 'thread' : 'hardcover' })} />
                ))}
              </div>
              <h3 style={{ margin: 0 }}>扉页</h3>
              <div className="book-covers">
                {d.innerPages.map((c) => (
                  <Tile key={c.id} on={c.id === p.innerPageId} img={c.img} title={p.title} label={c.name} onClick={() => update({ innerPageId: c.id })} />
                ))}
              </div>
              <div className="book-bottom"><Button color="primary" onClick={back}>确定</Button></div>
            </div>
          );
        }}
      </QueryView>
    </PageLayout>
  );
}
