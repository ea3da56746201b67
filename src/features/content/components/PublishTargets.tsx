/** Where a post goes: none of my clans chosen = 公开; one or more clans = one post in each (readers per its privacy). */
import { Checkbox, List } from 'antd-mobile';
import * as c from '@contract/content';
import * as pj from '@contract/projects';
import { useApiQuery } from '@src/lib/query';

export function PublishTargets({ value, onChange }: { value: number[]; onChange: (v: number[]) => void }) {
  const mine = useApiQuery(pj.listAll, { pageSize: 100 });
  const clans = (mine.data?.list ?? []).filter((p) => !p.isExample);
  return (
    <List header={value.length ? `发布到 ${value.length} 个家族（仅能查看该家族的人可见）` : '不选家族则公开发布'}>
      <Checkbox.Group value={value} onChange={(v) => onChange(v as number[])}>
        {clans.map((p) => (
          <List.Item key={p.id} prefix={<Checkbox value={p.id} data-testid={`target-${p.id}`} />} description={p.privacy === 'public' ? '公开家族' : '仅族人可见'}>{p.name}</List.Item>
        ))}
      </Checkbox.Group>
      {mine.isSuccess && clans.length === 0 && <List.Item>还没有加入家族，将公开发布</List.Item>}
    </List>
  );
}

export function TagPicker({ value, onChange }: { value: string[]; onChange: (v: (typeof c.CONTENT_TAGS)[number][]) => void }) {
  return (
    <div className="zp-content-tags">
      {c.CONTENT_TAGS.map((t) => {
        const on = value.includes(t);
        return (
          <button key={t} type="button" className={`zp-content-chip${on ? ' is-active' : ''}`}
            onClick={() => onChange((on ? value.filter((x) => x !== t) : [...value, t].slice(-3)) as (typeof c.CONTENT_TAGS)[number][])}>{t}</button>
        );
      })}
    </div>
  );
}
