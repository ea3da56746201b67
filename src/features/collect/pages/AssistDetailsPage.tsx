/**
 * /clan/collect/assist-details?collectId= : a campaign's 采集助手 (bound by phone; names cut after 3 characters)
 * with their household counts; ?id= : one assistant and the households he collected. 解除 with confirmation.
 */
import { Button, List } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as c from '@contract/collect';
import { confirm, toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { PagedList } from '@src/components/ui/PagedList';
import { QueryView } from '@src/components/ui/States';
import { useApiInfinite, useApiQuery } from '@src/lib/query';
import { FamilyStatusTag, positive } from '../collect-ui';
import { deleteAssistant } from '../collect.queries';

export const cutName = (s: string) => (s.length > 3 ? `${s.slice(0, 3)}...` : s);

function One({ id }: { id: number }) {
  const navigate = useNavigate();
  const q = useApiQuery(c.adminGet, { id });
  const unbind = async (a: c.Assistant) => {
    if (!(await confirm({ content: `解除「${a.name}」的采集助手身份？他采集的户会保留。`, confirmText: '解除', danger: true }))) return;
    await deleteAssistant({ id: a.id }).then(() => { toast('已解除', 'success'); navigate(-1); }).catch(() => {});
  };
  return (
    <QueryView query={q}>
      {(a) => (
        <>
          <div className="cl-card"><h3>{a.name}</h3><div className="cl-muted">{a.phone} · {a.bound ? '已绑定' : '待接受邀请'} · 采集 {a.families} 户，已提交 {a.submitted} 户</div></div>
          <List header="他采集的户">
            {a.familiesList.length === 0 && <List.Item>还没有采集</List.Item>}
            {a.familiesList.map((f) => <List.Item key={f.id} extra={<FamilyStatusTag f={f} />} onClick={() => navigate(`/clan/collect/family?id=${f.id}`)}>{f.title}</List.Item>)}
          </List>
          <div className="cl-foot"><Button block color="danger" fill="outline" onClick={() => void unbind(a)}>解除采集助手</Button></div>
        </>
      )}
    </QueryView>
  );
}

function All({ collectId }: { collectId: number }) {
  const navigate = useNavigate();
  const q = useApiInfinite(c.adminList, { collectId });
  return (
    <>
      <div className="cl-actions"><Button block color="primary" onClick={() => navigate(`/clan/collect/assist-edit?collectId=${collectId}`)}>添加采集助手</Button></div>
      <PagedList list query={q} empty="还没有采集助手" emptyAction={<span className="cl-muted">按手机号绑定，助手可以替族人代填</span>}>
        {(a: c.Assistant) => (
          <List.Item key={a.id} onClick={() => navigate(`/clan/collect/assist-details?id=${a.id}`)}
            description={`${a.phone} · ${a.bound ? '已绑定' : '待接受邀请'}`} extra={`${a.submitted}/${a.families} 户`}>
            {cutName(a.name)}
          </List.Item>
        )}
      </PagedList>
    </>
  );
}

export default function AssistDetailsPage() {
  const [params] = useSearchParams();
  const id = positive(params.get('id'));
  const collectId = positive(params.get('collectId'));
  return (
    <PageLayout title="采集助手" grey>
      <div className="cl-page">{id ? <One id={id} /> : collectId ? <All collectId={collectId} /> : null}</div>
    </PageLayout>
  );
}
