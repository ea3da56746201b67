/**
 * Accounts: logging in, the session, SMS codes and captchas, passwords, logout and account deletion, the phone and
 * the profile (spec §3 userInfo, §4 guest start / login / logout / social login, §5 SMS sign, §6, §7 "User and
 * login"). Calls marked "（本项目新增）" are ours and not in spec/api-calls.tsv.
 */
import { z } from 'zod';
import { call, captchaFields, flag, id, password, phone, smsCode, int4, plain, fileUrl } from './common/index';
export { CAPTCHA_NEEDED, CAPTCHA_WRONG } from './common/index';

// ───────────────────────────── shapes ─────────────────────────────

/** A user's level and what it allows (project limit: 0 = unlimited). */
export const UserLevel = z.object({
  level: z.number().int(),
  name: z.string(),
  projectLimit: z.number().int(),
});

/** userInfo (spec §3): stored by the client under the `userInfo` cache key. A guest has id 1. */
export const UserInfo = z.object({
  id: z.number().int(),
  token: z.string(),
  hcAppId: z.string(),
  shareValue: z.string(),
  defaultPage: z.number().int(),
  level: UserLevel,
  extraProjectCount: z.number().int(),
  nickname: z.string(),
  photo: z.string(),
  /** Masked: 138****8000; empty for a guest. */
  phone: z.string(),
  hasPassword: z.boolean(),
});
export type UserInfo = z.infer<typeof UserInfo>;

/** 0 未知, 1 男, 2 女. */
export const GENDERS = [0, 1, 2] as const;

/** The user's own profile (GET /user/baseInfo). Dates are ISO strings; birthday is YYYY-MM-DD or ''. */
export const Profile = z.object({
  id: z.number().int(),
  nickname: z.string(),
  /** 姓 (the spec calls the surname firstName). */
  firstName: z.string(),
  realName: z.string(),
  gender: z.number().int(),
  photo: z.string(),
  background: z.string(),
  signature: z.string(),
  city: z.string(),
  birthday: z.string(),
  /** Masked: 138****8000; '' when no phone is bound. */
  phone: z.string(),
  /** The login account name; '' when not set. */
  account: z.string(),
  hasPassword: z.boolean(),
  defaultPage: z.number().int(),
  level: UserLevel,
  shareValue: z.string(),
  createdAt: z.string(),
  /** Pass back as `version` to POST /user/detail/save to refuse a stale save. */
  version: z.number().int(),
});
export type Profile = z.infer<typeof Profile>;

/** What anyone may see of another user (no phone, no real name, no birthday). */
export const PublicProfile = z.object({
  id: z.number().int(),
  nickname: z.string(),
  firstName: z.string(),
  gender: z.number().int(),
  photo: z.string(),
  background: z.string(),
  signature: z.string(),
  city: z.string(),
  level: UserLevel,
  createdAt: z.string(),
  /** The account was deleted (nickname is then 已注销用户). */
  deleted: z.boolean(),
});
export type PublicProfile = z.infer<typeof PublicProfile>;

/** SMS code purposes: `type` of GET /sms/:x. */
export const SMS_TYPES = ['login', 'register', 'reset', 'bind', 'change', 'logout'] as const;
export type SmsType = (typeof SMS_TYPES)[number];

/** Limits the server enforces (for the client's countdowns and texts). */
export const SMS_LIMITS = {
  /** Seconds before the same phone can get another code. */
  resendSeconds: 60,
  /** Seconds a code stays valid. */
  codeTtlSeconds: 300,
  perPhonePerDay: 10,
  perIpPerHour: 30,
  /** Wrong tries that burn a code. */
  maxTries: 5,
} as const;

/** Seconds a QR login code lives. */
export const QR_LOGIN_TTL_SECONDS = 120;

export const SmsSent = z.object({
  /** Masked phone the code went to. */
  phone: z.string(),
  /** Seconds the code stays valid (300). */
  expiresIn: z.number().int(),
  /** Seconds before another code can be asked for (60). */
  resendIn: z.number().int(),
});

/** Reply of calls that end sessions: how many sessions were revoked. */
export const Revoked = z.object({ revoked: z.number().int() });

export const QrStatus = z.enum(['waiting', 'scanned', 'confirmed', 'consumed', 'expired']);
export type QrStatus = z.infer<typeof QrStatus>;

// ───────────────────────────── reusable params ─────────────────────────────

const smsType = z.enum(SMS_TYPES).default('login').describe('短信类型');
/** An inviter's shareValue (spec §4 "With a share id, the user joins the agent"). */
const share = z.string().trim().max(64).optional().describe('邀请码');
const nickname = plain().trim().min(1).max(20).describe('昵称');
/** 姓: one or two Han characters (复姓 such as 欧阳). */
const firstName = z.string().trim().min(1).regex(/^\p{Script=Han}{1,2}$/u).describe('姓氏');
const signature = z.string().trim().max(60).describe('个性签名');
/** Login account name: 4–20 letters, digits or _, starting with a letter. */
export const ACCOUNT_NAME = /^[A-Za-z][A-Za-z0-9_]{3,19}$/;
const accountName = z.string().trim().regex(ACCOUNT_NAME).describe('账号');

// ───────────────────────────── login ─────────────────────────────

export const loginGuest = call({
  method: 'GET',
  path: '/login/guest',
  access: 'public',
  params: z.object({}),
  reply: UserInfo,
  summary: '游客登录：返回 id 为 1 的游客身份和令牌',
});

export const loginAccount = call({
  method: 'POST',
  path: '/login/account',
  access: 'public',
  params: z.object({
    account: z.string().trim().min(1).max(32).describe('账号'),
    password: z.string().min(1).max(32).describe('密码'),
    ...captchaFields,
  }),
  reply: UserInfo,
  summary:
    '账号密码登录：account 为手机号或账号名；失败一律答"账号或密码错误"；同一账号15分钟内失败3次后须带图形验证码（captchaId + captchaAnswer），同一IP失败过多则按指数退避等待（不会锁死账号）',
});

export const loginPhone = call({
  method: 'POST',
  path: '/login/phone',
  access: 'public',
  params: z.object({ phone: phone(), code: smsCode(), share }),
  reply: UserInfo,
  summary: '短信验证码登录（一键登录注册）：新手机号自动注册；验证码类型 login 或 register',
});

export const loginVerify = call({
  method: 'POST',
  path: '/login/verify',
  access: 'public',
  params: z.object({ phone: phone(), code: smsCode(), password: password(), share }),
  reply: UserInfo,
  summary: '校验短信验证码并设置密码后登录（注册、找回密码页）；验证码类型 register、reset 或 login；找回密码时其他会话下线',
});

export const loginScan = call({
  method: 'GET',
  path: '/login/scan',
  access: 'user',
  params: z.object({
    code: z.string().trim().min(1).max(64).describe('二维码'),
    confirm: flag('确认登录').optional(),
  }),
  reply: z.object({ status: QrStatus }),
  summary: '扫码登录（手机端）：不带 confirm 标记为已扫描，confirm=1 确认让电脑端以本账号登录',
});

export const loginScanCreate = call({
  method: 'GET',
  path: '/login/scan/create',
  access: 'public',
  params: z.object({}),
  reply: z.object({
    code: z.string(),
    /** ISO time; codes live 2 minutes. */
    expiresAt: z.string(),
    /** What the QR shows: the app URL of the scan page, e.g. https://…/#/pages/account/scan?code=… */
    qrText: z.string(),
  }),
  summary: '（本项目新增）扫码登录（电脑端）：生成二维码，2分钟有效',
});

export const loginScanStatus = call({
  method: 'GET',
  path: '/login/scan/status',
  access: 'public',
  params: z.object({ code: z.string().trim().min(1).max(64).describe('二维码') }),
  reply: z.object({ status: QrStatus, userInfo: UserInfo.optional() }),
  summary: '（本项目新增）扫码登录（电脑端）轮询：confirmed 时附带新会话的 userInfo，仅一次；之后为 consumed 或 expired',
});

export const loginDebug = call({
  method: 'GET',
  path: '/user/login/debug',
  access: 'public',
  params: z.object({ code: z.string().trim().min(1).max(20).describe('调试码') }),
  reply: UserInfo,
  summary: '调试登录：code 为用户手机号（新手机号自动注册）或用户ID；生产环境答复“调试登录已关闭”',
});

export const loginWx = call({
  method: 'GET',
  path: '/user/login/wx',
  access: 'public',
  params: z.object({
    code: z.string().trim().min(1).max(200).describe('微信授权码'),
    hcSceneId: z.string().trim().max(64).optional().describe('场景值'),
    share,
  }),
  reply: UserInfo,
  summary: '微信登录：未配置微信时答复 msg 0“未配置微信登录”（客户端失败后3秒重试一次）',
});

const wxParams = z.object({
  code: z.string().trim().max(200).optional().describe('微信授权码'),
  encryptedData: z.string().max(4000).optional().describe('加密数据'),
  iv: z.string().max(200).optional().describe('加密向量'),
});

export const bindWxInfo = call({
  method: 'POST',
  path: '/user/bind/wxinfo2',
  access: 'user',
  params: wxParams,
  reply: z.null(),
  summary: '绑定微信信息：未配置微信时答复“未配置微信登录”',
});

export const updateWxInfo = call({
  method: 'POST',
  path: '/user/update/wxinfo',
  access: 'user',
  params: wxParams,
  reply: z.null(),
  summary: '更新微信头像昵称：未配置微信时答复“未配置微信登录”',
});

export const bindWxPhone = call({
  method: 'POST',
  path: '/user/bind/wxphone',
  access: 'user',
  params: wxParams,
  reply: z.null(),
  summary: '绑定微信手机号：未配置微信时答复“未配置微信登录”',
});

const checkUserParams = z.object({ cid: z.string().trim().max(100).optional().describe('推送ID') });
const checkUserReply = z.object({ valid: z.literal(true), userInfo: UserInfo });

export const checkUser = call({
  method: 'GET',
  path: '/user/check/user',
  access: 'session',
  params: checkUserParams,
  reply: checkUserReply,
  summary: '启动时校验已存的令牌：有效则返回最新 userInfo（令牌不变）；无效或过期为 HTTP 401',
});

export const checkUserPost = call({
  method: 'POST',
  path: '/user/check/user',
  access: 'session',
  params: checkUserParams,
  reply: checkUserReply,
  summary: '同 GET /user/check/user',
});

// ───────────────────────────── SMS and captcha ─────────────────────────────

export const smsSend = call({
  method: 'GET',
  path: '/sms/:x',
  access: 'public',
  params: z.object({
    x: z.string().trim().regex(/^(1[3-9]\d{9}|me)$/).describe('手机号'),
    type: smsType,
  }),
  reply: SmsSent,
  summary:
    '发送短信验证码：x 为手机号，或 me（已登录用户本人绑定的手机号）；每号每分钟1条、每天10条，每IP每小时30条；5分钟有效',
});

export const smsSignSend = call({
  method: 'GET',
  path: '/sms/sign/:hash/:x',
  access: 'public',
  params: z.object({
    hash: z.string().trim().regex(/^[0-9a-f]{16}$/).describe('签名'),
    x: z.string().trim().regex(/^(1[3-9]\d{9}|me)$/).describe('手机号'),
    captchaId: z.string().trim().min(1).max(64).describe('图形验证码'),
    type: smsType,
  }),
  reply: SmsSent,
  summary: '带签名发送短信验证码：hash = smsSignHash(手机号, 今天或昨天)，并需一个已通过校验、未用过的图形验证码 captchaId',
});

export const captchaImage = call({
  method: 'GET',
  path: '/sms/captcha/image',
  access: 'session',
  params: z.object({}),
  reply: z.object({ id: z.string(), svg: z.string() }),
  summary: '（本项目新增）图形验证码：4个字符的 SVG，5分钟有效',
});

export const captchaValidate = call({
  method: 'POST',
  path: '/sms/captcha/validate',
  access: 'session',
  params: z.object({
    id: z.string().trim().min(1).max(64).describe('图形验证码编号'),
    answer: z.string().trim().min(1).max(10).describe('图形验证码'),
  }),
  reply: z.object({ passed: z.literal(true) }),
  summary: '校验图形验证码（不区分大小写）：通过后可用于一次带签名的短信发送；答错即失效，需刷新',
});

export const debugSmsOutbox = call({
  method: 'GET',
  path: '/debug/sms/outbox',
  access: 'public',
  params: z.object({ phone: phone() }),
  reply: z.object({
    list: z.array(z.object({ code: z.string(), text: z.string(), createdAt: z.string() })),
  }),
  summary: '（本项目新增，仅非生产环境存在）测试用：该手机号最近的短信（最新在前，最多10条）',
});

export const debugCaptcha = call({
  method: 'GET',
  path: '/debug/captcha',
  access: 'public',
  params: z.object({ id: z.string().min(1).max(64).describe('图形验证码ID') }),
  reply: z.object({ answer: z.string() }),
  summary: '（本项目新增，仅非生产环境存在）测试用：图形验证码的答案',
});

// ───────────────────────────── passwords, logout, deletion ─────────────────────────────

export const passwordChange = call({
  method: 'POST',
  path: '/login/password/change',
  access: 'user',
  params: z.object({
    oldPassword: z.string().min(1).max(32).optional().describe('原密码'),
    password: password('新密码'),
    ...captchaFields,
  }),
  reply: Revoked,
  summary: '修改密码：已设密码时需原密码；成功后本账号其他会话全部下线',
});

export const changePassword = call({
  method: 'POST',
  path: '/user/changePassword',
  access: 'user',
  params: z.object({ code: smsCode(), password: password('新密码') }),
  reply: Revoked,
  summary: '用短信验证码设置密码：验证码发到本人手机号，类型 change；成功后其他会话全部下线',
});

export const logoutCheck = call({
  method: 'GET',
  path: '/login/logout/ckeck',
  access: 'user',
  params: z.object({}),
  reply: z.object({ canDelete: z.boolean(), reasons: z.array(z.string()) }),
  summary: '注销账号前检查：不能注销时 reasons 列出原因（钱包余额、未完成的支付…）',
});

export const logout = call({
  method: 'POST',
  path: '/login/logout/:x',
  access: 'session',
  params: z.object({
    x: z.enum(['session', 'all', 'account']).describe('退出方式'),
    code: smsCode().optional(),
  }),
  reply: Revoked,
  summary:
    '退出登录：session 退出本会话，all 退出全部设备，account 注销账号（需类型 logout 的短信验证码且可注销；资料匿名化，不删除他人数据）',
});

// ───────────────────────────── phone and account name ─────────────────────────────

export const changePhone = call({
  method: 'POST',
  path: '/user/change/phone',
  access: 'user',
  params: z.object({ phone: phone('新手机号'), code: smsCode() }),
  reply: z.object({ phone: z.string() }),
  summary: '更换手机号：验证码发到新手机号，类型 change；答复打码后的新手机号',
});

export const bindPhone = call({
  method: 'POST',
  path: '/user/bind/phone/:x',
  access: 'user',
  params: z.object({ x: phone(), code: smsCode() }),
  reply: z.object({ phone: z.string() }),
  summary: '为没有手机号的账号绑定手机号 x：验证码类型 bind',
});

export const bindAccount = call({
  method: 'GET',
  path: '/user/bind/account/:x',
  access: 'user',
  params: z.object({ x: accountName }),
  reply: z.object({ account: z.string() }),
  summary: '设置登录账号名（4到20位字母数字下划线、字母开头、不区分大小写唯一，设置后不能修改）',
});

// ───────────────────────────── profile ─────────────────────────────

export const baseInfo = call({
  method: 'GET',
  path: '/user/baseInfo',
  access: 'user',
  params: z.object({}),
  reply: Profile,
  summary: '本人资料',
});

export const userDetail = call({
  method: 'GET',
  path: '/user/detail',
  access: 'session',
  params: z.object({ id: id('用户ID') }),
  reply: PublicProfile,
  summary: '他人公开资料（不含手机号）',
});

export const saveDetail = call({
  method: 'POST',
  path: '/user/detail/save',
  access: 'user',
  params: z.object({
    nickname: nickname.optional(),
    firstName: firstName.optional(),
    realName: plain().trim().max(20).optional().describe('真实姓名'),
    gender: z.coerce.number().int().min(0).max(2).optional().describe('性别'),
    city: plain().trim().max(30).optional().describe('所在城市'),
    birthday: z.string().trim().regex(/^(|\d{4}-\d{2}-\d{2})$/).optional().describe('生日'),
    signature: signature.optional(),
    version: int4('版本', 1).optional(),
  }),
  reply: Profile,
  summary: '保存本人资料（字段都可选，只改传来的）；带 version 时资料已在别处修改则拒绝',
});

export const updateSignature = call({
  method: 'GET',
  path: '/user/update/signature',
  access: 'user',
  params: z.object({ signature }),
  reply: z.object({ signature: z.string() }),
  summary: '修改个性签名（不超过60字）',
});

const imageParams = (label: string) =>
  z.object({
    /** Kept for the old client; not used. */
    id: z.coerce.number().int().optional().describe('ID'),
    url: fileUrl(label),
  });

export const updatePhoto = call({
  method: 'POST',
  path: '/user/update/photo',
  access: 'user',
  params: imageParams('头像'),
  reply: z.object({ photo: z.string() }),
  summary: '修改头像：url 为上传后得到的 /files/… 路径，空串清除',
});

export const updateBackground = call({
  method: 'POST',
  path: '/user/update/background',
  access: 'user',
  params: imageParams('背景图'),
  reply: z.object({ background: z.string() }),
  summary: '修改个人主页背景图：url 为上传后得到的 /files/… 路径，空串清除',
});

export const setDefaultPage = call({
  method: 'POST',
  path: '/user/default-page/:x',
  access: 'user',
  params: z.object({ x: z.coerce.number().int().min(0).max(1).describe('默认首页') }),
  reply: z.object({ defaultPage: z.number().int() }),
  summary: '设置登录后的默认首页：0 百家，1 首页',
});

export const setFirstName = call({
  method: 'GET',
  path: '/user/first-name',
  access: 'user',
  params: z.object({ firstName }),
  reply: z.object({ firstName: z.string() }),
  summary: '设置本人姓氏（1到2个汉字）',
});

export const firstNameCount = call({
  method: 'GET',
  path: '/user/first-name/count',
  access: 'user',
  params: z.object({}),
  reply: z.object({ firstName: z.string(), count: z.number().int() }),
  summary: '与本人同姓的用户数（含本人）；未设姓氏时为0',
});

// ───────────────────────────── SMS sign hash (spec §5), shared by client and server ─────────────────────────────

/** The calendar date in China (UTC+8, no daylight saving) as yyyymmdd. */
export function shanghaiYmd(date: Date): string {
  const d = new Date(date.getTime() + 8 * 3600 * 1000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}`;
}

/**
 * The date-derived hash of GET /sms/sign/:hash/:x: the first 16 hex digits of
 * sha256(`zupu:${yyyymmdd in Asia/Shanghai}:${phone}`). The server accepts today's and yesterday's.
 */
export function smsSignHash(phone: string, date: Date): string {
  return sha256Hex(`zupu:${shanghaiYmd(date)}:${phone}`).slice(0, 16);
}

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01,
  0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc,
  0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147,
  0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08,
  0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
  0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

/** SHA-256 of the UTF-8 bytes of `s`, as lowercase hex (small pure-JS version so the browser can compute it too). */
export function sha256Hex(s: string): string {
  const msg = new TextEncoder().encode(s);
  const len = msg.length;
  const blocks = Math.ceil((len + 9) / 64);
  const buf = new Uint8Array(blocks * 64);
  buf.set(msg);
  buf[len] = 0x80;
  const view = new DataView(buf.buffer);
  view.setUint32(buf.length - 8, Math.floor(len / 0x20000000));
  view.setUint32(buf.length - 4, (len * 8) >>> 0);
  const h = new Uint32Array([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);
  const w = new Uint32Array(64);
  const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));
  for (let b = 0; b < blocks; b++) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(b * 64 + i * 4);
    for (let i = 16; i < 64; i++) {
      const s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >>> 3);
      const s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >>> 10);
      w[i] = (w[i - 16] + s0 + w[i - 7] + s1) >>> 0;
    }
    let [a, bb, c, d, e, f, g, hh] = h;
    for (let i = 0; i < 64; i++) {
      const t1 = (hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[i] + w[i]) >>> 0;
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & bb) ^ (a & c) ^ (bb & c))) >>> 0;
      hh = g; g = f; f = e; e = (d + t1) >>> 0; d = c; c = bb; bb = a; a = (t1 + t2) >>> 0;
    }
    h[0] += a; h[1] += bb; h[2] += c; h[3] += d; h[4] += e; h[5] += f; h[6] += g; h[7] += hh;
  }
  return Array.from(h, (x) => x.toString(16).padStart(8, '0')).join('');
}
