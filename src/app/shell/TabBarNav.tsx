/** The bottom tab bar of the four main pages. */
import { TabBar } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';

export const TABS = [
  { key: '/pages/index/index', title: '首页', icon: '家' },
  { key: '/seekroot/index', title: '寻根', icon: '根' },
  { key: '/find/index', title: '发现', icon: '览' },
  { key: '/mine/index', title: '我的', icon: '我' },
] as const;

export const isTabPath = (path: string) => path === '/' || TABS.some((t) => t.key === path);

export function TabBarNav({ path }: { path: string }) {
  const navigate = useNavigate();
  const active = path === '/' ? TABS[0].key : path;
  return (
    <nav className="zp-tabbar">
      <TabBar activeKey={active} onChange={(key) => navigate(key, { replace: true })} safeArea>
        {TABS.map((t) => (
          <TabBar.Item key={t.key} title={t.title} icon={(active: boolean) => <span className={`zp-tabbar__icon${active ? ' is-active' : ''}`}>{t.icon}</span>} />
        ))}
      </TabBar>
    </nav>
  );
}
