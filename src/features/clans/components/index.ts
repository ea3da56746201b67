/**
 * Reusable clan pieces for other features (e.g. src/features/clan-admin): the member picker (popup and page body),
 * the Chinese-date input with its live preview, a member search row, the project access
 * gate, and the member-pick hand-back of /clan/member/select.
 */
export { ChineseDateInput, DatePreviewLine } from './ChineseDateInput';
export { MemberPicker, MemberPickerBody } from './MemberPicker';
export { MemberHitItem, hitDescription } from './MemberHitItem';
export { ProjectGate } from './ProjectGate';
export { ZibeiPoems } from './ZibeiPoems';
export { EliteTypePopup } from './EliteTypePopup';
export { previewDate, previewLine, type DatePreview } from '../date-input';
export { memberSelectPath, takeMemberPick, putMemberPick, memberPickAtom, type MemberPick } from '../member-pick.atoms';
