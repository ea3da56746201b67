/**
 * The console's desktop-width shell: a top bar, the side menu (a section per role he holds, from ops-screens.ts) and
 * the page. Below 800 px the menu becomes a scrolling strip above the page. Screens load lazily on first visit.
 */
import { lazy, Suspense, useEffect, useRef, type ComponentType, type LazyExoticComponent } from 'react';
import { NavLink, Route, Routes, useLocation } from 'react-router-dom';
import { SpinLoading } from 'antd-mobile';
import { STAFF_ROLE_NAMES, type StaffMe } from '@contract/staff';
import { OPS_SCREENS } from './ops-screens';
import { canOpen, menuSections } from './ops-menu';
import { OpsMeContext } from './ops-context';

const PAGES = new Map<string, LazyExoticComponent<ComponentType>>(OPS_SCREENS.map((s) => [s.path, lazy(s.load)]));

export function OpsShell({ me }: { me: StaffMe }) {
  const sections = menuSections(OPS_SCREENS, me.roles);
  const menu = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // below 800 px the menu is a strip: bring the open screen's item into it
  useEffect(() => {
    const nav = menu.current;
    const on = nav?.querySelector<HTMLElement>('.zp-ops__item--on');
    if (!nav || !on || nav.scrollWidth <= nav.clientWidth) return;
    const a = on.getBoundingClientRect();
    const b = nav.getBoundingClientRect();
    nav.scrollLeft += a.left - b.left - (b.width - a.width) / 2;
  }, [pathname]);
  return (
    <OpsMeContext.Provider value={me}>
      <div className="zp-ops">
        <header className="zp-ops__bar">
          <a className="zp-ops__brand" href="#/ops">族谱 · 运营后台</a>
          <span className="zp-ops__who">
            {me.nickname}（{me.roles.map((r) => STAFF_ROLE_NAMES[r]).join('、')}）
          </span>
          <a className="zp-ops__back" href="#/">返回应用</a>
        </header>
        <nav className="zp-ops__menu" aria-label="运营后台菜单" ref={menu}>
          {sections.map((s) => (
            <div key={s.title} className="zp-ops__section">
              <div className="zp-ops__section-title">{s.title}</div>
              {s.items.length === 0 && <span className="zp-ops__item zp-ops__item--soon">即将开放</span>}
              {s.items.map((i) => (
                <NavLink key={i.path} end to={`/ops/${i.path}`} className={({ isActive }) => `zp-ops__item${isActive ? ' zp-ops__item--on' : ''}`}>
                  {i.title}
                </NavLink>
              ))}
            </div>
          ))}
        </nav>
        <main className="zp-ops__page">
          <Suspense fallback={<SpinLoading color="primary" />}>
            <Routes>
              {OPS_SCREENS.map((s) => {
                const Page = PAGES.get(s.path)!;
                return <Route key={s.path} path={s.path === '' ? '/' : s.path} element={canOpen(s, me.roles) ? <Page /> : <Refused />} />;
              })}
              <Route path="*" element={<p className="zp-ops__empty">页面不存在</p>} />
            </Routes>
          </Suspense>
        </main>
      </div>
    </OpsMeContext.Provider>
  );
}

function Refused() {
  return <p className="zp-ops__empty">无权限：您的角色不能使用此功能</p>;
}
