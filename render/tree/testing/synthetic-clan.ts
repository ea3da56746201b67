/**
 * A tiny deterministic clan generator over typed arrays (tests, benchmarks, bench page). Breadth-first from
 * one founder: each man gets 0–2 wives, 0–4 sons and some daughters; sons and daughters share one 行第 run.
 * A few sons are 兼祧 (a second father among their father's brothers). O(n), no per-member objects.
 */
import type { TreeInput } from '../types';
import { FLAG_DAUGHTER_IN_CHART, FLAG_LIVING } from '../types';
import { mulberry32 } from '../../../model/random';

const SURNAME = '王';
const POEM = '希言公彦承弘闻贞尚胤兴毓传继广昭宪庆繁祥令德维垂佑钦绍念显扬';
const GIVEN =
  '德仁義禮智信忠孝廉明文武安康福寿永昌华国家荣耀光宗祖耀庭树林森松柏春秋云山海江河湖清平和顺泰嘉祥瑞';
const WIFE_SURNAMES = '李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢';

export interface SyntheticClan extends TreeInput {
  poem: string;
  /** Indices of 兼祧 sons. */
  jianTiaoSons: number[];
}

export const rng = mulberry32;

export interface GenerateOptions {
  seed?: number;
  /** Mean sons per man (default 1.9). */
  sons?: number;
  /** Probability of a daughter per child slot (default 0.45). */
  daughters?: number;
  /** Share of sons that are 兼祧 (default 0.002). */
  jianTiao?: number;
}

export function generateClan(n: number, opts: GenerateOptions = {}): SyntheticClan {
  const rand = rng(opts.seed ?? 1);
  const meanSons = opts.sons ?? 1.9;
  const pDaughter = opts.daughters ?? 0.45;
  const pJt = opts.jianTiao ?? 0.002;
  const parent = new Int32Array(n).fill(-1);
  const generation = new Int16Array(n);
  const sex = new Uint8Array(n);
  const ranking = new Uint8Array(n);
  const flags = new Uint8Array(n);
  const birthYear = new Int16Array(n);
  const deathYear = new Int16Array(n);
  const wifeOf = new Int32Array(n).fill(-1);
  const nameCodes = new Uint16Array(n * 2);
  const wivesCount = new Uint8Array(n);
  const jtChild: number[] = [];
  const jtParent: number[] = [];

  let count = 1;
  generation[0] = 1;
  sex[0] = 1;
  ranking[0] = 1;
  birthYear[0] = 1400;
  deathYear[0] = 1460;
  nameCodes[0] = POEM.charCodeAt(0);
  nameCodes[1] = GIVEN.charCodeAt(0);
  // Queue of men to expand: members are appended in BFS order, so scan indices in order.
  // Men not yet expanded; the last one always marries and has a son, so the clan never dies out before n.
  let menAhead = 1;
  for (let head = 0; head < count && count < n; head++) {
    if (sex[head] !== 1 || wifeOf[head] >= 0) continue;
    const last = --menAhead === 0;
    const g = generation[head];
    let wives = rand() < 0.85 ? (rand() < 0.1 ? 2 : 1) : 0;
    if (last) wives = Math.max(wives, 1);
    for (let w = 0; w < wives && count < n; w++) {
      const i = count++;
      wifeOf[i] = head;
      wivesCount[head]++;
      generation[i] = g;
      sex[i] = 2;
      nameCodes[2 * i] = WIFE_SURNAMES.charCodeAt((rand() * WIFE_SURNAMES.length) | 0);
      nameCodes[2 * i + 1] = 0x6c0f; // 氏
      birthYear[i] = birthYear[head] + ((rand() * 6) | 0);
    }
    if (wives === 0) continue;
    // sons ~ geometric-ish around meanSons
    let sons = 0;
    const u = rand();
    sons = u < 0.12 ? 0 : u < 0.35 ? 1 : u < 0.7 ? 2 : u < 0.9 ? 3 : 4;
    sons = Math.round((sons * meanSons) / 1.9);
    if (last) sons = Math.max(sons, 1);
    let rank = 0;
    while ((sons > 0 || rand() < pDaughter * 0.6) && count < n) {
      const daughter = sons === 0 || rand() < pDaughter * 0.5;
      const i = count++;
      parent[i] = head;
      generation[i] = g + 1;
      sex[i] = daughter ? 2 : 1;
      ranking[i] = ++rank;
      if (daughter) flags[i] |= FLAG_DAUGHTER_IN_CHART;
      else {
        sons--;
        menAhead++;
      }
      birthYear[i] = birthYear[head] + 20 + rank * 2 + ((rand() * 4) | 0);
      deathYear[i] = birthYear[i] > 1950 ? 0 : birthYear[i] + 40 + ((rand() * 40) | 0);
      if (deathYear[i] === 0) flags[i] |= FLAG_LIVING;
      nameCodes[2 * i] = POEM.charCodeAt((g) % POEM.length);
      nameCodes[2 * i + 1] = GIVEN.charCodeAt((rand() * GIVEN.length) | 0);
      if (!daughter && rand() < pJt && parent[head] >= 0) {
        // second father: a brother of the father (any other son of the grandfather placed before head)
        const gp = parent[head];
        for (let b = head - 1; b >= 0 && b > head - 64; b--) {
          if (parent[b] === gp && sex[b] === 1) {
            jtChild.push(i);
            jtParent.push(b);
            break;
          }
        }
      }
      if (rank >= 250) break;
    }
  }
  // CSR of wives
  const spouseOffsets = new Int32Array(n + 1);
  for (let i = 0; i < n; i++) spouseOffsets[i + 1] = spouseOffsets[i] + wivesCount[i];
  const spouseIndex = new Int32Array(spouseOffsets[n]);
  const fill = spouseOffsets.slice(0, n);
  for (let i = 0; i < n; i++) if (wifeOf[i] >= 0) spouseIndex[fill[wifeOf[i]]++] = i;
  const names = (i: number): string =>
    sex[i] === 2 && wifeOf[i] >= 0
      ? String.fromCharCode(nameCodes[2 * i], nameCodes[2 * i + 1])
      : SURNAME + String.fromCharCode(nameCodes[2 * i], nameCodes[2 * i + 1]);
  return {
    count: n,
    parent,
    secondParent: { child: Int32Array.from(jtChild), parent: Int32Array.from(jtParent) },
    generation,
    sex,
    ranking,
    spouseOffsets,
    spouseIndex,
    flags,
    birthYear,
    deathYear,
    names,
    places: (i) => (i % 3 === 0 ? '湖南长沙' : i % 3 === 1 ? '江西吉安' : '广东梅州'),
    poem: POEM,
    jianTiaoSons: jtChild,
  };
}

/** Shuffle 行第 storage order: children of one father appear in random index order (tests sorting). */
export function shuffledRanks(clan: SyntheticClan, seed = 7): SyntheticClan {
  const rand = rng(seed);
  const ranking = Uint8Array.from(clan.ranking as Uint8Array);
  // swap ranks between random siblings: ranks stay a permutation among each father's children
  const byParent = new Map<number, number[]>();
  for (let i = 0; i < clan.count; i++) {
    const p = clan.parent[i];
    if (p < 0) continue;
    let list = byParent.get(p);
    if (!list) byParent.set(p, (list = []));
    list.push(i);
  }
  for (const list of byParent.values()) {
    const ranks = list.map((i) => ranking[i]);
    for (let k = ranks.length - 1; k > 0; k--) {
      const j = (rand() * (k + 1)) | 0;
      [ranks[k], ranks[j]] = [ranks[j], ranks[k]];
    }
    list.forEach((i, k) => (ranking[i] = ranks[k]));
  }
  return { ...clan, ranking };
}
