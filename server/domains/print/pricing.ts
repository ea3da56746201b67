/** Print pricing (fen): a copy = binding base + pages × per-page price of the paper; one shipping fee per order. */
import type { z } from 'zod';
import type { PriceConfig } from '@contract/print';

export const BINDING_BASE = { thread: 3000, hardcover: 5000 } as const;
export const PER_PAGE = { A4: 12, A3: 24 } as const;
export const SHIPPING_FEN = 1500;
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 2000;

export function unitPrice(pages: number, binding: 'thread' | 'hardcover', paper: 'A4' | 'A3'): number {
  return BINDING_BASE[binding] + Math.max(1, pages) * PER_PAGE[paper];
}

export function priceConfig(): z.infer<typeof PriceConfig> {
  return {
    binding: [
      { value: 'thread', name: '古籍线装', base: BINDING_BASE.thread },
      { value: 'hardcover', name: '硬壳精装', base: BINDING_BASE.hardcover },
    ],
    perPage: [{ value: 'A4', name: 'A4', price: PER_PAGE.A4 }, { value: 'A3', name: 'A3', price: PER_PAGE.A3 }],
    shipping: SHIPPING_FEN,
    minQuantity: MIN_QUANTITY,
    maxQuantity: MAX_QUANTITY,
    note: '每本单价 = 装订基础价 + 页数 × 每页单价；每单另收运费；打样费 = 一本单价 + 运费',
  };
}
