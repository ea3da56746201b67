/** Inputs for the layout tests: a generated clan of a few hundred members and the hand-built test clan. */
import { testClan } from '../model/clan/test-clan';
import { generateClanData } from '../tests/fixtures/clan-generator';
import type { BookInput, BookOptions } from './input';
import type { FormatId } from './page-model';

let cached: ReturnType<typeof generateClanData> | null = null;

export function generatedInput(format: FormatId, options: Partial<BookOptions> = {}, members = 400): BookInput {
  cached = cached && cached.members.length === members ? cached : generateClanData({ members, seed: 7 });
  const g = cached;
  return {
    clanName: g.clan.name, hall: g.clan.hall, surname: g.clan.surname, poems: g.clan.poems, members: g.members,
    chapters: [
      { title: '谱序', text: '吾族自始祖迁居于此，世代相承，枝繁叶茂。\n今合族重修族谱，以明世系、序昭穆。' },
      { title: '后记', text: '修谱既成，谨记其事。', place: 'back' },
    ],
    edition: '二〇二六年六修',
    options: { format, binding: 'thread', paper: 'A4', generations: 0, ...options },
  };
}

export function smallInput(format: FormatId, options: Partial<BookOptions> = {}): BookInput {
  return {
    clanName: '颍川陈氏族谱', hall: '颍川堂', surname: '陈',
    poems: [{ id: 1, text: '德仁成光', startGeneration: 1, mode: '流宗', branchId: null, title: '派语' }],
    members: testClan(), copies: [{ number: '天字第一号', keeper: '陈成光', branch: '长房' }],
    options: { format, binding: 'hardcover', paper: 'A4', generations: 0, ...options },
  };
}

/** The hand-built clan with a 兼祧 son: 成光 (5), 仁's son, also continues his uncle 义's (4) line. */
export function jointHeirInput(format: FormatId, options: Partial<BookOptions> = {}): BookInput {
  const input = smallInput(format, options);
  const members = input.members.map((m) => (m.id === 5 ? { ...m, adoption: { type: '兼祧' as const, secondLineageFatherId: 4, biologicalRank: 1 } } : m));
  return { ...input, members };
}
