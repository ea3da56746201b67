/**
 * /clan/admin/member-apply[?projectId=]: 入谱申请 — users asking to join the family as a relative of a member
 * ("该成员是我的父亲/祖父…", /project/bind/relative); approving makes them members of the project.
 */
import { AdminPage } from '../components/AdminPage';
import { BindReview } from '../components/BindReview';

export default function MemberApplyPage() {
  return (
    <AdminPage title="入谱申请" need="reviewApplications">
      {(ctx) => <BindReview ctx={ctx} kind="relative" />}
    </AdminPage>
  );
}
