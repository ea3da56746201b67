/**
 * One surname (`?id=` the surname):
 * - /surname/v2/index: its card (郡望, rank, 同姓 counts), the sections, set as my surname, the comments;
 * - /surname/v2/basic: basic facts (licensed data and platform counts) and its old registers;
 * - /surname/v2/source (源流), /surname/v2/renwen (文章与资讯), /surname/v2/famous-person (名人与始祖),
 *   /surname/celebrity-list, /surname/ancestor-list, /surname/temple (宗祠 and the platform's public halls);
 * - /surname/v2/pedigree (branches by 郡望 and 堂号 with the public clans), /surname/v2/pedigree-details (&key=);
 * - /surname/v2/plaza: posts of the surname's public clans and users, and the comments.
 * Editorial sections show an empty state until staff have written them (nothing is invented).
 */
import { Button, Tabs } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as c from '@contract/surname';
import { useApiInfinite, useApiQuery } from '@src/lib/query';
import { fenToCurrency } from '@src/lib/format';
import { PageLayout } from '@src/components/ui/PageLayout';
import { PagedList } from '@src/components/ui/PagedList';
import { EmptyState, QueryView } from '@src/components/ui/States';
import { DateTime } from '@src/components/ui/DateTime';
import { toast } from '@src/app/shell/feedback';
import { Comments, ContentList, ContentRow, SurnameBadge, useLoggedIn, useSurnameParam } from '../components';
import { setMySurname } from '../surname.queries';
import '../surname.css';

const NO_SURNAME = <EmptyState title="姓氏不存在" />;

const SECTIONS = [
  { to: '/surname/v2/basic', name: '基本信息', kind: '' },
  { to: '/surname/v2/source', name: '姓氏源流', kind: 'origin' },
  { to: '/surname/v2/famous-person', name: '历史名人', kind: 'celebrity' },
  { to: '/surname/ancestor-list', name: '始祖', kind: 'ancestor' },
  { to: '/surname/temple', name: '宗祠', kind: 'temple' },
  { to: '/surname/v2/renwen', name: '人文资讯', kind: 'article' },
  { to: '/surname/v2/pedigree', name: '姓氏谱系', kind: '' },
  { to: '/surname/v2/plaza', name: '姓氏广场', kind: '' },
] as const;

export function SurnameHomePage() {
  const navigate = useNavigate();
  const { id } = useSurnameParam();
  const info = useApiQuery(c.surnameInfo, { id }, { enabled: id > 0 });
  const { loggedIn, login } = useLoggedIn(`/surname/v2/index?id=${id}`);
  if (!id) return <PageLayout title="姓氏">{NO_SURNAME}</PageLayout>;
  return (
    <PageLayout title={info.data ? `${info.data.name}姓` : '姓氏'} grey>
      <div className="zp-sn">
        <QueryView query={info}>
          {(s) => (
            <>
              <div className="zp-sn-hero" data-testid="sn-hero">
                <SurnameBadge name={s.name} big />
                <div>
                  <h2>{s.name}姓 <small>{s.pinyin}</small></h2>
                  <p>{s.junwang ? <>郡望 <b data-testid="sn-junwang">{s.junwang}</b></> : '郡望未载'}{s.rank ? ` · 常见度第${s.rank}位` : ''}{s.bjxIndex ? ` · 百家姓第${s.bjxIndex}位` : ''}</p>
                  <p>平台同姓 {s.users} 人 · 公开族谱 {s.clans} 部 · 族人 {s.members} 人</p>
                </div>
              </div>
              <div className="zp-sn-actions">
                {s.mine ? <span className="zp-sn-muted">这是我的姓氏</span> : (
                  <Button size="small" color="primary" onClick={() => (loggedIn ? void setMySurname({ id }).then(() => toast('已设为我的姓氏', 'success')).catch(() => {}) : login())}>
                    设为我的姓氏
                  </Button>
                )}
              </div>
              <div className="zp-sn-sections">
                {SECTIONS.map((x) => (
                  <div key={x.to} className="zp-sn-section" role="link" onClick={() => navigate(`${x.to}?id=${id}`)}>
                    <b>{x.name}</b><small>{x.kind ? `${s.counts[x.kind] ?? 0}篇` : ' '}</small>
                  </div>
                ))}
              </div>
            </>
          )}
        </QueryView>
        <Comments surnameId={id} back={`/surname/v2/index?id=${id}`} />
      </div>
    </PageLayout>
  );
}

export function BasicPage() {
  const navigate = useNavigate();
  const { id, q } = useSurnameParam();
  const members = useApiQuery(c.surnameMemberInfo, { id }, { enabled: id > 0 });
  const books = useApiQuery(c.surnameProduct, { id }, { enabled: id > 0 });
  if (!id) return <PageLayout title="基本信息">{NO_SURNAME}</PageLayout>;
  return (
    <PageLayout title="基本信息" grey>
      <div className="zp-sn">
        <QueryView query={q}>
          {(s) => (
            <div className="zp-sn-card">
              <h3>{s.name}姓</h3>
              <div className="zp-sn-kv"><span>拼音</span><span>{s.pinyin}</span></div>
              <div className="zp-sn-kv"><span>单姓/复姓</span><span>{s.compound ? '复姓' : '单姓'}</span></div>
              <div className="zp-sn-kv"><span>百家姓</span><span>{s.bjxIndex ? `第${s.bjxIndex}位` : '未收录'}</span></div>
              <div className="zp-sn-kv"><span>郡望</span><span>{s.junwang || '未载'}</span></div>
              <div className="zp-sn-kv"><span>常见度排名</span><span>{s.rank ? `第${s.rank}位` : '—'}</span></div>
              {members.data && (
                <>
                  <div className="zp-sn-kv"><span>平台同姓用户</span><span>{members.data.users}人</span></div>
                  <div className="zp-sn-kv"><span>公开族谱</span><span>{members.data.clans}部 · 族人{members.data.members}人</span></div>
                </>
              )}
              <p className="zp-sn-muted">百家姓与郡望据 chinese-poetry《百家姓》；排名据 Chinese-Names-Corpus。</p>
            </div>
          )}
        </QueryView>
        <div className="zp-sn-card">
          <h3>本姓古谱</h3>
          <QueryView query={books}>
            {(b) => (b.list.length === 0 ? <p className="zp-sn-muted">暂无本姓古谱</p> : b.list.map((x) => (
              <div key={x.id} className="zp-sn-kv" role="link" onClick={() => navigate(`/seekroot/book-details?id=${x.id}`)}>
                <span>{x.title}</span><span>{[x.hall, x.yearText].filter(Boolean).join(' · ')}{x.price > 0 ? ` · ${fenToCurrency(x.price)}` : ''}</span>
              </div>
            )))}
          </QueryView>
        </div>
      </div>
    </PageLayout>
  );
}

function ArticlesOf({ title, kind, empty }: { title: string; kind?: 'origin' | 'article' | 'news'; empty: string }) {
  const { id } = useSurnameParam();
  const list = useApiInfinite(c.surnameArticles, { id, ...(kind ? { kind } : {}) }, { enabled: id > 0 });
  if (!id) return <PageLayout title={title}>{NO_SURNAME}</PageLayout>;
  return <PageLayout title={title} grey><div className="zp-sn"><ContentList query={list} empty={empty} /></div></PageLayout>;
}

export const SourcePage = () => <ArticlesOf title="姓氏源流" kind="origin" empty="本姓源流尚待编写" />;
export const RenwenPage = () => <ArticlesOf title="人文资讯" empty="本姓暂无文章与资讯" />;

function PeopleOf({ title, kind }: { title: string; kind: 'celebrity' | 'ancestor' }) {
  const navigate = useNavigate();
  const { id } = useSurnameParam();
  const list = useApiInfinite(c.surnameCelebrities, { id, kind }, { enabled: id > 0 });
  if (!id) return <PageLayout title={title}>{NO_SURNAME}</PageLayout>;
  return (
    <PagedList query={list} empty={kind === 'celebrity' ? '本姓名人尚待编写' : '本姓始祖尚待编写'}>
      {(x) => <ContentRow key={x.id} x={x} onOpen={() => navigate(`/surname/details?id=${x.id}`)} />}
    </PagedList>
  );
}

export const CelebrityListPage = () => <PageLayout title="历史名人" grey><div className="zp-sn"><PeopleOf title="历史名人" kind="celebrity" /></div></PageLayout>;
export const AncestorListPage = () => <PageLayout title="始祖" grey><div className="zp-sn"><PeopleOf title="始祖" kind="ancestor" /></div></PageLayout>;

export function FamousPersonPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'ancestor' ? 'ancestor' : 'celebrity';
  return (
    <PageLayout title="名人与始祖" grey>
      <Tabs activeKey={tab} onChange={(k) => setParams({ id: params.get('id') ?? '', tab: k }, { replace: true })}>
        <Tabs.Tab key="celebrity" title="历史名人" /><Tabs.Tab key="ancestor" title="始祖" />
      </Tabs>
      <div className="zp-sn"><PeopleOf key={tab} title="名人与始祖" kind={tab} /></div>
    </PageLayout>
  );
}

export function TemplePage() {
  const navigate = useNavigate();
  const { id } = useSurnameParam();
  const q = useApiQuery(c.surnameHalls, { id }, { enabled: id > 0 });
  if (!id) return <PageLayout title="宗祠">{NO_SURNAME}</PageLayout>;
  return (
    <PageLayout title="宗祠" grey>
      <div className="zp-sn">
        <QueryView query={q}>
          {(d) => (
            <>
              <div className="zp-sn-card">
                <h3>著名宗祠</h3>
                {d.temples.length === 0 ? <p className="zp-sn-muted">尚待编写</p>
                  : d.temples.map((x) => <ContentRow key={x.id} x={x} onOpen={() => navigate(`/surname/details?id=${x.id}`)} />)}
              </div>
              <div className="zp-sn-card">
                <h3>平台上的祠堂</h3>
                {d.halls.length === 0 ? <p className="zp-sn-muted">本姓公开族谱还没有建祠堂</p> : d.halls.map((h) => (
                  <div key={h.id} className="zp-sn-kv" role="link" onClick={() => navigate(`/sacrifice/hall/detail?id=${h.id}`)}>
                    <span>{h.name}{h.hallName && ` · ${h.hallName}`}</span><span>{h.address || `${h.visits}次祭拜`}</span>
                  </div>
                ))}
              </div>
            </>
          )}
        </QueryView>
      </div>
    </PageLayout>
  );
}

export function PedigreePage() {
  const navigate = useNavigate();
  const { id } = useSurnameParam();
  const q = useApiQuery(c.surnamePedigree, { id }, { enabled: id > 0 });
  if (!id) return <PageLayout title="姓氏谱系">{NO_SURNAME}</PageLayout>;
  return (
    <PageLayout title="姓氏谱系" grey>
      <div className="zp-sn">
        <QueryView query={q}>
          {(d) => (d.branches.length === 0 ? <EmptyState title="暂无谱系" description="本姓郡望未载，平台上也还没有公开族谱" /> : (
            <div className="zp-sn-tree" data-testid="sn-pedigree">
              <div className="zp-sn-tree__root"><SurnameBadge name={d.surname.name} /> {d.surname.name}氏</div>
              {d.branches.map((b) => (
                <div key={b.key} className="zp-sn-branch" role="link" data-testid="sn-branch"
                  onClick={() => navigate(`/surname/v2/pedigree-details?id=${id}&key=${encodeURIComponent(b.key)}`)}>
                  <b>{b.name}</b><small>{b.kind === 'junwang' ? '郡望' : b.kind === 'hall' ? '堂号' : ''} · 公开族谱 {b.clans.length} 部</small>
                </div>
              ))}
            </div>
          ))}
        </QueryView>
      </div>
    </PageLayout>
  );
}

export function PedigreeDetailsPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { id } = useSurnameParam();
  const key = params.get('key') ?? '';
  const q = useApiQuery(c.surnamePedigree, { id }, { enabled: id > 0 });
  const branch = q.data?.branches.find((b) => b.key === key);
  if (!id) return <PageLayout title="谱系详情">{NO_SURNAME}</PageLayout>;
  return (
    <PageLayout title={branch?.name ?? '谱系详情'} grey>
      <div className="zp-sn">
        <QueryView query={q}>
          {() => (!branch ? <EmptyState title="分支不存在" /> : branch.clans.length === 0 ? (
            <EmptyState title="此分支下暂无公开族谱" description="各地同宗创建并公开族谱后会显示在这里" />
          ) : branch.clans.map((cl) => (
            <div key={`${cl.projectId}-${cl.clanId}`} className="zp-sn-card" role="link" onClick={() => navigate(`/clan/index?id=${cl.projectId}`)}>
              <b>{cl.name}</b>
              <div className="zp-sn-muted">{[cl.hall, cl.area].filter(Boolean).join(' · ') || '—'} · {cl.members}人</div>
            </div>
          )))}
        </QueryView>
      </div>
    </PageLayout>
  );
}

export function PlazaPage() {
  const { id } = useSurnameParam();
  const posts = useApiInfinite(c.surnamePlaza, { id }, { enabled: id > 0 });
  if (!id) return <PageLayout title="姓氏广场">{NO_SURNAME}</PageLayout>;
  return (
    <PageLayout title="姓氏广场" grey>
      <div className="zp-sn">
        <div className="zp-sn-card">
          <h3>同姓动态</h3>
          <PagedList query={posts} empty="本姓还没有公开动态" refresh={false}>
            {(p) => (
              <div key={p.id} className="zp-sn-post">
                <div className="zp-sn-comment__head"><b>{p.nickname}</b><small><DateTime value={p.createdAt} /></small></div>
                {p.title && <b>{p.title}</b>}
                <p>{p.body}</p>
                {p.images.length > 0 && <div className="zp-sn-imgs">{p.images.slice(0, 3).map((u) => <img key={u} src={u} alt="" />)}</div>}
                <small className="zp-sn-muted">赞 {p.likes} · 回复 {p.replies}</small>
              </div>
            )}
          </PagedList>
        </div>
        <Comments surnameId={id} back={`/surname/v2/plaza?id=${id}`} />
      </div>
    </PageLayout>
  );
}
