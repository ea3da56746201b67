/**
 * Field rules of one record: ids and version, names, ranks, dates (death not before birth, no death date
 * for the living, a father at least 12 years older), 止 (no heir), burial 坐向 and 合葬 links.
 */
import type { ChineseDate } from '../calendar/types';
import { jdnOf } from '../calendar/chinese-date';
import {
  birthFatherId, isBloodMember, parseOrientation, yearOf, type ClanMember,
} from '../member';
import { error, warning, type Issue } from './issues';
import type { ClanView } from './view';

const MAX_ID = 2147483647;
const isPositiveInt = (n: unknown, max = MAX_ID) => Number.isInteger(n) && (n as number) >= 1 && (n as number) <= max;

export function validateFields(m: ClanMember): Issue[] {
  const issues: Issue[] = [];
  if (!isPositiveInt(m.id)) issues.push(error('id-invalid', m.id, `成员ID必须是1至${MAX_ID}的整数`, 'id'));
  if (!Number.isInteger(m.version) || m.version < 0) issues.push(error('version-invalid', m.id, '版本号必须是非负整数', 'version'));
  if (!m.surname?.trim()) issues.push(error('surname-missing', m.id, '请填写姓氏', 'surname'));
  if (m.gender === 'm' && isBloodMember(m) && !m.name?.trim() && !m.uncertain) {
    issues.push(error('name-missing', m.id, '本族男子须填写名讳（失名者请标记“待考”）', 'name'));
  }
  if (m.birthOrder !== undefined && !isPositiveInt(m.birthOrder, 255)) {
    issues.push(error('rank-invalid', m.id, '行第必须是1至255的整数', 'birthOrder'));
  }
  if (m.clanRank !== undefined && !isPositiveInt(m.clanRank, 65535)) {
    issues.push(error('rank-invalid', m.id, '大排行必须是1至65535的整数', 'clanRank'));
  }
  return issues;
}

/** < 0 when a is before b, by day when both are known to the day, else by year; undefined if unknown. */
function compareDates(a: ChineseDate | undefined, b: ChineseDate | undefined): number | undefined {
  if (!a || !b) return undefined;
  const ja = jdnOf(a);
  const jb = jdnOf(b);
  if (ja !== undefined && jb !== undefined) return ja - jb;
  const ya = yearOf(a);
  const yb = yearOf(b);
  return ya !== undefined && yb !== undefined ? ya - yb : undefined;
}

export function validateDates(m: ClanMember, view: ClanView): Issue[] {
  const issues: Issue[] = [];
  const c = compareDates(m.death, m.birth);
  if (c !== undefined && c < 0) {
    issues.push(error('death-before-birth', m.id, `卒日（${m.death!.original}）早于生日（${m.birth!.original}）`, 'death'));
  }
  if (m.living && m.death && m.death.precision !== 'unknown') {
    issues.push(error('living-dead', m.id, '在世成员不应有卒日', 'living'));
  }
  const fid = birthFatherId(m);
  const f = fid != null ? view.member(fid) : undefined;
  const by = yearOf(m.birth);
  const fy = yearOf(f?.birth);
  if (f && by !== undefined && fy !== undefined && by - fy < 12) {
    issues.push(warning('born-before-parent', m.id,
      by < fy ? `生年（${by}）早于父亲生年（${fy}）` : `出生时父亲年仅${by - fy}岁`, 'birth', f.id));
  }
  return issues;
}

export function validateNoHeir(m: ClanMember, view: ClanView): Issue[] {
  if (!m.noHeir) return [];
  if (m.gender === 'f') return [warning('no-heir-female', m.id, '“止”用于无嗣的男子', 'noHeir')];
  const son = view.lineageChildren(m.id).find((c) => c.gender === 'm' && isBloodMember(c));
  return son ? [error('no-heir-has-sons', m.id, `已有嗣子${son.surname}${son.name ?? ''}，不应书“止”`, 'noHeir', son.id)] : [];
}

export function validateBurial(m: ClanMember, view: ClanView): Issue[] {
  const b = m.burial;
  if (!b) return [];
  const issues: Issue[] = [];
  if (b.orientation) {
    const r = parseOrientation(b.orientation);
    if (!r.ok) issues.push(error('burial-orientation', m.id, `葬向有误：${r.reason}`, 'burial.orientation'));
  }
  for (const id of b.jointWith ?? []) {
    if (!view.member(id)) issues.push(error('burial-joint-missing', m.id, `合葬者（ID ${id}）不在本族谱中`, 'burial.jointWith', id));
  }
  return issues;
}
