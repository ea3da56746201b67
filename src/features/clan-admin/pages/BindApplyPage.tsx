/** /clan/admin/bind-apply[?projectId=]: users claiming "我就是这位族人" (本人), to approve or refuse. */
import { AdminPage } from '../components/AdminPage';
import { BindReview } from '../components/BindReview';

export default function BindApplyPage() {
  return (
    <AdminPage title="绑定申请" need="reviewBinds">
      {(ctx) => <BindReview ctx={ctx} kind="self" />}
    </AdminPage>
  );
}
