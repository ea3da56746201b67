/**
 * /sacrifice/hall/select (?hallId=, ?tabletId= to rebind): find a clan member by name and set up his tablet (立牌位),
 * or bind an existing tablet to him.
 */
import { Button, List, SearchBar, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { tabletSearch } from '@contract/hall';
import { toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { EmptyState, QueryView } from '@src/components/ui/States';
import { useApiQuery } from '@src/lib/query';
import { intParam } from '../sacrifice-model';
import { bindTablet } from '../sacrifice.queries';
import '../sacrifice.css';

export default function HallSelectPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const hallId = intParam(params, 'hallId') ?? intParam(params, 'id');
  const tabletId = intParam(params, 'tabletId');
  const [keyword, setKeyword] = useState('');
  const [busy, setBusy] = useState(0);
  const q = useApiQuery(tabletSearch, { hallId: hallId ?? 0, keyword }, { enabled: !!hallId && !!keyword });

  const bind = async (memberId: number) => {
    if (!hallId) return;
    setBusy(memberId);
    try {
      const t = await bindTablet({ hallId, memberId, tabletId });
      toast(`已为${t.name}立牌位`, 'success');
      if (tabletId) navigate(-1);
    } catch { /* toasted */ } finally {
      setBusy(0);
    }
  };

  return (
    <PageLayout title={tabletId ? '绑定族人' : '立牌位'} className="sf-page" grey>
      {!hallId ? <EmptyState title="未指定祠堂" /> : (
        <>
          <SearchBar placeholder="输入族人姓名" onSearch={(v) => setKeyword(v.trim())} onClear={() => setKeyword('')} style={{ margin: 8 }} />
          {!keyword ? <EmptyState title="搜索本族族人" description="输入姓名后搜索，为先人立牌位" /> : (
            <QueryView query={q} empty={(d) => d.list.length === 0}>
              {(d) => (
                <List>
                  {d.list.map((m) => (
                    <List.Item key={m.memberId} description={`${m.generation} 世${m.fatherName ? ` · 父 ${m.fatherName}` : ''}`}
                      extra={m.tabletId && !tabletId
                        ? <Tag color="success" fill="outline">已立牌位</Tag>
                        : <Button size="mini" color="primary" loading={busy === m.memberId} onClick={() => void bind(m.memberId)}>{tabletId ? '绑定' : '立牌位'}</Button>}>
                      {m.name}{m.gender === 'f' ? '（女）' : ''}
                    </List.Item>
                  ))}
                </List>
              )}
            </QueryView>
          )}
        </>
      )}
    </PageLayout>
  );
}
