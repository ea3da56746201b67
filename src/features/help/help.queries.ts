/** Server state of help (contract/help.ts) and of the 客服 conversation (contract/chat-service.ts). */
import * as h from '@contract/help';
import * as cs from '@contract/chat-service';
import * as c from '@contract/chat';
import { mutation } from '@src/lib/mutation';
import { callQuery } from '@src/lib/query';
import { api } from '@src/lib/api-client';

export const helpQueries = {
  questions: () => callQuery(h.questionList, {}),
  search: (kw: string) => callQuery(h.questionSearch, { kw }),
  feedbackTypes: () => callQuery(h.feedbackTypeList, {}),
  article: (type: h.ArticleType) => callQuery(h.articleContent, { type }),
  contact: () => callQuery(h.contactInfo, {}),
};

export const voteQuestion = mutation(h.questionVote, { invalidates: () => [h.questionList, h.questionSearch] });
export const addFeedback = mutation(h.feedbackAdd, { invalidates: () => [h.feedbackMine] });
export const addReport = mutation(h.reportAdd);
export const openService = mutation(cs.chatServiceOpen, { invalidates: () => [c.chatConversations] });

/** An article fresh from the server (the staff editor starts from it; not cached). */
export const fetchArticle = (type: h.ArticleType) => api(h.articleContent, { type });
