/** /mine/set/set: account and security, default page, logout (this device or all). */
import { useState } from 'react';
import { Button, List, Selector } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { APP_VERSION } from '@src/lib/api-client';
import { maskPhone } from '@src/lib/format';
import { confirm, toast } from '@src/app/shell/feedback';
import { patchUserInfo, userInfoAtom, useAtomValue } from '@src/app/store';
import { isLoggedIn, LOGIN } from '@src/app/guard';
import { PageLayout } from '@src/components/ui/PageLayout';
import { HOME_PATH } from '@src/components/ui/use-back';
import { logoutAndBecomeGuest, rememberReturn } from '../session';
import { OpsLink } from '@src/features/ops/index';
import { saveDefaultPage } from '../accounts.queries';

export default function SettingsPage() {
  const navigate = useNavigate();
  const user = useAtomValue(userInfoAtom);
  const member = isLoggedIn(user);
  const [busy, setBusy] = useState(false);

  const changeDefault = async (page: number) => {
    try {
      const r = await saveDefaultPage({ x: page });
      patchUserInfo({ defaultPage: r.defaultPage });
      toast('已设置', 'success');
    } catch {
      /* shown */
    }
  };

  const logout = async (scope: 'session' | 'all') => {
    const ok = await confirm(
      scope === 'all'
        ? { content: '将退出此账号在所有设备上的登录，确定吗？', confirmText: '全部退出', danger: true }
        : { content: '确定退出登录吗？', confirmText: '退出登录' },
    );
    if (!ok) return;
    setBusy(true);
    await logoutAndBecomeGuest(scope);
    setBusy(false);
    toast('已退出登录');
    navigate(HOME_PATH, { replace: true });
  };

  return (
    <PageLayout title="设置" grey>
      {member ? (
        <>
          <List header="账号与安全">
            <List.Item onClick={() => navigate('/mine/set/account')}>账号与安全</List.Item>
            <List.Item onClick={() => navigate('/mine/person/person')}>个人资料</List.Item>
            <List.Item extra={user?.phone ? maskPhone(user.phone) : '未绑定'} onClick={() => navigate('/mine/set/alter-phone')}>
              更换手机号
            </List.Item>
            <List.Item extra={user?.hasPassword ? '已设置' : '未设置'} onClick={() => navigate('/mine/set/alter-password')}>
              {user?.hasPassword ? '修改密码' : '设置密码'}
            </List.Item>
            <List.Item onClick={() => navigate('/mine/set/logout-tips')}>注销账号</List.Item>
          </List>
          <List header="登录后默认进入">
            <List.Item>
              <Selector
                columns={2}
                options={[
                  { label: '百家', value: 0 },
                  { label: '首页', value: 1 },
                ]}
                value={[user?.defaultPage ?? 1]}
                onChange={(v) => v.length && v[0] !== user?.defaultPage && void changeDefault(v[0])}
              />
            </List.Item>
          </List>
          {user && <OpsLink userId={user.id} />}
        </>
      ) : (
        <List header="账号">
          <List.Item onClick={() => { rememberReturn('/mine/set/set'); navigate(LOGIN); }}>登录 / 注册</List.Item>
        </List>
      )}
      <List header="通用">
        <List.Item onClick={() => navigate('/mine/set/message')}>消息设置</List.Item>
        <List.Item onClick={() => navigate('/mine/set/feedback')}>意见反馈</List.Item>
        <List.Item onClick={() => navigate('/mine/set/about')}>关于我们</List.Item>
        <List.Item extra={`v${APP_VERSION}`} onClick={() => navigate('/mine/set/version')}>
          版本信息
        </List.Item>
      </List>
      {member && (
        <div className="zp-actions">
          <Button block color="danger" fill="outline" loading={busy} onClick={() => void logout('session')}>
            退出登录
          </Button>
          <Button block fill="none" disabled={busy} onClick={() => void logout('all')}>
            退出所有设备
          </Button>
        </div>
      )}
    </PageLayout>
  );
}
