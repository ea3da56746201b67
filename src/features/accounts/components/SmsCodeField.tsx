/**
 * The SMS code field: for a phone typed in the form, an image captcha (validated by the server) and the signed send
 * (spec §5); for the logged-in user's own phone (`toMe`), a plain send. A 60 s countdown follows each send.
 */
import { useCallback, useEffect, useState } from 'react';
import { Button, Form, Input } from 'antd-mobile';
import type { SmsType } from '@contract/accounts';
import { SMS_LIMITS } from '@contract/accounts';
import { toast } from '@src/app/shell/feedback';
import { fetchCaptcha, PHONE_RE, sendSignedSms, sendSmsToMe, svgSrc } from '../accounts.queries';
import { useCountdown } from './use-countdown';

interface Props {
  type: SmsType;
  /** The phone the code goes to; ignored with `toMe`. */
  phone?: string;
  toMe?: boolean;
  code: string;
  onCode: (code: string) => void;
}

export function SmsCodeField({ type, phone = '', toMe, code, onCode }: Props) {
  const [captcha, setCaptcha] = useState<{ id: string; svg: string } | null>(null);
  const [captchaError, setCaptchaError] = useState(false);
  const [answer, setAnswer] = useState('');
  const [sending, setSending] = useState(false);
  const countdown = useCountdown();

  const refresh = useCallback(async () => {
    setAnswer('');
    try {
      setCaptcha(await fetchCaptcha());
      setCaptchaError(false);
    } catch {
      setCaptchaError(true);
    }
  }, []);

  useEffect(() => {
    if (!toMe) void refresh();
  }, [toMe, refresh]);

  const send = async () => {
    if (!toMe) {
      if (!PHONE_RE.test(phone)) return toast('请输入正确的手机号');
      if (!captcha) return toast('图形验证码加载失败，请点击刷新');
      if (!answer.trim()) return toast('请输入图形验证码');
    }
    setSending(true);
    try {
      const r = toMe ? await sendSmsToMe(type) : await sendSignedSms(phone, type, { id: captcha!.id, answer });
      countdown.start(r.resendIn || SMS_LIMITS.resendSeconds);
      toast(`验证码已发送至 ${r.phone}`, 'success');
    } catch {
      /* msbox already shown */
    } finally {
      setSending(false);
      if (!toMe) void refresh(); // a captcha serves one send
    }
  };

  return (
    <>
      {!toMe && (
        <Form.Item
          label="图形码"
          extra={
            captchaError ? (
              <Button size="mini" onClick={() => void refresh()}>
                刷新
              </Button>
            ) : captcha ? (
              <img className="zp-captcha" src={svgSrc(captcha.svg)} alt="图形验证码，点击刷新" onClick={() => void refresh()} />
            ) : (
              <span className="zp-muted">加载中…</span>
            )
          }
        >
          <Input placeholder="请输入右侧字符" value={answer} onChange={setAnswer} maxLength={10} autoComplete="off" />
        </Form.Item>
      )}
      <Form.Item
        label="验证码"
        extra={
          <Button size="mini" color="primary" fill="outline" loading={sending} disabled={countdown.left > 0 || sending} onClick={() => void send()}>
            {countdown.left > 0 ? `${countdown.left}秒后重发` : '获取验证码'}
          </Button>
        }
      >
        <Input placeholder="短信验证码" value={code} onChange={(v) => onCode(v.replace(/\D/g, ''))} maxLength={6} inputMode="numeric" autoComplete="one-time-code" />
      </Form.Item>
    </>
  );
}
