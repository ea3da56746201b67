/**
 * Ground truth for the OCR round trip (#26), made by the project itself: a generated clan typeset by the clan-book
 * engine (牒记式 or 苏式), its 世系录 PDF pages rasterised with pdf.js in Node (@napi-rs/canvas), scan-like noise
 * (rotation ±2°, blur, speckle, uneven light) written on raw pixels, and the score of what OCR proposes against
 * the clan: the share of entries whose name, 世 and father all come back exactly.
 */
import { layoutBook } from '../../layouts/index';
import type { BookOptions } from '../../layouts/input';
import type { FormatId } from '../../layouts/page-model';
import { writePdf } from '../../layouts/pdf/write';
import { contentOrigin } from '../../layouts/pdf/impose';
import { generatedInput } from '../../layouts/test-inputs';
import { rotate, toGray, type Gray } from '../../server/ocr/image';
import { renderPdfPages } from '../../server/domains/oldreg/pdf-pages';
import { readPage, type OcrModels, type OcrPage } from '../../server/ocr/read-page';
import { parseCharts } from '../../server/ocr/chart';
import { parseRecords, type ProposedPerson } from '../../server/ocr/records';

export interface TruthEntry {
  memberId: number;
  name: string;
  generation: number;
  fatherName: string | null;
  /** The PDF page of the name. */
  page: number;
}

export interface Register {
  pdf: Uint8Array;
  /** 1-based PDF pages holding 世系录 entries, in order. */
  pages: number[];
  truth: TruthEntry[];
  /** Where each member's first name item is on its PDF page, in points (精装 books only: one page a sheet). */
  nameBoxes: Map<number, { page: number; x: number; y: number; size: number; dir: 'v' | 'h'; text: string }>;
}

export type RegisterSection = '世系录' | '世系图';

/**
 * The 世系录 (or the 世系图 charts) of a generated clan of `members`, typeset in `format` (3 牒记式, 9 苏式),
 * 线装 A4 unless `options` say; the truth is each member named there, at his first place.
 */
export async function typesetRegister(format: FormatId, members: number, section: RegisterSection = '世系录', options: Partial<BookOptions> = {}): Promise<Register> {
  const input = generatedInput(format, options, members);
  const book = layoutBook(input);
  const { pdf } = await writePdf(book);
  const byId = new Map(input.members.map((m) => [m.id, m]));
  const names = new Map<number, { name: string; page: number }>();
  const nameBoxes: Register['nameBoxes'] = new Map();
  const pages = new Set<number>();
  for (const p of book.pages) {
    if (p.section !== section) continue;
    const pdfPage = book.binding === 'thread' ? Math.ceil(p.no / 2) : p.no;
    for (const it of p.items) {
      if (it.kind === 'text' && (it.role === 'name' || it.role === 'label') && it.memberId != null) {
        if (!names.has(it.memberId)) {
          names.set(it.memberId, { name: it.text, page: pdfPage });
          const o = contentOrigin(book, 0);
          if (book.binding !== 'thread') nameBoxes.set(it.memberId, { page: pdfPage, x: o.x + it.x, y: o.y + it.y, size: it.size, dir: it.dir === 'v' ? 'v' : 'h', text: it.text });
        }
        pages.add(pdfPage);
      }
    }
  }
  const truth: TruthEntry[] = [...names.entries()].map(([id, { name, page }]) => {
    const m = byId.get(id)!;
    const f = m.lineageFatherId != null ? names.get(m.lineageFatherId)?.name ?? null : null;
    return { memberId: id, name, generation: m.generation, fatherName: f, page };
  });
  return { pdf: new Uint8Array(pdf), pages: [...pages].sort((a, b) => a - b), truth, nameBoxes };
}

/** PDF pages → grey images at `scale` (3 ≈ 216 dpi), drawn by the server's own rasteriser. */
export async function rasterize(pdf: Uint8Array, pageNos: readonly number[], scale = 3): Promise<Gray[]> {
  const out: Gray[] = [];
  await renderPdfPages(pdf, pageNos, scale, async (no, c) => {
    if ('error' in c) throw new Error(`page ${no}: ${c.error}`);
    out.push(toGray(c.getContext('2d').getImageData(0, 0, c.width, c.height).data, c.width, c.height, 4));
  });
  return out;
}

function rng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

/** A scan: rotated (±2°), blurred (3×3), uneven light (a diagonal fall-off to 70 %), speckle (0.2 % of pixels). */
export function scanNoise(img: Gray, seed: number): Gray {
  const r = rng(seed);
  const angle = (r() * 2 - 1) * 2;
  const rot = rotate(img, angle, 255);
  const { width: w, height: h } = rot;
  const out = new Uint8Array(w * h);
  const d = rot.data;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let s = 0;
      let n = 0;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= h) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= w) continue;
          s += d[yy * w + xx];
          n++;
        }
      }
      const light = 1 - 0.3 * ((x / w + y / h) / 2);
      out[y * w + x] = (s / n) * light;
    }
  }
  const specks = Math.round(w * h * 0.002);
  for (let k = 0; k < specks; k++) {
    const i = Math.floor(r() * w * h);
    out[i] = r() < 0.5 ? 40 : 255;
  }
  return { width: w, height: h, data: out };
}

export interface Score {
  total: number;
  exact: number;
  /** exact / total, in %. */
  accuracy: number;
  misses: string[];
}

/** Entries of the truth whose name, 世 and father's name all come back exactly (matched by order of names). */
export function scoreRecords(people: readonly ProposedPerson[], truth: readonly TruthEntry[]): Score {
  const byKey = new Map(people.map((p) => [p.key, p]));
  const pool = new Map<string, ProposedPerson[]>();
  for (const p of people) pool.set(p.name, [...(pool.get(p.name) ?? []), p]);
  let exact = 0;
  const misses: string[] = [];
  for (const t of truth) {
    const list = pool.get(t.name) ?? [];
    const i = list.findIndex((p) => p.generation === t.generation && (p.fatherKey != null ? byKey.get(p.fatherKey)?.name ?? null : null) === t.fatherName);
    if (i >= 0) {
      exact++;
      list.splice(i, 1);
    } else misses.push(`${t.name} ${t.generation}世 父${t.fatherName ?? '-'}`);
  }
  return { total: truth.length, exact, accuracy: truth.length ? (100 * exact) / truth.length : 0, misses };
}

export interface RoundTrip {
  score: Score;
  /** The score over the entries whose name and father's name use only characters the recogniser knows. */
  readable: Score;
  pages: number;
}

export interface RoundTripOptions {
  /** At most this many PDF pages of the section. */
  maxPages?: number;
  /** Reads one page (default readPage with the models; the bench passes a timed one). */
  read?: (img: Gray) => Promise<OcrPage>;
  /** 世系录 (parsed by parseRecords) or 世系图 (parseCharts). */
  section?: RegisterSection;
}

/** Typeset → rasterise (→ noise) → read → parse → score, on the PDF pages of one section of the register. */
export async function roundTrip(models: OcrModels, format: FormatId, members: number, noisy: boolean, opts: RoundTripOptions = {}): Promise<RoundTrip> {
  const section = opts.section ?? '世系录';
  const read = opts.read ?? ((img: Gray) => readPage(img, models));
  const reg = await typesetRegister(format, members, section);
  const pageNos = reg.pages.slice(0, opts.maxPages ?? Infinity);
  const images = await rasterize(reg.pdf, pageNos);
  const pages: OcrPage[] = [];
  for (let i = 0; i < images.length; i++) pages.push(await read(noisy ? scanNoise(images[i], i + 1) : images[i]));
  const people = section === '世系图' ? parseCharts(pages) : parseRecords(pages);
  // only the entries printed on the pages read
  const seen = reg.truth.filter((t) => pageNos.includes(t.page));
  const known = new Set(models.keys);
  const readableTruth = seen.filter((t) => [...t.name, ...(t.fatherName ?? '')].every((ch) => known.has(ch)));
  return { score: scoreRecords(people, seen), readable: scoreRecords(people, readableTruth), pages: images.length };
}
