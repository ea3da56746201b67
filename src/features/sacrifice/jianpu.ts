/**
 * 简谱 melodies of the background music (contract musicList: no audio files ship, so a track is a 简谱 line played
 * with Web Audio). Tokens, one beat each, separated by spaces: 1–7 the notes of C major (1 = C4), each ' an octave
 * up and each , an octave down; - holds the previous note one more beat; 0 is a rest; | bar lines are ignored.
 * Pure: no DOM, no audio.
 */

export interface Note {
  /** Hz. */
  freq: number;
  /** Seconds from the start of the line. */
  start: number;
  /** Seconds. */
  duration: number;
}

const SCALE = [0, 2, 4, 5, 7, 9, 11];
const C4 = 261.625565;

/** The frequency of a 简谱 note (1–7 with octave marks), null for anything else. */
export function noteFrequency(token: string): number | null {
  const m = /^([1-7])(['’]*)(,*)$/.exec(token);
  if (!m) return null;
  const semis = SCALE[Number(m[1]) - 1]! + 12 * (m[2]!.length - m[3]!.length);
  return C4 * 2 ** (semis / 12);
}

/** The notes of a line at `bpm`, and its length in seconds (rests and holds included). Unknown tokens are rests. */
export function parseJianpu(melody: string, bpm: number): { notes: Note[]; seconds: number } {
  const beat = 60 / Math.min(300, Math.max(20, bpm || 60));
  const notes: Note[] = [];
  let t = 0;
  let last: Note | null = null;
  for (const token of melody.trim().split(/\s+/).filter((x) => x && x !== '|')) {
    if (token === '-') {
      if (last) last.duration += beat;
    } else {
      const freq = noteFrequency(token);
      last = freq === null ? null : { freq, start: t, duration: beat };
      if (last) notes.push(last);
    }
    t += beat;
  }
  return { notes, seconds: t };
}
