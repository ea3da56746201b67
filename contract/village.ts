/**
 * Villages (村落, spec §7 "Memorial, hall, village, school" /village/*, routes /village/*): a clan's home village
 * (祖居地) or a place it moved to (迁居地), placed in the administrative divisions (contract/area.ts) down to the town,
 * with its village name, coordinates, a description, a chronicle (村史: entries dated with reign-era years read by the
 * calendar engine), photos and videos, 360° panoramas linked by hotspots, the clans rooted there, and the members who
 * lived there (their 居住地 or 葬地 names the village).
 *
 * - Anyone logged in creates a village and becomes its admin (村落管理员, a role per village); only its admins save it.
 *   Saves carry `version`: a stale save is refused.
 * - Anyone logged in proposes a correction (纠错): the changed fields only, with the village's version at that time.
 *   The admins accept or reject. Accepting applies it and writes a log entry; when the village changed after the
 *   proposal, accept is refused with the diff against the current village (msbox), and the admin confirms with
 *   `villageVersion` = the version he saw — never a silent overwrite (as member corrections, contract/reviews.ts).
 * - Every change (save, accepted correction, revert) is logged with its before/after; an admin reverts an entry while
 *   the village has not changed after it (our addition: POST /village/log/revert).
 * - Articles (our additions: /village/article/*): rich text from the content editor, cleaned on the server.
 * - Visits: each /village/detail counts one; /village/list sort=hot orders by them.
 */
import { z } from 'zod';
import { call, fileUrl, id, int4, page, paging, text } from './common/index';

export const VILLAGE_KINDS = ['ancestral', 'migrated'] as const;
export const VillageKind = z.enum(VILLAGE_KINDS);
export type VillageKind = z.infer<typeof VillageKind>;
export const VILLAGE_KIND_NAMES: Record<VillageKind, string> = { ancestral: '祖居地', migrated: '迁居地' };

/** One chronicle entry as sent: `date` as written (明洪武三年, 乾隆间, 1949年). */
export const ChronicleInput = z.object({
  date: text('年代', 40).pipe(z.string().min(1)).describe('年代'),
  title: text('事件', 60).pipe(z.string().min(1)).describe('事件'),
  text: text('事件详情', 1000).default(''),
});
/** As stored: `year` is the CE year the calendar engine read from `date` (null: 不详). */
export const ChronicleEntry = z.object({ date: z.string(), year: z.number().int().nullable(), title: z.string(), text: z.string() });
export type ChronicleEntry = z.infer<typeof ChronicleEntry>;

export const MEDIA_KINDS = ['image', 'video'] as const;
export const VillageMedia = z.object({
  url: fileUrl('照片或视频').pipe(z.string().min(1)),
  kind: z.enum(MEDIA_KINDS).describe('媒体类型'),
  title: text('说明', 60).default(''),
});
export type VillageMedia = z.infer<typeof VillageMedia>;

/** What a hotspot opens: another scene, a clan member (成员 id), a memorial hall (纪念馆 id) or a village article. */
export const HOTSPOT_KINDS = ['scene', 'member', 'hall', 'article'] as const;
export type HotspotKind = (typeof HOTSPOT_KINDS)[number];
export const HOTSPOT_KIND_NAMES: Record<HotspotKind, string> = { scene: '场景', member: '族人', hall: '纪念馆', article: '文章' };
const angle = (label: string, max: number) => z.coerce.number().min(-max).max(max).describe(label);
export const VillageHotspot = z.object({
  /** Degrees: yaw 0 = the image centre straight ahead, positive to the right; pitch up (render/scenes/village). */
  yaw: angle('热点水平角', 180),
  pitch: angle('热点俯仰角', 90),
  kind: z.enum(HOTSPOT_KINDS).describe('热点类型'),
  /** A scene id, or a member / hall / article id as text. */
  targetId: z.string().trim().min(1).max(40).describe('热点目标'),
  label: text('热点名称', 20).pipe(z.string().min(1)).describe('热点名称'),
});
export type VillageHotspot = z.infer<typeof VillageHotspot>;
export const VillageScene = z.object({
  id: z.string().trim().regex(/^[A-Za-z0-9_-]{1,20}$/).describe('场景编号'),
  title: text('场景名称', 30).pipe(z.string().min(1)).describe('场景名称'),
  /** An equirectangular (2:1) photo. */
  imageUrl: fileUrl('全景图').pipe(z.string().min(1)).describe('全景图'),
  hotspots: z.array(VillageHotspot).max(30).default([]).describe('热点'),
});
export type VillageScene = z.infer<typeof VillageScene>;
export const VillagePanorama = z.object({
  startSceneId: z.string().max(20).default(''),
  scenes: z.array(VillageScene).max(20).default([]).describe('全景场景'),
});
export type VillagePanorama = z.infer<typeof VillagePanorama>;

/** The fields a save or a correction sets (a correction: any of them). */
export const villageFields = {
  name: text('村名', 30).pipe(z.string().min(1, '请填写村名')).describe('村名'),
  kind: VillageKind.describe('村落类型'),
  /** The division ids from the province down: [province, city, county] or with the town (9 digits). */
  areaIds: z.array(z.coerce.number().int().min(1).max(999_999_999)).min(1).max(4).describe('所在地区'),
  address: text('详细位置', 100).default(''),
  longitude: z.coerce.number().min(-180).max(180).nullable().default(null).describe('经度'),
  latitude: z.coerce.number().min(-90).max(90).nullable().default(null).describe('纬度'),
  description: text('简介', 2000).default(''),
  cover: fileUrl('封面').default(''),
  chronicle: z.array(ChronicleInput).max(200).default([]).describe('村史'),
  media: z.array(VillageMedia).max(60).default([]).describe('照片视频'),
  panorama: VillagePanorama.default({ startSceneId: '', scenes: [] }).describe('全景'),
};
export const VillageChanges = z.object({
  name: villageFields.name.optional(), kind: VillageKind.optional().describe('村落类型'), areaIds: villageFields.areaIds.optional(),
  address: text('详细位置', 100).optional(),
  longitude: z.coerce.number().min(-180).max(180).nullable().optional().describe('经度'),
  latitude: z.coerce.number().min(-90).max(90).nullable().optional().describe('纬度'),
  description: text('简介', 2000).optional(), cover: fileUrl('封面').optional(),
  chronicle: z.array(ChronicleInput).max(200).optional().describe('村史'), media: z.array(VillageMedia).max(60).optional().describe('照片视频'),
});
export type VillageChanges = z.infer<typeof VillageChanges>;

/** Chinese labels of the fields shown in diffs. */
export const VILLAGE_FIELD_LABELS: Record<string, string> = {
  name: '村名', kind: '类型', areaIds: '所在地区', address: '详细位置', longitude: '经度', latitude: '纬度', description: '简介',
  cover: '封面', chronicle: '村史', media: '照片视频', panorama: '全景', clanIds: '宗族',
};

/** One changed field, values as Chinese display text. */
export const VillageDiffRow = z.object({ field: z.string(), label: z.string(), before: z.string(), after: z.string(), changed: z.boolean() });
export type VillageDiffRow = z.infer<typeof VillageDiffRow>;

const Person = z.object({ id: z.number().int(), name: z.string() });

export const VillageCard = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: VillageKind,
  /** 广东省广州市天河区石牌街道 */
  areaText: z.string(),
  cover: z.string(),
  description: z.string(),
  visits: z.number().int(),
  clanCount: z.number().int(),
});
export type VillageCard = z.infer<typeof VillageCard>;

export const VillageDetail = VillageCard.extend({
  areaIds: z.array(z.number().int()),
  address: z.string(),
  longitude: z.number().nullable(),
  latitude: z.number().nullable(),
  chronicle: z.array(ChronicleEntry),
  media: z.array(VillageMedia),
  panorama: z.object({ startSceneId: z.string(), scenes: z.array(z.object({
    id: z.string(), title: z.string(), imageUrl: z.string(),
    hotspots: z.array(z.object({ yaw: z.number(), pitch: z.number(), kind: z.enum(HOTSPOT_KINDS), targetId: z.string(), label: z.string() })),
  })) }),
  admins: z.array(Person),
  /** The caller administers it. */
  isAdmin: z.boolean(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type VillageDetail = z.infer<typeof VillageDetail>;

export const villageSave = call({
  method: 'POST', path: '/village/save', access: 'user',
  params: z.object({
    id: id('村落').optional(),
    /** Required to change an existing village: the version it was read at. */
    version: int4('版本', 1).optional(),
    ...villageFields,
    /** Clans rooted here ([projectId, clanId]); the caller must be a member of each clan's project. */
    clans: z.array(z.object({ projectId: id('族谱项目'), clanId: id('族谱') })).max(50).optional().describe('宗族'),
  }),
  reply: VillageDetail,
  summary: '新建或修改村落（新建者成为村落管理员；修改须为管理员并带 version）',
});

export const villageDetail = call({
  method: 'GET', path: '/village/detail', access: 'session',
  params: z.object({ id: id('村落') }), reply: VillageDetail, summary: '村落详情（计一次访问）',
});

export const villageMy = call({
  method: 'GET', path: '/village/my', access: 'user',
  params: z.object({ ...paging }), reply: page(VillageCard), summary: '我管理的村落',
});

export const villageList = call({
  method: 'GET', path: '/village/list', access: 'session',
  params: z.object({
    keyword: text('关键词', 30).default(''),
    /** Any division id: villages inside it. */
    areaId: z.coerce.number().int().min(1).max(999_999_999).optional().describe('地区'),
    kind: VillageKind.optional().describe('村落类型'),
    sort: z.enum(['new', 'hot']).default('new').describe('排序'),
    ...paging,
  }),
  reply: page(VillageCard), summary: '村落列表：按地区、关键词；sort=hot 按访问量（热门村落）',
});

export const VillageClan = z.object({
  projectId: z.number().int(), clanId: z.number().int(), name: z.string(), surname: z.string(), projectName: z.string(),
});
export const villageClanList = call({
  method: 'GET', path: '/village/clanList', access: 'session',
  params: z.object({ id: id('村落') }), reply: z.object({ list: z.array(VillageClan) }), summary: '根在此村的宗族',
});

export const villageProjectList = call({
  method: 'GET', path: '/village/projectList', access: 'session',
  params: z.object({ id: id('村落') }),
  reply: z.object({ list: z.array(z.object({ projectId: z.number().int(), name: z.string(), surname: z.string(), clanCount: z.number().int() })) }),
  summary: '根在此村的族谱项目',
});

export const VillagePerson = z.object({
  memberId: z.number().int(), projectId: z.number().int(), clanId: z.number().int(), name: z.string(), generation: z.number().int(),
  /** 居住 / 安葬 */
  relation: z.string(),
  living: z.boolean(),
});
export const villageMemberList = call({
  method: 'GET', path: '/village/memberList', access: 'session',
  params: z.object({ id: id('村落'), ...paging }),
  reply: page(VillagePerson),
  summary: '在此村居住或安葬的族人（根在此村的宗族中；在世者只对该谱成员显示）',
});

export const VillageLogEntry = z.object({
  id: z.number().int(),
  user: Person,
  /** 修改 / 纠错采纳 / 撤销 */
  sourceName: z.string(),
  correctionId: z.number().int().nullable(),
  diff: z.array(VillageDiffRow),
  createdAt: z.string(),
  reverted: z.boolean(),
  /** An admin may revert it now (not reverted, the village unchanged after it). */
  canRevert: z.boolean(),
});
export type VillageLogEntry = z.infer<typeof VillageLogEntry>;
export const villageHistory = call({
  method: 'GET', path: '/village/history', access: 'session',
  params: z.object({ id: id('村落'), ...paging }),
  reply: page(VillageLogEntry, { chronicle: z.array(ChronicleEntry), name: z.string() }),
  summary: '村史（按年代）与修改记录（新的在前，含纠错采纳）',
});

export const villageLogRevert = call({
  method: 'POST', path: '/village/log/revert', access: 'user',
  params: z.object({ id: id('修改记录') }), reply: VillageLogEntry,
  summary: '撤销一条修改记录（管理员；该记录之后村落未再修改时）',
});

// ——— Corrections ———

export const VILLAGE_CORRECTION_STATUS = ['pending', 'accepted', 'rejected'] as const;
export const VillageCorrectionStatus = z.enum(VILLAGE_CORRECTION_STATUS);
export const VILLAGE_CORRECTION_STATUS_NAMES: Record<(typeof VILLAGE_CORRECTION_STATUS)[number], string> = {
  pending: '待审核', accepted: '已采纳', rejected: '已驳回',
};
export const VillageCorrectionItem = z.object({
  id: z.number().int(),
  villageId: z.number().int(),
  villageName: z.string(),
  proposer: Person,
  reason: z.string(),
  status: VillageCorrectionStatus,
  statusName: z.string(),
  /** 简介、村史 */
  fields: z.string(),
  reviewer: Person.nullable(),
  reviewNote: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type VillageCorrectionItem = z.infer<typeof VillageCorrectionItem>;
export const VillageCorrectionDetail = VillageCorrectionItem.extend({
  changes: z.record(z.string(), z.unknown()),
  /** before = the village now, after = proposed. */
  diff: z.array(VillageDiffRow),
  baseVersion: z.number().int(),
  villageVersion: z.number().int(),
  /** The village changed after the proposal. */
  stale: z.boolean(),
  canReview: z.boolean(),
});
export type VillageCorrectionDetail = z.infer<typeof VillageCorrectionDetail>;

export const villageCorrectionSave = call({
  method: 'POST', path: '/village/correction/save', access: 'user',
  params: z.object({ villageId: id('村落'), changes: VillageChanges.describe('纠错内容'), reason: text('纠错说明', 500).default('') }),
  reply: VillageCorrectionDetail, summary: '提交村落纠错：changes 为要修改的字段；等待村落管理员审核',
});
export const villageCorrectionMy = call({
  method: 'GET', path: '/village/correction/my', access: 'user',
  params: z.object({ ...paging }), reply: page(VillageCorrectionItem), summary: '我提交的村落纠错',
});
export const villageCorrectionDetail = call({
  method: 'GET', path: '/village/correction/detail', access: 'user',
  params: z.object({ id: id('纠错') }), reply: VillageCorrectionDetail, summary: '村落纠错详情（提交者或村落管理员）',
});
export const villageCorrectionList = call({
  method: 'GET', path: '/village/correction/list', access: 'user',
  params: z.object({ villageId: id('村落'), status: VillageCorrectionStatus.optional().describe('状态'), ...paging }),
  reply: page(VillageCorrectionItem), summary: '一个村落的纠错（村落管理员；默认待审核）',
});
export const villageCorrectionAccept = call({
  method: 'POST', path: '/village/correction/accept', access: 'user',
  params: z.object({
    id: id('纠错'),
    /** Required only when the village changed after the proposal: the version shown in the detail. */
    villageVersion: int4('村落版本', 1).optional(),
    note: text('审核意见', 200).default(''),
  }),
  reply: VillageCorrectionDetail, summary: '采纳村落纠错（村落管理员）：修改村落并记入修改记录',
});
export const villageCorrectionReject = call({
  method: 'POST', path: '/village/correction/reject', access: 'user',
  params: z.object({ id: id('纠错'), note: text('驳回理由', 200).default('') }),
  reply: VillageCorrectionDetail, summary: '驳回村落纠错（村落管理员）',
});

// ——— Articles (our additions) ———

export const VillageArticle = z.object({
  id: z.number().int(), villageId: z.number().int(), title: z.string(), html: z.string(), author: Person,
  createdAt: z.string(), updatedAt: z.string(),
});
export type VillageArticle = z.infer<typeof VillageArticle>;
export const villageArticleList = call({
  method: 'GET', path: '/village/article/list', access: 'session',
  params: z.object({ villageId: id('村落'), ...paging }),
  reply: page(VillageArticle.omit({ html: true }).extend({ summary: z.string() })), summary: '村落文章',
});
export const villageArticleDetail = call({
  method: 'GET', path: '/village/article/detail', access: 'session',
  params: z.object({ id: id('文章') }), reply: VillageArticle, summary: '一篇村落文章',
});
export const villageArticleSave = call({
  method: 'POST', path: '/village/article/save', access: 'user',
  params: z.object({
    villageId: id('村落'), id: id('文章').optional(),
    title: text('标题', 60).pipe(z.string().min(1, '请填写标题')).describe('标题'),
    html: z.string().max(100_000).describe('正文'),
  }),
  reply: VillageArticle, summary: '新建或修改村落文章（村落管理员；正文经富文本清理）',
});
export const villageArticleDelete = call({
  method: 'POST', path: '/village/article/delete', access: 'user',
  params: z.object({ id: id('文章') }), reply: z.object({ deleted: z.literal(true) }), summary: '删除村落文章（村落管理员）',
});

// ——— Admins and clan links (our additions) ———

/**
 * The village's admins: any admin adds another (by phone or user id) or removes one (himself included); the last
 * admin cannot be removed.
 */
export const villageAdminAdd = call({
  method: 'POST', path: '/village/admin/add', access: 'user',
  params: z.object({
    id: id('村落'),
    phone: z.string().trim().regex(/^1[3-9]\d{9}$/).optional().describe('手机号'),
    userId: id('用户').optional(),
  }),
  reply: z.object({ admins: z.array(Person) }),
  summary: '添加村落管理员（村落管理员；按手机号或用户ID）',
});
export const villageAdminRemove = call({
  method: 'POST', path: '/village/admin/remove', access: 'user',
  params: z.object({ id: id('村落'), userId: id('用户') }),
  reply: z.object({ admins: z.array(Person) }),
  summary: '移除村落管理员（村落管理员；至少保留一位）',
});

/** One clan the caller manages (管理员 or 协管员 of its project), and whether it is rooted in the village. */
export const VillageMyClan = VillageClan.extend({ linked: z.boolean() });
export type VillageMyClan = z.infer<typeof VillageMyClan>;
export const villageClanMine = call({
  method: 'GET', path: '/village/clan/mine', access: 'user',
  params: z.object({ id: id('村落') }),
  reply: z.object({ list: z.array(VillageMyClan) }),
  summary: '我管理的宗族（管理员、协管员）及其是否关联此村',
});
const clanLink = z.object({ id: id('村落'), projectId: id('族谱项目'), clanId: id('族谱') });
export const villageClanLink = call({
  method: 'POST', path: '/village/clan/link', access: 'user', params: clanLink,
  reply: z.object({ list: z.array(VillageMyClan) }),
  summary: '把宗族关联到村落（该宗族所在族谱的管理员、协管员）',
});
export const villageClanUnlink = call({
  method: 'POST', path: '/village/clan/unlink', access: 'user', params: clanLink,
  reply: z.object({ list: z.array(VillageMyClan) }),
  summary: '取消宗族与村落的关联（该宗族的管理员、协管员，或村落管理员）',
});
