/** One track at a time: an audio file when the track has a URL, else its 简谱 melody with Web Audio. Stops on unmount. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { playMelody } from './melody-player';

export interface Track {
  key: string;
  url: string;
  melody: string;
  bpm: number;
}

export function useTrackPlayer() {
  const stopper = useRef<(() => void) | null>(null);
  const [playing, setPlaying] = useState('');
  const stop = useCallback(() => {
    stopper.current?.();
    stopper.current = null;
    setPlaying('');
  }, []);
  useEffect(() => () => stopper.current?.(), []);
  const toggle = useCallback((t: Track) => {
    const same = playing === t.key;
    stop();
    if (same) return;
    if (t.url) {
      const a = new Audio(t.url);
      a.loop = true;
      void a.play().catch(() => setPlaying(''));
      stopper.current = () => a.pause();
    } else {
      const p = playMelody(t.melody, t.bpm);
      stopper.current = () => p.stop();
    }
    setPlaying(t.key);
  }, [playing, stop]);
  return { playing, toggle, stop };
}
