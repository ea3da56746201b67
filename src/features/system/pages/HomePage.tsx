/** 首页: a simple entrance for guests and members (the clans issue builds the full home). */
import { useState } from 'react';
import { Button, Grid, List, NoticeBar } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { PageLayout } from '@src/components/ui/PageLayout';
import { userInfoAtom } from '@src/app/store';
import { isLoggedIn } from '@src/app/guard';
import { ScanSheet } from '../components/ScanSheet';

const ENTRIES = [
  { to: '/pages/baijia/index', text: '我的家族', icon: '族' },
  { to: '/pages/zupu/shupu/index', text: '族谱树', icon: '谱' },
  { to: '/seekroot/index', text: '寻根', icon: '根' },
  { to: '/sacrifice/index', text: '祭祀', icon: '祭' },
  { to: '/surname/index', text: '姓氏', icon: '姓' },
  { to: '/village/index', text: '村落', icon: '村' },
  { to: '/clan/book/index', text: '家谱书', icon: '书' },
  { to: '/ebook/index', text: '电子书', icon: '典' },
  { to: '/mall/index', text: '商城', icon: '商' },
  { to: '/luck/almanac/index', text: '黄历', icon: '历' },
  { to: '/luck/index', text: '起名', icon: '名' },
  { to: '/school/index', text: '学堂', icon: '学' },
];

export default function HomePage() {
  const navigate = useNavigate();
  const user = useAtomValue(userInfoAtom);
  const [scan, setScan] = useState(false);
  const member = isLoggedIn(user);
  return (
    <PageLayout
      title="族谱"
      noBack
      right={
        <a onClick={() => setScan(true)} style={{ fontSize: 14 }} role="button">
          扫一扫
        </a>
      }
    >
      <section className="zp-home-banner">
        <h1>寻根问祖</h1>
        <p>修家谱、续世系、寻宗亲，让家族的记忆代代相传</p>
        {!member && (
          <Button size="small" style={{ marginTop: 14 }} onClick={() => navigate('/pages/account/index')}>
            登录 / 注册
          </Button>
        )}
        {member && <p style={{ marginTop: 12 }}>欢迎回来，{user?.nickname || '族人'}</p>}
      </section>
      {!member && <NoticeBar content="您正在以游客身份浏览，登录后可创建和管理家族" color="alert" />}
      <Grid columns={4} gap={0} style={{ padding: '8px 0' }}>
        {ENTRIES.map((e) => (
          <Grid.Item key={e.to} onClick={() => navigate(e.to)}>
            <div className="zp-grid-item">
              <span className="zp-grid-item__icon">{e.icon}</span>
              <span className="zp-grid-item__text">{e.text}</span>
            </div>
          </Grid.Item>
        ))}
      </Grid>
      <List header="常用">
        <List.Item onClick={() => navigate('/mine/index')}>个人中心</List.Item>
        <List.Item onClick={() => navigate('/find/index')}>发现</List.Item>
        <List.Item onClick={() => navigate('/content/news-list')}>新闻资讯</List.Item>
      </List>
      <ScanSheet visible={scan} onClose={() => setScan(false)} />
    </PageLayout>
  );
}
