import { describe, expect, it } from 'vitest';
import { noteFrequency, parseJianpu } from './jianpu';

describe('简谱 melodies', () => {
  it('notes of C major with octave marks', () => {
    expect(noteFrequency('6')).toBeCloseTo(440, 1);
    expect(noteFrequency("1'")).toBeCloseTo(523.25, 1);
    expect(noteFrequency('6,')).toBeCloseTo(220, 1);
    expect(noteFrequency('1')).toBeCloseTo(261.63, 1);
    expect(noteFrequency('8')).toBeNull();
    expect(noteFrequency('0')).toBeNull();
  });
  it('holds lengthen the previous note; rests take their beat; bars are ignored', () => {
    const { notes, seconds } = parseJianpu('3 5 - | 0 6, - -', 60);
    expect(seconds).toBe(7);
    expect(notes.map((n) => [n.start, n.duration])).toEqual([[0, 1], [1, 2], [4, 3]]);
    expect(notes[2]!.freq).toBeCloseTo(220, 1);
  });
  it('a hold after a rest stays silent; the tempo sets the beat', () => {
    const { notes, seconds } = parseJianpu('0 - 1', 120);
    expect(seconds).toBe(1.5);
    expect(notes).toEqual([{ freq: expect.closeTo(261.63, 1), start: 1, duration: 0.5 }]);
  });
});
