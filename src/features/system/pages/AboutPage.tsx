/** /mine/set/about: what the app is. */
import { List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { APP_VERSION } from '@src/lib/api-client';
import { PageLayout } from '@src/components/ui/PageLayout';

export default function AboutPage() {
  const navigate = useNavigate();
  return (
    <PageLayout title="关于我们" grey>
      <div style={{ textAlign: 'center', padding: '32px 16px 16px', background: '#fff' }}>
        <div className="zp-splash__title">族谱</div>
        <p className="zp-muted">版本 {APP_VERSION}</p>
      </div>
      <article className="zp-article" style={{ background: '#fff' }}>
        <p>族谱是一款帮助家族修谱、续谱、寻根的应用。您可以在这里建立家族世系、编修家谱书并下单印刷，也可以寻根问祖、祭奠先人、了解姓氏文化。</p>
        <p>我们希望让每一个家族的记忆都能完整地保存下来，代代相传。</p>
      </article>
      <List style={{ marginTop: 8 }}>
        <List.Item onClick={() => navigate('/mine/set/version')}>版本信息</List.Item>
        <List.Item onClick={() => navigate('/mine/set/feedback')}>意见反馈</List.Item>
        <List.Item onClick={() => navigate('/mine/contact/index')}>联系客服</List.Item>
      </List>
    </PageLayout>
  );
}
