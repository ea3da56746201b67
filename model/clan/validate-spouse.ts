/**
 * Wives, mothers and daughters (domain.md §3): a wife has a husband in the clan, a type and a place in his
 * order of wives (1, 2, …, no two alike; one 元配, before the others except a 聘; a 继配 follows an earlier
 * wife); a child's mother is a wife of its father, or a charted clan daughter whose line the child
 * continues (女子挂线); 适/挂线 belong to daughters.
 */
import { birthFatherId, isDaughter, isWife, SPOUSE_TYPES, type ClanMember } from '../member';
import { error, warning, type Issue } from './issues';
import type { ClanView } from './view';

const who = (m: ClanMember) => `${m.surname}${m.name ?? '氏'}（ID ${m.id}）`;

/** Types that make a wife a principal one a 继配 can follow. */
const EARLIER_FOR_JIPEI = new Set(['元配', '配', '继配', '娶', '改配']);

export function validateWife(m: ClanMember, view: ClanView): Issue[] {
  if (!isWife(m)) return [];
  const issues: Issue[] = [];
  if (m.gender !== 'f') issues.push(error('spouse-not-female', m.id, '妻室须为女性', 'gender'));
  if (!m.spouseType || !SPOUSE_TYPES.includes(m.spouseType)) {
    issues.push(error('spouse-type-missing', m.id, '请注明配偶类别（元配、继配、侧室、娶、改配、聘）', 'spouseType'));
  }
  const order = m.spouseOrder;
  if (order === undefined || !Number.isInteger(order) || order < 1) {
    issues.push(error('spouse-order-invalid', m.id, '妻室次序须为1以上的整数（1为第一位）', 'spouseOrder'));
  }
  const h = view.member(m.husbandId!);
  if (!h) return [...issues, error('spouse-husband-missing', m.id, `丈夫（ID ${m.husbandId}）不在本族谱中`, 'husbandId', m.husbandId!)];
  if (h.gender !== 'm') issues.push(error('spouse-husband-not-male', m.id, `丈夫${who(h)}不是男性`, 'husbandId', h.id));
  const others = view.spouses(h.id).filter((w) => w.id !== m.id && isWife(w));
  if (order !== undefined) issues.push(...orderRules(m, order, others));
  return issues;
}

function orderRules(m: ClanMember, order: number, others: ClanMember[]): Issue[] {
  const issues: Issue[] = [];
  const same = others.find((w) => w.spouseOrder === order);
  if (same) issues.push(error('spouse-order-duplicate', m.id, `与${who(same)}同为第${order}位妻室`, 'spouseOrder', same.id));
  if (order > others.length + 1) {
    issues.push(warning('spouse-order-gap', m.id, `共${others.length + 1}位妻室，次序却排到第${order}位`, 'spouseOrder'));
  }
  const before = others.filter((w) => w.spouseOrder !== undefined && w.spouseOrder < order);
  if (m.spouseType === '元配') {
    const dup = others.find((w) => w.spouseType === '元配');
    if (dup) issues.push(error('spouse-first-duplicate', m.id, `已有元配${who(dup)}，一人只能有一位元配`, 'spouseType', dup.id));
    const earlier = before.find((w) => w.spouseType !== '聘');
    if (earlier) {
      issues.push(error('spouse-first-late', m.id, `元配应排在其他妻室之前（${who(earlier)}排在前面）`, 'spouseOrder', earlier.id));
    }
  }
  if (m.spouseType === '继配' && !before.some((w) => EARLIER_FOR_JIPEI.has(w.spouseType ?? ''))) {
    issues.push(warning('spouse-jipei-first', m.id, '继配是前妻亡故后所娶，之前应有元配（或前妻）', 'spouseType'));
  }
  return issues;
}

export function validateMother(m: ClanMember, view: ClanView): Issue[] {
  if (m.motherId == null) return [];
  const mother = view.member(m.motherId);
  if (!mother) return [error('mother-missing', m.id, `母亲（ID ${m.motherId}）不在本族谱中`, 'motherId', m.motherId)];
  if (mother.gender !== 'f') return [error('mother-not-female', m.id, `母亲${who(mother)}不是女性`, 'motherId', mother.id)];
  if (isWife(mother)) {
    const fathers = [m.lineageFatherId ?? null, birthFatherId(m)];
    if (!fathers.includes(mother.husbandId!)) {
      return [error('mother-not-wife', m.id, `母亲${who(mother)}不是父亲之妻（子女各随母后）`, 'motherId', mother.id)];
    }
    return [];
  }
  if (isDaughter(mother) && m.lineageFatherId == null) {
    const issues: Issue[] = [];
    if (!mother.inChart) {
      issues.push(error('mother-not-in-chart', m.id, `子女随母入谱时，母亲${who(mother)}须挂线入图`, 'motherId', mother.id));
    }
    const bio = m.biologicalFatherId != null ? view.member(m.biologicalFatherId) : undefined;
    if (bio && bio.wifeId !== mother.id) {
      issues.push(error('mother-not-wife', m.id, `生父${who(bio)}不是母亲${who(mother)}的赘婿`, 'biologicalFatherId', bio.id));
    }
    return issues;
  }
  return [];
}

export function validateDaughterFields(m: ClanMember): Issue[] {
  if (isDaughter(m)) return [];
  if (m.inChart || m.marriedTo || m.childrenSurname) {
    return [warning('daughter-fields', m.id, '“适”、挂线和子女随母姓只用于本族之女', m.marriedTo ? 'marriedTo' : 'inChart')];
  }
  return [];
}
