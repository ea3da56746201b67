/**
 * /mine/message/follow: 找族人 (search, 同名的人, 同城的人), 好友, 好友申请, 粉丝, with the counts of /follow/info and
 * my privacy setting (谁可以找到我).
 */
import { useState } from 'react';
import { Badge, Button, List, SearchBar, Selector, Tabs } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import * as c from '@contract/social';
import { toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { PagedList } from '@src/components/ui/PagedList';
import { useApiInfinite } from '@src/lib/query';
import { confirmFriend, rejectFriend, setPrivacy, socialQueries } from '../social.queries';
import { PersonRow } from '../components/PersonRow';

type Find = { kind: 'search'; kw: string } | { kind: 'name'; name: string } | { kind: 'city'; city: string } | null;

function FindResults({ find }: { find: Exclude<Find, null> }) {
  const search = useApiInfinite(c.userSearch, { kw: find.kind === 'search' ? find.kw : '' }, { enabled: find.kind === 'search' });
  const name = useApiInfinite(c.userSameName, { name: find.kind === 'name' ? find.name : '' }, { enabled: find.kind === 'name' });
  const city = useApiInfinite(c.userSameCity, { city: find.kind === 'city' ? find.city : '' }, { enabled: find.kind === 'city' });
  const query = find.kind === 'search' ? search : find.kind === 'name' ? name : city;
  return (
    <PagedList query={query} list refresh={false} empty={find.kind === 'search' ? '没有找到，换个关键词试试' : find.kind === 'name' ? '暂时没有同名的人' : '暂时没有同城的人'}>
      {(p) => <PersonRow key={p.id} p={p} />}
    </PagedList>
  );
}

function FindTab() {
  const [find, setFind] = useState<Find>(null);
  const [kw, setKw] = useState('');
  const privacy = useQuery(socialQueries.privacy());
  return (
    <>
      <div style={{ padding: '8px 12px', background: '#fff' }}>
        <SearchBar placeholder="输入姓名、昵称或手机号" value={kw} onChange={setKw} onSearch={(v) => v.trim() && setFind({ kind: 'search', kw: v.trim() })} />
        <div style={{ display: 'flex', gap: 8, marginTop: 8 }}>
          <Button size="small" onClick={() => setFind({ kind: 'name', name: kw.trim() })}>{kw.trim() ? `叫“${kw.trim()}”的人` : '和我同名的人'}</Button>
          <Button size="small" onClick={() => setFind({ kind: 'city', city: '' })}>和我同城的人</Button>
        </div>
      </div>
      {find && <FindResults find={find} />}
      <List header="谁可以通过搜索、同名、同城找到我" style={{ marginTop: 8 }}>
        <List.Item>
          <Selector
            columns={3}
            options={c.FINDABLE.map((k) => ({ label: c.FINDABLE_NAMES[k], value: k }))}
            value={privacy.data ? [privacy.data.findable] : []}
            onChange={(v) => { if (v[0]) setPrivacy({ findable: v[0] }).then(() => toast('已保存', 'success'), () => {}); }}
          />
        </List.Item>
      </List>
    </>
  );
}

function RequestsTab() {
  const query = useApiInfinite(c.friendRequestList, {});
  const act = async (f: () => Promise<unknown>, done: string) => {
    try {
      await f();
      toast(done, 'success');
    } catch { /* shown */ }
  };
  return (
    <PagedList query={query} list empty="暂无好友申请">
      {(r) => (
        <List.Item
          key={r.id}
          data-testid="friend-request"
          description={r.from.city || undefined}
          extra={r.status === 'pending' ? (
            <div style={{ display: 'flex', gap: 6 }}>
              <Button size="mini" color="primary" onClick={() => void act(() => confirmFriend({ id: r.id }), '已成为好友')}>同意</Button>
              <Button size="mini" onClick={() => void act(() => rejectFriend({ id: r.id }), '已拒绝')}>拒绝</Button>
            </div>
          ) : <span style={{ color: '#999', fontSize: 13 }}>{r.statusName}</span>}
        >
          {r.from.name} 请求加你为好友
        </List.Item>
      )}
    </PagedList>
  );
}

function FriendsTab() {
  return <PagedList query={useApiInfinite(c.friendList, {})} list empty="还没有好友，去“找族人”看看">{(p) => <PersonRow key={p.id} p={p} />}</PagedList>;
}

function FansTab() {
  return <PagedList query={useApiInfinite(c.friendFans, {})} list empty="还没有人关注你">{(p) => <PersonRow key={p.id} p={p} fan />}</PagedList>;
}

export default function FollowPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') ?? 'find';
  const info = useQuery(socialQueries.info());
  const n = info.data;
  return (
    <PageLayout title="好友与关注" grey>
      <Tabs activeKey={tab} onChange={(k) => setParams({ tab: k }, { replace: true })}>
        <Tabs.Tab title="找族人" key="find"><FindTab /></Tabs.Tab>
        <Tabs.Tab title={`好友${n ? ` ${n.friends}` : ''}`} key="friends"><FriendsTab /></Tabs.Tab>
        <Tabs.Tab title={<Badge content={n?.requests ? n.requests : null}>申请</Badge>} key="requests"><RequestsTab /></Tabs.Tab>
        <Tabs.Tab title={`粉丝${n ? ` ${n.fans}` : ''}`} key="fans"><FansTab /></Tabs.Tab>
      </Tabs>
    </PageLayout>
  );
}
