/**
 * 名人 / 精英 (elite) of a clan — spec §3 "Elite setting: memberId(s), types", §7 "Data, permission, elite".
 * A member carries zero or more elite types. The types follow what clan books record under 人物/名宦/科第/
 * 孝友/义行 (domain.md §3 titles, §6 the book's 人物传):
 * - 功名  科举功名: 进士、举人、秀才、贡生、监生 (科第录)
 * - 仕宦  出仕为官、任职 (名宦录)
 * - 学位  新学学历: 学士、硕士、博士、教授
 * - 军功  从军立功、抗战、将校
 * - 贤孝  孝子、孝友、旌表 (孝友录)
 * - 商贤  商界贤达、实业家、捐资兴学修祠
 * - 节烈  节妇、烈女（旌表）
 * - 文苑  著述、诗文、书画、艺术
 * - 寿考  耆寿：九十以上、百岁
 * - 义行  乐善好施、修谱、修桥铺路、赈灾
 * Setting needs admin/协管员 (or a collaborator inside his branch); reading follows the project's access.
 */
import { z } from 'zod';
import { call, id, page, paging } from './common/index';

export const ELITE_TYPES = ['功名', '仕宦', '学位', '军功', '贤孝', '商贤', '节烈', '文苑', '寿考', '义行'] as const;
export const EliteType = z.enum(ELITE_TYPES);
export type EliteType = z.infer<typeof EliteType>;

/** One line of explanation per type (shown on the /clan/elite screen). */
export const ELITE_TYPE_NOTES: Record<EliteType, string> = {
  功名: '科举功名：进士、举人、秀才、贡生、监生',
  仕宦: '出仕为官、担任公职',
  学位: '新学学历：学士、硕士、博士、教授',
  军功: '从军立功、抗战将士',
  贤孝: '孝子孝友、受旌表者',
  商贤: '商界贤达、实业家、捐资兴学修祠',
  节烈: '节妇烈女（旌表）',
  文苑: '著述诗文、书画艺术',
  寿考: '耆寿：年逾九十或百岁',
  义行: '乐善好施、修谱修祠、修桥铺路、赈灾',
};

const types = z.array(EliteType).max(ELITE_TYPES.length).describe('名人类别');

export const EliteItem = z.object({
  id: z.number().int(),
  name: z.string(),
  gender: z.enum(['m', 'f']),
  generation: z.number().int(),
  /** 十二世 */
  generationLabel: z.string(),
  birthYear: z.number().int().nullable(),
  deathYear: z.number().int().nullable(),
  living: z.boolean(),
  titles: z.array(z.string()),
  types: z.array(EliteType),
});
export type EliteItem = z.infer<typeof EliteItem>;

export const list = call({
  method: 'GET',
  path: '/elite/list',
  access: 'session',
  params: z.object({ clanId: id('族谱ID'), type: EliteType.optional().describe('名人类别'), ...paging }),
  reply: page(EliteItem, { stats: z.array(z.object({ type: EliteType, count: z.number().int() })) }),
  summary: '族谱名人（按世次），type 筛选；stats = 各类人数（全部类别，含0）',
});

export const set = call({
  method: 'POST',
  path: '/elite/set',
  access: 'user',
  params: z.object({ memberId: id('成员ID'), types }),
  reply: z.object({ memberId: z.number().int(), types: z.array(EliteType) }),
  summary: '设置一位成员的名人类别（替换原有；空数组 = 取消名人）',
});

export const batchSet = call({
  method: 'POST',
  path: '/elite/batch-set',
  access: 'user',
  params: z.object({
    memberIds: z.array(id('成员ID')).min(1).max(500).describe('成员'),
    types,
  }),
  reply: z.object({ count: z.number().int() }),
  summary: '批量设置名人类别（同一族谱内，全部替换为 types；任一成员无权或不存在则全部不改）',
});
