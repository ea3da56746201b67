/** /sacrifice/music (?id= a hall): 祭祀音乐 — listen to the tracks (简谱 melodies played with Web Audio); a hall's owner sets one as its background music. */
import { Button, List } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { QueryView } from '@src/components/ui/States';
import { secondsToTime } from '@src/lib/format';
import { sacrificeQueries, setMemorialMusic } from '../sacrifice.queries';
import { intParam } from '../sacrifice-model';
import { useTrackPlayer } from '../use-track-player';
import '../sacrifice.css';

export default function MusicPage() {
  const [params] = useSearchParams();
  const hallId = intParam(params, 'id');
  const q = useQuery(sacrificeQueries.music());
  const hall = useQuery({ ...sacrificeQueries.hall(hallId ?? 0), enabled: !!hallId });
  const player = useTrackPlayer();
  const setMusic = async (key: string) => {
    if (!hallId) return;
    try {
      await setMemorialMusic(hallId, key);
      toast(key ? '已设为背景音乐' : '已取消背景音乐', 'success');
    } catch { /* toasted */ }
  };

  const h = hall.data;
  return (
    <PageLayout title="祭祀音乐" className="sf-page" grey>
      <QueryView query={q} empty={(d) => d.list.length === 0}>
        {(d) => (
          <List header={h ? `${h.name}纪念馆的背景音乐` : '点击试听'}>
            {d.list.map((m) => (
              <List.Item key={m.key} description={secondsToTime(m.seconds)} onClick={() => player.toggle(m)}
                extra={h?.canEdit ? (
                  h.musicKey === m.key
                    ? <Button size="mini" onClick={(e) => { e.stopPropagation(); void setMusic(''); }}>取消使用</Button>
                    : <Button size="mini" color="primary" onClick={(e) => { e.stopPropagation(); void setMusic(m.key); }}>设为背景音乐</Button>
                ) : undefined}>
                {player.playing === m.key ? '❚❚ ' : '▶ '}{m.name}{h?.musicKey === m.key ? '（使用中）' : ''}
              </List.Item>
            ))}
          </List>
        )}
      </QueryView>
    </PageLayout>
  );
}
