/** 《用户协议》 / 《隐私政策》 / 《会员协议》 as a link that shows the article (/article/content) in a bottom sheet. */
import { useState, type ReactNode } from 'react';
import { Popup } from 'antd-mobile';
import { ARTICLE_TITLES, type ArticleType } from '@contract/help';
import { ArticleView } from './ArticleView';

export function ArticleLink({ type, children }: { type: ArticleType; children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <a role="button" className="zp-help-link" onClick={(e) => { e.preventDefault(); e.stopPropagation(); setOpen(true); }}>
        {children ?? `《${ARTICLE_TITLES[type]}》`}
      </a>
      <Popup visible={open} onMaskClick={() => setOpen(false)} onClose={() => setOpen(false)} showCloseButton bodyStyle={{ height: '75vh', overflowY: 'auto', borderRadius: '12px 12px 0 0' }}>
        {open && <ArticleView type={type} />}
      </Popup>
    </>
  );
}
