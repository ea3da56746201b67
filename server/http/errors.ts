/**
 * A problem the user can fix or should be told about: answered `{ msg: 0, msbox }` with HTTP 200.
 * Anything else thrown inside a handler is a bug: logged with the request id, answered "服务器繁忙，请稍后重试".
 */
export class UserError extends Error {
  constructor(public readonly msbox: string) {
    super(msbox);
    this.name = 'UserError';
  }
}

/** Not logged in (or the session expired): HTTP 401 `{ msg: 401, msbox }`. */
export class AuthError extends Error {
  constructor(public readonly msbox = '请先登录') {
    super(msbox);
    this.name = 'AuthError';
  }
}

/** Throw a UserError: `if (!user) fail('用户不存在')`. */
export function fail(msbox: string): never {
  throw new UserError(msbox);
}

/** Assert a condition with a user-facing message. */
export function must(cond: unknown, msbox: string): asserts cond {
  if (!cond) throw new UserError(msbox);
}
