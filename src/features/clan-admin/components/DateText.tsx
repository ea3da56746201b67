/**
 * A Chinese-date text input ("乾隆三年三月初五", "1965年3月12日"): on blur it asks /date/parse and shows the
 * reading (公历) or the parser's reason. The text itself is what is saved (the server parses it again).
 */
import { Input } from 'antd-mobile';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { parse } from '@contract/calendar';
import { callQuery } from '@src/lib/query';

export function DateText({ value, onChange, placeholder = '如：乾隆三年三月初五' }: { value?: string; onChange?: (v: string) => void; placeholder?: string }) {
  const [checked, setChecked] = useState('');
  const q = useQuery({ ...callQuery(parse, { text: checked }, { call: { silent: true } }), enabled: !!checked, staleTime: Infinity });
  const r = checked ? q.data : undefined;
  const hint = r ? (r.ok ? { ok: true, text: r.dates.map((d) => d.modern).join(' 或 ') } : { ok: false, text: r.reason }) : null;
  return (
    <div>
      <Input value={value} onChange={onChange} onBlur={() => setChecked((value ?? '').trim())} placeholder={placeholder} clearable />
      {hint && <div className="ca-muted" style={{ color: hint.ok ? undefined : '#b22222', marginTop: 4 }}>{hint.text}</div>}
    </div>
  );
}
