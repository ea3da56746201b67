/** The page of a route whose screen a later issue builds: names the feature, with back and home buttons. */
import { Button, Result } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { PageLayout } from '@src/components/ui/PageLayout';
import { useBack, HOME_PATH } from '@src/components/ui/use-back';

export interface ComingSoonProps {
  title: string;
  groupTitle: string;
}

export function comingSoonTitle(title: string): string {
  return `${title} · 即将开放`;
}

export function ComingSoon({ title, groupTitle }: ComingSoonProps) {
  const back = useBack();
  const navigate = useNavigate();
  return (
    <PageLayout title={title}>
      <div className="zp-coming-soon">
        <Result
          status="waiting"
          title={comingSoonTitle(title)}
          description={`「${groupTitle}」板块的这项功能正在建设中，敬请期待。`}
        />
        <div className="zp-actions">
          <Button block onClick={back}>
            返回上一页
          </Button>
          <Button block color="primary" onClick={() => navigate(HOME_PATH, { replace: true })}>
            回到首页
          </Button>
        </div>
      </div>
    </PageLayout>
  );
}
