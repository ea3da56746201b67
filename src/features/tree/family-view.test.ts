import { describe, expect, it } from 'vitest';
import { TreeRelation } from '@contract/family';
import { FAMILY_RELATIONS, familyEngineFilter, familyQuery, familyRowLabel, familyViewPath, RELATION_LABELS } from './family-view';
import { DEFAULT_TREE_OPTIONS } from './tree.atoms';

describe('family-tree view', () => {
  it('offers exactly the relation filters of GET /family/tree, in Chinese', () => {
    expect([...FAMILY_RELATIONS].sort()).toEqual([...TreeRelation.options].sort());
    for (const r of FAMILY_RELATIONS) expect(RELATION_LABELS[r]).toMatch(/^[\u4e00-\u9fff]+$/);
  });

  it('labels rows from the centre', () => {
    expect([1, 2, 3, 4, 5].map((g) => familyRowLabel(g, 3))).toEqual(['祖辈', '父辈', '本辈', '子辈', '孙辈']);
    expect(familyRowLabel(1, 7)).toBe('上六代');
    expect(familyRowLabel(9, 3)).toBe('下六代');
  });

  it('passes women and dna, never myteam or location', () => {
    const f = familyEngineFilter({ ...DEFAULT_TREE_OPTIONS, generations: 5, women: false, dna: true, myteam: true, location: true });
    expect(f).toEqual({ root: -1, generations: 0, women: false, dna: true, myteam: -1, location: false });
  });

  it('reads the route query: a family id or the own family; a clan query is not a family', () => {
    expect(familyQuery(new URLSearchParams('familyId=12&memberId=5&relation=children'))).toEqual({ familyId: 12, centre: 5, relation: 'children' });
    expect(familyQuery(new URLSearchParams('family=1&relation=bogus'))).toEqual({ familyId: null, centre: null, relation: 'all' });
    expect(familyQuery(new URLSearchParams('clanId=3'))).toBeNull();
    expect(familyViewPath(12, 5)).toBe('/pages/zupu/shupu/index?familyId=12&memberId=5');
    expect(familyQuery(new URLSearchParams(familyViewPath(12).split('?')[1]))).toMatchObject({ familyId: 12, centre: null });
  });
});
