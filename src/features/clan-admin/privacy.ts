/** The project privacy choices (contract/projects.ts ProjectPrivacy) as the screens word them. */
import type { ProjectPrivacy } from '@contract/projects';

export const PRIVACY_CHOICES: readonly { value: ProjectPrivacy; label: string; description: string }[] = [
  { value: 'public', label: '公开', description: '所有人都可以查看家族和族谱' },
  { value: 'password', label: '密码访问', description: '非家族成员输入访问密码后才能查看' },
  { value: 'members', label: '仅家族成员', description: '只有管理员、协管员、协作者和已绑定的族人可以查看' },
];

export function privacyLabel(v: ProjectPrivacy): string {
  return PRIVACY_CHOICES.find((c) => c.value === v)?.label ?? v;
}

/** A view password: 4–32 characters, no spaces. Returns the problem, or null when fine. */
export function passwordProblem(pw: string, again: string): string | null {
  if (pw.length < 4) return '访问密码至少4位';
  if (pw.length > 32) return '访问密码不超过32位';
  if (/\s/.test(pw)) return '访问密码不能包含空格';
  if (pw !== again) return '两次输入的密码不一致';
  return null;
}
