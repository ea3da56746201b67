import { Button, ErrorBlock } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { PageLayout } from '@src/components/ui/PageLayout';
import { useBack, HOME_PATH } from '@src/components/ui/use-back';

export default function NotSupportPage() {
  const navigate = useNavigate();
  const back = useBack();
  return (
    <PageLayout title="暂不支持">
      <div className="zp-center-page">
        <ErrorBlock status="default" title="当前环境暂不支持此功能" description="请使用最新版手机浏览器或族谱 App 打开">
          <Button onClick={back}>返回</Button>
          <Button color="primary" style={{ marginLeft: 12 }} onClick={() => navigate(HOME_PATH, { replace: true })}>
            回到首页
          </Button>
        </ErrorBlock>
      </div>
    </PageLayout>
  );
}
