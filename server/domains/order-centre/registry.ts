/**
 * The order sources (contract/order-centre.ts). A domain registers one per kind of order it sells:
 *
 *   registerOrderSource({ type: 'mall', name: '商城', list, counts, get, repay, receipt, cancel, remove });
 *
 * `list` answers the user's newest orders first (up to `limit`, optionally of one centre state); `get` his order or
 * fail('订单不存在'); an action a source does not offer answers "该订单不支持此操作".
 */
import type { CentreOrder, CentreState } from '@contract/order-centre';
import type { PaymentStart, PayType } from '@contract/payments';
import type { Ctx } from '../../http/context';
import type { Tx } from '../../db/client';

export interface OrderSource {
  type: string;
  name: string;
  list(db: Tx, userId: number, q: { state?: CentreState; limit: number }): Promise<CentreOrder[]>;
  counts(db: Tx, userId: number): Promise<Partial<Record<CentreState, number>>>;
  get(ctx: Ctx<'user'>, id: number): Promise<CentreOrder>;
  repay?(ctx: Ctx<'user'>, id: number, payType: PayType): Promise<PaymentStart>;
  receipt?(ctx: Ctx<'user'>, id: number): Promise<void>;
  cancel?(ctx: Ctx<'user'>, id: number): Promise<void>;
  remove?(ctx: Ctx<'user'>, id: number): Promise<void>;
}

const sources = new Map<string, OrderSource>();

export function registerOrderSource(s: OrderSource): void {
  const prev = sources.get(s.type);
  if (prev && prev !== s) throw new Error(`an order source "${s.type}" is already registered`);
  sources.set(s.type, s);
}

export const orderSources = (): OrderSource[] => [...sources.values()];
export const orderSource = (type: string): OrderSource | undefined => sources.get(type);
