/** /clan/team/scope?id=<team row>: a collaborator's editing scope — the member whose descendants he may edit, picked on the tree. */
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as team from '@contract/project-team';
import { EmptyState, QueryView } from '@src/components/ui/States';
import { useApiQuery } from '@src/lib/query';
import { AdminPage } from '../components/AdminPage';
import { TeamForm } from '../components/TeamForm';
import { positiveInt } from '../admin-context';

export default function TeamScopePage() {
  const navigate = useNavigate();
  const id = positiveInt(useSearchParams()[0].get('id'));
  const q = useApiQuery(team.teamGet, { id: id ?? 0 }, { enabled: !!id });
  return (
    <AdminPage title="编修范围" need="managers">
      {(ctx) => (id ? (
        <QueryView query={q}>
          {(m) => <TeamForm ctx={ctx} current={m} roles={['collaborator']} onSaved={() => navigate(-1)} />}
        </QueryView>
      ) : <EmptyState title="未指定团队成员" />)}
    </AdminPage>
  );
}
