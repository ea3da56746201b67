import { describe, expect, it } from 'vitest';
import type { OfferingItem } from '@contract/sacrifice';
import {
  fileKeyOf, freeItemFor, groupOfferings, hallPath, hallRefOf, inDaysText, mediaUrl, memberPagePath, rankDisplay, redirectPath,
  flowerTone, sceneCouplets, sceneOfferings, sceneTablets, screenOfStyle, tombSettingOf,
} from './sacrifice-model';

const q = (s: string) => new URLSearchParams(s);

function item(id: number, category: OfferingItem['category'], price: number, extra: Partial<OfferingItem> = {}): OfferingItem {
  const names: Record<string, string> = { flower: '献花', incense: '上香', candle: '点烛', fruit: '供果', paper: '纸钱' };
  return {
    id, name: `品${id}`, category, categoryName: names[category] ?? category, price, free: price === 0, hours: 24, icon: '',
    description: '', usedToday: false, ...extra,
  };
}

describe('style → screen', () => {
  it('1 abstract, 2 modern, anything else detail', () => {
    expect(screenOfStyle(1)).toBe('abstract');
    expect(screenOfStyle(2)).toBe('modern');
    expect(screenOfStyle(0)).toBe('detail');
    expect(screenOfStyle(7)).toBe('detail');
    expect(screenOfStyle(null)).toBe('detail');
    expect(hallPath({ id: 5, style: 2 })).toBe('/sacrifice/modern?id=5');
    expect(hallPath({ id: 6, style: 0 })).toBe('/sacrifice/detail?id=6');
  });
  it('a redirect reply leads to its screen, or to the editor when the member has no hall', () => {
    expect(redirectPath({ id: 9, screen: 'abstract', memberId: 3 })).toBe('/sacrifice/abstract?id=9');
    expect(redirectPath({ id: null, screen: 'edit', memberId: 3 })).toBe('/sacrifice/edit?memberId=3');
    expect(redirectPath({ id: null, screen: 'edit', memberId: null })).toBe('/sacrifice/edit');
  });
  it('reads id or memberId; id wins; junk is no reference', () => {
    expect(hallRefOf(q('id=4&memberId=8'))).toEqual({ id: 4 });
    expect(hallRefOf(q('memberId=8'))).toEqual({ memberId: 8 });
    expect(hallRefOf(q('id=abc'))).toBeNull();
    expect(hallRefOf(q('id=0'))).toBeNull();
    expect(hallRefOf(q(''))).toBeNull();
  });
  it('each tomb VR route has its setting', () => {
    expect(tombSettingOf('/sacrifice/tomb-vr')).toBe('hillside');
    expect(tombSettingOf('/sacrifice/tomb-vr2')).toBe('garden');
    expect(tombSettingOf('/sacrifice/tomb-vr3')).toBe('columbarium');
  });
});

describe('offering catalogue', () => {
  const items = [item(1, 'paper', 600), item(2, 'flower', 0), item(3, 'flower', 1000), item(4, 'flower', 200), item(5, 'incense', 0, { usedToday: true }), item(6, 'incense', 0)];
  it('groups by display category in the catalogue order, free before priced, cheapest first', () => {
    const g = groupOfferings(items);
    expect(g.map((x) => x.key)).toEqual(['flower', 'incense', 'paper']);
    expect(g[0]).toMatchObject({ name: '献花' });
    expect(g[0]!.free.map((i) => i.id)).toEqual([2]);
    expect(g[0]!.priced.map((i) => i.id)).toEqual([4, 3]);
    expect(g[2]!.free).toEqual([]);
  });
  it('the free item for 上香 skips one already offered today', () => {
    expect(freeItemFor(items, 'incense')?.id).toBe(6);
    expect(freeItemFor(items, 'paper')).toBeNull();
  });
  it('scene offerings drop empty categories and keep the catalogue order', () => {
    expect(sceneOfferings([{ category: 'paper', count: 2 }, { category: 'flower', count: 0 }, { category: 'incense', count: 3 }]))
      .toEqual([{ kind: 'incense', count: 3 }, { kind: 'paper', count: 2 }]);
    // the bouquets keep what was offered: 黄菊 yellow, 百合 lily, 白菊 white (newest first, as the desk lists them)
    const desk = [
      { category: 'flower' as const, itemName: '黄菊花束', quantity: 2 }, { category: 'incense' as const, itemName: '清香三炷', quantity: 1 },
      { category: 'flower' as const, itemName: '白菊', quantity: 1 }, { category: 'flower' as const, itemName: '百合花篮', quantity: 1 },
    ];
    expect(sceneOfferings([{ category: 'flower', count: 4 }, { category: 'incense', count: 1 }], desk))
      .toEqual([{ kind: 'flower', count: 4, tones: ['yellow', 'yellow', 'white', 'lily'] }, { kind: 'incense', count: 1 }]);
    expect(['白菊', '黄菊花束', '百合花篮'].map(flowerTone)).toEqual(['white', 'yellow', 'lily']);
  });
});

describe('ranking display', () => {
  it('medals for the top three, the number otherwise, scores named by board', () => {
    expect(rankDisplay(1, 128.5, 'popularity')).toEqual({ medal: 'gold', label: '1', score: '人气 128.5' });
    expect(rankDisplay(3, 40, 'filialPiety')).toMatchObject({ medal: 'bronze', score: '孝心 40' });
    expect(rankDisplay(4, 12345, 'filialPiety')).toEqual({ medal: null, label: '4', score: '孝心 1.2w' });
    expect(rankDisplay(9, -3, 'popularity').score).toBe('人气 0');
  });
});

describe('paths and texts', () => {
  it('a tablet opens the read-only member page of its clan', () => {
    expect(memberPagePath(2, 31)).toBe('/clan/member/edit?clanId=2&id=31&readonly=1');
  });
  it('media keys and URLs', () => {
    expect(mediaUrl('2026/11/a.jpg')).toBe('/files/2026/11/a.jpg');
    expect(mediaUrl('/files/x.jpg')).toBe('/files/x.jpg');
    expect(mediaUrl('https://cdn/x.jpg')).toBe('https://cdn/x.jpg');
    expect(mediaUrl('')).toBe('');
    expect(fileKeyOf('/files/2026/11/a.jpg')).toBe('2026/11/a.jpg');
    expect(fileKeyOf('http://h:8080/files/2026/11/a.jpg')).toBe('2026/11/a.jpg');
    expect(mediaUrl(fileKeyOf('/files/2026/11/a.jpg'))).toBe('/files/2026/11/a.jpg');
  });
  it('days until a memorial day', () => {
    expect(inDaysText(0)).toBe('今天');
    expect(inDaysText(1)).toBe('明天');
    expect(inDaysText(12)).toBe('还有 12 天');
  });
});

describe('hall scene props', () => {
  it('the 上联 hangs on the right: [上联, 下联] becomes [left, right] = [下联, 上联]', () => {
    expect(sceneCouplets(['祖功宗德流芳远', '子孝孙贤世泽长'])).toEqual(['子孝孙贤世泽长', '祖功宗德流芳远']);
  });
  it('tablets keep order, generation and sex, with string ids the tap answers', () => {
    const text = { centre: '显考张公讳镐府君之神位', right: '', left: '', offerer: null };
    expect(sceneTablets([{ id: 7, generation: 1, sex: 'male' as const, text, memberId: 3 }, { id: 8, generation: 2, sex: 'female' as const, text, memberId: null }]))
      .toEqual([{ id: '7', generation: 1, sex: 'male', text }, { id: '8', generation: 2, sex: 'female', text }]);
  });
});
