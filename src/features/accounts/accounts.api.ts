/** Accounts calls used by the screens (contract/accounts.ts), as functions and query hooks. */
import {
  baseInfo,
  captchaImage,
  captchaValidate,
  smsSend,
  smsSignHash,
  smsSignSend,
  type SmsType,
} from '@contract/accounts';
import { api } from '@src/lib/api-client';
import { useApiQuery } from '@src/lib/query';
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

/** The user's own profile; only for a logged-in user. */
export function useProfile() {
  const user = useAtomValue(userInfoAtom);
  return useApiQuery(baseInfo, {}, { enabled: isLoggedIn(user) });
}
