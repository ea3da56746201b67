/**
 * Excel import (preview writes nothing; confirm writes all rows — or, chosen, the good rows — and a 字辈 change in one
 * transaction) and export of a clan.
 */
import type { ExcelPreviewReply } from '@contract/clan-excel';
import { MESSAGES } from '@contract/common/index';
import { displayName } from '../../../model/member';
import { applyPoemChange, generationLabel, type ZibeiPoem } from '../../../model/generations';
import type { Ctx } from '../../http/context';
import type { UploadPart } from '../../http/route';
import { fail, must } from '../../http/errors';
import { requireRoom } from '../projects/index';
import { bumpClanAt, clanAccess, clanBranches, setClanPoems } from '../clans/index';
import { addImportedMember, memberToRow, membersOfClan, rowToMember } from '../clan-members/index';
import { plan } from './excel.plan';
import { readSheet, writeSheet, type Header } from './excel.sheet';
import { analyzeNow } from '../../db/upkeep';

async function manage(ctx: Ctx, clanId: number) {
  const { clan, access } = await clanAccess(ctx, clanId);
  must(access.role === 'admin' || access.role === 'manager', MESSAGES.forbidden);
  return clan;
}

export interface ZibeiChange { zibeiChange?: 'skip' | 'restart'; zibeiChar?: string; zibeiFrom?: number }

/** The clan's poems with the register's 字辈 change applied (null: no change asked). */
function changedPoems(poems: ZibeiPoem[], o: ZibeiChange): ZibeiPoem[] | null {
  if (!o.zibeiChange) return null;
  if (!o.zibeiFrom) fail('请填写字辈调整从第几世起');
  if (o.zibeiChange === 'skip' && !o.zibeiChar) fail('请填写略去的字辈字');
  const r = applyPoemChange(poems, o.zibeiChange === 'skip'
    ? { kind: 'skip', char: o.zibeiChar!, fromGeneration: o.zibeiFrom }
    : { kind: 'restart', fromGeneration: o.zibeiFrom });
  if (!r.ok) fail(r.reason);
  return r.poems;
}

async function planFor(ctx: Ctx, clanId: number, file: UploadPart | null, o: ZibeiChange) {
  const clan = await manage(ctx, clanId);
  if (!file) fail('请上传Excel文件');
  const poems = changedPoems((clan.poems ?? []) as ZibeiPoem[], o);
  const rows = await readSheet(file.data);
  const existing = await membersOfClan(ctx.db, clan);
  const branches = await clanBranches(ctx.db, clan);
  return { clan, poems, p: plan(rows, existing, poems ? { ...clan, poems } : clan, branches) };
}

const poemLine = (x: ZibeiPoem) => `${x.title ?? '字辈'}（${generationLabel(x.startGeneration)}起${x.mode === '转宗' ? '，转宗' : ''}）：${x.text}`;

export async function preview(ctx: Ctx, clanId: number, file: UploadPart | null, o: ZibeiChange = {}): Promise<ExcelPreviewReply> {
  const { clan, poems, p } = await planFor(ctx, clanId, file, o);
  const show = (d: { original: string } | undefined) => d?.original ?? null;
  return {
    clanId: clan.id, clanVersion: clan.version, problems: p.problems,
    memberCount: p.rows.reduce((n, r) => n + 1 + r.wives.length, 0),
    okRows: p.rows.filter((r) => r.ok).length,
    okMemberCount: p.rows.reduce((n, r) => n + (r.ok ? 1 + r.wives.length : 0), 0),
    zibeiPoems: (poems ?? (clan.poems ?? []) as ZibeiPoem[]).filter((x) => x.branchId == null)
      .sort((a, b) => a.startGeneration - b.startGeneration).map(poemLine),
    zibeiMissing: p.rows.filter((r) => r.notes.some((n) => n.includes('中没有此字'))).length,
    rows: p.rows.map((r) => ({
      row: r.sheet.row, name: r.sheet.cells['姓名'], gender: r.member.gender, generation: r.ok ? r.member.generation : null,
      fatherName: r.fatherName, wives: r.wives.map(displayName), birth: show(r.member.birth), death: show(r.member.death),
      motherName: r.motherName, notes: r.notes, zibei: r.zibei, ok: r.ok,
    })),
  };
}

/** Writes every row in one transaction; any problem refuses all — unless `skipBad`: then the good rows only. */
export async function confirm(ctx: Ctx<'user'>, clanId: number, clanVersion: number, file: UploadPart | null, o: ZibeiChange & { skipBad?: boolean } = {}) {
  const skipBad = o.skipBad ?? false;
  const { clan, poems, p } = await planFor(ctx, clanId, file, o);
  const good = p.rows.filter((r) => r.ok);
  if (p.problems.length && !skipBad) fail(`第${p.problems[0].row}行：${p.problems[0].message}（共${p.problems.length}处问题，未导入）`);
  if (!good.length) fail('没有可导入的行，请修改表格后重新上传');
  must(clan.version === clanVersion, '族谱已有改动，请重新预览后再导入');
  const now = ctx.adapters.clock.now();
  const order = [...good].sort((a, b) => a.member.generation - b.member.generation);
  let created = 0;
  const version = await ctx.db.transaction(async (tx) => {
    await requireRoom(tx, clan.projectId, good.reduce((n, r) => n + 1 + r.wives.length, 0));
    const real = new Map<number, number>();
    const map = (id: number | null | undefined) => (id ? real.get(id) ?? id : null);
    for (const r of order) {
      for (const m of [r.member, ...r.wives]) {
        const row = { ...memberToRow({ ...m, lineageFatherId: map(m.lineageFatherId), motherId: map(m.motherId), husbandId: map(m.husbandId) }, clan.projectId), createdAt: now, updatedAt: now };
        const ins = await addImportedMember(tx, ctx.user.id, clan, row, 'excel', now);
        real.set(m.id, ins.id);
        created++;
      }
    }
    const next = await bumpClanAt(tx, clan, clanVersion, created, now);
    if (next === undefined) fail('族谱已有改动，请重新预览后再导入');
    return poems ? setClanPoems(tx, clan, poems, now) : next;
  });
  await analyzeNow(ctx.db, ['clan_members', 'clan_member_log']); // up to 5,000 rows at once: fresh planner statistics
  return { created, skipped: p.rows.length - good.length, clanVersion: version };
}

const EXAMPLE = (s: string): Record<Header, string> => ({
  编号: '1', 姓名: `${s}德华`, 性别: '男', 世: '1', 父亲: '', 母亲: '', 行第: '1', 字: '子美', 号: '', 出生: '乾隆三年三月初五', 去世: '嘉庆元年',
  配偶: '王氏、李氏', 房支: '', 备注: '示例行，导入前请删除或改为真实成员',
});

export async function template(ctx: Ctx, clanId?: number): Promise<Buffer> {
  const surname = clanId ? (await clanAccess(ctx, clanId)).clan.surname || '陈' : '陈';
  return writeSheet([EXAMPLE(surname)]);
}

/** A wife as the 配偶 cell reads her back: 王氏, 徐氏(继配) when her type is not the one of her place, 张氏(侧室)（石桥村张公之女）. */
function wifeText(w: { fullName: string; spouseType: string | null; spouseOrder: number | null; origin: string | null }, k: number): string {
  const usual = k === 0 ? '元配' : '继配';
  return `${w.fullName}${w.spouseType && w.spouseType !== usual ? `(${w.spouseType})` : ''}${w.origin ? `（${w.origin.replace(/[()（）]/g, '')}）` : ''}`;
}

export async function exportClan(ctx: Ctx, clanId: number): Promise<{ name: string; data: Buffer }> {
  const clan = await manage(ctx, clanId);
  const rows = await membersOfClan(ctx.db, clan, true);
  const branches = await clanBranches(ctx.db, clan);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const wives = new Map<number, typeof rows>();
  for (const r of rows) if (r.husbandId) wives.set(r.husbandId, [...(wives.get(r.husbandId) ?? []), r]);
  const out = rows.filter((r) => !r.husbandId).map((r): Record<Header, string | number> => {
    const m = rowToMember(r);
    const ws = (wives.get(r.id) ?? []).sort((a, b) => (a.spouseOrder ?? 99) - (b.spouseOrder ?? 99));
    const father = r.lineageFatherId ? byId.get(r.lineageFatherId) : undefined;
    return {
      编号: String(r.id), 姓名: displayName(m), 性别: r.gender === 'f' ? '女' : '男', 世: r.generation, 父亲: father ? String(father.id) : '',
      母亲: r.motherId && byId.get(r.motherId) ? byId.get(r.motherId)!.fullName : '', 行第: r.birthOrder ?? '', 字: r.zi ?? '', 号: r.hao ?? '',
      出生: r.birthText ?? '', 去世: r.deathText ?? '', 配偶: ws.map(wifeText).join('、'),
      房支: branches.find((b) => b.id === r.branchId)?.name ?? '', 备注: r.biography ?? '',
    };
  });
  return { name: clan.name, data: await writeSheet(out) };
}
