/** The latest offerings and messages (滚动播报), of one hall or of all. */
import { NoticeBar } from 'antd-mobile';
import { logListScroll } from '@contract/sacrifice';
import { useApiQuery } from '@src/lib/query';

export function LogTicker({ hallId }: { hallId?: number }) {
  const q = useApiQuery(logListScroll, { id: hallId, limit: 20 }, { call: { silent: true } });
  const list = q.data?.list ?? [];
  if (!list.length) return null;
  return <NoticeBar className="sf-ticker" color="alert" content={list.map((l) => (hallId ? l.text : `${l.text}（${l.hallName}）`)).join('　　')} />;
}
