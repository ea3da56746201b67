/** `#/ops/cpg-codes` (运营): 古谱会员 redeem codes (兑换码) — make a batch, see which were used. */
import * as c from '@contract/cpg';
import { useApiQuery } from '@src/lib/query';
import { RedeemCodesOps } from '@src/features/ops/index';
import { opsCreateCodes } from '../cpg.queries';

export default function CpgCodesOpsPage() {
  const q = useApiQuery(c.opsCpgCodes, { pageIndex: 1, pageSize: 100 });
  return (
    <RedeemCodesOps
      title="古谱会员兑换码" label="古谱会员兑换码" legend="生成兑换码（每个只能兑换一次）" daysLabel="会员天数" defaultDays="30" query={q}
      usedBy={{ head: '使用者ID', cell: (x) => x.usedBy ?? '—' }} create={(days, count) => opsCreateCodes({ days, count })}
    />
  );
}
