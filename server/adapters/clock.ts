/** Time behind an adapter so rules with expiry and limits can be tested. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can move. */
export function fixedClock(start: Date): Clock & { advance(ms: number): void; set(d: Date): void } {
  let t = start.getTime();
  return {
    now: () => new Date(t),
    advance: (ms) => { t += ms; },
    set: (d) => { t = d.getTime(); },
  };
}
