import { describe, expect, it } from 'vitest';
import type { FamilyTreeNode } from '@contract/family';
import { addableRelations, familyLine, generationRows, personBody, personForm, personProblem } from './family-model';

const node = (id: number, generation: number, name: string, birthOrder: number | null = null): FamilyTreeNode => ({
  id, name, gender: 'm', generation, parentId: null, motherId: null, husbandId: null, spouseId: null, birthOrder, birthYear: null,
  deathYear: null, living: true, relation: '亲属', distance: 1, clanMemberId: null,
});

describe('my family', () => {
  it('offers only the relations a person can still take', () => {
    expect(addableRelations({ fatherId: null, motherId: null, spouseId: null })).toEqual(['father', 'mother', 'spouse', 'son', 'daughter']);
    expect(addableRelations({ fatherId: 1, motherId: 2, spouseId: 3 })).toEqual(['son', 'daughter', 'brother', 'sister']);
  });
  it('rows the tree by generation around the centre', () => {
    const rows = generationRows([node(3, 2, '本人'), node(1, 1, '父亲'), node(4, 2, '弟', 2), node(5, 2, '兄', 1), node(6, 3, '子')], 3);
    expect(rows.map((r) => r.label)).toEqual(['上1代', '同辈', '下1代']);
    expect(rows[1].nodes.map((n) => n.name)).toEqual(['兄', '弟', '本人']);
  });
  it('checks and maps the person form', () => {
    const f = { ...personForm(null), name: ' 陈明 ', birthText: '1950年3月2日', birthOrder: '2' };
    expect(personProblem(f)).toBeNull();
    expect(personBody(f)).toMatchObject({ name: '陈明', birthText: '1950年3月2日', deathText: '', living: true, birthOrder: 2 });
    expect(personProblem({ ...f, name: '' })).toBe('请填写姓名');
    expect(personProblem({ ...f, deathText: '1990年' })).toBe('在世者不能填写去世日期');
    expect(personProblem({ ...f, birthText: '1911年2月30日' })).toBe('出生日期：公历1911年2月只有28天，没有30日');
    expect(personProblem({ ...f, phone: 'abc' })).toBe('电话号码格式不正确');
  });
});

describe('the family header', () => {
  it('shows the surname only when set: never a bare 氏', () => {
    expect(familyLine({ name: '我的家庭', surname: '', memberCount: 1 })).toBe('我的家庭 · 1人');
    expect(familyLine({ name: '清河张家', surname: '张', memberCount: 12 })).toBe('清河张家 · 张氏 · 12人');
    expect(familyLine({ name: '', surname: ' ', memberCount: 3 })).toBe('我的家庭 · 3人');
  });
});
