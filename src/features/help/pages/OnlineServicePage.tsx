/** /mine/contact/online: 在线客服 — what it is, the hours, and 开始咨询 (the service conversation, /mine/contact/chat). */
import { Button } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { SERVICE_WELCOME } from '@contract/chat-service';
import { PageLayout } from '@src/components/ui/PageLayout';
import { helpQueries } from '../help.queries';
import '../help.css';

export default function OnlineServicePage() {
  const navigate = useNavigate();
  const contact = useQuery(helpQueries.contact());
  return (
    <PageLayout title="在线客服" grey>
      <div className="zp-help-card">
        <div className="zp-help-card__title">族谱在线客服</div>
        <p>{SERVICE_WELCOME}</p>
        {contact.data?.hours && <p>服务时间：{contact.data.hours}</p>}
        <p>您也可以先看看常见问题，很多问题可以马上解决。</p>
      </div>
      <div className="zp-actions">
        <Button block color="primary" onClick={() => navigate('/mine/contact/chat')}>开始咨询</Button>
        <Button block fill="outline" onClick={() => navigate('/mine/set/feedback')}>常见问题</Button>
      </div>
    </PageLayout>
  );
}
