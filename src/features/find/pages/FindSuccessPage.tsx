/** /find/success: after the 修谱服务 sign-up. */
import { Button, Result } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { PageLayout } from '@src/components/ui/PageLayout';

export default function FindSuccessPage() {
  const navigate = useNavigate();
  return (
    <PageLayout title="提交成功">
      <Result status="success" title="提交成功" description="我们会在 1–2 个工作日内与您联系，请保持电话畅通" />
      <div style={{ padding: 16 }}><Button block onClick={() => navigate('/find/index', { replace: true })}>返回发现</Button></div>
    </PageLayout>
  );
}
