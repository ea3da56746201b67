/**
 * /clan/admin/bind-apply[?projectId=]: users claiming "我就是这位族人" (本人), to approve or refuse; and 邀请族人认领
 * (a one-time link / QR for a member: accepted without review).
 */
import { AdminPage } from '../components/AdminPage';
import { BindInvite } from '../components/BindInvite';
import { BindReview } from '../components/BindReview';

export default function BindApplyPage() {
  return (
    <AdminPage title="绑定申请" need="reviewBinds">
      {(ctx) => (
        <>
          {ctx.clanId && <BindInvite clanId={ctx.clanId} />}
          <BindReview ctx={ctx} kind="self" />
        </>
      )}
    </AdminPage>
  );
}
