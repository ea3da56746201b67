/**
 * One old register:
 * - /seekroot/book-details?id=: its data (堂号, place, compilation year with the CE year), the free preview pages,
 *   collect, read (from where the reader stopped), buy this book or open 古谱会员;
 * - /seekroot/read?id=&page=: the page images one at a time; every page is asked of the server, which refuses a
 *   page beyond the preview without 古谱会员, the book bought or a redeem code — then the screen offers them.
 */
import { useEffect, useState } from 'react';
import { Button } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as c from '@contract/cpg';
import { useApiQuery } from '@src/lib/query';
import { fenToCurrency } from '@src/lib/format';
import { PageLayout } from '@src/components/ui/PageLayout';
import { EmptyState, QueryView } from '@src/components/ui/States';
import { toast } from '@src/app/shell/feedback';
import { beginPayment } from '@src/features/payments/index';
import { usePayReturn } from '@src/features/vip/index';
import { rememberReturn } from '@src/features/accounts/index';
import { userInfoAtom, useAtomValue } from '@src/app/store';
import { isLoggedIn, LOGIN } from '@src/app/guard';
import { collectBook, confirmBook, saveProgress, startBook } from '../cpg.queries';
import { Cover, PageImage, metaText, usePageImage } from '../components';
import '../cpg.css';

const idParam = (p: URLSearchParams) => {
  const n = Number(p.get('id'));
  return Number.isInteger(n) && n > 0 ? n : 0;
};

export function BookDetailsPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idParam(params);
  const loggedIn = isLoggedIn(useAtomValue(userInfoAtom));
  const d = useApiQuery(c.cpgBookDetail, { id }, { enabled: id > 0 });
  const preview = useApiQuery(c.cpgPreviewList, { id }, { enabled: id > 0 });
  const notice = useApiQuery(c.cpgNotice, {});
  const [busy, setBusy] = useState(false);
  usePayReturn((outTradeNo) => confirmBook({ outTradeNo }), '购买成功，可阅读全部页面');
  if (!id) return <PageLayout title="谱书详情"><EmptyState title="古谱不存在" /></PageLayout>;
  const needLogin = () => { rememberReturn(`/seekroot/book-details?id=${id}`); navigate(LOGIN); };

  const buy = async () => {
    if (!loggedIn) return needLogin();
    setBusy(true);
    try {
      const s = await startBook({ id });
      const next = beginPayment(s, `/seekroot/book-details?id=${id}`);
      if (next.paid) await d.refetch();
      else navigate(next.to, { replace: true });
    } catch { /* the api client has shown the message */ } finally { setBusy(false); }
  };

  return (
    <PageLayout title="谱书详情" grey>
      <div className="zp-cpg">
        <QueryView query={d}>
          {(b) => (
            <>
              <div className="zp-cpg-card zp-cpg-head">
                <Cover b={b} big />
                <div style={{ minWidth: 0 }}>
                  <h2 data-testid="cpg-title">{b.title}</h2>
                  <div className="zp-cpg-muted">{b.surname}氏 · {metaText(b)}</div>
                  <div className="zp-cpg-muted">共{b.pageCount}页 · 阅读 {b.reads} · 收藏 {b.collects}</div>
                  <div className="zp-cpg-price" data-testid="cpg-access">
                    {b.canRead ? (b.bought ? '已购买，可阅读全部' : '会员可阅读全部') : b.price > 0 ? `单本 ${fenToCurrency(b.price)}，会员免费` : '开通古谱会员后阅读全部'}
                  </div>
                </div>
              </div>
              <div className="zp-cpg-actions">
                <Button color="primary" data-testid="cpg-read" onClick={() => navigate(`/seekroot/read?id=${b.id}&page=${Math.max(1, b.progress)}`)}>
                  {b.progress > 0 ? `继续阅读（第${b.progress}页）` : b.canRead ? '开始阅读' : '免费试读'}
                </Button>
                <Button onClick={() => (loggedIn ? void collectBook({ id: b.id }).then((r) => toast(r.collected ? '已收藏' : '已取消收藏')).catch(() => {}) : needLogin())}>
                  {b.collected ? '已收藏' : '收藏'}
                </Button>
              </div>
              {!b.canRead && (
                <div className="zp-cpg-actions">
                  <Button color="warning" onClick={() => navigate('/seekroot/vip-privilege')}>开通古谱会员</Button>
                  {b.price > 0 && <Button loading={busy} onClick={() => void buy()}>购买本谱 {fenToCurrency(b.price)}</Button>}
                </div>
              )}
              {b.intro && <div className="zp-cpg-card"><h3>简介</h3><p style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{b.intro}</p></div>}
            </>
          )}
        </QueryView>
        <div className="zp-cpg-card">
          <h3>免费预览</h3>
          <QueryView query={preview}>
            {(p) => (p.list.length === 0 ? <p className="zp-cpg-muted">此谱无免费预览页</p> : (
              <div className="zp-cpg-previews" data-testid="cpg-previews">
                {p.list.map((x) => (
                  <div key={x.page} role="link" onClick={() => navigate(`/seekroot/read?id=${id}&page=${x.page}`)}>
                    <PageImage url={x.url} alt={`第${x.page}页`} />
                    <div className="zp-cpg-muted" style={{ textAlign: 'center' }}>第{x.page}页</div>
                  </div>
                ))}
              </div>
            ))}
          </QueryView>
        </div>
        {notice.data && (
          <div className="zp-cpg-card"><h3>阅读须知</h3><ol className="zp-cpg-notice">{notice.data.list.map((n) => <li key={n}>{n}</li>)}</ol></div>
        )}
      </div>
    </PageLayout>
  );
}

function ReaderPage({ url, n }: { url: string; n: number }) {
  const navigate = useNavigate();
  const img = usePageImage(url);
  if (img.error) {
    return (
      <div className="zp-cpg-lock" data-testid="cpg-locked">
        <p>{img.error}</p>
        <Button color="primary" onClick={() => navigate('/seekroot/vip-privilege')}>开通古谱会员</Button>
      </div>
    );
  }
  if (!img.src) return <div className="zp-cpg-page zp-cpg-page--loading">加载中…</div>;
  return <img className="zp-cpg-page" data-testid="cpg-page" data-page={n} src={img.src} alt={`第${n}页`} />;
}

export function ReadPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const id = idParam(params);
  const loggedIn = isLoggedIn(useAtomValue(userInfoAtom));
  const info = useApiQuery(c.cpgReadInfo, { id }, { enabled: id > 0 });
  const total = info.data?.pages.length ?? 0;
  const page = Math.min(Math.max(1, Number(params.get('page')) || 1), Math.max(1, total));
  const go = (n: number) => setParams({ id: String(id), page: String(n) }, { replace: true });
  const readable = info.data && (info.data.canRead || (info.data.pages[page - 1]?.free ?? false));
  useEffect(() => {
    if (loggedIn && readable && id) void saveProgress({ id, page }).catch(() => {});
  }, [loggedIn, readable, id, page]);
  if (!id) return <PageLayout title="谱书阅读"><EmptyState title="古谱不存在" /></PageLayout>;
  return (
    <PageLayout title={info.data?.book.title ?? '谱书阅读'} right={<span role="link" onClick={() => navigate(`/seekroot/book-details?id=${id}`)}>详情</span>}>
      <QueryView query={info} empty={(d) => d.pages.length === 0}>
        {(d) => (
          <div className="zp-cpg-reader">
            <div className="zp-cpg-reader__page">
              <ReaderPage key={page} url={d.pages[page - 1].url} n={page} />
            </div>
            <div className="zp-cpg-bar">
              <Button disabled={page <= 1} onClick={() => go(page - 1)}>上一页</Button>
              <span data-testid="cpg-pageno">{page} / {d.pages.length}</span>
              <Button disabled={page >= d.pages.length} onClick={() => go(page + 1)}>下一页</Button>
            </div>
          </div>
        )}
      </QueryView>
    </PageLayout>
  );
}
