import { describe, expect, it } from 'vitest';
import type { OldregPerson } from '@contract/oldreg';
import { descendants, fatherChoices, joinNext, rename, setFather, split, surnameOf, zibeiFlag } from './review';

const person = (key: number, name: string, generation: number | null, fatherKey: number | null, doubtful: number[] = []): OldregPerson =>
  ({ key, name, generation, fatherKey, courtesy: null, wives: [], page: 1, box: null, doubtful, text: '' });

const people = [person(1, '陈焕', 1, null), person(2, '陈诚', 2, 1), person(3, '陈□', 3, 2, [1]), person(4, '陈光', 2, 1), person(5, '明', 3, 4)];

describe('old-register review edits', () => {
  it('rename clears the mark of the corrected character only', () => {
    expect(rename(people, 3, '陈珪').find((p) => p.key === 3)).toMatchObject({ name: '陈珪', doubtful: [] });
    const two = [person(9, '□□', 1, null, [0, 1])];
    expect(rename(two, 9, '陈□')[0].doubtful).toEqual([1]);
  });
  it('join takes the next name and its children; split makes a new person after it', () => {
    const joined = joinNext(people, 4);
    expect(joined.map((p) => p.name)).toEqual(['陈焕', '陈诚', '陈□', '陈光明']);
    const s = split(joined, 4, 2);
    expect(s.map((p) => [p.key, p.name, p.generation, p.fatherKey])).toEqual([[1, '陈焕', 1, null], [2, '陈诚', 2, 1], [3, '陈□', 3, 2, ], [4, '陈光', 2, 1], [5, '明', 2, 1]]);
    expect(split(people, 1, 0)).toEqual(people);
  });
  it('a father is not the person or his descendants; the previous 世 comes first; the 世 follows the father', () => {
    expect([...descendants(people, 1)].sort()).toEqual([2, 3, 4, 5]);
    expect(fatherChoices(people, 2).map((p) => p.key)).toEqual([1, 4, 5]);
    expect(fatherChoices(people, 5).map((p) => p.key)).toEqual([2, 4, 1, 3]);
    expect(setFather(people, 5, 2).find((p) => p.key === 5)).toMatchObject({ fatherKey: 2, generation: 3 });
  });
  it('字辈: a two-character given name whose first character is not the poem\'s', () => {
    const s = surnameOf(people);
    expect(s).toBe('陈');
    const zibei = { '3': '德' };
    expect(zibeiFlag(person(7, '陈德明', 3, 2), zibei, s)).toBeNull();
    expect(zibeiFlag(person(7, '陈得明', 3, 2), zibei, s)).toBe('字辈应为「德」');
    expect(zibeiFlag(person(7, '陈明', 3, 2), zibei, s)).toBeNull();
    expect(zibeiFlag(person(7, '陈得明', 4, 2), zibei, s)).toBeNull();
  });
});
