/**
 * The way into the console from the app (settings page): shown only to staff. /ops/me is asked quietly; a non-staff
 * user (msg 0) sees nothing.
 */
import { List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useStaffMe } from './use-staff-me';

export function OpsLink({ userId }: { userId: number }) {
  const navigate = useNavigate();
  const me = useStaffMe(userId);
  if (!me.data) return null;
  return (
    <List header="工作人员">
      <List.Item onClick={() => navigate('/ops')}>运营后台</List.Item>
    </List>
  );
}
