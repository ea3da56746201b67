/**
 * /mine/person/index: my personal page — profile (avatar, name, signature, city), 关注 / 粉丝 / 好友 counts, the
 * families I belong to, and my posts.
 */
import { Button, List, Tabs } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { followInfo } from '@contract/social';
import { bindList } from '@contract/projects';
import { contentMyList } from '@contract/content';
import { PageLayout } from '@src/components/ui/PageLayout';
import { PagedList } from '@src/components/ui/PagedList';
import { ErrorState, LoadingState } from '@src/components/ui/States';
import { callQuery, useApiInfinite } from '@src/lib/query';
import { Avatar } from '@src/features/vip/index';
import { ContentCardRow } from '@src/features/content/index';
import { useProfile } from '../accounts.queries';
import './person.css';

function Clans() {
  const query = useApiInfinite(bindList, {});
  return (
    <PagedList query={query} list empty="还没有加入家族">
      {(p) => <List.Item key={p.id} description={[p.surname && `${p.surname}氏`, p.area].filter(Boolean).join(' · ')}>{p.name}</List.Item>}
    </PagedList>
  );
}

function Posts() {
  const query = useApiInfinite(contentMyList, {});
  return <PagedList query={query} empty="还没有发布内容">{(c) => <ContentCardRow key={c.id} item={c} />}</PagedList>;
}

export default function PersonPage() {
  const navigate = useNavigate();
  const profile = useProfile();
  const counts = useQuery(callQuery(followInfo, {}));
  if (profile.isPending) return <PageLayout title="个人主页"><LoadingState /></PageLayout>;
  if (profile.isError) return <PageLayout title="个人主页"><ErrorState error={profile.error} onRetry={() => void profile.refetch()} /></PageLayout>;
  const p = profile.data;
  const name = p.nickname || p.realName || `用户${p.id}`;
  const n = counts.data;
  return (
    <PageLayout title="个人主页" grey>
      <header className="zp-person" style={p.background ? { backgroundImage: `url(${p.background})` } : undefined}>
        <Avatar userId={p.id} name={name} photo={p.photo} size={64} />
        <div className="zp-person__who">
          <div className="zp-person__name">{name}</div>
          <div className="zp-person__sub">{[p.city, p.firstName && `${p.firstName}氏`].filter(Boolean).join(' · ') || '未填写地区'}</div>
          <div className="zp-person__sign">{p.signature || '这个人很懒，什么都没写'}</div>
        </div>
        <Button size="mini" onClick={() => navigate('/mine/person/person')}>编辑资料</Button>
      </header>
      <div className="zp-person__counts" role="list" aria-label="关注与好友">
        {([['关注', n?.following, 'friends'], ['粉丝', n?.fans, 'fans'], ['好友', n?.friends, 'friends']] as const).map(([label, v, tab]) => (
          <button type="button" role="listitem" key={label} onClick={() => navigate(`/mine/message/follow?tab=${tab}`)}>
            <b>{v ?? '–'}</b><span>{label}</span>
          </button>
        ))}
      </div>
      <Tabs defaultActiveKey="clans">
        <Tabs.Tab title="我的家族" key="clans"><Clans /></Tabs.Tab>
        <Tabs.Tab title="我的动态" key="posts"><Posts /></Tabs.Tab>
      </Tabs>
    </PageLayout>
  );
}
