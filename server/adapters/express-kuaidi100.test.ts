/**
 * The 快递100 tracker: the signed form it sends and how it reads recorded replies (shapes from 快递100's 实时快递查询
 * documentation). No network: the tracker is given a fetch that answers the recorded reply.
 */
import { describe, expect, it } from 'vitest';
import { ExpressUnavailable, kuaidi100Express, kuaidi100Parse, kuaidi100Request, kuaidi100Sign, kuaidi100State } from './express-kuaidi100';

const CFG = { customer: 'C0FFEE12', key: 'k3yABC' };

/** A recorded reply with resultv2=1 (newest first; statusCode per line). */
const SIGNED = {
  message: 'ok', nu: 'SF1234567890', ischeck: '1', com: 'shunfeng', status: '200', condition: 'F00', state: '3',
  data: [
    { time: '2026-11-24 14:05:31', ftime: '2026-11-24 14:05:31', context: '[广州市]您的快件已签收，签收人：本人。如有疑问请电联快递员', status: '签收', statusCode: '301', areaName: '广东,广州市' },
    { time: '2026-11-24 08:12:09', ftime: '2026-11-24 08:12:09', context: '[广州市]快件交给陈师傅，正在派送途中（联系电话：13800000000）', status: '派件', statusCode: '5' },
    { time: '2026-11-23 21:40:00', ftime: '2026-11-23 21:40:00', context: '[广州市]快件到达 【广州天河集散中心】', status: '在途', statusCode: '1001' },
    { time: '2026-11-22 19:03:44', ftime: '2026-11-22 19:03:44', context: '[长沙市]快件已发车', status: '干线', statusCode: '1002' },
    { time: '2026-11-22 16:30:12', ftime: '2026-11-22 16:30:12', context: '[长沙市]顺丰速运 已收取快件', status: '揽收', statusCode: '103' },
  ],
};
/** A recorded reply without resultv2: only the overall state (state 0 在途). */
const PLAIN = {
  message: 'ok', nu: '7700123456789', ischeck: '0', com: 'zhongtong', status: '200', state: '0',
  data: [
    { time: '2026-11-23 10:00:00', ftime: '2026-11-23 10:00:00', context: '【杭州转运中心】已发出 下一站【南京转运中心】' },
    { time: '2026-11-22 18:00:00', ftime: '2026-11-22 18:00:00', context: '【杭州市】快件已揽收' },
  ],
};
const NOT_YET = { result: false, returnCode: '500', message: '查询无结果，请隔段时间再查' };
const BAD_SIGN = { result: false, returnCode: '601', message: 'POLL:KEY已过期或账号欠费' };

describe('快递100 request', () => {
  it('signs MD5(param + key + customer) in upper-case hex, with the company code and the phone\'s last four digits', () => {
    const { url, body } = kuaidi100Request(CFG, { carrier: 'SF', trackingNo: 'SF1234567890', phone: '138-1234-5678' });
    expect(url).toBe('https://poll.kuaidi100.com/poll/query.do');
    const form = new URLSearchParams(body);
    expect(form.get('customer')).toBe('C0FFEE12');
    expect(JSON.parse(form.get('param')!)).toEqual({ com: 'shunfeng', num: 'SF1234567890', phone: '5678', resultv2: '1' });
    // computed independently (python hashlib) for this exact param string
    expect(form.get('param')).toBe('{"com":"shunfeng","num":"SF1234567890","phone":"5678","resultv2":"1"}');
    expect(form.get('sign')).toBe('74405098F5BD09695834313A5D2EFE5D');
    expect(kuaidi100Sign(form.get('param')!, CFG.key, CFG.customer)).toBe(form.get('sign'));
    expect(() => kuaidi100Request(CFG, { carrier: 'XX', trackingNo: '1' })).toThrow(ExpressUnavailable);
  });
});

describe('快递100 replies', () => {
  it('reads a resultv2 reply oldest first, in China time, with each line\'s state', () => {
    const t = kuaidi100Parse(SIGNED);
    expect(t.map((x) => x.state)).toEqual(['collected', 'transit', 'transit', 'delivering', 'signed']);
    expect(t[0]).toEqual({ time: new Date('2026-11-22T08:30:12Z'), text: '[长沙市]顺丰速运 已收取快件', state: 'collected' });
    expect(t[4].text).toMatch(/已签收/);
  });
  it('without resultv2 the newest line takes the overall state, the others are in transit', () => {
    const t = kuaidi100Parse({ ...PLAIN, state: '5' });
    expect(t.map((x) => x.state)).toEqual(['transit', 'delivering']);
    expect(kuaidi100Parse(PLAIN).map((x) => x.state)).toEqual(['transit', 'transit']);
  });
  it('"no result yet" is an empty trace; other failures and garbage are ExpressUnavailable', () => {
    expect(kuaidi100Parse(NOT_YET)).toEqual([]);
    expect(() => kuaidi100Parse(BAD_SIGN)).toThrow(/601/);
    expect(() => kuaidi100Parse(null)).toThrow(ExpressUnavailable);
    expect(() => kuaidi100Parse('<html>')).toThrow(ExpressUnavailable);
    expect(kuaidi100Parse({ message: 'ok', data: [{ time: 'yesterday', context: 'x' }, { time: '2026-11-22 10:00:00', context: '' }] })).toEqual([]);
  });
  it('maps 快递100 states and sub-states', () => {
    expect(['1', '101', '103'].map(kuaidi100State)).toEqual(['collected', 'collected', 'collected']);
    expect(['5', '501'].map(kuaidi100State)).toEqual(['delivering', 'delivering']);
    expect(['3', '301', '304'].map(kuaidi100State)).toEqual(['signed', 'signed', 'signed']);
    expect(['0', '1001', '2', '14', undefined].map(kuaidi100State)).toEqual(['transit', 'transit', 'transit', 'transit', 'transit']);
  });
});

describe('the tracker', () => {
  it('posts the signed form and answers the parsed trace; HTTP and network failures are ExpressUnavailable', async () => {
    const sent: { url: string; body: string; type: string }[] = [];
    const tracker = kuaidi100Express(CFG, async (url, init) => {
      sent.push({ url, body: init.body, type: init.headers['content-type'] });
      return { ok: true, status: 200, json: async () => SIGNED };
    });
    const q = { carrier: 'SF', trackingNo: 'SF1234567890', shippedAt: new Date('2026-11-22T08:00:00Z'), phone: '13812345678' };
    const trace = await tracker.track(q, new Date());
    expect(trace).toHaveLength(5);
    expect(sent).toHaveLength(1);
    expect(sent[0].type).toBe('application/x-www-form-urlencoded');
    expect(new URLSearchParams(sent[0].body).get('sign')).toBe('74405098F5BD09695834313A5D2EFE5D');
    await expect(kuaidi100Express(CFG, async () => ({ ok: false, status: 502, json: async () => ({}) })).track(q, new Date())).rejects.toThrow(ExpressUnavailable);
    await expect(kuaidi100Express(CFG, async () => { throw new Error('ECONNRESET'); }).track(q, new Date())).rejects.toThrow(/unreachable/);
  });
});
