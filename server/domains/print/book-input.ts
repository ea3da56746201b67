/**
 * The layout engine's input (layouts/input.ts BookInput) for a sample: the clan (谱名, 堂号, surname, 字辈), every
 * member (clan-members rowToMember), the chapters (clanArticle: 凡例 replaces the default rules, 跋 goes to the back,
 * the others to the front; 谱文 after the records, listed under their catalogue entry) and the sample's plan.
 */
import type { BookChapter, BookInput } from '../../../layouts/input';
import { ARTICLE_KINDS, type ArticleKind } from '@contract/book';
import type { Db } from '../../db/client';
import { findClan } from '../clans/index';
import { membersOfClan, rowToMember } from '../clan-members/index';
import { chapterTexts } from '../book/index';
import type { SampleRow } from './print.repo';

export async function buildBookInput(db: Db, sample: SampleRow): Promise<BookInput> {
  const clan = await findClan(db, sample.clanId);
  if (!clan) throw new Error('族谱已删除，无法生成');
  const rows = await membersOfClan(db, clan);
  if (!rows.length) throw new Error('族谱还没有成员，无法生成');
  const { articles, pw } = await chapterTexts(db, clan.projectId, clan.id);
  const chapters: BookChapter[] = [];
  let rules: string | undefined;
  for (const a of articles) {
    if (a.kind === 'rules') {
      rules = rules ? `${rules}\n${a.text}` : a.text;
      continue;
    }
    chapters.push({ title: a.title, text: a.text, section: ARTICLE_KINDS[a.kind as ArticleKind] ?? a.title, place: a.kind === 'postscript' ? 'back' : 'front' });
  }
  for (const w of pw) chapters.push({ title: w.title, text: w.text, section: w.section, place: 'back' });
  const plan = sample.plan;
  return {
    clanName: plan.title || clan.name,
    hall: clan.hall,
    surname: clan.surname,
    poems: clan.poems,
    members: rows.map(rowToMember),
    chapters,
    ...(rules ? { rules } : {}),
    ...(plan.edition ? { edition: plan.edition } : {}),
    volume: '卷一',
    options: { format: plan.format, binding: plan.binding, paper: plan.paper, generations: plan.generations, rootId: plan.rootId },
  };
}
