/**
 * /mine/person/index: my personal page — profile (avatar, name, signature, city), 关注 / 粉丝 / 好友 counts, the
 * families I chose to show (default: my public ones; 设置展示 picks them), and my posts. With ?id= someone else's page:
 * his profile, his 关注 / 粉丝 / 好友 counts, 关注 / 加好友 (已关注 / 已申请 / 同意 / 已是好友 + 发消息) and the families
 * he shows that I may read (the server filters: GET /user/person/page).
 */
import { useState } from 'react';
import { Button, Checkbox, List, Popup, Tabs, Tag } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { followInfo, type Person, type PersonClanSetting } from '@contract/social';
import { contentMyList } from '@contract/content';
import { confirm, toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { PagedList } from '@src/components/ui/PagedList';
import { EmptyState, ErrorState, LoadingState } from '@src/components/ui/States';
import { callQuery, useApiInfinite } from '@src/lib/query';
import { Avatar } from '@src/features/vip/index';
import { ContentCardRow } from '@src/features/content/index';
import { applyFriend, personQueries, setPersonClans, toggleFollow } from '@src/features/social/index';
import { openConversation } from '@src/features/chat/index';
import { useProfile } from '../accounts.queries';
import './person.css';

/** The families shown on the page of `userId` as I may see them. */
function Clans({ userId, mine, onSetting }: { userId: number; mine: boolean; onSetting?: () => void }) {
  const navigate = useNavigate();
  const q = useQuery(personQueries.page(userId));
  // mine: do I belong to any family at all (else the empty state says how to get one, not how to show one)
  const own = useQuery({ ...personQueries.clans(), enabled: mine });
  if (q.isPending || (mine && own.isPending)) return <LoadingState />;
  if (q.isError) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  if (mine && own.data && !own.data.list.length) {
    return (
      <EmptyState title="还没有加入家族" description="创建或加入家族后，可以选择在个人主页展示">
        <Button size="small" color="primary" onClick={() => navigate('/')}>去创建或加入家族</Button>
      </EmptyState>
    );
  }
  const setting = mine && (
    <div className="zp-person__hint">
      <span>访客只能看到你展示、且他有权查看的家族</span>
      <Button size="mini" color="primary" fill="outline" onClick={onSetting} data-testid="person-clans-setting">设置展示</Button>
    </div>
  );
  if (!q.data.clans.length) {
    return (
      <>
        {setting}
        <EmptyState title={mine ? '个人主页还没有展示家族' : '没有可以查看的家族'}
          description={mine ? '点“设置展示”选择要展示的家族' : undefined} />
      </>
    );
  }
  return (
    <>
      {setting}
      <List>
        {q.data.clans.map((c) => (
          <List.Item key={c.projectId} data-testid="person-clan" onClick={() => navigate(`/clan/index?id=${c.projectId}`)}
            description={[c.surname && `${c.surname}氏`, c.area].filter(Boolean).join(' · ') || undefined}>
            {c.name}
          </List.Item>
        ))}
      </List>
    </>
  );
}

/** Which of my families show on my page: a checklist (members-only ones are still shown only to their members). */
function ClanSetting({ onClose }: { onClose: () => void }) {
  const q = useQuery(personQueries.clans());
  const [picked, setPicked] = useState<number[] | null>(null);
  const [busy, setBusy] = useState(false);
  if (q.isPending) return <LoadingState />;
  if (q.isError) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  const value = picked ?? q.data.list.filter((c) => c.shown).map((c) => c.projectId);
  const save = async () => {
    setBusy(true);
    try {
      await setPersonClans({ projectIds: value });
      toast('已保存', 'success');
      onClose();
    } catch { /* toasted */ } finally {
      setBusy(false);
    }
  };
  const tag = (c: PersonClanSetting) => (c.privacy === 'public' ? undefined : <Tag color="default" fill="outline">{c.privacyName}</Tag>);
  return (
    <div className="zp-person__setting">
      <div className="zp-person__setting-title">在个人主页展示的家族</div>
      <div className="zp-person__setting-note">
        {q.data.custom ? '' : '还没有设置：默认只展示公开的家族。'}
        “仅成员”“凭密码查看”的家族即使展示，也只有有权查看的人能看到。
      </div>
      {q.data.list.length ? (
        <Checkbox.Group value={value} onChange={(v) => setPicked(v as number[])}>
          <List>
            {q.data.list.map((c) => (
              <List.Item key={c.projectId} data-testid="person-clan-option" arrowIcon={false}
                prefix={<Checkbox value={c.projectId} />} extra={tag(c)}
                onClick={() => setPicked(value.includes(c.projectId) ? value.filter((x) => x !== c.projectId) : [...value, c.projectId])}>
                {c.name}
              </List.Item>
            ))}
          </List>
        </Checkbox.Group>
      ) : <EmptyState title="还没有加入家族" />}
      <div className="zp-person__setting-actions">
        <Button block onClick={onClose}>取消</Button>
        <Button block color="primary" loading={busy} disabled={!q.data.list.length} onClick={() => void save()} data-testid="person-clans-save">保存</Button>
      </div>
    </div>
  );
}

function Posts() {
  const query = useApiInfinite(contentMyList, {});
  return <PagedList query={query} empty="还没有发布内容">{(c) => <ContentCardRow key={c.id} item={c} />}</PagedList>;
}

interface Shown { id: number; name: string; photo: string; sub: string; signature: string }

function Header({ p, action }: { p: Shown; action?: React.ReactNode }) {
  return (
    <header className="zp-person">
      <Avatar userId={p.id} name={p.name} photo={p.photo} size={64} />
      <div className="zp-person__who">
        <div className="zp-person__name">{p.name}</div>
        <div className="zp-person__sub">{p.sub || '未填写地区'}</div>
        <div className="zp-person__sign">{p.signature || '这个人很懒，什么都没写'}</div>
      </div>
      {action}
    </header>
  );
}

export default function PersonPage() {
  const [params] = useSearchParams();
  const profile = useProfile();
  const other = Number(params.get('id')) || 0;
  if (profile.isPending) return <PageLayout title="个人主页"><LoadingState /></PageLayout>;
  if (profile.isError) return <PageLayout title="个人主页"><ErrorState error={profile.error} onRetry={() => void profile.refetch()} /></PageLayout>;
  if (other && other !== profile.data.id) return <OtherPage id={other} />;
  return <MyPage />;
}

function MyPage() {
  const navigate = useNavigate();
  const profile = useProfile();
  const counts = useQuery(callQuery(followInfo, {}));
  const [setting, setSetting] = useState(false);
  const p = profile.data!;
  const name = p.nickname || p.realName || `用户${p.id}`;
  const n = counts.data;
  return (
    <PageLayout title="个人主页" grey>
      <Header p={{ id: p.id, name, photo: p.photo, signature: p.signature, sub: [p.city, p.firstName && `${p.firstName}氏`].filter(Boolean).join(' · ') }}
        action={<Button size="mini" onClick={() => navigate('/mine/person/person')}>编辑资料</Button>} />
      <div className="zp-person__counts" role="list" aria-label="关注与好友">
        {([['关注', n?.following, 'friends'], ['粉丝', n?.fans, 'fans'], ['好友', n?.friends, 'friends']] as const).map(([label, v, tab]) => (
          <button type="button" role="listitem" key={label} onClick={() => navigate(`/mine/message/follow?tab=${tab}`)}>
            <b>{v ?? '–'}</b><span>{label}</span>
          </button>
        ))}
      </div>
      <Tabs defaultActiveKey="clans" style={{ background: '#fff' }}>
        <Tabs.Tab title="我的家族" key="clans"><Clans userId={p.id} mine onSetting={() => setSetting(true)} /></Tabs.Tab>
        <Tabs.Tab title="我的动态" key="posts"><Posts /></Tabs.Tab>
      </Tabs>
      <Popup visible={setting} onMaskClick={() => setSetting(false)} bodyStyle={{ maxHeight: '80vh', overflow: 'auto' }} destroyOnClose>
        <ClanSetting onClose={() => setSetting(false)} />
      </Popup>
    </PageLayout>
  );
}

/** His counts: shown, not links (the lists are one's own). */
function Counts({ n }: { n?: { following: number; fans: number; friends: number } | undefined }) {
  return (
    <div className="zp-person__counts" role="list" aria-label="关注与好友">
      {([['关注', n?.following], ['粉丝', n?.fans], ['好友', n?.friends]] as const).map(([label, v]) => (
        <div role="listitem" key={label} data-testid={`person-count-${label}`}><b>{v ?? '–'}</b><span>{label}</span></div>
      ))}
    </div>
  );
}

/** 关注 and 加好友 on his page, showing where we stand. */
function Relation({ p }: { p: Person }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState<'' | 'follow' | 'friend'>('');
  const run = async (what: 'follow' | 'friend', f: () => Promise<unknown>, done?: string) => {
    setBusy(what);
    try {
      await f();
      if (done) toast(done, 'success');
    } catch { /* shown */ } finally {
      setBusy('');
    }
  };
  const follow = () => run('follow', async () => {
    if (p.following && !(await confirm(`确定不再关注${p.name}吗？`))) return;
    await toggleFollow({ id: p.id });
  });
  const chat = () => run('friend', async () => navigate(`/pages/chat/index?id=${(await openConversation({ kind: 'direct', targetId: p.id })).id}`));
  return (
    <div className="zp-person__actions">
      <Button block size="small" loading={busy === 'follow'} color={p.following ? 'default' : 'primary'} fill={p.following ? 'outline' : 'solid'}
        data-testid="person-follow" onClick={() => void follow()}>
        {p.following ? '已关注' : '关注'}
      </Button>
      {p.friend ? (
        <>
          <Button block size="small" disabled data-testid="person-friend">已是好友</Button>
          <Button block size="small" color="primary" loading={busy === 'friend'} onClick={() => void chat()}>发消息</Button>
        </>
      ) : p.pending === 'sent' ? (
        <Button block size="small" disabled data-testid="person-friend">已申请</Button>
      ) : (
        <Button block size="small" color="primary" loading={busy === 'friend'} data-testid="person-friend"
          onClick={() => void run('friend', () => applyFriend({ id: p.id }), p.pending === 'received' ? '已成为好友' : '已发送好友申请')}>
          {p.pending === 'received' ? '同意好友申请' : '加好友'}
        </Button>
      )}
    </div>
  );
}

function OtherPage({ id }: { id: number }) {
  const q = useQuery(personQueries.page(id));
  if (q.isPending) return <PageLayout title="个人主页"><LoadingState /></PageLayout>;
  if (q.isError) return <PageLayout title="个人主页"><ErrorState error={q.error} onRetry={() => void q.refetch()} /></PageLayout>;
  const p = q.data.person;
  const rel = p.friend ? '好友' : p.followsMe ? '关注了你' : '';
  return (
    <PageLayout title={`${p.name}的主页`} grey>
      <Header p={{ id: p.id, name: p.name, photo: p.photo, signature: p.signature, sub: [p.city, rel].filter(Boolean).join(' · ') }} />
      <Counts n={q.data.counts} />
      <Relation p={p} />
      <List header="他的家族" />
      <Clans userId={id} mine={false} />
    </PageLayout>
  );
}
