/**
 * Picks a place: province → city → county (→ town with depth 4) in antd-mobile's Cascader, each level loaded from
 * the API when its parent is chosen (/area/list, /area/list/town; cached by react-query). Any level may be
 * confirmed (just a province is a valid answer). `onConfirm` gets the chosen areas from the province down;
 * `locationText(areas.map(a => a.name))` makes "广东省广州市天河区".
 */
import { useState } from 'react';
import { Button, Cascader } from 'antd-mobile';
import { useQueries } from '@tanstack/react-query';
import { areaList, townList, type Area } from '@contract/area';
import { callQuery } from '@src/lib/query';
import { errorText } from './States';
import { cascaderOptions, parentsToLoad, type LocationDepth } from './location-options';

export { locationText } from './location-options';

/** The list of level `level` (0 provinces … 3 towns) under `parentId`. */
function levelQuery(level: number, parentId: number, enabled: boolean) {
  const town = level === 3;
  return { ...(town ? callQuery(townList, { parentId }) : callQuery(areaList, { level, parentId })), staleTime: Infinity, enabled };
}

export interface LocationPickerProps {
  visible: boolean;
  onClose: () => void;
  onConfirm: (areas: Area[]) => void;
  /** Ids of the current choice from the province down (opens there). */
  value?: readonly number[];
  /** How far down: 1 province, 2 city, 3 county (default), 4 town. */
  depth?: LocationDepth;
  title?: string;
}

export function LocationPicker({ visible, onClose, onConfirm, value = [], depth = 3, title = '选择地区' }: LocationPickerProps) {
  /** The path being chosen while the picker is open (null: start from `value`). */
  const [draft, setDraft] = useState<string[] | null>(null);
  const path = draft ?? value.map(String);
  const results = useQueries({ queries: parentsToLoad(path.map(Number), depth).map((pid, level) => levelQuery(level, pid, visible)) });
  const levels = results.map((r) => r.data?.list);
  const failed = results.find((r) => r.isError);
  const options = cascaderOptions(levels, path, depth, Cascader.optionSkeleton); // a few dozen rows: cheap

  const close = () => {
    setDraft(null);
    onClose();
  };
  return (
    <Cascader
      visible={visible}
      title={failed ? (
        <span role="alert">
          {errorText(failed.error)}{' '}
          <Button size="mini" fill="none" color="primary" onClick={() => void failed.refetch()}>重试</Button>
        </span>
      ) : title}
      options={options}
      value={path}
      loading={!levels[0]}
      placeholder="请选择"
      onSelect={(v) => setDraft(v.map(String))}
      onConfirm={(v) => {
        const areas = v.map((id, i) => levels[i]?.find((a) => String(a.id) === String(id))).filter((a): a is Area => !!a);
        onConfirm(areas);
        close();
      }}
      onCancel={close}
      onClose={close}
    />
  );
}
