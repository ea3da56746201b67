/**
 * The image captcha a guessed secret asks for after a few misses (server: accounts/attempts.ts): the login password,
 * a project's view password, a redeem code. Hidden until the server answers CAPTCHA_NEEDED; then shown, and renewed
 * after every refused try (a captcha serves one try). Send `params` with the next try.
 */
import { lazy, Suspense, useCallback, useState } from 'react';
import { CAPTCHA_NEEDED, CAPTCHA_WRONG } from '@contract/common/index';
import { isApiError } from '@src/lib/api-client';
import { fetchCaptcha } from '../accounts.queries';

const CaptchaField = lazy(() => import('./CaptchaField'));

export function useGuessCaptcha() {
  const [captcha, setCaptcha] = useState<{ id: string; svg: string } | null>(null);
  const [answer, setAnswer] = useState('');
  const refresh = useCallback(async () => {
    setAnswer('');
    try {
      setCaptcha(await fetchCaptcha());
    } catch {
      /* shown */
    }
  }, []);
  /** After a refused try: show the captcha when the server asks for one, or a new one when one was used. */
  const onRefused = useCallback((e: unknown) => {
    const m = isApiError(e) ? e.msbox : '';
    if (captcha || m === CAPTCHA_NEEDED || m === CAPTCHA_WRONG) void refresh();
  }, [captcha, refresh]);
  const params = captcha ? { captchaId: captcha.id, captchaAnswer: answer.trim() } : {};
  const element = captcha ? (
    <Suspense fallback={null}>
      <CaptchaField svg={captcha.svg} answer={answer} onAnswer={setAnswer} onRefresh={() => void refresh()} />
    </Suspense>
  ) : null;
  return { params, onRefused, element };
}
