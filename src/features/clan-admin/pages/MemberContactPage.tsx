/**
 * /clan/admin/member-contact[?projectId=]: 族人通讯录 — the family's bound users (accepted binds): the member,
 * how the user is related, his name and phone (tap to call). Needs 查看成员联系方式.
 */
import { List } from 'antd-mobile';
import { projectBindList } from '@contract/reviews';

import { AdminPage } from '../components/AdminPage';
import { PagedList } from '@src/components/ui/PagedList';
import type { AdminCtx } from '../admin-context';
import { usePaged } from '../use-paged';

/** A phone that can be dialled (not masked). */
export const dialable = (phone: string) => /^\+?\d{5,20}$/.test(phone);

function Contacts({ ctx }: { ctx: AdminCtx }) {
  const q = usePaged(projectBindList, { projectId: ctx.projectId ?? undefined, status: 'accepted' });
  return (
    <PagedList list query={q} empty="还没有族人绑定账号">
      {(b) => (
        <List.Item key={b.id}
          description={`${b.member ? `${b.member.generation}世` : ''}${b.relation === '本人' ? ' · 本人' : ` · ${b.user.name}是其${b.relation}`}`}
          extra={b.user.phone ? (dialable(b.user.phone) ? <a href={`tel:${b.user.phone}`}>{b.user.phone}</a> : b.user.phone) : '未留手机'}>
          {b.member?.name ?? '（成员已删除）'}{b.relation !== '本人' ? `（${b.user.name}）` : ''}
        </List.Item>
      )}
    </PagedList>
  );
}

export default function MemberContactPage() {
  return (
    <AdminPage title="族人通讯录" need="viewContacts">
      {(ctx) => <Contacts ctx={ctx} />}
    </AdminPage>
  );
}
