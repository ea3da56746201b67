/** /mine/contact/index: 联系客服 — 在线客服, 微信客服, 电话客服 (after the phone permission prompt), 帮助与反馈. */
import { List } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { helpQueries } from '../help.queries';
import { requestAppPermission } from '../app-permission';
import '../help.css';

export default function ContactPage() {
  const navigate = useNavigate();
  const contact = useQuery(helpQueries.contact());
  const phone = contact.data?.phone ?? '';

  const call = async () => {
    if (!phone) return toast('暂未开通电话客服，请使用在线客服');
    if ((await requestAppPermission('phone')) !== 1) return;
    window.location.href = `tel:${phone}`;
  };

  return (
    <PageLayout title="联系客服" grey>
      <div className="zp-help-hero">
        <div className="zp-help-hero__title">您好，有什么可以帮您？</div>
        <div className="zp-help-hero__sub">{contact.data?.hours ? `服务时间 ${contact.data.hours}` : '在线客服会尽快回复您'}</div>
      </div>
      <List>
        <List.Item description="与客服在线交流，消息实时送达" onClick={() => navigate('/mine/contact/online')}>在线客服</List.Item>
        <List.Item description={contact.data?.wechatId ? `微信号 ${contact.data.wechatId}` : '添加客服微信'} onClick={() => navigate('/mine/contact/wechat')}>微信客服</List.Item>
        <List.Item description={contact.isPending ? '加载中…' : phone || '暂未开通'} onClick={() => void call()}>电话客服</List.Item>
        <List.Item description="常见问题、意见反馈" onClick={() => navigate('/mine/set/feedback')}>帮助与反馈</List.Item>
      </List>
    </PageLayout>
  );
}
