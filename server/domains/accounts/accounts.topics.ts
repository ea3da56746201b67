/** Realtime topics of accounts: `user:<id>` (unread counts, notices …), only for that user (never a guest). */
import { MESSAGES } from '@contract/common/index';
import { defineTopic } from '../../realtime/index';
import { fail } from '../../http/errors';

export const userTopic = defineTopic({
  name: 'user:<id>',
  pattern: /^user:([1-9]\d{0,9})$/,
  authorize: (ctx, m) => {
    if (ctx.user.isGuest) fail(MESSAGES.loginFirst);
    if (ctx.user.id !== Number(m[1])) fail(MESSAGES.forbidden);
  },
});
