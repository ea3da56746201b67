/** The demo seed's first help questions (only when there are none). */
import type { Tx } from '../../db/client';
import * as repo from './help.repo';
import { DEFAULT_QUESTIONS } from './help.defaults';

export async function seedHelp(db: Tx, now = new Date()): Promise<void> {
  if (await repo.questionCount(db)) return;
  for (const [i, q] of DEFAULT_QUESTIONS.entries()) await repo.saveQuestion(db, { ...q, sort: i + 1, now });
}
