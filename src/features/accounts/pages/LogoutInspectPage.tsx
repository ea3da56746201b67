/** /mine/set/logout-inspect: GET /login/logout/ckeck — can this account be deleted, and if not, why. */
import { Button, List, Result } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { logoutCheck } from '@contract/accounts';
import { useApiQuery } from '@src/lib/query';
import { PageLayout } from '@src/components/ui/PageLayout';
import { QueryView } from '@src/components/ui/States';
import { useBack } from '@src/components/ui/use-back';

export default function LogoutInspectPage() {
  const navigate = useNavigate();
  const back = useBack('/mine/set/set');
  const q = useApiQuery(logoutCheck, {}, { staleTime: 0 });
  return (
    <PageLayout title="注销检查">
      <QueryView query={q}>
        {(r) =>
          r.canDelete ? (
            <>
              <Result status="success" title="您的账号满足注销条件" description="下一步需要验证手机号" />
              <div className="zp-actions">
                <Button block color="danger" onClick={() => navigate('/mine/set/logout')}>
                  下一步
                </Button>
                <Button block onClick={back}>
                  暂不注销
                </Button>
              </div>
            </>
          ) : (
            <>
              <Result status="warning" title="暂不能注销" description="请先处理以下事项后再申请注销" />
              <List>
                {r.reasons.map((reason, i) => (
                  <List.Item key={i}>{reason}</List.Item>
                ))}
              </List>
              <div className="zp-actions">
                <Button block onClick={() => void q.refetch()}>
                  重新检查
                </Button>
                <Button block fill="none" onClick={back}>
                  返回
                </Button>
              </div>
            </>
          )
        }
      </QueryView>
    </PageLayout>
  );
}
