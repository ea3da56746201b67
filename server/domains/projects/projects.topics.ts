/** Realtime topics of projects: `project:<id>` (clan-book job progress …) for anyone who may read the project. */
import { defineTopic } from '../../realtime/index';
import { requireProjectRole } from './access';

export const projectTopic = defineTopic({
  name: 'project:<id>',
  pattern: /^project:([1-9]\d{0,9})$/,
  // the read rule of the calls: members-only needs a role, a password project a valid `ap` grant
  authorize: (ctx, m) => requireProjectRole(ctx, Number(m[1]), 'visitor'),
});
