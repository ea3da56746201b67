/** /clan/collect/index[?projectId=]: the family's 采丁 campaigns (managers see all; assistants and fillers theirs); 发起采丁. */
import { Button, List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import * as c from '@contract/collect';
import { PageLayout } from '@src/components/ui/PageLayout';
import { PagedList } from '@src/components/ui/PagedList';
import { EmptyState } from '@src/components/ui/States';
import { useApiInfinite } from '@src/lib/query';
import { CampaignStatusTag, useIds } from '../collect-ui';

export default function CollectIndexPage() {
  const navigate = useNavigate();
  const { projectId, clanId } = useIds();
  const q = useApiInfinite(c.collectList, { projectId: projectId ?? 0 }, { enabled: !!projectId });
  const qs = `projectId=${projectId}${clanId ? `&clanId=${clanId}` : ''}`;
  return (
    <PageLayout title="采丁" grey>
      {!projectId ? <EmptyState title="未指定家族" description="请从家族页面进入" /> : (
        <div className="cl-page">
          <div className="cl-actions">
            <Button color="primary" block onClick={() => navigate(`/clan/collect/pre-create?${qs}`)}>发起采丁</Button>
          </div>
          <PagedList list query={q} empty="还没有采丁活动" emptyAction={<span className="cl-muted">发起采丁，邀请各房族人填写自家信息</span>}>
            {(x: c.Campaign) => (
              <List.Item key={x.id} onClick={() => navigate(x.canManage ? `/clan/collect/details?id=${x.id}` : x.isAssistant ? `/clan/collect/assist?id=${x.id}` : `/clan/collect/family-create?id=${x.id}`)}
                description={`${x.clanName} · ${x.branchName} · ${x.deadline ? `截止 ${x.deadline}` : '不限期'} · 已提交 ${x.stats.submitted} 户 · 已合并 ${x.stats.accepted} 户`}
                extra={<CampaignStatusTag c={x} />}>
                {x.title}
              </List.Item>
            )}
          </PagedList>
        </div>
      )}
    </PageLayout>
  );
}
