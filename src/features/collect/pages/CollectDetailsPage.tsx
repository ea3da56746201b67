/**
 * /clan/collect/details?id=: a campaign for its managers — stats (households invited, submitted, merged, people
 * added), per 房, the households by status (a row opens it; submitted ones go to 核对合并), and the actions.
 */
import { Button, List, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import * as c from '@contract/collect';
import { confirm, toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { PagedList } from '@src/components/ui/PagedList';
import { QueryView } from '@src/components/ui/States';
import { useApiInfinite, useApiQuery } from '@src/lib/query';
import { CampaignStatusTag, FamilyStatusTag, useIds } from '../collect-ui';
import { closeCampaign } from '../collect.queries';

const TABS = [
  { key: '1', title: '待核对' }, { key: 'all', title: '全部' }, { key: '2', title: '已合并' }, { key: '3', title: '已退回' }, { key: '0', title: '草稿' }, { key: '-1', title: '无效' },
] as const;

function Families({ id, status }: { id: number; status?: number }) {
  const navigate = useNavigate();
  const q = useApiInfinite(c.familyList, { collectId: id, status });
  return (
    <PagedList list query={q} empty="还没有这样的户">
      {(f: c.Family) => (
        <List.Item key={f.id} extra={<FamilyStatusTag f={f} />}
          description={`${f.people} 人 · ${f.fatherMember ? `父 ${f.fatherMember.name}` : '父亲待核对'}${f.assistant ? ` · 助手 ${f.assistant.name}` : ''}${f.city ? ` · ${f.province}${f.city}` : ''}`}
          onClick={() => navigate(f.status === 1 ? `/clan/collect/family-match?id=${f.id}` : `/clan/collect/family?id=${f.id}`)}>
          {f.title}
        </List.Item>
      )}
    </PagedList>
  );
}

export default function CollectDetailsPage() {
  const navigate = useNavigate();
  const { id } = useIds();
  const q = useApiQuery(c.collectGet, { id: id ?? 0 }, { enabled: !!id, refetchOnMount: 'always' });
  const branches = useApiQuery(c.collectBranch, { id: id ?? 0 }, { enabled: !!id && !!q.data?.canManage });
  const [tab, setTab] = useState<string>('1');
  const toggle = async (x: c.Campaign) => {
    const open = x.status === 'closed';
    if (!open && !(await confirm({ content: '结束后族人将不能再填写，确定结束本次采丁吗？', confirmText: '结束' }))) return;
    await closeCampaign({ id: x.id, open }).then(() => toast(open ? '已重新开启' : '已结束', 'success')).catch(() => {});
  };
  return (
    <PageLayout title="采丁详情" grey>
      <QueryView query={q}>
        {(x) => (
          <div className="cl-page">
            <div className="cl-card">
              <h3>{x.title} <CampaignStatusTag c={x} /></h3>
              <div className="cl-muted">{x.clanName} · {x.branchName} · {x.deadline ? `截止 ${x.deadline}` : '不限期'} · {c.FILLERS_NAMES[x.fillers]}</div>
              {x.intro && <p className="cl-muted">{x.intro}</p>}
              <div className="cl-stats">
                <div><b>{x.stats.families}</b><span>已建户</span></div>
                <div><b>{x.stats.submitted}</b><span>已提交</span></div>
                <div><b>{x.stats.accepted}</b><span>已合并</span></div>
                <div><b>{x.stats.people}</b><span>新增人数</span></div>
              </div>
            </div>
            {x.canManage && (
              <div className="cl-grid">
                <Button size="small" color="primary" onClick={() => navigate(`/clan/collect/share?id=${x.id}`)}>分享</Button>
                <Button size="small" onClick={() => navigate(`/clan/collect/assist-details?collectId=${x.id}`)}>采集助手</Button>
                <Button size="small" onClick={() => navigate(`/clan/collect/hongding?id=${x.id}`)}>红丁</Button>
                <Button size="small" onClick={() => navigate(`/clan/collect/member-map?id=${x.id}`)}>分布图</Button>
                <Button size="small" onClick={() => navigate(`/clan/collect/set-form?id=${x.id}`)}>设置表单</Button>
                <Button size="small" onClick={() => navigate(`/clan/collect/create?id=${x.id}`)}>修改</Button>
                <Button size="small" onClick={() => navigate(`/clan/collect/family-create?id=${x.id}`)}>代填一户</Button>
                <Button size="small" color={x.status === 'open' ? 'danger' : 'success'} fill="outline" onClick={() => void toggle(x)}>{x.status === 'open' ? '结束' : '重新开启'}</Button>
              </div>
            )}
            {branches.data && branches.data.length > 0 && (
              <List header="按房支统计">
                {branches.data.map((b) => (
                  <List.Item key={b.memberId ?? 0} extra={`${b.accepted}/${b.submitted}/${b.families} 户`} description={`新增 ${b.people} 人`}>{b.name}</List.Item>
                ))}
              </List>
            )}
            <Tabs activeKey={tab} onChange={setTab}>
              {TABS.map((t) => <Tabs.Tab key={t.key} title={t.title} />)}
            </Tabs>
            <Families key={tab} id={x.id} status={tab === 'all' ? undefined : Number(tab)} />
          </div>
        )}
      </QueryView>
    </PageLayout>
  );
}
