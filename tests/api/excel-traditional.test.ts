/**
 * Excel import of registers written the traditional way (issue #15 item 4): the good rows imported and the rest
 * reported, 外孙 entered under his mother, given names without the surname, wives as X氏 / X氏(續) / full names /
 * with a note, 世 above the 始迁祖 (上溯), 字辈 poems skipped or restarted, an optional gender column with the inference shown.
 */
import { gunzipSync } from 'node:zlib';
import { beforeEach, describe, expect, it } from 'vitest';
import { decodeTreePack, packName } from '../../model/tree-pack';
import { data } from '../helpers/api';
import { seedClan, useTestApp, type Client } from '../helpers/clan-fixture';
import ExcelJS from 'exceljs';
import { book, row, upload } from './excel-fixture';

const t = useTestApp();
let token: string;
let me: Client;
let clanId: number;
let projectId: number;

beforeEach(async () => {
  ({ admin: me, adminToken: token, clanId, projectId } = await seedClan(t, { root: false, project: { surname: '刘' }, clan: { name: '刘氏族谱', surname: '刘' } }));
});

const preview = (file: Buffer) => upload(t, token, '/clan-member/excel/preview', file, { clanId });
const confirm = (file: Buffer, clanVersion: number, extra: Record<string, string | number> = {}) =>
  upload(t, token, '/clan-member/excel/confirm', file, { clanId, clanVersion, ...extra });
const memberCount = async () => data(await me.get(`/clan/detail/${clanId}`)).memberCount as number;
const find = async (name: string) => {
  const hits = data(await me.get('/clan-member/search', { clanId, name })).list as { id: number }[];
  expect(hits).toHaveLength(1);
  return data(await me.get(`/clan-member/detail/${hits[0].id}`));
};
const setPoems = async (poems: object[]) => data(await me.post('/clan/save', { id: clanId, projectId, name: '刘氏族谱', poems }));
type Row = { row: number; name: string; gender: string; generation: number | null; notes: string[]; wives: string[]; ok: boolean; motherName: string | null };

describe('excel import of traditional registers', () => {
  it('imports the good rows when the admin chooses to, leaving the bad rows and the rows under them', async () => {
    const file = await book([
      row('1', '刘德公', '男', '1', '', { 配偶: '王氏' }),
      row('2', '刘成一', '男', '2', '1', { 母亲: '王氏' }),
      row('3', '刘成二', '男', '2', '1', { 出生: '乾隆三年二月三十一日' }),
      row('4', '刘光明', '男', '3', '3'),
      row('5', '刘光大', '男', '3', '2'),
    ]);
    const pv = await preview(file);
    expect(pv.msg).toBe(1);
    expect(pv.data).toMatchObject({ memberCount: 6, okRows: 3, okMemberCount: 4 });
    const rows: Row[] = pv.data.rows;
    expect(rows.map((r) => r.ok)).toEqual([true, true, false, false, true]);
    const msgs = pv.data.problems.map((p: { row: number; message: string }) => `${p.row}:${p.message}`);
    expect(msgs.some((m: string) => m.startsWith('4:出生日期：'))).toBe(true);
    expect(msgs).toContain('5:上级第4行有问题，本行须随之修改后再导入');
    // all or nothing without the choice
    const refused = await confirm(file, pv.data.clanVersion);
    expect(refused.msg).toBe(0);
    expect(refused.msbox).toMatch(/^第4行：出生日期：.*（共2处问题，未导入）$/);
    expect(await memberCount()).toBe(0);
    // the good rows only
    const ok = await confirm(file, pv.data.clanVersion, { skipBad: 1 });
    expect(ok).toMatchObject({ msg: 1, data: { created: 4, skipped: 2 } });
    expect(await memberCount()).toBe(4);
    expect((await find('刘光大')).father).toMatchObject({ name: '刘成一' });
    expect(data(await me.get('/clan-member/search', { clanId, name: '刘成二' })).list).toEqual([]);
    expect(data(await me.get('/clan-member/search', { clanId, name: '刘光明' })).list).toEqual([]);
  });

  it('a sheet with no good row is refused even with the choice', async () => {
    const file = await book([row('1', '刘德公', '男', '', '')]);
    const pv = await preview(file);
    expect(pv.data.okRows).toBe(0);
    expect(await confirm(file, pv.data.clanVersion, { skipBad: 1 })).toEqual({ msg: 0, msbox: '没有可导入的行，请修改表格后重新上传' });
    expect(await memberCount()).toBe(0);
  });

  it('a daughter\'s son entered under his mother (外孙，随母入谱): no father, 世 from her, his own surname', async () => {
    const file = await book([
      row('1', '刘德公', '男', '1', '', { 配偶: '王氏' }),
      row('2', '刘秀英', '女', '2', '1', { 母亲: '王氏', 行第: '1' }),
      row('3', '张明', '男', '', '', { 母亲: '2' }),
      row('4', '刘念祖', '男', '', '', { 母亲: '刘秀英', 行第: '2' }),
      row('5', '刘成一', '男', '2', '1'),
      row('6', '李某', '男', '', '', { 母亲: '5' }),
    ]);
    const pv = await preview(file);
    const rows: Row[] = pv.data.rows;
    expect(rows[2]).toMatchObject({ generation: 3, motherName: '刘秀英', ok: true });
    expect(rows[2].notes).toContain('随母入谱（外孙）：母 2，从父姓张');
    expect(rows[3]).toMatchObject({ generation: 3, ok: true });
    // a son's row cannot be a mother
    expect(pv.data.problems.map((p: { row: number; message: string }) => `${p.row}:${p.message}`)).toContain('7:母亲「5」不是本族女儿；子女请填写父亲');
    expect((await confirm(file, pv.data.clanVersion, { skipBad: 1 })).data).toMatchObject({ created: 6, skipped: 1 });
    const zm = await find('张明');
    expect(zm.member).toMatchObject({ surname: '张', name: '明', generation: 3, lineageFatherId: null });
    expect(zm.mother).toMatchObject({ name: '刘秀英' });
    expect(zm.father).toBeNull();
    const mother = await find('刘秀英');
    expect(mother.children.map((c: { name: string }) => c.name).sort()).toEqual(['刘念祖', '张明']);
    // a 外孙 under a daughter already in the clan, by her full name
    const more = await book([row('', '陈小宝', '', '', '', { 母亲: '刘秀英' })]);
    const pv2 = await preview(more);
    expect(pv2.data.problems).toEqual([]);
    expect(pv2.data.rows[0]).toMatchObject({ generation: 3, motherName: '刘秀英' });
    expect((await confirm(more, pv2.data.clanVersion)).data.created).toBe(1);
  });

  it('given names written without the surname take the clan\'s, and the preview says so', async () => {
    const file = await book([
      row('1', '劉德公', '男', '1', ''),
      row('2', '明一', '男', '2', '1'),
      row('3', '明', '男', '2', '1'),
      row('4', '刘明三', '男', '2', '1'),
    ]);
    const pv = await preview(file);
    expect(pv.data.problems).toEqual([]);
    const rows: Row[] = pv.data.rows;
    expect(rows[1].notes).toContain('姓名未写姓氏，按本族姓记为刘明一');
    expect(rows[2].notes).toContain('姓名未写姓氏，按本族姓记为刘明');
    expect(rows[0].notes.join()).not.toContain('未写姓');
    expect(rows[3].notes.join()).not.toContain('未写姓');
    await confirm(file, pv.data.clanVersion);
    expect((await find('刘明一')).member).toMatchObject({ surname: '刘', name: '明一' });
    // the traditional form of the clan's surname is the clan's surname
    expect((await find('刘德公')).member).toMatchObject({ surname: '刘', name: '德公' });
  });

  it('wives written as X氏, X氏(續), a full name or with a note are parsed into surname, type and note', async () => {
    const file = await book([
      row('1', '刘德公', '男', '1', '', { 配偶: '王氏、徐氏(續)、劉菊梅、侧室张氏（石桥村张公之女）' }),
      row('2', '刘成一', '男', '2', '1', { 母亲: '徐氏' }),
      row('3', '刘成二', '男', '2', '1', { 母亲: '劉菊梅', 配偶: '原配陈氏（早卒）；继室赵氏' }),
    ]);
    const pv = await preview(file);
    expect(pv.data.problems).toEqual([]);
    const rows: Row[] = pv.data.rows;
    expect(rows[0].wives).toEqual(['王氏', '徐氏', '劉菊梅', '张氏']);
    expect(rows[0].notes).toContain('配偶「徐氏(續)」记为徐氏（继配）');
    expect(rows[0].notes).toContain('配偶「侧室张氏（石桥村张公之女）」记为张氏（侧室，石桥村张公之女）');
    expect(rows[2].wives).toEqual(['陈氏', '赵氏']);
    expect(pv.data.rows.flatMap((r: Row) => r.wives).join()).not.toMatch(/氏氏|菊梅氏|\(|（/);
    await confirm(file, pv.data.clanVersion);
    const de = await find('刘德公');
    expect(de.wives.map((w: { name: string; spouseType: string; spouseOrder: number }) => `${w.spouseOrder}${w.name}${w.spouseType}`))
      .toEqual(['1王氏元配', '2徐氏继配', '3劉菊梅继配', '4张氏侧室']);
    const zhang = data(await me.get(`/clan-member/detail/${de.wives[3].id}`)).member;
    expect(zhang).toMatchObject({ surname: '张', name: null, origin: '石桥村张公之女' });
    const ju = data(await me.get(`/clan-member/detail/${de.wives[2].id}`)).member;
    expect(ju).toMatchObject({ surname: '劉', name: '菊梅' });
    expect((await find('刘成一')).mother).toMatchObject({ name: '徐氏' });
    expect((await find('刘成二')).mother).toMatchObject({ name: '劉菊梅' });
    const er = await find('刘成二');
    const chen = data(await me.get(`/clan-member/detail/${er.wives[0].id}`)).member;
    expect(chen).toMatchObject({ surname: '陈', spouseType: '元配', biography: '早卒' });
    // export writes the wives so that they read back the same
    const res = await t.app.inject({ method: 'GET', url: '/app/api/clan-member/excel/export', query: { clanId: String(clanId) }, headers: { authorization: `Bearer ${token}` } });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const cells = wb.worksheets[0].getColumn(12).values.slice(2).map(String);
    expect(cells).toContain('王氏、徐氏、劉菊梅、张氏(侧室)（石桥村张公之女）');
    const clan2 = data(await me.post('/clan/save', { projectId, name: '刘氏二谱', surname: '刘' })).id;
    const again = await upload(t, token, '/clan-member/excel/preview', res.rawPayload, { clanId: clan2 });
    expect(again.data.problems).toEqual([]);
    const de2 = again.data.rows.find((r: Row) => r.name === '刘德公');
    expect(de2.notes).toContain('配偶「张氏(侧室)（石桥村张公之女）」记为张氏（侧室，石桥村张公之女）');
  });

  it('the gender column is optional: inferred from 行第, an unnamed 长女, a 外孙\'s mother, else a son; each inference shown', async () => {
    const file = await book([
      row('1', '刘德公', '', '1', '', { 配偶: '王氏' }),
      row('2', '刘秀', '', '2', '1', { 行第: '长女', 母亲: '王氏' }),
      row('3', '次女', '', '2', '1'),
      row('4', '刘兰', '', '2', '1', { 行第: '3' }),
      row('5', '张宝', '', '', '', { 母亲: '4' }),
      row('6', '刘成', '男', '2', '1'),
    ]);
    const pv = await preview(file);
    expect(pv.data.problems).toEqual([]);
    const rows: Row[] = pv.data.rows;
    expect(rows.map((r) => r.gender)).toEqual(['m', 'f', 'f', 'f', 'm', 'm']);
    expect(rows[0].notes).toContain('性别未填：按世系中的男丁记为男');
    expect(rows[1].notes).toContain('性别未填：据行第「长女」推断为女');
    expect(rows[2].notes).toContain('性别未填：据「次女」推断为女');
    expect(rows[3].notes).toContain('性别未填：为第6行之母，推断为女');
    expect(rows[5].notes).toEqual([]);
    await confirm(file, pv.data.clanVersion);
    const de = await find('刘德公');
    expect(de.children.map((c: { name: string; gender: string }) => `${c.name}${c.gender}`).sort()).toEqual(['刘兰f', '刘成m', '刘秀f', '次女f']);
  });

  it('字辈 poems the register skips a character of or restarts: said once, every row\'s 字辈 comes out right and the poems are saved', async () => {
    await setPoems( [{ id: 1, text: '德成一光祖业', startGeneration: 1, mode: '流宗', branchId: null, title: '派语' }]);
    const file = await book([
      row('1', '刘德公', '男', '1', ''),
      row('2', '刘成才', '男', '2', '1'),
      row('3', '刘光远', '男', '3', '2'),
      row('4', '刘祖荫', '男', '4', '3'),
      row('5', '刘业兴', '男', '5', '4'),
    ]);
    const plain = await preview(file);
    const zibei = (r: { data: { rows: { zibei: string | null }[] } }) => r.data.rows.map((x) => x.zibei).join('');
    expect(zibei(plain)).toBe('德成一光祖');
    expect(plain.data.zibeiMissing).toBe(3);
    expect(plain.data.rows[2].notes).toContain('三世字辈为“一”，名“光远”中没有此字');
    const skip = { zibeiChange: 'skip', zibeiChar: '一', zibeiFrom: 2 };
    const fixed = await upload(t, token, '/clan-member/excel/preview', file, { clanId, ...skip });
    expect(zibei(fixed)).toBe('德成光祖业');
    expect(fixed.data.zibeiMissing).toBe(0);
    expect(fixed.data.zibeiPoems).toEqual(['派语（一世起）：德成', '派语（自三世略去“一”）（三世起）：光祖业']);
    // nothing saved by the preview
    expect(data(await me.get(`/clan/detail/${clanId}`)).poems).toHaveLength(1);
    expect((await confirm(file, fixed.data.clanVersion, skip)).data.created).toBe(5);
    expect(data(await me.get(`/clan/detail/${clanId}`)).poems.map((x: { text: string }) => x.text)).toEqual(['德成', '光祖业']);
    expect((await find('刘业兴')).zibei).toBe('业');
    // a change that cannot apply is refused with the reason
    expect(await upload(t, token, '/clan-member/excel/preview', file, { clanId, zibeiChange: 'skip', zibeiChar: '天', zibeiFrom: 1 }))
      .toEqual({ msg: 0, msbox: '一世以后的字辈中没有“天”字' });
  });

  it('a register that restarts its poem (转宗重起) from a 世', async () => {
    await setPoems( [{ id: 1, text: '德成光祖业', startGeneration: 1, mode: '流宗', branchId: null, title: '派语' }]);
    const file = await book([
      row('1', '刘德公', '男', '1', ''),
      row('2', '刘成才', '男', '2', '1'),
      row('3', '刘德厚', '男', '3', '2'),
      row('4', '刘成业', '男', '4', '3'),
    ]);
    const restart = { zibeiChange: 'restart', zibeiFrom: 3 };
    const pv = await upload(t, token, '/clan-member/excel/preview', file, { clanId, ...restart });
    expect(pv.data.rows.map((x: { zibei: string }) => x.zibei).join('')).toBe('德成德成');
    expect(pv.data.zibeiMissing).toBe(0);
    await confirm(file, pv.data.clanVersion, restart);
    expect((await find('刘成业')).zibei).toBe('成');
  });

  it('世 numbering that does not start at 1: ancestors above the 始迁祖 as 0, −1 or 上溯N世, shown as such', async () => {
    const file = await book([
      row('a', '刘远祖', '男', '上溯二世', ''),
      row('b', '刘近祖', '男', '0', 'a'),
      row('1', '刘德公', '男', '1', 'b'),
      row('2', '刘成一', '男', '2', '1'),
      row('x', '刘旁支', '男', '-1', ''),
      row('y', '刘错', '男', '上溯', ''),
    ]);
    const pv = await preview(file);
    const rows: Row[] = pv.data.rows;
    expect(rows.map((r) => r.generation)).toEqual([-1, 0, 1, 2, -1, null]);
    expect(pv.data.problems).toEqual([{ row: 7, column: '世', message: '世次「上溯」无法识别' }]);
    expect((await confirm(file, pv.data.clanVersion, { skipBad: 1 })).data.created).toBe(5);
    const near = await find('刘近祖');
    expect(near).toMatchObject({ generationLabel: '上溯一世', father: { name: '刘远祖', generation: -1 } });
    expect((await find('刘远祖')).generationLabel).toBe('上溯二世');
    expect((await find('刘德公')).father).toMatchObject({ name: '刘近祖' });
    // the 成员管理 list by 世 reaches them, and the 世 list names them
    expect(data(await me.get('/clan-member/list/generation', { clanId, generation: 0 })).list.map((m: { name: string }) => m.name)).toEqual(['刘近祖']);
    expect(data(await me.get('/clan/generation/list', { clanId })).list.slice(0, 2).map((g: { label: string }) => g.label)).toEqual(['上溯二世', '上溯一世']);
    // the tree pack carries the negative 世, the 上溯 ancestors first
    const res = await t.app.inject({ method: 'GET', url: `/app/api/clan-member/tree/pack?clanId=${clanId}`, headers: { authorization: `Bearer ${token}` } });
    const pack = decodeTreePack(new Uint8Array(gunzipSync(res.rawPayload)));
    const inPack = Array.from({ length: pack.count }, (_, i) => `${packName(pack, i)}${pack.generation[i]}`);
    expect(inPack.slice(0, 2).sort()).toEqual(['刘旁支-1', '刘远祖-1']);
    expect(inPack.slice(2)).toEqual(['刘近祖0', '刘德公1', '刘成一2']);
    // a row whose 世 disagrees with its 上溯 father is refused as before
    const wrong = await preview(await book([row('1', '刘甲', '男', '0', ''), row('2', '刘乙', '男', '2', '1')]));
    expect(wrong.data.problems.map((p: { message: string }) => p.message)).toContain('世次不符：父亲为上溯一世，本人应为一世');
  });
});
