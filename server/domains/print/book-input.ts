/**
 * The layout engine's input (layouts/input.ts BookInput) for a sample: the clan (谱名, 堂号, surname, 字辈), every
 * member (clan-members rowToMember), the chapters (clanArticle: 凡例 replaces the default rules, 跋 goes to the back,
 * the others to the front; 谱文 after the records, listed under their catalogue entry) and the sample's plan.
 */
import { asc, eq } from 'drizzle-orm';
import type { BookChapter, BookInput } from '../../../layouts/input';
import type { Db } from '../../db/client';
import { clanArticles, clanMembers, clans, type printSamples } from '../../db/schema/index';
import { rowToMember } from '../clan-members/clan-members.map';
import { ARTICLE_KINDS, type ArticleKind } from '@contract/book';
import { plainText } from '../book/rich-text';
import { pwRowsInOrder } from '../book/pw-order';

type SampleRow = typeof printSamples.$inferSelect;

export async function buildBookInput(db: Db, sample: SampleRow): Promise<BookInput> {
  const [clan] = await db.select().from(clans).where(eq(clans.id, sample.clanId)).limit(1);
  if (!clan) throw new Error('族谱已删除，无法生成');
  const rows = await db.select().from(clanMembers).where(eq(clanMembers.clanId, clan.id)).orderBy(asc(clanMembers.id));
  if (!rows.length) throw new Error('族谱还没有成员，无法生成');
  const articles = await db.select().from(clanArticles).where(eq(clanArticles.projectId, clan.projectId))
    .orderBy(asc(clanArticles.sort), asc(clanArticles.id));
  const chapters: BookChapter[] = [];
  let rules: string | undefined;
  for (const a of articles) {
    const text = plainText(a.content);
    if (a.kind === 'rules') {
      rules = rules ? `${rules}\n${text}` : text;
      continue;
    }
    chapters.push({ title: a.title, text, section: ARTICLE_KINDS[a.kind as ArticleKind] ?? a.title, place: a.kind === 'postscript' ? 'back' : 'front' });
  }
  const { rows: pws, catalogs } = await pwRowsInOrder(db, clan.id);
  for (const w of pws) {
    const section = catalogs.find((k) => k.id === w.catalogId)?.name ?? '谱文';
    chapters.push({ title: w.title, text: plainText(w.content), section, place: 'back' });
  }
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
