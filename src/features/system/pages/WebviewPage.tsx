/** /pages/other/webview?url=: a web page of the product's own hosts in a frame (spec §2 scanned codes). */
import { Button, ErrorBlock } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { PageLayout } from '@src/components/ui/PageLayout';
import { useBack } from '@src/components/ui/use-back';
import { copyText } from '@src/app/shell/feedback';

/** Only http(s) URLs are shown; anything else (javascript:, data:) is refused. */
export function safeWebUrl(raw: string | null): string | null {
  if (!raw) return null;
  try {
    const u = new URL(raw, window.location.href);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : null;
  } catch {
    return null;
  }
}

export default function WebviewPage() {
  const [params] = useSearchParams();
  const back = useBack();
  const url = safeWebUrl(params.get('url'));
  const title = params.get('title') || '网页';
  if (!url) {
    return (
      <PageLayout title={title}>
        <div className="zp-center-page">
          <ErrorBlock status="default" title="链接无效" description="无法打开这个链接">
            <Button onClick={back}>返回</Button>
          </ErrorBlock>
        </div>
      </PageLayout>
    );
  }
  return (
    <PageLayout
      title={title}
      right={
        <a href={url} target="_blank" rel="noopener noreferrer" style={{ fontSize: 13 }}>
          浏览器打开
        </a>
      }
    >
      <iframe title={title} src={url} style={{ width: '100%', height: 'calc(100vh - 46px)', border: 0, display: 'block' }} sandbox="allow-scripts allow-same-origin allow-forms allow-popups" />
      <div className="zp-section zp-link-text" onClick={() => void copyText(url)}>
        {url}（点击复制）
      </div>
    </PageLayout>
  );
}
