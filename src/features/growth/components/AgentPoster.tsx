/**
 * The agent's share poster: a background staff chose (/agent/images/list; the red card when there is none) with his
 * QR code (the share link, scene s=<shareValue>) drawn on it. 保存海报 draws the same poster on a canvas and saves it
 * as a PNG (a long-press on the picture saves it in WeChat's browser).
 */
import { useState } from 'react';
import { Button } from 'antd-mobile';
import { agentImages } from '@contract/growth';
import { useApiQuery } from '@src/lib/query';
import { QrCode } from '@src/components/ui/QrCode';
import { toast } from '@src/app/shell/feedback';
import { encodeQr } from '@src/lib/qr';

const W = 600;
const H = 900;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.crossOrigin = 'anonymous';
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('海报底图加载失败'));
    img.src = src;
  });
}

/** The words of a poster: on the red card (no background) `title` and `sub`; under the QR `caption` and `footnote`. */
export interface PosterWords { title: string; sub: string; caption: string; footnote?: string }

const AGENT_WORDS: PosterWords = { title: '寻根问祖 共修家谱', sub: '族谱 · 记录家族的每一代人', caption: '微信扫码，加入族谱' };

/** Writes `text` centred at y in `px` (bold?) sans-serif, smaller until it fits `max` (the poster's width). */
function fitText(g: CanvasRenderingContext2D, text: string, y: number, px: number, bold = false, max = W - 60) {
  let size = px;
  do g.font = `${bold ? 'bold ' : ''}${size}px sans-serif`;
  while (g.measureText(text).width > max && --size > 12);
  g.fillText(text, W / 2, y);
}

/** The poster as a PNG data URL: background (cover-fitted) or the red card, a white panel with the QR and the words. */
export async function drawPoster(link: string, background: string | null, words: PosterWords = AGENT_WORDS): Promise<string> {
  const canvas = document.createElement('canvas');
  canvas.width = W;
  canvas.height = H;
  const g = canvas.getContext('2d');
  if (!g) throw new Error('无法生成海报');
  const grad = g.createLinearGradient(0, 0, W, H);
  grad.addColorStop(0, '#b3272d');
  grad.addColorStop(1, '#7d1418');
  g.fillStyle = grad;
  g.fillRect(0, 0, W, H);
  if (background) {
    const img = await loadImage(background);
    const scale = Math.max(W / img.width, H / img.height);
    g.drawImage(img, (W - img.width * scale) / 2, (H - img.height * scale) / 2, img.width * scale, img.height * scale);
  } else {
    g.fillStyle = '#fff';
    g.textAlign = 'center';
    fitText(g, words.title, 200, 48, true);
    fitText(g, words.sub, 260, 28);
  }
  const qr = encodeQr(link, 'M');
  const box = 300;
  const x0 = (W - box) / 2;
  const y0 = H - box - 150;
  g.fillStyle = '#fff';
  g.fillRect(x0 - 20, y0 - 20, box + 40, box + 100);
  const cell = Math.floor(box / (qr.size + 8));
  const off = (box - cell * qr.size) / 2;
  g.fillStyle = '#000';
  for (let y = 0; y < qr.size; y++) for (let x = 0; x < qr.size; x++) if (qr.modules[y][x]) g.fillRect(x0 + off + x * cell, y0 + off + y * cell, cell, cell);
  g.fillStyle = '#333';
  g.textAlign = 'center';
  fitText(g, words.caption, y0 + box + 50, 26, false, box + 20);
  if (words.footnote) {
    g.fillStyle = '#888';
    fitText(g, words.footnote, y0 + box + 84, 18, false, box + 20);
  }
  return canvas.toDataURL('image/png');
}

/**
 * 保存海报: draws the poster (drawPoster) as a PNG, downloads it as `fileName` and shows it under the button, where a
 * long-press saves it in WeChat's browser.
 */
export function SavePoster({ link, background = null, words, fileName, alt, testId }: {
  link: string; background?: string | null; words?: PosterWords; fileName: string; alt: string; testId: string;
}) {
  const [saved, setSaved] = useState<string | null>(null);
  const save = async () => {
    try {
      const url = await drawPoster(link, background, words);
      setSaved(url);
      const a = document.createElement('a');
      a.href = url;
      a.download = fileName;
      a.click();
      toast('海报已生成，可长按图片保存', 'success');
    } catch (e) {
      toast(e instanceof Error ? e.message : '海报生成失败');
    }
  };
  return (
    <>
      <Button block color="danger" style={{ marginTop: 10 }} onClick={() => void save()}>保存海报</Button>
      {saved && <img className="zp-poster__saved" style={{ display: 'block', width: '100%', marginTop: 10, borderRadius: 8 }} src={saved} alt={alt} data-testid={testId} />}
    </>
  );
}

export function AgentPoster({ link }: { link: string }) {
  const images = useApiQuery(agentImages, {});
  const [chosen, setChosen] = useState<number | null>(null);
  const list = images.data?.list ?? [];
  const bg = list.find((i) => i.id === chosen) ?? list[0] ?? null;
  return (
    <section className="zp-growth-card" aria-label="推广海报">
      <h2 className="zp-growth-title">推广海报</h2>
      <div className="zp-poster" data-testid="agent-poster" style={bg ? { backgroundImage: `url(${bg.url})` } : undefined}>
        {!bg && <div className="zp-poster__words"><strong>寻根问祖 共修家谱</strong><span>族谱 · 记录家族的每一代人</span></div>}
        <div className="zp-poster__qr">
          <QrCode text={link} size={140} label="推广海报二维码" />
          <span>微信扫码，加入族谱</span>
        </div>
      </div>
      {list.length > 1 && (
        <div className="zp-poster__thumbs" role="radiogroup" aria-label="选择海报底图">
          {list.map((i) => (
            <button key={i.id} type="button" role="radio" aria-checked={bg?.id === i.id} aria-label={i.title || `海报${i.id}`}
              className={bg?.id === i.id ? 'is-on' : ''} style={{ backgroundImage: `url(${i.url})` }} onClick={() => setChosen(i.id)} />
          ))}
        </div>
      )}
      <SavePoster link={link} background={bg?.url ?? null} fileName="族谱推广海报.png" alt="推广海报图片" testId="agent-poster-png" />
    </section>
  );
}
