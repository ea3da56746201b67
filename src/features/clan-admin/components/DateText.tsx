/**
 * A Chinese-date text input ("乾隆三年三月初五", "1965年3月12日"): on blur it asks /date/parse and shows the
 * reading (公历) or the parser's reason. The text itself is what is saved (the server parses it again).
 */
import { Input } from 'antd-mobile';
import { useState } from 'react';
import { parse } from '@contract/calendar';
import { api } from '@src/lib/api-client';

export function DateText({ value, onChange, placeholder = '如：乾隆三年三月初五' }: { value?: string; onChange?: (v: string) => void; placeholder?: string }) {
  const [hint, setHint] = useState<{ ok: boolean; text: string } | null>(null);
  const check = async () => {
    const t = (value ?? '').trim();
    if (!t) { setHint(null); return; }
    try {
      const r = await api(parse, { text: t }, { silent: true, loading: false });
      setHint(r.ok ? { ok: true, text: r.dates.map((d) => d.modern).join(' 或 ') } : { ok: false, text: r.reason });
    } catch { setHint(null); }
  };
  return (
    <div>
      <Input value={value} onChange={onChange} onBlur={() => void check()} placeholder={placeholder} clearable />
      {hint && <div className="ca-muted" style={{ color: hint.ok ? undefined : '#b22222', marginTop: 4 }}>{hint.text}</div>}
    </div>
  );
}
