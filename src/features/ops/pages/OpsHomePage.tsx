/** `#/ops`: the console's home — 欢迎, and his roles with what each is for. */
import { STAFF_ROLE_DUTIES, STAFF_ROLE_NAMES } from '@contract/staff';
import { useOpsMe } from '../ops-context';

export default function OpsHomePage() {
  const me = useOpsMe();
  return (
    <section aria-label="运营后台首页">
      <h1 className="zp-ops__h1">欢迎，{me.nickname}</h1>
      <p className="zp-ops__lead">您在运营后台的角色：</p>
      <ul className="zp-ops__cards" aria-label="我的角色">
        {me.roles.map((r) => (
          <li key={r} className="zp-ops__card">
            <div className="zp-ops__card-title">{STAFF_ROLE_NAMES[r]}</div>
            <div className="zp-ops__card-text">{STAFF_ROLE_DUTIES[r]}</div>
          </li>
        ))}
      </ul>
    </section>
  );
}
