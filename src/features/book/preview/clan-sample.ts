/**
 * A sample of the user's own clan for the format previews: the tree window of GET /clan-member/tree
 * (contract/clan-members.ts, five 世 from the plan's root) mapped to the layout engine's BookInput. Only what
 * the window carries is drawn (names, 行第, wives, years, adoption kind); the real book uses the full records.
 */
import type { BookInput } from '@layouts/input';
import type { FormatId } from '@layouts/page-model';
import type { ChineseDate } from '@model/calendar/types';
import type { ClanMember } from '@model/member';
import type { TreeNode } from '@contract/clan-members';

export interface TreeWindow {
  clanId: number;
  version: number;
  rootId: number | null;
  nodes: TreeNode[];
}

function year(y: number | null): ChineseDate | undefined {
  if (y == null) return undefined;
  return { original: `${y}年`, calendar: 'gregorian', precision: 'year', gregorian: { year: y } };
}

/** The most common first character of the men's names: the clan's surname. */
function clanSurname(nodes: TreeNode[]): string {
  const count = new Map<string, number>();
  for (const n of nodes) if (n.gender === 'm' && n.husbandId == null && n.name) count.set(n.name[0], (count.get(n.name[0]) ?? 0) + 1);
  let best = '';
  let most = 0;
  for (const [c, k] of count) if (k > most) [best, most] = [c, k];
  return best;
}

function toMember(n: TreeNode, clanId: number, version: number, surname: string, inWindow: Set<number>): ClanMember {
  const wife = n.husbandId != null;
  const own = !wife && surname && n.name.startsWith(surname);
  const m: ClanMember = {
    id: n.id, clanId, version, gender: n.gender, generation: n.generation,
    surname: own ? surname : wife ? n.name.slice(0, 1) : surname || n.name.slice(0, 1),
    name: own ? n.name.slice(surname.length) || undefined : wife ? undefined : n.name.slice(1) || undefined,
    birthOrder: n.birthOrder ?? undefined,
    lineageFatherId: n.parentId != null && inWindow.has(n.parentId) ? n.parentId : null,
    motherId: n.motherId != null && inWindow.has(n.motherId) ? n.motherId : null,
    birth: year(n.birthYear), death: year(n.deathYear),
    living: n.living, noHeir: n.noHeir, uncertain: n.uncertain, inChart: n.inChart, branchId: n.branchId,
  };
  if (wife) {
    m.husbandId = n.husbandId;
    m.spouseType = n.spouseType ?? '元配';
    m.spouseOrder = n.spouseOrder ?? 1;
  }
  // the window names only the kind of adoption, not the other line: keep it as words the records can print
  if (n.adoption === '出继' || n.adoption === '抚子' || n.adoption === '寄子') m.adoption = { type: n.adoption };
  return m;
}

/** BookInput of the window (wives whose husband is outside it dropped), ready for `previewOf`. */
export function sampleInput(w: TreeWindow, title: string, format: FormatId): BookInput | null {
  const ids = new Set(w.nodes.map((n) => n.id));
  const nodes = w.nodes.filter((n) => n.husbandId == null || ids.has(n.husbandId));
  if (!nodes.some((n) => n.husbandId == null && n.gender === 'm')) return null;
  const surname = clanSurname(nodes);
  return {
    clanName: title || `${surname}氏族谱`, hall: '', surname, poems: [],
    members: nodes.map((n) => toMember(n, w.clanId, w.version, surname, ids)),
    options: { format, binding: 'hardcover', paper: 'A4', generations: 5, rootId: w.rootId ?? undefined },
  };
}

/** What the format screen passes to FormatPreview: the clan sample once loaded, nothing (→ demo clan) while loading or on error. */
export function previewSample(data: TreeWindow | undefined, failed: boolean, title: string): { input?: BookInput; inputKey?: string } {
  if (!data || failed) return {};
  const input = sampleInput(data, title, 1);
  return input ? { input, inputKey: sampleKey(data) } : {};
}

/** Cache key of a sample (the preview worker caches replies by it): clan, data version and root. */
export function sampleKey(w: TreeWindow): string {
  return `clan:${w.clanId}:${w.version}:${w.rootId ?? 0}`;
}
