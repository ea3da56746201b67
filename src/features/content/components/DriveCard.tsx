/** A donation drive: kind, title, raised of goal with a progress bar, donors, deadline and status. */
import { ProgressBar } from 'antd-mobile';
import type { Drive } from '@contract/donations';
import { fenToCurrency } from '@src/lib/format/numbers';

export function DriveCard({ d, onClick }: { d: Drive; onClick?: () => void }) {
  const pct = d.goal ? Math.min(100, Math.round((d.raised / d.goal) * 100)) : 0;
  return (
    <div className="zp-content-card" onClick={onClick} data-testid="drive-card">
      <div className="zp-content-card__head">
        <span className="zp-content-tag zp-content-tag--red">{d.kindName}</span>
        <span className="zp-content-card__author">{d.title}</span>
        <span className="zp-content-muted">{d.statusName}</span>
      </div>
      <div className="zp-drive-progress"><ProgressBar percent={pct} text={`${pct}%`} /></div>
      <div className="zp-content-card__foot">
        <span>已筹 {fenToCurrency(d.raised)}</span>
        <span>目标 {fenToCurrency(d.goal)}</span>
        <span>{d.donorCount} 人捐资</span>
        <span>截止 {d.deadline}</span>
      </div>
    </div>
  );
}
