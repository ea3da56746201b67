/**
 * The reply envelope of every call (architecture.md "The API"):
 *   success        { msg: 1, data }
 *   failure        { msg: 0, msbox }      msbox is Chinese text the client shows as a toast
 *   not logged in  HTTP 401 { msg: 401, msbox }
 */
export interface Ok<T> {
  msg: 1;
  data: T;
}
export interface Fail {
  msg: 0;
  msbox: string;
}
export interface Unauthorized {
  msg: 401;
  msbox: string;
}
export type Envelope<T> = Ok<T> | Fail | Unauthorized;

export const ok = <T>(data: T): Ok<T> => ({ msg: 1, data });
export const fail = (msbox: string): Fail => ({ msg: 0, msbox });

/** Messages shared by the server and the client. */
export const MESSAGES = {
  busy: '服务器繁忙，请稍后重试',
  loginFirst: '请先登录',
  notFound: '接口不存在',
  obsolete: '接口过时',
  forbidden: '没有权限',
  tooMany: '操作太频繁，请稍后再试',
} as const;
