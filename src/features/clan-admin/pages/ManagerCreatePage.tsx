/** /clan/manager/create[?projectId=&clanId=][&role=]: add a 协管员, 协作者 (with his branch) or member to the team. */
import { useNavigate } from 'react-router-dom';
import { AdminPage } from '../components/AdminPage';
import { TeamForm } from '../components/TeamForm';

export default function ManagerCreatePage() {
  const navigate = useNavigate();
  return (
    <AdminPage title="添加协管员" need="managers">
      {(ctx) => <TeamForm ctx={ctx} onSaved={(m) => navigate(ctx.path('/clan/manager/details', { id: m.id }), { replace: true })} />}
    </AdminPage>
  );
}
