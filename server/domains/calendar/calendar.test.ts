import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { apiClient, data } from '../../../tests/helpers/api';

let t: TestApp;
let api: ReturnType<typeof apiClient>;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });
beforeEach(async () => {
  await t.reset();
  const guest = data(await apiClient(t.app).get('/login/guest'));
  api = apiClient(t.app, guest.token);
});

describe('/date/current', () => {
  it("answers today's almanac page (Asia/Shanghai) from the clock", async () => {
    const page = data(await api.get('/date/current'));
    expect(page.date).toBe('2026-11-22');
    expect(page.isToday).toBe(true);
    expect(page.lunar.text).toBe('丙午年十月十四');
    expect(page.ganzhi).toMatchObject({ year: '丙午', day: '庚子' });
    expect(page.zodiac).toBe('马');
    expect(page.solarTerm).toMatchObject({ current: '小雪', isTermDay: true });
    expect(page.recommends).toContain('嫁娶');
    expect(page.avoids).toContain('安床');
    expect(page.clash.text).toBe('冲马(甲午)煞南');
    expect(page.dayStar).toEqual({ name: '白虎', ecliptic: '黑道', luck: '凶' });
    expect(page.duty).toBe('除');
    expect(page.pengZu).toContain('庚不经络');
    expect(page.fetus).toBeTruthy();
    expect(page.directions).toMatchObject({ joy: '西北', fortune: '西南', wealth: '东' });
    expect(page.hours).toHaveLength(12);
    expect(page.hours[0]).toMatchObject({ name: '子时', luck: '吉' });
    expect(page.disclaimer).toContain('仅供参考');
  });

  it('uses the Shanghai date just after midnight, when UTC is still on the day before', async () => {
    t.clock.set(new Date('2026-11-21T16:30:00Z')); // 00:30 on 11-22 in Beijing
    expect(data(await api.get('/date/current')).date).toBe('2026-11-22');
    t.clock.set(new Date('2026-11-22T15:59:00Z')); // 23:59 on 11-22
    expect(data(await api.get('/date/current')).date).toBe('2026-11-22');
  });

  it('answers another day with date=', async () => {
    const page = data(await api.get('/date/current', { date: '2025-04-04' }));
    expect(page.isToday).toBe(false);
    expect(page.solarTerm.current).toBe('清明');
    expect(page.ganzhi.day).toBe('癸卯');
    expect(page.recommends).toContain('嫁娶');
    expect(page.avoids).toEqual(expect.arrayContaining(['词讼', '开光', '开市']));
    expect(page.festivals.lunar).toContain('清明节');
  });

  it('refuses bad dates with a message naming the field', async () => {
    expect((await api.get('/date/current', { date: '2025/04/04' })).body).toEqual({ msg: 0, msbox: '日期格式不正确' });
    expect((await api.get('/date/current', { date: '2025-02-30' })).body).toEqual({ msg: 0, msbox: '日期2025-02-30不存在' });
    expect((await api.get('/date/current', { date: '0500-01-01' })).body.msbox).toBe('日期须在1000年至3000年之间');
  });

  it('needs a token', async () => {
    const r = await apiClient(t.app).get('/date/current');
    expect(r.status).toBe(401);
    expect(r.body.msg).toBe(401);
  });
});

describe('/date/month', () => {
  it('answers every day of the month with lunar day, 节气 and festivals', async () => {
    const m = data(await api.get('/date/month', { year: 2025, month: 10 }));
    expect(m.days).toHaveLength(31);
    expect(m.today).toBe('2026-11-22');
    const oct1 = m.days[0];
    expect(oct1).toMatchObject({ date: '2025-10-01', weekday: 3 });
    expect(oct1.festivals.solar).toContain('国庆节');
    const midAutumn = m.days.find((d: { festivals: { lunar: string[] } }) => d.festivals.lunar.includes('中秋节'));
    expect(midAutumn.date).toBe('2025-10-06');
    expect(m.days.find((d: { solarTerm?: string }) => d.solarTerm === '寒露').date).toBe('2025-10-08');
    expect(m.disclaimer).toContain('仅供参考');
  });

  it('knows February lengths and refuses months out of range', async () => {
    expect(data(await api.get('/date/month', { year: 2024, month: 2 })).days).toHaveLength(29);
    expect((await api.get('/date/month', { year: 2025, month: 13 })).body).toEqual({ msg: 0, msbox: '月份不能大于12' });
    expect((await api.get('/date/month', { year: 'abc', month: 1 })).body).toEqual({ msg: 0, msbox: '年份格式不正确' });
    expect((await api.get('/date/month', { month: 1 })).body.msbox).toMatch(/年份/);
  });
});

describe('/date/dynasty and /date/year', () => {
  it('lists dynasties in table order, with whether they have eras', async () => {
    const list = data(await api.get('/date/dynasty'));
    expect(list[0]).toEqual({ name: '夏', firstYear: -2070, lastYear: -1600, group: '', hasEras: false });
    const qing = list.find((d: { name: string }) => d.name === '清');
    expect(qing).toMatchObject({ firstYear: 1616, lastYear: 1911, hasEras: true });
    expect(list.at(-1)).toMatchObject({ name: '中华人民共和国', lastYear: null, hasEras: false });
  });

  it('lists the eras of a dynasty, then the years of an era', async () => {
    const qing = data(await api.get('/date/year', { dynasty: '清' }));
    expect(qing.eras.map((e: { reign: string }) => e.reign)).toEqual(['顺治', '康熙', '雍正', '乾隆', '嘉庆', '道光', '咸丰', '同治', '光绪', '宣统']);
    expect(qing.eras[3]).toMatchObject({ label: '乾隆', traditional: '乾隆', firstYear: 1736, lastYear: 1795, length: 60 });
    const ql = data(await api.get('/date/year', { dynasty: '清', reign: '乾隆' }));
    expect(ql.years).toHaveLength(60);
    expect(ql.years[0]).toEqual({ label: '乾隆元年', n: 1, year: 1736, ganzhi: '丙辰' });
    expect(ql.years[2]).toEqual({ label: '乾隆三年', n: 3, year: 1738, ganzhi: '戊午' });
    // Traditional spelling and the last era year (宣统三年 = 1911).
    expect(data(await api.get('/date/year', { dynasty: '清', reign: '宣統' })).years.at(-1)).toMatchObject({ label: '宣统三年', year: 1911 });
  });

  it('splits 北宋/南宋 and separates the two 宋', async () => {
    const north = data(await api.get('/date/year', { dynasty: '北宋' })).eras.map((e: { reign: string }) => e.reign);
    const south = data(await api.get('/date/year', { dynasty: '南宋' })).eras.map((e: { reign: string }) => e.reign);
    expect(north[0]).toBe('建隆');
    expect(north.at(-1)).toBe('靖康');
    expect(south[0]).toBe('建炎');
    const liuSong = data(await api.get('/date/year', { dynasty: '宋' })).eras;
    expect(liuSong[0]).toMatchObject({ reign: '永初', dynasty: '刘宋', firstYear: 420 });
  });

  it('asks which 至元 when a dynasty used an era name twice', async () => {
    const r = await api.get('/date/year', { dynasty: '元', reign: '至元' });
    expect(r.body).toEqual({ msg: 0, msbox: '元有2个年号「至元」，请选择：至元（世祖）、至元（顺帝）' });
    const y = data(await api.get('/date/year', { dynasty: '元', reign: '至元（顺帝）' }));
    expect(y.years[2]).toMatchObject({ label: '至元三年', year: 1337, ganzhi: '丁丑' });
  });

  it('lists plain years for dynasties without eras', async () => {
    const qin = data(await api.get('/date/year', { dynasty: '秦' }));
    expect(qin.eras).toEqual([]);
    expect(qin.years[0]).toEqual({ label: '公元前221年', year: -221, ganzhi: '庚辰' });
    const prc = data(await api.get('/date/year', { dynasty: '中华人民共和国' }));
    expect(prc.years.at(-1)).toMatchObject({ label: '2026年', year: 2026, ganzhi: '丙午' });
  });

  it('refuses unknown dynasties and eras', async () => {
    expect((await api.get('/date/year', {})).body).toEqual({ msg: 0, msbox: '请填写朝代' });
    expect((await api.get('/date/year', { dynasty: '大秦帝国' })).body).toEqual({ msg: 0, msbox: '没有找到朝代「大秦帝国」' });
    expect((await api.get('/date/year', { dynasty: '清', reign: '永乐' })).body).toEqual({ msg: 0, msbox: '清没有年号「永乐」' });
  });
});

describe('/date/parse', () => {
  it('parses an era date with 时辰 and gives both renderings', async () => {
    const r = data(await api.get('/date/parse', { text: '乾隆三年四月初五辰时' }));
    expect(r.ok).toBe(true);
    expect(r.dates).toHaveLength(1);
    expect(r.dates[0]).toMatchObject({ precision: 'hour', lunarYear: 1738, month: 4, day: 5, shichen: 4, gregorianISO: '1738-05-23' });
    expect(r.dates[0].traditional).toContain('乾隆三年');
    expect(r.dates[0].modern).toContain('1738');
  });

  it('returns every match for an ambiguous era', async () => {
    const r = data(await api.get('/date/parse', { text: '至元三年' }));
    expect(r.dates.map((d: { lunarYear: number }) => d.lunarYear)).toEqual([1266, 1337]);
  });

  it('answers the refusal reason (msg 1, ok false) for dates that do not exist', async () => {
    const r = data(await api.get('/date/parse', { text: '乾隆七十年' }));
    expect(r).toEqual({ ok: false, code: 'era-year-out-of-range', reason: '乾隆只有六十年（1736–1795），没有七十年' });
    const m = data(await api.get('/date/parse', { text: '乾隆三年甲子' }));
    expect(m.ok).toBe(false);
    const flagged = data(await api.get('/date/parse', { text: '乾隆三年甲子', flagMismatch: 1 }));
    expect(flagged.ok).toBe(true);
    expect(flagged.dates[0].notes.join('')).toMatch(/甲子/);
  });

  it('needs the text', async () => {
    expect((await api.get('/date/parse', {})).body).toEqual({ msg: 0, msbox: '请填写日期' });
    expect((await api.get('/date/parse', { text: 'x'.repeat(61) })).body).toEqual({ msg: 0, msbox: '日期不能超过60个字' });
  });
});
