/** /clan/collect/assist?id=<campaign>: a 采集助手's page — the households he collected (only his), and 代填一户. */
import { Button, List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import * as c from '@contract/collect';
import { PageLayout } from '@src/components/ui/PageLayout';
import { PagedList } from '@src/components/ui/PagedList';
import { QueryView } from '@src/components/ui/States';
import { useApiInfinite, useApiQuery } from '@src/lib/query';
import { FamilyStatusTag, useIds } from '../collect-ui';

export default function AssistPage() {
  const navigate = useNavigate();
  const { id } = useIds();
  const campaign = useApiQuery(c.collectGet, { id: id ?? 0 }, { enabled: !!id });
  const q = useApiInfinite(c.familyList, { collectId: id ?? 0 }, { enabled: !!id });
  return (
    <PageLayout title="采集助手" grey>
      <QueryView query={campaign}>
        {(x) => (
          <div className="cl-page">
            <div className="cl-card">
              <h3>{x.title}</h3>
              <div className="cl-muted">{x.clanName} · {x.branchName} · {x.deadline ? `截止 ${x.deadline}` : '不限期'}</div>
              <p className="cl-muted">您可以替年长或不便填写的族人代填家庭信息，提交后由管理员核对。</p>
            </div>
            <div className="cl-actions"><Button block color="primary" onClick={() => navigate(`/clan/collect/family-create?id=${x.id}`)}>代填一户</Button></div>
            <PagedList list query={q} header="我采集的户" empty="还没有采集">
              {(f: c.Family) => (
                <List.Item key={f.id} extra={<FamilyStatusTag f={f} />} description={`${f.people} 人${f.feedback ? ` · 退回：${f.feedback}` : ''}`}
                  onClick={() => navigate(`/clan/collect/family?id=${f.id}`)}>{f.title}</List.Item>
              )}
            </PagedList>
          </div>
        )}
      </QueryView>
    </PageLayout>
  );
}
