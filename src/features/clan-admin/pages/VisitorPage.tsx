/**
 * /clan/admin/visitor[?projectId=][&day=YYYY-MM-DD]: who viewed the family — one row per person per day (游客
 * together), with views and the last time; today / 7 days / total at the top; filter by day.
 */
import { DatePicker, List, Button } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ROLE_NAMES, visitorList } from '@contract/projects';

import { AdminPage } from '../components/AdminPage';
import { PagedList } from '@src/components/ui/PagedList';
import { formatTime, pickedDay } from '@src/lib/format/datetime';
import { Stat } from '../components/Stat';
import type { AdminCtx } from '../admin-context';
import { usePaged } from '../use-paged';
import { Avatar } from '@src/features/vip/index';

function Visitors({ ctx }: { ctx: AdminCtx }) {
  const [params, setParams] = useSearchParams();
  const day = /^\d{4}-\d{2}-\d{2}$/.test(params.get('day') ?? '') ? params.get('day')! : undefined;
  const [picking, setPicking] = useState(false);
  const q = usePaged(visitorList, { projectId: ctx.projectId ?? 0, day });
  const stats = q.data?.pages[0]?.stats;
  const setDay = (d: string | null) => { const p = new URLSearchParams(params); if (d) p.set('day', d); else p.delete('day'); setParams(p, { replace: true }); };
  return (
    <>
      {stats && (
        <div className="ca-card ca-stats">
          <Stat n={stats.today} l="今日访客" /><Stat n={stats.last7Days} l="近7天" /><Stat n={stats.total} l="累计访客" />
        </div>
      )}
      <div className="ca-actions">
        <Button size="small" onClick={() => setPicking(true)}>{day ?? '选择日期'}</Button>
        {day && <Button size="small" onClick={() => setDay(null)}>全部日期</Button>}
      </div>
      <DatePicker visible={picking} max={new Date()} onClose={() => setPicking(false)} onConfirm={(d) => setDay(pickedDay(d))} title="访问日期" />
      <PagedList list query={q} empty="暂无访客">
        {(v, i) => (
          <List.Item key={`${v.userId}-${v.day}-${i}`} prefix={<Avatar userId={v.isGuest ? null : v.userId} photo={v.avatar} name={v.isGuest ? '游' : v.nickname} size={36} />}
            description={`${v.day} · 访问 ${v.views} 次 · 最近 ${formatTime(v.lastAt)}`}
            extra={v.role ? ROLE_NAMES[v.role] : v.isGuest ? '游客' : '访客'}>
            {v.isGuest ? '游客' : v.nickname}
          </List.Item>
        )}
      </PagedList>
    </>
  );
}

export default function VisitorPage() {
  return (
    <AdminPage title="访客记录" need="viewVisitors">
      {(ctx) => <Visitors ctx={ctx} />}
    </AdminPage>
  );
}
