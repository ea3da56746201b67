import type { FastifyInstance } from 'fastify';
import { accountsRoutes } from './accounts/accounts.routes';
import { paymentsRoutes } from './payments/payments.routes';
import { filesRoutes } from './files/files.routes';
import { calendarRoutes } from './calendar/calendar.routes';
import { namedRoutes } from './named/named.routes';
import { projectsRoutes } from './projects/projects.routes';
import { clansRoutes } from './clans/clans.routes';
import { clanMembersRoutes } from './clan-members/clan-members.routes';
import { familyRoutes } from './family/family.routes';
import { clanExcelRoutes } from './clan-excel/excel.routes';
import { reviewsRoutes } from './reviews/reviews.routes';
import { permissionsRoutes } from './permissions/permissions.routes';
import { fontsRoutes } from './fonts/fonts.routes';
import { sacrificeRoutes } from './sacrifice/sacrifice.routes';
import { hallRoutes } from './hall/hall.routes';
import { bookRoutes } from './book/book.routes';
import { areaRoutes } from './area/area.routes';
import { printRoutes } from './print/print.routes';
import { staffRoutes } from './staff/staff.routes';
import { gedcomRoutes } from './gedcom/gedcom.routes';
import { chatRoutes } from './chat/chat.routes';
import { socialRoutes } from './social/social.routes';
import { messagesRoutes } from './messages/messages.routes';
import { addressesRoutes } from './addresses/addresses.routes';
import { couponsRoutes } from './coupons/coupons.routes';
import { mallRoutes } from './mall/mall.routes';
import { orderCentreRoutes } from './order-centre/order-centre.routes';
import { noticesRoutes } from './notices/notices.routes';
import { growthRoutes } from './growth/growth.routes';
import { vipRoutes } from './vip/vip.routes';
import { contentRoutes } from './content/content.routes';
import { collectRoutes } from './collect/collect.routes';
import { activitiesRoutes, albumsRoutes } from './albums/albums.routes';
import { villageRoutes } from './village/village.routes';
import { seekRootRoutes } from './seek-root/seek-root.routes';
import { cpgRoutes } from './cpg/cpg.routes';
import { surnameRoutes } from './surname/surname.routes';
import { OBSOLETE_CALLS } from '@contract/obsolete';
import type { TopicDef } from '../realtime/index';
import { projectTopic } from './projects/projects.topics';
import { userTopic } from './accounts/accounts.topics';
import { chatTopic } from './chat/chat.topics';
import { route } from '../http/route';
import type { JobDef } from '../jobs/index';
import { bookJob } from './print/book.jobs';
import { paymentsExpiryJob } from './payments/payments.jobs';
import { accountsSweepJob } from './accounts/accounts.jobs';
import { gedcomJob } from './gedcom/index';
import { oldregRoutes } from './oldreg/oldreg.routes';
import { oldregJob } from './oldreg/index';
import { mallTimeoutJob, mallReceiveJob } from './mall/mall.jobs';
import { hongbaoReturnJob, commissionSettleJob } from './growth/growth.jobs';
import { entitlementsExpiryJob } from './entitlements/index';
import { seekRootMatchJob, seekRootSweepJob } from './seek-root/index';
import { helpRoutes } from './help/help.routes';

/**
 * Every domain's routes. A domain = contract/<d>.ts + server/domains/<d>/ (routes, services, repos, index.ts); this
 * registry is the one place that imports a domain's routes file (docs/developing.md "Adding a domain").
 */
export function registerDomains(app: FastifyInstance): void {
  accountsRoutes(app);
  paymentsRoutes(app);
  filesRoutes(app);
  calendarRoutes(app);
  namedRoutes(app);
  projectsRoutes(app);
  clansRoutes(app);
  clanMembersRoutes(app);
  familyRoutes(app);
  clanExcelRoutes(app);
  reviewsRoutes(app);
  permissionsRoutes(app);
  fontsRoutes(app);
  sacrificeRoutes(app);
  hallRoutes(app);
  bookRoutes(app);
  areaRoutes(app);
  printRoutes(app);
  staffRoutes(app);
  gedcomRoutes(app);
  chatRoutes(app);
  socialRoutes(app);
  messagesRoutes(app);
  addressesRoutes(app);
  couponsRoutes(app);
  mallRoutes(app);
  orderCentreRoutes(app);
  noticesRoutes(app);
  growthRoutes(app);
  vipRoutes(app);
  contentRoutes(app);
  collectRoutes(app);
  albumsRoutes(app);
  activitiesRoutes(app);
  villageRoutes(app);
  seekRootRoutes(app);
  cpgRoutes(app);
  surnameRoutes(app);
  helpRoutes(app);
  oldregRoutes(app);
  for (const def of OBSOLETE_CALLS) route(app, def, () => null);
}

/** Every domain's realtime topics (server/realtime/README.md): a domain adds its `<domain>.topics.ts` here. */
export const domainTopics: TopicDef[] = [projectTopic, userTopic, chatTopic];

/**
 * Every domain's jobs (server/jobs/README.md): long work and scheduled sweeps. A domain adds its `<d>.jobs.ts` here;
 * each process runs them, the queue (one PostgreSQL schema) hands each job to one of them.
 */
export const domainJobs: JobDef<any>[] = [bookJob, paymentsExpiryJob, accountsSweepJob, gedcomJob, mallTimeoutJob, mallReceiveJob,
  hongbaoReturnJob, commissionSettleJob,
  entitlementsExpiryJob,
  seekRootMatchJob, seekRootSweepJob,
  oldregJob,
];
