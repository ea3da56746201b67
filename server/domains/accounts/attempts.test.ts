import { describe, expect, it } from 'vitest';
import { ATTEMPT_POLICIES, backoffSeconds } from './attempts';

const p = ATTEMPT_POLICIES.login;
const now = new Date('2026-11-22T10:00:00Z');
const times = (n: number, lastAgoMs = 0) => Array.from({ length: n }, (_, i) => new Date(now.getTime() - lastAgoMs - (n - 1 - i) * 1000));

describe('backoffSeconds', () => {
  it('is free up to ipFree failures, then doubles from the last failure, capped', () => {
    expect(backoffSeconds(times(p.ipFree - 1), p, now)).toBe(0);
    expect(backoffSeconds(times(p.ipFree), p, now)).toBe(1);
    expect(backoffSeconds(times(p.ipFree + 3), p, now)).toBe(8);
    expect(backoffSeconds(times(p.ipFree + 3, 5000), p, now)).toBe(3);
    expect(backoffSeconds(times(p.ipFree + 3, 9000), p, now)).toBe(0);
    expect(backoffSeconds(times(p.ipFree + 40), p, now)).toBe(p.maxDelayMs / 1000);
  });
});
