/** /clan/collect/hongding?id=: 红丁 — the sons and daughters this campaign brought into the register (counts, then the list). */
import { Button, List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import * as c from '@contract/collect';
import { PageLayout } from '@src/components/ui/PageLayout';
import { PagedList } from '@src/components/ui/PagedList';
import { useApiInfinite } from '@src/lib/query';
import type { Result } from '@src/lib/api-client';
import { useIds } from '../collect-ui';

export function HongdingRows({ id }: { id: number }) {
  const q = useApiInfinite(c.hongdingList, { id });
  const stats = q.data?.pages[0]?.stats;
  return (
    <PagedList list query={q} header={stats ? `新增儿子 ${stats.sons} 人 · 女儿 ${stats.daughters} 人` : undefined} empty="合并后新增的子女会列在这里">
      {(x: Hongding) => (
        <List.Item key={x.memberId} description={`${x.generationLabel} · 父 ${x.fatherName}${x.motherName ? ` · 母 ${x.motherName}` : ''}${x.birthText ? ` · ${x.birthText}` : ''}`}
          extra={<span className={x.gender === 'm' ? 'cl-son' : 'cl-daughter'}>{x.gender === 'm' ? '子' : '女'}</span>}>
          {x.name}
        </List.Item>
      )}
    </PagedList>
  );
}
type Hongding = Result<typeof c.hongdingList>['list'][number];

export default function HongdingPage() {
  const navigate = useNavigate();
  const { id } = useIds();
  return (
    <PageLayout title="红丁" grey right={<Button size="mini" fill="none" onClick={() => navigate(`/clan/collect/hongding-list?id=${id}`)}>红丁录</Button>}>
      {id && <HongdingRows id={id} />}
    </PageLayout>
  );
}
