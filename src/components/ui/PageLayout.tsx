/** A page: the nav bar (title, back) and the scrolling body. Every screen uses it for a consistent frame. */
import { NavBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useBack } from './use-back';

interface Props {
  title: ReactNode;
  children: ReactNode;
  /** Right side of the nav bar. */
  right?: ReactNode;
  /** Hide the back arrow (tab pages). */
  noBack?: boolean;
  /** Custom back action. */
  onBack?: () => void;
  /** Grey page background (lists, forms). */
  grey?: boolean;
  className?: string;
}

export function PageLayout({ title, children, right, noBack, onBack, grey, className }: Props) {
  const back = useBack();
  return (
    <div className={`zp-page${grey ? ' zp-page--grey' : ''}${className ? ` ${className}` : ''}`}>
      <NavBar className="zp-navbar" back={noBack ? null : ''} backIcon={noBack ? false : undefined} onBack={onBack ?? back} right={right}>
        {title}
      </NavBar>
      <main className="zp-page__body">{children}</main>
    </div>
  );
}
