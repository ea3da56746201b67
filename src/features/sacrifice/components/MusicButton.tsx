/** Background music of a hall: a play/pause button (never autoplays); recorded audio if any, else its 简谱 melody. */
import { useQuery } from '@tanstack/react-query';
import { useTrackPlayer } from '../use-track-player';
import { sacrificeQueries } from '../sacrifice.queries';

export function MusicButton({ musicKey }: { musicKey: string }) {
  const q = useQuery(sacrificeQueries.music(musicKey));
  const track = q.data?.list[0];
  const player = useTrackPlayer();
  if (!track) return null;
  const playing = player.playing === track.key;
  return (
    <button type="button" className={`sf-music${playing ? ' sf-music--on' : ''}`} onClick={() => player.toggle(track)} aria-label={playing ? '暂停音乐' : `播放 ${track.name}`}>
      ♫ {playing ? '暂停' : track.name}
    </button>
  );
}

