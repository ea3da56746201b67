/**
 * A date as clan books write it: accepts "乾隆三年三月初五", "民国二十年", "1738-04-23", "不详" … and shows at once
 * what the calendar engine read (公历, 干支, 农历) or why it cannot be read. The text itself is what gets sent.
 */
import { Input } from 'antd-mobile';
import { useMemo } from 'react';
import { previewDate, previewLine } from '../date-input';

interface Props {
  value: string;
  onChange: (text: string) => void;
  placeholder?: string;
  readOnly?: boolean;
}

export function DatePreviewLine({ text }: { text: string }) {
  const p = useMemo(() => previewDate(text), [text]);
  if (p.state === 'empty') return null;
  return (
    <div className={`cl-date-preview cl-date-preview--${p.state}`} role={p.state === 'error' ? 'alert' : 'status'}>
      {previewLine(p)}
      {p.state === 'ok' && p.traditional && <div>{p.traditional}</div>}
      {p.state === 'ok' && p.notes.map((n) => <div key={n} className="cl-muted">{n}</div>)}
    </div>
  );
}

export function ChineseDateInput({ value, onChange, placeholder = '如 乾隆三年三月初五 或 1738-04-23', readOnly }: Props) {
  return (
    <div>
      <Input value={value} onChange={onChange} placeholder={placeholder} readOnly={readOnly} clearable={!readOnly} maxLength={60} />
      <DatePreviewLine text={value} />
    </div>
  );
}
