/**
 * /clan/collect/share?id=: the campaign's share link and poster with its QR code (a signed link that expires in 30
 * days; whoever opens it logs in and fills in his household). Copy the link, or 保存海报: the same poster as a PNG
 * (growth's SavePoster, as the agents' poster), downloaded and shown for a long-press save in WeChat.
 */
import { Button } from 'antd-mobile';
import * as c from '@contract/collect';
import { copyText } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { QrCode } from '@src/components/ui/QrCode';
import { QueryView } from '@src/components/ui/States';
import { formatDate } from '@model/datetime';
import { useApiQuery } from '@src/lib/query';
import { SavePoster } from '@src/features/growth/index';
import { useIds } from '../collect-ui';

export const shareUrl = (path: string) => `${location.origin}${location.pathname}#${path}`;

export default function CollectSharePage() {
  const { id } = useIds();
  const campaign = useApiQuery(c.collectGet, { id: id ?? 0 }, { enabled: !!id });
  const share = useApiQuery(c.collectShare, { id: id ?? 0 }, { enabled: !!id, staleTime: Infinity });
  return (
    <PageLayout title="分享采丁" grey>
      <QueryView query={share}>
        {(s) => (
          <>
            <div className="cl-poster" data-testid="collect-poster">
              <h2>{campaign.data?.clanName ?? ''}</h2>
              <p>{campaign.data?.title}</p>
              <div className="cl-qr"><QrCode text={shareUrl(s.path)} size={180} label="采丁二维码" /></div>
              <p>微信扫码，填写您的家庭信息</p>
              <p style={{ fontSize: 12 }}>链接有效期至 {formatDate(new Date(s.expiresAt))}</p>
            </div>
            <div className="cl-card" style={{ wordBreak: 'break-all' }}>
              <div className="cl-muted">分享链接</div>
              <div data-testid="share-link">{shareUrl(s.path)}</div>
            </div>
            <div className="cl-actions">
              <Button block color="primary" onClick={() => void copyText(`${campaign.data?.title ?? '采丁'} ${shareUrl(s.path)}`)}>复制链接</Button>
              <SavePoster
                link={shareUrl(s.path)} fileName="采丁海报.png" alt="采丁海报图片" testId="collect-poster-png"
                words={{
                  title: campaign.data?.clanName || '采丁', sub: campaign.data?.title ?? '', caption: '微信扫码，填写您的家庭信息',
                  footnote: `链接有效期至 ${formatDate(new Date(s.expiresAt))}`,
                }}
              />
            </div>
          </>
        )}
      </QueryView>
    </PageLayout>
  );
}
