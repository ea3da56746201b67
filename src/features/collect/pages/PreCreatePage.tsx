/** /clan/collect/pre-create[?projectId=&clanId=]: what a 采丁 is, then start from a template or from scratch. */
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { PageLayout } from '@src/components/ui/PageLayout';
import { useIds } from '../collect-ui';

export default function PreCreatePage() {
  const navigate = useNavigate();
  const { params } = useIds();
  const qs = params.toString();
  return (
    <PageLayout title="发起采丁" grey>
      <div className="cl-page">
        <div className="cl-card">
          <h3>什么是采丁</h3>
          <p className="cl-muted">修谱时，由各家各户自己填写本人、父亲、配偶与子女的信息：管理员分享链接或二维码，族人扫码填写并提交，
            采集助手可以替年长的族人代填。管理员核对后一键合并进族谱，新出生的子女自动列入红丁录。</p>
          <ol className="cl-muted" style={{ paddingLeft: 18 }}>
            <li>选择模板或自定义表单（填写哪些项、哪些必填）</li>
            <li>分享链接或海报二维码，绑定采集助手</li>
            <li>核对每一户并合并进族谱</li>
          </ol>
        </div>
        <div className="cl-actions">
          <Button block color="primary" onClick={() => navigate(`/clan/collect/pre-create-list?${qs}`)}>从模板创建</Button>
          <Button block onClick={() => navigate(`/clan/collect/create?${qs}`)}>自定义创建</Button>
        </div>
      </div>
    </PageLayout>
  );
}
