/**
 * Excel import/export of a clan's members (issue #4 item 7). OUR ADDITIONS: none of these paths is in
 * spec/api-calls.tsv.
 *
 * The sheet (first worksheet; header row 1, one person a row from row 2; template has one example row):
 *   编号 | 姓名 | 性别 | 世 | 父亲 | 母亲 | 行第 | 字 | 号 | 出生 | 去世 | 配偶 | 房支 | 备注
 * - 编号: a key of the row, unique in the sheet (any text; export writes the member id). Optional.
 * - 姓名: full name ("陈德华", or the traditional form of the clan's surname "劉德华"); a name of one or two
 *   characters without the clan's surname is a given name alone ("明一" → 刘明一, the preview notes it); an unnamed
 *   daughter "长女"/"次女". Required.
 * - 性别: 男/女. Optional: empty → 女 when 行第 says so ("长女"), for an unnamed "长女", or for the mother of a 外孙
 *   row; else 男 (a son of the line); each inference is a note of the row.
 * - 世: "12", "十二", "十二世". Required for a row without a father; with a father it must be father's 世 + 1
 *   ("世次不符"). Ancestors above the 始迁祖 (一世), 上溯: "0", "-1" or "上溯一世" (= 0), "上溯二世" (= −1) … down to −99;
 *   screens and the book call them 上溯一世, 上溯二世 (model/generations.ts generationLabel).
 * - 父亲: the father's 编号 in this sheet, else the 姓名 of a row of this sheet, else the full name of a member
 *   already in the clan (of 世 − 1 when 世 is given). Not found: "父亲「X」不存在"; several: "父亲「X」有多位同名，
 *   请填写编号". Empty: the row is a root (一世 or a 始迁祖 of the given 世) — or, with a 母亲, her child.
 * - 母亲: one of the father's wives as written in his 配偶 cell ("王氏" or "王"), or an existing wife of his.
 *   Without a 父亲: a daughter of the clan (编号, 姓名 of a 女 row, or a daughter's full name) — the row is her
 *   child entered under her (外孙，随母入谱): no lineage father, 世 = hers + 1, his own surname kept.
 * - 行第: 1, 2 … or 长/次/三… Optional; a duplicate among the father's children of the same sex is refused.
 * - 出生, 去世: text parsed with the calendar engine ("乾隆三年三月初五", "1965年3月12日", "民国二十年"); the text
 *   is kept as written. Bad date: "出生日期：<the parser's reason>".
 * - 配偶: the wives of a man, separated by 、，,；; (not inside brackets) — "王氏、李氏" → 元配 王氏, 继配 李氏
 *   (wives are not rows). Each as books write it: "王氏", "王氏(續)" / "继配王氏" (the type: 元配 原配 配 继配 继室 续
 *   續 侧室 妾 娶 改配 聘), a full name "劉菊梅" (surname 劉, name 菊梅), a note in brackets "张氏（石桥村张公之女）"
 *   (→ 出处 when it names a place or 之女, else her note). Export writes them back the same way (a type only when it
 *   is not the usual one of her place: 元配 first, 继配 after).
 * - 房支: a branch name of the clan ("长房"); unknown: "房支「X」不存在".
 * - 备注: biography text.
 * Rows whose cells are all empty are skipped. At most EXCEL_MAX_ROWS rows.
 *
 * Flow: template (download) → fill → preview (upload; validates every row with the member model's rules, writes
 * NOTHING, answers the report) → confirm (upload the same file again with `clanVersion` from the preview: it is
 * validated again and, when there is no problem, every row and wife is written in ONE transaction; any problem or
 * a clan changed since the preview → msg 0 and nothing written). With `skipBad` the admin chooses to import the
 * good rows (`okRows` of the preview) and leave the bad ones — a row under a bad row (its father's or mother's
 * row) is bad too. preview/confirm/export: admin or 协管员 only.
 */
import { z } from 'zod';
import { call, flag, id, rawCall, int4 } from './common/index';

export const EXCEL_HEADERS = ['编号', '姓名', '性别', '世', '父亲', '母亲', '行第', '字', '号', '出生', '去世', '配偶', '房支', '备注'] as const;
export const EXCEL_MAX_ROWS = 5000;
/** The largest .xlsx accepted (5000 rows of a register are well under 2 MB). */
export const EXCEL_MAX_BYTES = 10 * 1024 * 1024;

export const ExcelProblem = z.object({
  /** Sheet row number (header = 1). */
  row: z.number().int(),
  /** The column (表头) the problem is in, '' for the whole row. */
  column: z.string(),
  /** Chinese message ("父亲「陈德」不存在", "世次不符：父亲为三世，本人应为四世", "出生日期：…"). */
  message: z.string(),
});
export type ExcelProblem = z.infer<typeof ExcelProblem>;

export const ExcelRowPreview = z.object({
  row: z.number().int(),
  name: z.string(),
  gender: z.enum(['m', 'f']),
  /** Computed 世 (null when it could not be worked out). */
  generation: z.number().int().nullable(),
  fatherName: z.string().nullable(),
  wives: z.array(z.string()),
  /** Parsed dates for showing ("乾隆三年三月初五 (1738)"). */
  birth: z.string().nullable(),
  death: z.string().nullable(),
  /** For a 外孙 row: the mother he is entered under; else the father's wife named in 母亲. */
  motherName: z.string().nullable(),
  /** What the import inferred: "姓名未写姓氏，按本族姓记为刘明一", "性别未填：据行第「长女」推断为女", wives' types. */
  notes: z.array(z.string()),
  /** The 字辈 character of his 世 (a man of the line; null when no poem covers it). */
  zibei: z.string().nullable(),
  ok: z.boolean(),
});

export const ExcelPreviewReply = z.object({
  clanId: z.number().int(),
  /** Send back to confirm: the clan must not change in between. */
  clanVersion: z.number().int(),
  rows: z.array(ExcelRowPreview),
  problems: z.array(ExcelProblem),
  /** Members that confirm would write (rows + wives). */
  memberCount: z.number().int(),
  /** Rows without a problem, and the members they hold: what confirm with `skipBad` writes. */
  okRows: z.number().int(),
  okMemberCount: z.number().int(),
  /** The clan's 字辈 poems as this import sees them (after `zibeiChange`): "派语（一世起）：德成" … */
  zibeiPoems: z.array(z.string()),
  /** Rows whose given name lacks the 字辈 character of their 世 (a hint that the register skipped or restarted). */
  zibeiMissing: z.number().int(),
});
export type ExcelPreviewReply = z.infer<typeof ExcelPreviewReply>;

/**
 * The register's 字辈 differs from the poem, said once (model/generations.ts applyPoemChange): `skip` — it leaves
 * out `zibeiChar` from 世 `zibeiFrom` on; `restart` — it starts the poem again at 世 `zibeiFrom` (转宗). The preview
 * shows every row's 字辈 with the change; confirm saves the changed poems with the members (one transaction).
 */
export const ZibeiChangeParams = {
  zibeiChange: z.enum(['skip', 'restart']).optional().describe('字辈调整'),
  zibeiChar: z.string().trim().min(1).max(2).optional().describe('略去的字辈字'),
  zibeiFrom: z.coerce.number().int().min(1).max(1000).optional().describe('字辈调整起始世次'),
};

export const preview = call({
  method: 'POST',
  path: '/clan-member/excel/preview',
  access: 'user',
  multipart: true,
  uploadLimit: () => ({ bytes: EXCEL_MAX_BYTES, message: '文件太大，Excel不能超过10MB' }),
  params: z.object({ clanId: id('族谱ID'), ...ZibeiChangeParams }),
  reply: ExcelPreviewReply,
  summary: '【新增】上传 .xlsx（表单字段 file + clanId），逐行校验并返回问题报告，不写入任何数据',
});

export const confirm = call({
  method: 'POST',
  path: '/clan-member/excel/confirm',
  access: 'user',
  multipart: true,
  uploadLimit: () => ({ bytes: EXCEL_MAX_BYTES, message: '文件太大，Excel不能超过10MB' }),
  params: z.object({
    clanId: id('族谱ID'),
    clanVersion: int4('族谱版本', 0),
    skipBad: flag('只导入无误的行').optional(),
    ...ZibeiChangeParams,
  }),
  /** `skipped`: sheet rows left out (skipBad). */
  reply: z.object({ created: z.number().int(), skipped: z.number().int(), clanVersion: z.number().int() }),
  summary: '【新增】确认导入：再次上传同一文件与预览时的 clanVersion；无问题时在一个事务内写入全部成员；skipBad=1 时只写入无误的行',
});

/**
 * Downloads, outside the JSON envelope (raw calls, server rawRoute): 200 with
 * `Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet` and
 * `Content-Disposition: attachment; filename*=UTF-8''<name>.xlsx`. Refusals answer the JSON envelope
 * (`{msg: 0, msbox}` or HTTP 401). Headers as for other calls (Authorization, ap).
 */
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const EXCEL_TEMPLATE = rawCall({
  method: 'GET',
  path: '/clan-member/excel/template',
  access: 'session',
  params: z.object({ clanId: id('族谱ID').optional() }),
  summary: '【新增】下载导入模板（中文表头 + 一行示例；带 clanId 时示例用该族谱的姓氏）',
  raw: { contentType: XLSX_MIME },
});

export const EXCEL_EXPORT = rawCall({
  method: 'GET',
  path: '/clan-member/excel/export',
  access: 'user',
  params: z.object({ clanId: id('族谱ID') }),
  summary: '【新增】导出整个族谱为 .xlsx（与导入模板同一格式，可再导入）；仅管理员/协管员',
  raw: { contentType: XLSX_MIME },
});
