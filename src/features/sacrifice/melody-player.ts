/** Plays a 简谱 line (jianpu.ts) in a loop with Web Audio: a soft sine-and-triangle voice like a 埙 or a bell. */
import { parseJianpu } from './jianpu';

export interface MelodyPlayer {
  stop(): void;
}

/** Start playing now (call from a tap: browsers allow audio only after a user gesture). */
export function playMelody(melody: string, bpm: number, volume = 0.18): MelodyPlayer {
  const Ctx = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctx) return { stop() {} };
  const ctx = new Ctx();
  const out = ctx.createGain();
  out.gain.value = volume;
  out.connect(ctx.destination);
  const { notes, seconds } = parseJianpu(melody, bpm);
  let timer = 0;
  let stopped = false;

  const schedule = (at: number) => {
    for (const n of notes) {
      const t0 = at + n.start;
      const t1 = t0 + n.duration;
      const env = ctx.createGain();
      env.gain.setValueAtTime(0.0001, t0);
      env.gain.exponentialRampToValueAtTime(1, t0 + 0.04);
      env.gain.exponentialRampToValueAtTime(0.0001, t1);
      env.connect(out);
      for (const [type, mult, level] of [['sine', 1, 1], ['triangle', 2, 0.15]] as const) {
        const osc = ctx.createOscillator();
        const g = ctx.createGain();
        osc.type = type;
        osc.frequency.value = n.freq * mult;
        g.gain.value = level;
        osc.connect(g).connect(env);
        osc.start(t0);
        osc.stop(t1 + 0.05);
      }
    }
    // the next round a little before this one ends
    timer = window.setTimeout(() => !stopped && schedule(at + seconds), Math.max(200, (at + seconds - ctx.currentTime - 0.5) * 1000));
  };
  if (notes.length && seconds > 0) schedule(ctx.currentTime + 0.05);
  return {
    stop() {
      stopped = true;
      window.clearTimeout(timer);
      void ctx.close();
    },
  };
}
