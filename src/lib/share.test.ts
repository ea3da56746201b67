import { describe, expect, it, vi } from 'vitest';
import { inviterFromScene, share, SHARE_PROVIDERS, shareLink, withShareScene } from './share';

describe('share', () => {
  it('lists targets in order weixin, qq, qzone, sinaweibo', () => {
    expect(SHARE_PROVIDERS.map((p) => p.provider)).toEqual(['weixin', 'qq', 'qzone', 'sinaweibo']);
  });
  it('adds scene=s=<shareValue> to shared paths', () => {
    expect(withShareScene('/find/details?id=3', 'U123')).toBe('/find/details?id=3&scene=s=U123');
    expect(withShareScene('/mine/index', 'U1')).toBe('/mine/index?scene=s=U1');
    expect(withShareScene('/a?scene=s=old&x=1', 'new')).toBe('/a?x=1&scene=s=new');
    expect(withShareScene('/a', null)).toBe('/a');
    expect(shareLink('/clan/index?id=2', 'S', 'https://zupu.example/')).toBe('https://zupu.example/#/clan/index?id=2&scene=s=S');
  });
  it('reads the inviter back from the scene', () => {
    expect(inviterFromScene('s=U123')).toBe('U123');
    expect(inviterFromScene('s%3DU123')).toBe('U123');
    expect(inviterFromScene('x=1')).toBeNull();
    expect(inviterFromScene(undefined)).toBeNull();
  });
  it('only logs an unsupported provider', async () => {
    const log = vi.fn();
    const copy = vi.fn(async () => {});
    await expect(share('facebook', { title: 't', path: '/a' }, { origin: 'https://z/', copy, log })).resolves.toBe('unsupported');
    expect(log).toHaveBeenCalledOnce();
    expect(copy).not.toHaveBeenCalled();
  });
  it('uses the native share when there is one, else copies the link', async () => {
    const nativeShare = vi.fn(async () => {});
    const copy = vi.fn(async () => {});
    await expect(share('weixin', { title: '族谱', path: '/a' }, { origin: 'https://z/', shareValue: 'S', nativeShare, copy })).resolves.toBe('shared');
    expect(nativeShare).toHaveBeenCalledWith({ title: '族谱', text: undefined, url: 'https://z/#/a?scene=s=S' });
    await expect(share('qq', { title: '族谱', path: '/a' }, { origin: 'https://z/', copy })).resolves.toBe('copied');
    expect(copy).toHaveBeenCalledWith('族谱 https://z/#/a');
  });
});
