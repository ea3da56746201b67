/** /mine/contact/wechat: the 客服's WeChat ID and QR code as staff set them in /ops, or that it is not configured. */
import { Button, Image } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { copyText, toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { EmptyState, ErrorState, LoadingState } from '@src/components/ui/States';
import { helpQueries } from '../help.queries';
import '../help.css';

export default function WechatServicePage() {
  const navigate = useNavigate();
  const q = useQuery(helpQueries.contact());
  const c = q.data;
  return (
    <PageLayout title="微信客服" grey>
      {q.isPending && <LoadingState />}
      {q.isError && <ErrorState error={q.error} onRetry={() => void q.refetch()} />}
      {c && !(c.wechatId || c.wechatQr) && (
        <EmptyState title="微信客服暂未配置" description="请使用在线客服，我们会尽快回复您">
          <Button color="primary" size="small" onClick={() => navigate('/mine/contact/online')}>在线客服</Button>
        </EmptyState>
      )}
      {c && (c.wechatId || c.wechatQr) && (
        <div className="zp-help-card zp-help-card--center">
          {c.wechatQr && <Image src={c.wechatQr} width={200} height={200} fit="contain" alt="客服微信二维码" className="zp-help-qr" />}
          {c.wechatQr && <p>长按或截图保存二维码，在微信中扫码添加</p>}
          {c.wechatId && (
            <>
              <div className="zp-help-card__title">微信号：{c.wechatId}</div>
              <Button color="primary" size="small" onClick={() => void copyText(c.wechatId).then(() => toast('已复制微信号', 'success'))}>复制微信号</Button>
            </>
          )}
          {c.hours && <p>服务时间：{c.hours}</p>}
        </div>
      )}
    </PageLayout>
  );
}
