/** /clan/collect/over[?id=]: after a household is submitted (or when the campaign has ended): thanks, and what happens next. */
import { Button, Result } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageLayout } from '@src/components/ui/PageLayout';

export default function CollectOverPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const ended = params.get('ended') === '1';
  return (
    <PageLayout title="采丁" grey>
      <Result status={ended ? 'waiting' : 'success'} title={ended ? '本次采丁已结束' : '提交成功'}
        description={ended ? '感谢关注，如需补充信息请联系族谱管理员' : '感谢您的参与！管理员核对后会将您的家庭信息合并进族谱，如有疑问会退回并说明。'} />
      <div className="cl-foot">
        {params.get('family') && <Button block onClick={() => navigate(`/clan/collect/family?id=${params.get('family')}`)}>查看我填写的信息</Button>}
        <Button block color="primary" style={{ marginTop: 8 }} onClick={() => navigate('/')}>返回首页</Button>
      </div>
    </PageLayout>
  );
}
