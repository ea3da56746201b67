/** Obsolete calls (spec §8): each answers msg 0 with its message and runs nothing. */
import { obsoleteCall } from './common/index';

export const clanTeamEdit = obsoleteCall('POST', '/clan-team/edit', '接口过时');
export const projectUpdateCircle = obsoleteCall('POST', '/project/update-circle', '接口过时');
export const clanMemberHome = obsoleteCall('GET', '/clan-member/home', '接口过时');
export const clanCollectAdminSave = obsoleteCall('POST', '/clan-collect/admin/save', '接口过时:clanCollect.admin.save');

export const OBSOLETE_CALLS = [clanTeamEdit, projectUpdateCircle, clanMemberHome, clanCollectAdminSave];
