/**
 * What the layout engine takes: the clan (谱名, 堂号, surname, 字辈 poems, members), the book's chapters and the
 * options the user chose. Plain JSON, so a server job or a browser worker can pass it as is.
 */
import type { ZibeiPoem } from '../model/generations';
import type { ClanMember, MemberId } from '../model/member';
import type { Binding, FormatId, Paper } from './page-model';

/** A chapter of plain text (谱序, 跋, 家训 …): paragraphs separated by line breaks. */
export interface BookChapter {
  title: string;
  text: string;
  /** Section it is listed under in the 目录 (default: the title); chapters of one section share its pages. */
  section?: string;
  /** 'front' (before 凡例 and the charts: 谱序, 题辞 …; the default) or 'back' (after the records: 家训, 后记 …). */
  place?: 'front' | 'back';
}

export interface BookOptions {
  format: FormatId;
  binding: Binding;
  paper: Paper;
  /** 0 = every generation below the root; 5 or 10 = that many 世 from the root (spec §3). */
  generations: 0 | 5 | 10;
  /** The chart root (始祖 or a branch founder); default: the clan's 始祖 (every top ancestor in order). */
  rootId?: MemberId | null;
}

/** 领谱字号: one numbered copy registered to a keeper. */
export interface CopyRegistration {
  /** 字号, e.g. 天字第一号. */
  number: string;
  keeper: string;
  branch?: string;
}

export interface BookInput {
  /** 谱名: 颍川陈氏族谱. */
  clanName: string;
  /** 堂号: 颍川堂. */
  hall: string;
  surname: string;
  poems: ZibeiPoem[];
  members: ClanMember[];
  chapters?: BookChapter[];
  /** 凡例 text; a default set of rules matching the format is written when absent. */
  rules?: string;
  /** 修谱届次/年份 for the 扉页, e.g. 二〇二六年六修. */
  edition?: string;
  /** 卷 label for the 版心 (default 卷一). */
  volume?: string;
  copies?: CopyRegistration[];
  options: BookOptions;
}
