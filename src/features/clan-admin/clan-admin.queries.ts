/**
 * Server state of the clan admin screens: the project and its clans (contract/projects.ts, contract/clans.ts),
 * the team (contract/project-team.ts), roles (contract/permissions.ts), reviews — binds, corrections, the
 * operation log (contract/reviews.ts) — the Excel import (contract/clan-excel.ts) and GEDCOM (contract/gedcom.ts). Each write names exactly
 * what it makes stale; member changes go through clan-members (`MEMBER_READS`).
 */
import * as projects from '@contract/projects';
import * as clans from '@contract/clans';
import * as team from '@contract/project-team';
import * as perms from '@contract/permissions';
import * as reviews from '@contract/reviews';
import * as excel from '@contract/clan-excel';
import * as gedcom from '@contract/gedcom';
import * as notices from '@contract/notices';
import { MEMBER_READS } from '@src/features/clan-members/clan-members.queries';
import { api } from '@src/lib/api-client';
import { mutation } from '@src/lib/mutation';
import { setCallData, type Target } from '@src/lib/query';

// ——— the project ———
export const saveProject = mutation(projects.addOrEdit, {
  onData: (d) => setCallData(projects.detail, { id: d.id }, d),
  invalidates: () => [projects.listAll, projects.groups],
});
export const removeProject = mutation(projects.remove, { invalidates: () => [projects.listAll, projects.groups, projects.limit] });
export const savePrivacy = mutation(projects.editPrivacy, {
  invalidates: (_r, p) => [[projects.detail, { id: p.id }], [projects.privacy, { id: p.id }]],
});

// ——— its clans ———
const clanTargets = (clanId: number, projectId: number): Target[] => [[clans.detail, { id: clanId }], [projects.detail, { id: projectId }], clans.listMy];
export const saveClan = mutation(clans.save, { invalidates: (c) => clanTargets(c.id, c.projectId) });
export const removeClan = mutation(clans.remove, { invalidates: () => [projects.detail, clans.listMy] });
export const saveBranch = mutation(clans.branchSave, { invalidates: (_r, p) => [[clans.detail, { id: p.clanId }]] });
export const deleteBranch = mutation(clans.branchDelete, { invalidates: () => [clans.detail] });

// ——— the team and roles ———
const TEAM: Target[] = [team.teamGet, team.teamList, team.teamLogList];
export const saveTeamMember = mutation(team.teamSave, { invalidates: () => TEAM });
export const setTeamStatus = mutation(team.teamSetStatus, { invalidates: () => TEAM });
export const setTeamRemarks = mutation(team.teamSetRemarks, { invalidates: () => TEAM });
export const removeTeamMember = mutation(team.teamDelete, { invalidates: () => TEAM });
export const inviteTeam = mutation(team.teamInvite, {});
const ROLES: Target[] = [perms.roleList, perms.permissionSetting, perms.permissionList, team.teamList];
export const savePermissions = mutation(perms.permissionSave, { invalidates: () => ROLES });
export const saveRole = mutation(perms.roleSave, { invalidates: () => ROLES });
export const deleteRole = mutation(perms.roleDelete, { invalidates: () => ROLES });
export const setRole = mutation(perms.roleSet, { invalidates: () => ROLES });
export const setRoles = mutation(perms.roleBatchSet, { invalidates: () => ROLES });

// ——— reviews ———
export const answerBind = (pass: boolean, id: number, note?: string) =>
  (pass ? acceptBind : rejectBind)({ id, note });
const BINDS: Target[] = [reviews.projectBindList, reviews.bindPhoneInfo];
const acceptBind = mutation(reviews.bindAccept, { invalidates: () => BINDS });
const rejectBind = mutation(reviews.bindReject, { invalidates: () => BINDS });
export const requestBind = mutation(reviews.bindRequest, { invalidates: () => BINDS });
export const inviteBind = mutation(reviews.bindInvite, {});
export const submitCorrection = mutation(reviews.correctionSave, { invalidates: () => [reviews.correctionList, reviews.correctionMessage] });
/** A decided correction: its new state is the reply; the lists and counts reload (采纳 also changes the member). */
const decided = (d: reviews.CorrectionDetail) => setCallData(reviews.correctionDetail, { id: d.id }, d);
const CORRECTIONS: Target[] = [reviews.correctionList, reviews.correctionMessage];
export const acceptCorrection = mutation(reviews.correctionAccept, { call: { silent: true }, onData: decided, invalidates: () => [...CORRECTIONS, ...MEMBER_READS, reviews.logList] });
export const rejectCorrection = mutation(reviews.correctionReject, { onData: decided, invalidates: () => CORRECTIONS });
export const delayCorrection = mutation(reviews.correctionDelay, { onData: decided, invalidates: () => CORRECTIONS });
/** 核对: a read on a button (the answer is shown in a dialog, not kept). */
export const checkCorrection = (id: number) => api(reviews.correctionCheck, { id });
export const revertLog = mutation(reviews.logRevert, { invalidates: () => [reviews.logList, ...MEMBER_READS] });

// ——— Excel import ———
/** 预览: the file is read and checked, nothing is written. */
export type ZibeiChange = { zibeiChange?: 'skip' | 'restart'; zibeiChar?: string; zibeiFrom?: number };
export const previewExcel = (clanId: number, file: File, change: ZibeiChange = {}) => api(excel.preview, { clanId, file, ...change } as never);
export const importExcel = mutation(excel.confirm, { invalidates: () => MEMBER_READS });

// ——— GEDCOM import and export ———
export const uploadGedcom = (clanId: number, file: File) => api(gedcom.importUpload, { clanId, file } as never);
export const repreviewGedcom = mutation(gedcom.importPreview, { onData: (d) => setCallData(gedcom.job, { jobId: d.id }, d) });
export const confirmGedcom = mutation(gedcom.importConfirm, { onData: (d) => setCallData(gedcom.job, { jobId: d.id }, d), invalidates: () => MEMBER_READS });
export const startGedcomExport = mutation(gedcom.exportStart);
// ——— 家族公告 ———
export const saveNotice = mutation(notices.noticeSave, { invalidates: () => [notices.noticeList] });
export const deleteNotice = mutation(notices.noticeDelete, { invalidates: () => [notices.noticeList] });
