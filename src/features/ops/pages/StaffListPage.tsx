/** `#/ops/staff` (admin): everyone with a staff role. Roles are granted only on the server's command line. */
import { opsStaffList, STAFF_ROLE_NAMES } from '@contract/staff';
import { useApiQuery } from '@src/lib/query';
import { DateTime } from '@src/components/ui/DateTime';

export default function StaffListPage() {
  const q = useApiQuery(opsStaffList, {});
  return (
    <section aria-label="工作人员">
      <h1 className="zp-ops__h1">工作人员</h1>
      <p className="zp-ops__lead">
        授予或撤销角色只能在服务器上运行命令：<code>npm run staff -- grant 手机号 角色</code>（revoke 撤销，list 查看）。
      </p>
      {q.isPending && <p>加载中…</p>}
      {q.isError && <p className="zp-ops__empty">加载失败</p>}
      {q.data && (
        <div className="zp-ops__table-wrap">
          <table className="zp-ops__table">
            <thead>
              <tr><th>用户ID</th><th>昵称</th><th>手机号</th><th>角色</th><th>授予时间</th></tr>
            </thead>
            <tbody>
              {q.data.list.map((m) => (
                <tr key={m.userId}>
                  <td>{m.userId}</td>
                  <td>{m.nickname}</td>
                  <td>{m.phone}</td>
                  <td>{m.roles.map((r) => <span key={r.role} className="zp-ops__tag">{STAFF_ROLE_NAMES[r.role]}</span>)}</td>
                  <td>{m.roles.map((r) => <div key={r.role}><DateTime value={r.grantedAt} format="datetime" /></div>)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
