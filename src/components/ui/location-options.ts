/** The LocationPicker's pure parts: which lists to load for a chosen path, the cascader options, the place text. */
import type { Area } from '@contract/area';

/** The shape of antd-mobile's CascaderOption that the picker uses. */
export interface LocationOption {
  label?: string;
  value?: string;
  children?: LocationOption[];
}

/** Levels a picker can go down to: 1 province, 2 city, 3 county, 4 town. */
export type LocationDepth = 1 | 2 | 3 | 4;

/** The parent id of each level's list for the chosen path: [0 (the provinces), province, city, county]. */
export function parentsToLoad(path: readonly number[], depth: LocationDepth): number[] {
  return [0, ...path].slice(0, depth);
}

/**
 * Options for antd-mobile's Cascader from the lists loaded so far (`levels[i]` = level i's list under the chosen
 * path, undefined while loading). An option that can go deeper has `skeleton` children until its list is loaded.
 */
export function cascaderOptions(
  levels: readonly (readonly Area[] | undefined)[],
  path: readonly string[],
  depth: LocationDepth,
  skeleton: LocationOption[],
): LocationOption[] {
  const build = (i: number): LocationOption[] => {
    const list = levels[i];
    if (!list) return skeleton;
    return list.map((a) => {
      const value = String(a.id);
      const deeper = a.hasChildren && i + 1 < depth;
      return { label: a.name, value, children: !deeper ? undefined : path[i] === value ? build(i + 1) : skeleton };
    });
  };
  return levels[0] ? build(0) : [];
}

/** "广东省广州市天河区"; a municipality is named once (北京市 北京市 东城区 → 北京市东城区). */
export function locationText(names: readonly string[]): string {
  return names.filter((n, i) => n !== names[i - 1]).join('');
}
