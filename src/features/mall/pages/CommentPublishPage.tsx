/** /mall/comment-publish?itemId=&orderId=: review one bought item — stars, text, up to 9 photos. */
import { useState } from 'react';
import { Button, Form, Rate, TextArea } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { PhotoField } from '@src/components/ui/PhotoField';
import { ErrorState, isMissing, LoadingState, MissingState } from '@src/components/ui/States';
import { mallQueries, reviewAdd } from '../mall.queries';
import '../mall.css';

export default function CommentPublishPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const itemId = Number(params.get('itemId')) || 0;
  const orderId = Number(params.get('orderId')) || 0;
  const q = useQuery({ ...mallQueries.order(orderId), enabled: orderId > 0 });
  const [stars, setStars] = useState(5);
  const [content, setContent] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const item = q.data?.items.find((i) => i.id === itemId);

  const submit = async () => {
    setBusy(true);
    try {
      await reviewAdd({ orderItemId: itemId, stars, content: content.trim(), images });
      toast('评价成功', 'success');
      navigate(`/mall/orderDetails?id=${orderId}`, { replace: true });
    } catch { /* toasted */ } finally {
      setBusy(false);
    }
  };

  let body: React.ReactNode;
  if (isMissing(q)) body = <MissingState />;
  else if (q.isPending) body = <LoadingState />;
  else if (q.isError || !item) body = <ErrorState error={q.error ?? new Error('订单商品不存在')} onRetry={() => void q.refetch()} />;
  else body = (
    <>
      <div className="zp-mall-section zp-mall-line">
        <img src={item.image} alt="" />
        <div className="zp-mall-line__body"><span className="zp-mall-line__title">{item.title}</span><span className="zp-mall-muted">{item.specText}</span></div>
      </div>
      <Form layout="vertical" footer={<Button block color="primary" loading={busy} disabled={busy} onClick={() => void submit()}>发布评价</Button>}>
        <Form.Item label="商品评分"><Rate value={stars} onChange={(v) => setStars(Math.max(1, v))} /></Form.Item>
        <Form.Item label="评价内容"><TextArea placeholder="说说商品的质量、包装和服务吧" maxLength={500} showCount rows={4} value={content} onChange={setContent} /></Form.Item>
        <Form.Item label="晒图（最多9张）"><PhotoField multiple max={9} value={images} onChange={setImages} /></Form.Item>
      </Form>
    </>
  );
  return <PageLayout title="发表评价" grey>{body}</PageLayout>;
}
