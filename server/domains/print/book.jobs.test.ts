import { describe, expect, it } from 'vitest';
import { failureText } from './book.jobs';

describe('job failure text', () => {
  it('keeps a Chinese engine message, hides stack traces and English internals', () => {
    expect(failureText(new Error('未知的版式：2'))).toBe('未知的版式：2');
    expect(failureText(new Error('Error: 族谱还没有成员，无法生成\n    at x (file.ts:1)'))).toBe('族谱还没有成员，无法生成');
    expect(failureText(new Error('Cannot read properties of undefined'))).toBe('生成失败，请稍后重试');
    expect(failureText(new Error('ERR_WORKER_OUT_OF_MEMORY'))).toBe('族谱过大，生成时内存不足，请减少世代后重试');
  });
});
