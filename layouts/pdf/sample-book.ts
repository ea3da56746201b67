/**
 * A hand-built BookModel for the writer's tests and for trying the writer without the layout engine: a 扉页, a
 * 凡例 page with vertical punctuation and brackets, and 世系录-style pages of vertical name columns (each name a
 * 'name' item followed by a short biography column), in any binding and paper.
 */
import { pageGeometry, type Binding, type BookModel, type FormatId, type LogicalPage, type PageItem, type Paper } from '../page-model';

export interface SampleMember {
  id: number;
  name: string;
  bio: string;
}

export function sampleMembers(n: number): SampleMember[] {
  const given = '德华文昌永福光荣国泰民安绍祖宗世泽长兴家声远';
  const out: SampleMember[] = [];
  for (let i = 1; i <= n; i++) {
    const a = given[i % given.length];
    const b = given[(i * 7) % given.length];
    out.push({ id: i, name: `陈${a}${b}`, bio: `字子${b}，行${(i % 5) + 1}。生于乾隆${(i % 60) + 1}年，配王氏，生子二：长某、次某。` });
  }
  return out;
}

export function sampleBook(opts: { binding?: Binding; paper?: Paper; format?: FormatId; members?: SampleMember[] } = {}): BookModel {
  const binding = opts.binding ?? 'thread';
  const paper = opts.paper ?? 'A4';
  const format = opts.format ?? 3;
  const geometry = pageGeometry(paper, binding);
  const members = opts.members ?? sampleMembers(40);
  const pages: LogicalPage[] = [];
  const size = 12;
  const small = 9;
  pages.push({
    no: 1, section: '扉页', items: [
      { kind: 'text', x: geometry.width / 2 + 18, y: 40, text: '颍川陈氏族谱', size: 36, dir: 'v', extent: geometry.height - 80, align: 'center', role: 'title', font: 'serif-bold' },
    ],
  });
  pages.push({
    no: 2, section: '凡例', items: [
      { kind: 'text', x: geometry.width, y: 0, size, dir: 'v', extent: geometry.height, role: 'body',
        text: '一、本谱以「欧苏」之法为宗，世系图五世一提。二、凡生卒年月，悉依旧谱（农历）书之，《旧谱》所无者阙疑。三、女子适某氏，附载父下；1998年续修。' },
    ],
  });
  const colW = size + small + 10;
  const perPage = Math.max(1, Math.floor(geometry.width / colW));
  for (let i = 0; i < members.length; i += perPage) {
    const items: PageItem[] = [];
    members.slice(i, i + perPage).forEach((m, k) => {
      const x = geometry.width - k * colW;
      items.push({ kind: 'text', x, y: 0, text: m.name, size, dir: 'v', role: 'name', memberId: m.id });
      items.push({ kind: 'text', x: x - size - 2, y: size * 4, text: m.bio, size: small, dir: 'v', extent: geometry.height - size * 4, role: 'bio', gap: 1 });
      items.push({ kind: 'line', x1: x - colW + 4, y1: 0, x2: x - colW + 4, y2: geometry.height, width: 0.3, role: 'rule' });
    });
    pages.push({ no: pages.length + 1, section: '世系录', label: '世系录', items });
  }
  return { format, binding, paper, title: '颍川陈氏族谱', hall: '德星堂', volume: '卷一', geometry, pages, toc: [{ title: '凡例', page: 2 }, { title: '世系录', page: 3 }] };
}
