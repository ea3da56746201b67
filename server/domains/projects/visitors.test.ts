import { describe, expect, it } from 'vitest';
import { DEFAULT_PERMISSIONS, PERMISSION_KEYS } from '@contract/permissions';

describe('default permissions', () => {
  it('are known keys, admin holds all, each weaker role a subset of the stronger', () => {
    expect([...DEFAULT_PERMISSIONS.admin]).toEqual(PERMISSION_KEYS);
    const order = ['admin', 'manager', 'collaborator', 'member', 'visitor'] as const;
    for (let i = 1; i < order.length; i++) {
      for (const k of DEFAULT_PERMISSIONS[order[i]]) expect(DEFAULT_PERMISSIONS[order[i - 1]]).toContain(k);
    }
    expect(DEFAULT_PERMISSIONS.manager).not.toContain('role.manage');
  });
});
