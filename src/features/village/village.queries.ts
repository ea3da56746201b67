/** Server state of villages (contract/village.ts) and places (/data/address, contract/area.ts). */
import * as v from '@contract/village';
import { dataAddress } from '@contract/area';
import { get as memberGet } from '@contract/clan-members';
import { mutation } from '@src/lib/mutation';
import { callQuery } from '@src/lib/query';

export const villageQueries = {
  detail: (id: number) => callQuery(v.villageDetail, { id }),
  clans: (id: number) => callQuery(v.villageClanList, { id }),
  projects: (id: number) => callQuery(v.villageProjectList, { id }),
  correction: (id: number) => callQuery(v.villageCorrectionDetail, { id }),
  article: (id: number) => callQuery(v.villageArticleDetail, { id }),
  /** The member a hotspot opens (its clan for the member page). */
  member: (id: number) => callQuery(memberGet, { id }),
  address: (latitude: number, longitude: number) => callQuery(dataAddress, { latitude, longitude }, { call: { silent: true } }),
};

const VILLAGE_READS = () => [v.villageDetail, v.villageList, v.villageMy, v.villageHistory, v.villageClanList, v.villageProjectList, v.villageMemberList];
const CORRECTION_READS = () => [v.villageCorrectionList, v.villageCorrectionDetail, v.villageCorrectionMy];

export const villageSave = mutation(v.villageSave, { invalidates: VILLAGE_READS });
export const villageLogRevert = mutation(v.villageLogRevert, { invalidates: VILLAGE_READS });
export const correctionSave = mutation(v.villageCorrectionSave, { invalidates: CORRECTION_READS });
export const correctionAccept = mutation(v.villageCorrectionAccept, { invalidates: () => [...CORRECTION_READS(), ...VILLAGE_READS()] });
export const correctionReject = mutation(v.villageCorrectionReject, { invalidates: CORRECTION_READS });
export const articleSave = mutation(v.villageArticleSave, { invalidates: () => [v.villageArticleList, v.villageArticleDetail] });
export const articleDelete = mutation(v.villageArticleDelete, { invalidates: () => [v.villageArticleList] });
export const villageAdminAdd = mutation(v.villageAdminAdd, { invalidates: () => [v.villageDetail, v.villageMy] });
export const villageAdminRemove = mutation(v.villageAdminRemove, { invalidates: () => [v.villageDetail, v.villageMy] });
const CLAN_READS = () => [v.villageClanMine, v.villageClanList, v.villageProjectList, v.villageMemberList, v.villageDetail, v.villageList];
export const villageClanLink = mutation(v.villageClanLink, { invalidates: CLAN_READS });
export const villageClanUnlink = mutation(v.villageClanUnlink, { invalidates: CLAN_READS });
