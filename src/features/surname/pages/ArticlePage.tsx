/**
 * /surname/details and /surname/v2/article-details (`?id=` the content): one editorial item with its source (出处),
 * like and share; opening it counts a view once per user.
 */
import { useEffect } from 'react';
import { Button } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import * as c from '@contract/surname';
import { useApiQuery } from '@src/lib/query';
import { PageLayout } from '@src/components/ui/PageLayout';
import { EmptyState, QueryView } from '@src/components/ui/States';
import { DateTime } from '@src/components/ui/DateTime';
import { copyText, toast } from '@src/app/shell/feedback';
import { likeContent, shareContent, viewContent } from '../surname.queries';
import { useLoggedIn } from '../components';
import '../surname.css';

export default function ArticlePage() {
  const [params] = useSearchParams();
  const n = Number(params.get('id'));
  const id = Number.isInteger(n) && n > 0 ? n : 0;
  const q = useApiQuery(c.surnameContent, { id }, { enabled: id > 0 });
  const { loggedIn, login } = useLoggedIn(`/surname/v2/article-details?id=${id}`);
  useEffect(() => {
    if (id && loggedIn) void viewContent({ id }).catch(() => {});
  }, [id, loggedIn]);
  if (!id) return <PageLayout title="详情"><EmptyState title="内容不存在" /></PageLayout>;
  const share = async () => {
    if (!loggedIn) return login();
    await copyText(window.location.href).catch(() => {});
    await shareContent({ id }).then(() => toast('链接已复制，快去分享吧')).catch(() => {});
  };
  return (
    <PageLayout title={q.data?.kindName ?? '详情'}>
      <QueryView query={q}>
        {(x) => (
          <article className="zp-sn-article">
            <h1>{x.title}</h1>
            <div className="zp-sn-muted">{x.surname}姓 · {x.kindName}{x.era && ` · ${x.era}`} · <DateTime value={x.createdAt} format="date" /></div>
            {x.cover && <img className="zp-sn-article__cover" src={x.cover} alt="" />}
            {x.summary && <p className="zp-sn-article__summary">{x.summary}</p>}
            {/* cleaned on save by the server (sanitize-html) */}
            <div className="zp-sn-article__body" dangerouslySetInnerHTML={{ __html: x.body }} />
            <p className="zp-sn-source" data-testid="sn-source">出处：{x.source}</p>
            <div className="zp-sn-actions">
              <Button size="small" color={x.liked ? 'primary' : 'default'} onClick={() => (loggedIn ? void likeContent({ id }).catch(() => {}) : login())}>
                {x.liked ? '已赞' : '点赞'} {x.likes}
              </Button>
              <Button size="small" onClick={() => void share()}>分享 {x.shares}</Button>
              <span className="zp-sn-muted">阅读 {x.views}</span>
            </div>
          </article>
        )}
      </QueryView>
    </PageLayout>
  );
}
