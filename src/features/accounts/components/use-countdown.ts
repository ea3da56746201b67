import { useEffect, useRef, useState } from 'react';

/** A seconds countdown (the SMS resend wait). */
export function useCountdown() {
  const [left, setLeft] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const stop = () => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  };
  useEffect(() => stop, []);
  return {
    left,
    start(seconds: number) {
      stop();
      const end = Date.now() + seconds * 1000;
      setLeft(seconds);
      timer.current = setInterval(() => {
        const s = Math.max(0, Math.ceil((end - Date.now()) / 1000));
        setLeft(s);
        if (s === 0) stop();
      }, 250);
    },
  };
}
