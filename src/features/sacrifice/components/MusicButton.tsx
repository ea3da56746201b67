/** Background music of a hall: a play/pause button (never autoplays). */
import { useEffect, useRef, useState } from 'react';
import { musicList } from '@contract/sacrifice';
import { useApiQuery } from '@src/lib/query';

export function MusicButton({ musicKey }: { musicKey: string }) {
  const q = useApiQuery(musicList, { key: musicKey }, { staleTime: Infinity, call: { silent: true } });
  const track = q.data?.list[0];
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState(false);
  useEffect(() => () => audio.current?.pause(), []);
  if (!track) return null;
  const toggle = () => {
    if (!audio.current) {
      audio.current = new Audio(track.url);
      audio.current.loop = true;
    }
    if (playing) audio.current.pause();
    else void audio.current.play().catch(() => setPlaying(false));
    setPlaying(!playing);
  };
  return (
    <button type="button" className={`sf-music${playing ? ' sf-music--on' : ''}`} onClick={toggle} aria-label={playing ? '暂停音乐' : `播放 ${track.name}`}>
      ♫ {playing ? '暂停' : track.name}
    </button>
  );
}
