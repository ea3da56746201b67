/**
 * The home (/pages/index/index): my counts, search, the groups of /project/groups (采丁表单, 精选范例), my families
 * paged 20 at a time (/project/list/v2/all, hasNext), and the create-family guide when the first page of an empty
 * search has no family of my own. The 家谱书 tile asks for which clan (BookClanPicker).
 */
import { Button, Grid, List, NoticeBar, SearchBar } from 'antd-mobile';
import { PullRefresh } from '@src/components/ui/PullRefresh';
import { lazy, Suspense, useState } from 'react';
import { rememberReturn } from '@src/features/accounts/index';
import { LOGIN } from '@src/app/guard';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { groups, listAll, type ProjectItem } from '@contract/projects';
import { userInfoAtom, useAtomValue } from '@src/app/store';
import { PageLayout } from '@src/components/ui/PageLayout';
import { EmptyState, ErrorState } from '@src/components/ui/States';
import { useApiInfinite, useApiQuery } from '@src/lib/query';
import { PagedList } from '@src/components/ui/PagedList';
import { ProjectCard } from '../components/ProjectCard';
import { ownedCount, PAGE_SIZE, showCreateGuide, statItems } from '../home-model';
import '../clans.css';
import { favoriteProject, resetProjectList } from '../clans.queries';

// Sheets the first view does not show load when opened (first load: the home route loads only what it shows).
const ScanSheet = lazy(() => import('@src/features/system/index').then((m) => ({ default: m.ScanSheet })));
const BookClanPicker = lazy(() => import('../components/BookClanPicker').then((m) => ({ default: m.BookClanPicker })));
const CreateProjectPopup = lazy(() => import('../components/CreateProjectPopup').then((m) => ({ default: m.CreateProjectPopup })));

/** The other parts of the app, one tap from home. */
const ENTRIES = [
  { to: '/pages/baijia/index', text: '百家姓', icon: '姓' },
  { to: '/subpages/caiding/family', text: '我的家庭', icon: '家' },
  { to: '/seekroot/index', text: '寻根', icon: '根' },
  { to: '/sacrifice/index', text: '祭祀', icon: '祭' },
  { to: '/clan/book/index', text: '家谱书', icon: '书' },
  { to: '/luck/almanac/index', text: '黄历', icon: '历' },
  { to: '/luck/index', text: '起名', icon: '名' },
  { to: '/mine/index', text: '我的', icon: '我' },
];

export default function HomePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const user = useAtomValue(userInfoAtom);
  const loggedIn = !!user && user.id !== 1;
  const [query, setQuery] = useState(params.get('query') ?? '');
  // ?create=1: back from the login that 登录后创建家族 started — the form opens
  const [creating, setCreating] = useState(() => params.get('create') === '1' && loggedIn);
  const [scan, setScan] = useState(false);
  const [bookPick, setBookPick] = useState(false);
  const grouped = useApiQuery(groups, {}, { enabled: loggedIn || !!user });
  const mine = useApiInfinite(listAll, { query: query || undefined }, { pageSize: PAGE_SIZE });
  const firstPage = mine.data?.pages[0];
  const guide = showCreateGuide(query, firstPage);
  const open = (p: ProjectItem) => navigate(`/clan/index?id=${p.id}`);
  const toggleFavorite = async (p: ProjectItem) => {
    await favoriteProject({ id: p.id, favorite: p.favorite ? 0 : 1 });
  };
  /** spec §4: a refresh goes back to page 1 with an empty list (the infinite query is reset, not refetched page by page). */
  const refresh = async () => {
    await resetProjectList();
    await grouped.refetch();
  };
  const owned = ownedCount([mine.data?.pages.flatMap((pg): readonly ProjectItem[] => pg.list) ?? [], ...(grouped.data?.list.map((g) => g.list) ?? [])]);
  const shownGroups = query ? [] : (grouped.data?.list ?? []).filter((g) => g.key !== 'mine' && g.list.length);

  return (
    <PageLayout title="族谱" noBack grey right={
      <span className="cl-row">
        <Button size="mini" fill="none" onClick={() => navigate('/clan/history')}>最近</Button>
        <Button size="mini" fill="none" onClick={() => setScan(true)}>扫一扫</Button>
      </span>
    }>
      <PullRefresh onRefresh={refresh}>
      {!loggedIn && <NoticeBar content="您正在以游客身份浏览，登录后可创建和管理家族" color="alert" />}
      <Grid columns={4} gap={0} style={{ padding: '8px 0', background: '#fff' }}>
        {ENTRIES.map((e) => (
          <Grid.Item key={e.to} onClick={() => (e.to === '/clan/book/index' && loggedIn ? setBookPick(true) : navigate(e.to))}>
            <div className="zp-grid-item"><span className="zp-grid-item__icon">{e.icon}</span><span className="zp-grid-item__text">{e.text}</span></div>
          </Grid.Item>
        ))}
      </Grid>
      <div className="cl-page">
        {grouped.data && (
          <div className="cl-card cl-stats" aria-label="我的家族统计">
            {statItems(grouped.data.stats).map((s) => (
              <div key={s.key}><div className="cl-stats__value">{s.value}</div><div className="cl-muted">{s.label}</div></div>
            ))}
          </div>
        )}
        <SearchBar placeholder="搜索家族名称或姓氏" defaultValue={query} onSearch={(v) => setQuery(v.trim())} onClear={() => setQuery('')} />
        {guide && (
          <div className="cl-card cl-guide">
            <div className="cl-guide__title">创建您的家族</div>
            <div className="cl-muted">还没有自己的家族。创建家族后即可录入始祖、添加子孙、设置字辈，并邀请族人一起修谱。</div>
            <Button color="primary" style={{ marginTop: 10 }} onClick={() => {
              if (loggedIn) return setCreating(true);
              rememberReturn('/pages/index/index?create=1');
              navigate(LOGIN);
            }}>
              {loggedIn ? '立即创建家族' : '登录后创建家族'}
            </Button>
            <div className="cl-muted" style={{ marginTop: 6 }}>也可以先看看下面的精选范例</div>
          </div>
        )}
        {grouped.isError && <ErrorState error={grouped.error} onRetry={() => void grouped.refetch()} />}
        {shownGroups.map((g) => (
          <div key={g.key}>
            <div className="cl-subtitle">{g.name}</div>
            <List>{g.list.map((p) => <ProjectCard key={p.id} p={p} onOpen={() => open(p)} />)}</List>
          </div>
        ))}
        <div className="cl-row" style={{ justifyContent: 'space-between' }}>
          <div className="cl-subtitle">{query ? `“${query}”的搜索结果` : '我的家族'}</div>
          {loggedIn && !guide && <Button size="mini" color="primary" fill="outline" onClick={() => setCreating(true)}>创建家族</Button>}
        </div>
        <PagedList query={mine} refresh={false} empty={<EmptyState title={query ? '没有找到相关家族' : '暂无家族'} />} all={(items) => {
          const list = query ? items : items.filter((p) => !p.isExample);
          if (!list.length) return <EmptyState title="还没有自己的家族" />;
          return <List>{list.map((p) => <ProjectCard key={p.id} p={p} onOpen={() => open(p)} onFavorite={loggedIn ? () => void toggleFavorite(p) : undefined} />)}</List>;
        }} />
      </div>
      </PullRefresh>
      <Suspense fallback={null}>
        {scan && <ScanSheet visible onClose={() => setScan(false)} />}
        {creating && (
          <CreateProjectPopup visible owned={owned} onClose={() => setCreating(false)}
            onCreated={(p) => { setCreating(false); navigate(`/clan/index?id=${p.id}`); }} />
        )}
        {bookPick && <BookClanPicker onClose={() => setBookPick(false)} onCreate={() => { setBookPick(false); setCreating(true); }} />}
      </Suspense>
    </PageLayout>
  );
}
