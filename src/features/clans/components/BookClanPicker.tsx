/**
 * The home 家谱书 tile's question: for which clan? My clans (/clan/list/my): none → the way to create a family (or
 * to read the published e-books); one → straight to its book screens; several → pick one. The book screens then
 * open with ?clanId=&projectId=, no deep link needed.
 */
import { Button, List, Popup } from 'antd-mobile';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { listMy, type ClanListItem } from '@contract/clans';
import { QueryView } from '@src/components/ui/States';
import { useApiQuery } from '@src/lib/query';

export const bookPath = (c: Pick<ClanListItem, 'id' | 'projectId'>) => `/clan/book/index?clanId=${c.id}&projectId=${c.projectId}`;

export function BookClanPicker({ onClose, onCreate }: { onClose: () => void; onCreate: () => void }) {
  const navigate = useNavigate();
  const mine = useApiQuery(listMy, { pageIndex: 1, pageSize: 50 }, { staleTime: 0 });
  const only = mine.data && mine.data.list.length === 1 ? mine.data.list[0]! : null;
  useEffect(() => { if (only) navigate(bookPath(only)); }, [only, navigate]);
  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} bodyStyle={{ borderTopLeftRadius: 10, borderTopRightRadius: 10, maxHeight: '80vh', overflow: 'auto' }}>
      <div style={{ padding: 12 }} data-testid="book-clan-picker">
        <div className="cl-subtitle">为哪部族谱制作家谱书？</div>
        <QueryView query={mine}>
          {(d) => d.list.length === 0 ? (
            <div className="cl-guide">
              <div className="cl-muted">您还没有族谱。先创建家族、录入族人，再把族谱排印成家谱书。</div>
              <Button block color="primary" style={{ marginTop: 10 }} onClick={onCreate}>创建家族</Button>
              <Button block fill="none" style={{ marginTop: 4 }} onClick={() => navigate('/clan/book/index')}>先看看已发布的电子族谱</Button>
            </div>
          ) : (
            <List>
              {d.list.map((c) => (
                <List.Item key={c.id} onClick={() => navigate(bookPath(c))} description={`${c.projectName}${c.hall ? ` · ${c.hall}` : ''}`}>{c.name}</List.Item>
              ))}
            </List>
          )}
        </QueryView>
      </div>
    </Popup>
  );
}
