import { describe, expect, it } from 'vitest';
import { isUniqueViolation, pgError } from './errors';

describe('pgError', () => {
  it('finds the PostgreSQL error itself or in a wrapper\'s cause', () => {
    const pg = { code: '23505', constraint: 'book_jobs_live_clan_uq', message: 'duplicate key' };
    expect(pgError(pg)).toBe(pg);
    expect(pgError(new Error('Failed query', { cause: pg }))).toBe(pg);
    expect(pgError(new Error('x'))).toBeUndefined();
    expect(pgError({ code: 'ERR_SOMETHING' })).toBeUndefined(); // a Node error code is not SQLSTATE
    expect(isUniqueViolation(new Error('w', { cause: pg }))).toBe(true);
    expect(isUniqueViolation(pg, 'book_jobs_live_clan_uq')).toBe(true);
    expect(isUniqueViolation(pg, 'other_uq')).toBe(false);
    expect(isUniqueViolation({ code: '22003' })).toBe(false);
  });
});
