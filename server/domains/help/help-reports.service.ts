/**
 * POST /report/add: one entry for every kind of report. A user or a chat message goes to the chat moderators'
 * queue (chat's report, with its snapshot); a post or a reply to the content moderators' queue (content's report).
 */
import type { ParsedParams, Reply } from '@contract/common/index';
import type * as c from '@contract/help';
import { REPORT_CATEGORY_NAMES } from '@contract/chat';
import type { Ctx } from '../../http/context';
import { fail } from '../../http/errors';
import { reportChat } from '../chat/index';
import { reportPost, reportReply } from '../content/index';

export async function add(ctx: Ctx<'user'>, p: ParsedParams<typeof c.reportAdd>): Promise<Reply<typeof c.reportAdd>> {
  const reason = p.reason || REPORT_CATEGORY_NAMES[p.category];
  switch (p.type) {
    case 'user':
      return { ...(await reportChat(ctx, { userId: p.id, category: p.category, reason: p.reason })), queue: 'chat' };
    case 'message':
      if (p.seq === undefined) fail('请选择要举报的消息');
      return { ...(await reportChat(ctx, { id: p.id, seq: p.seq, category: p.category, reason: p.reason })), queue: 'chat' };
    case 'post':
      return { ...(await reportPost(ctx, { id: p.id, reason: `${REPORT_CATEGORY_NAMES[p.category]}：${reason}` })), queue: 'content' };
    case 'reply':
      return { ...(await reportReply(ctx, { id: p.id, reason: `${REPORT_CATEGORY_NAMES[p.category]}：${reason}` })), queue: 'content' };
  }
}
