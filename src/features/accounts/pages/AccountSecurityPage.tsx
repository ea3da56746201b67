/**
 * /mine/set/account: 账号与安全 over the account calls — phone, password, WeChat binding (the server says when WeChat
 * login is not configured), who may find me, sign-out of every device, and account cancellation.
 */
import { useState } from 'react';
import { List, Picker } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import * as acc from '@contract/accounts';
import { FINDABLE, FINDABLE_NAMES, privacyGet, type Findable } from '@contract/social';
import { confirm, toast } from '@src/app/shell/feedback';
import { isLoggedIn, LOGIN } from '@src/app/guard';
import { userInfoAtom, useAtomValue } from '@src/app/store';
import { PageLayout } from '@src/components/ui/PageLayout';
import { EmptyState } from '@src/components/ui/States';
import { HOME_PATH } from '@src/components/ui/use-back';
import { callQuery } from '@src/lib/query';
import { mutation } from '@src/lib/mutation';
import { setPrivacy } from '@src/features/social/social.queries';
import { logoutAndBecomeGuest, rememberReturn } from '../session';

const bindWx = mutation(acc.bindWxInfo);

export default function AccountSecurityPage() {
  const navigate = useNavigate();
  const user = useAtomValue(userInfoAtom);
  const member = isLoggedIn(user);
  const privacy = useQuery({ ...callQuery(privacyGet, {}), enabled: member });
  const [picking, setPicking] = useState(false);

  if (!member) {
    return (
      <PageLayout title="账号与安全" grey>
        <EmptyState title="登录后管理账号与安全">
          <a onClick={() => { rememberReturn('/mine/set/account'); navigate(LOGIN); }}>登录 / 注册</a>
        </EmptyState>
      </PageLayout>
    );
  }

  const wechat = async () => {
    try { await bindWx({}); toast('已绑定微信', 'success'); } catch { /* the server's message is shown (未配置微信登录) */ }
  };
  const everywhere = async () => {
    if (!(await confirm({ content: '将退出此账号在所有设备上的登录（包括本机），确定吗？', confirmText: '全部退出', danger: true }))) return;
    await logoutAndBecomeGuest('all');
    toast('已退出所有设备');
    navigate(HOME_PATH, { replace: true });
  };
  const findable = privacy.data?.findable as Findable | undefined;

  return (
    <PageLayout title="账号与安全" grey>
      <List header="登录方式">
        <List.Item extra={user?.phone || '未绑定'} onClick={() => navigate('/mine/set/alter-phone')}>手机号</List.Item>
        <List.Item extra={user?.hasPassword ? '已设置' : '未设置'} onClick={() => navigate('/mine/set/alter-password')}>登录密码</List.Item>
        <List.Item extra="未绑定" onClick={() => void wechat()}>微信</List.Item>
      </List>
      <List header="隐私">
        <List.Item extra={findable ? FINDABLE_NAMES[findable] : privacy.isError ? '加载失败' : '加载中'} onClick={() => setPicking(true)}>谁可以找到我</List.Item>
        <List.Item description="默认只展示公开的家族" onClick={() => navigate('/mine/person/index')}>个人主页展示的家族</List.Item>
      </List>
      <List header="设备与账号">
        <List.Item description="在其他手机或电脑上登录过时，可一键全部退出" onClick={() => void everywhere()}>退出所有设备</List.Item>
        <List.Item description="注销后账号资料将被清除，且无法恢复" onClick={() => navigate('/mine/set/logout-tips')}>注销账号</List.Item>
      </List>
      <Picker
        columns={[FINDABLE.map((f) => ({ label: FINDABLE_NAMES[f], value: f }))]}
        visible={picking}
        value={findable ? [findable] : []}
        onClose={() => setPicking(false)}
        onConfirm={(v) => {
          const next = v[0] as Findable | undefined;
          if (next && next !== findable) void setPrivacy({ findable: next }).then(() => toast('已设置', 'success')).catch(() => {});
        }}
      />
    </PageLayout>
  );
}
