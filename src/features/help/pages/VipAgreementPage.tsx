/** /mine/member/agreement: the VIP agreement (会员协议) as staff keep it (/article/content?type=vip). */
import { PageLayout } from '@src/components/ui/PageLayout';
import { ArticleView } from '../components/ArticleView';

export default function VipAgreementPage() {
  return (
    <PageLayout title="会员协议">
      <ArticleView type="vip" />
    </PageLayout>
  );
}
