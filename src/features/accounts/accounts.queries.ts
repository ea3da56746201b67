/**
 * Server state of accounts (contract/accounts.ts): the profile and the desktop QR login as queries; logins and
 * profile writes as mutations with what they change (the loaded user in the store is patched by the screens).
 */
import { useQuery } from '@tanstack/react-query';
import * as acc from '@contract/accounts';
import { baseInfo, captchaImage, captchaValidate, smsSend, smsSignHash, smsSignSend, type SmsType } from '@contract/accounts';
import { api } from '@src/lib/api-client';
import { mutation } from '@src/lib/mutation';
import { callQuery, setCallData } from '@src/lib/query';
import { userInfoAtom, useAtomValue } from '@src/app/store';
import { isLoggedIn } from '@src/app/guard';

export const PHONE_RE = /^1[3-9]\d{9}$/;
export const CODE_RE = /^\d{4,6}$/;
export const HAN_SURNAME_RE = /^\p{Script=Han}{1,2}$/u;

export const fetchCaptcha = () => api(captchaImage, {}, { loading: false });

/** An SVG captcha as an <img> source (never injected as HTML). */
export const svgSrc = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/**
 * The signed SMS send (spec §5): the captcha is validated by the server first, then the code is asked for with the
 * date-derived hash and the now-validated captcha id.
 */
export async function sendSignedSms(phone: string, type: SmsType, captcha: { id: string; answer: string }) {
  await api(captchaValidate, { id: captcha.id, answer: captcha.answer.trim() });
  return api(smsSignSend, { hash: smsSignHash(phone, new Date()), x: phone, captchaId: captcha.id, type });
}

/** A code to the logged-in user's own phone. */
export const sendSmsToMe = (type: SmsType) => api(smsSend, { x: 'me', type });

export const accountsQueries = {
  profile: () => callQuery(baseInfo, {}),
  /** A new desktop login QR code (never cached: each visit makes one). */
  scanCode: () => ({ ...callQuery(acc.loginScanCreate, {}), staleTime: Infinity, gcTime: 0 }),
  scanStatus: (code: string) => ({ ...callQuery(acc.loginScanStatus, { code }, { call: { silent: true } }), gcTime: 0 }),
};

/** The user's own profile; only for a logged-in user. */
export function useProfile() {
  const user = useAtomValue(userInfoAtom);
  return useQuery({ ...accountsQueries.profile(), enabled: isLoggedIn(user) });
}

// ——— logins (they change who is asking; the session routine reloads what depends on the user) ———
export const loginByPhone = mutation(acc.loginPhone);
export const loginByAccount = mutation(acc.loginAccount);
export const loginByDebugCode = mutation(acc.loginDebug);
export const loginBySmsVerify = mutation(acc.loginVerify);
export const loginByWx = mutation(acc.loginWx);
/** The phone side of a desktop QR login: scan (look) and confirm. */
export const scanDesktopLogin = mutation(acc.loginScan);
/** Debug page: the SMS outbox of a phone (a one-off read on a button). */
export const readSmsOutbox = (phone: string) => api(acc.debugSmsOutbox, { phone });

// ——— the profile ———
export const changeAvatar = mutation(acc.updatePhoto, { invalidates: () => [baseInfo] });
export const saveProfile = mutation(acc.saveDetail, { onData: (next) => setCallData(baseInfo, {}, next) });
export const saveDefaultPage = mutation(acc.setDefaultPage, { invalidates: () => [baseInfo] });
export const changePhoneNumber = mutation(acc.changePhone, { invalidates: () => [baseInfo] });
export const changePasswordByOld = mutation(acc.passwordChange);
export const changePasswordByCode = mutation(acc.changePassword);
export const deleteAccount = mutation(acc.logout);
