import { Button, ErrorBlock } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { PageLayout } from '@src/components/ui/PageLayout';
import { HOME_PATH } from '@src/components/ui/use-back';

export default function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <PageLayout title="页面不存在" onBack={() => navigate(HOME_PATH, { replace: true })}>
      <div className="zp-center-page">
        <ErrorBlock status="empty" title="页面不存在" description="您访问的页面不存在或已被删除">
          <Button color="primary" onClick={() => navigate(HOME_PATH, { replace: true })}>
            回到首页
          </Button>
        </ErrorBlock>
      </div>
    </PageLayout>
  );
}
