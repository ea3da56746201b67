/** `#/ops/edition-codes` (运营): family edition exchange codes (兑换码) — make a batch, see which were used. */
import { useState } from 'react';
import * as v from '@contract/vip';
import { useApiQuery } from '@src/lib/query';
import { mutation } from '@src/lib/mutation';
import { RedeemCodesOps } from '@src/features/ops/index';

const create = mutation(v.opsEditionCodesCreate, { invalidates: () => [v.opsEditionCodes] });

export default function EditionCodesOpsPage() {
  const q = useApiQuery(v.opsEditionCodes, { pageIndex: 1, pageSize: 100 });
  const [edition, setEdition] = useState<'pro' | 'flagship'>('pro');
  return (
    <RedeemCodesOps
      title="家族版本兑换码" label="版本兑换码" legend="生成兑换码" daysLabel="天数" defaultDays="365" query={q}
      fields={<label>版本 <select value={edition} onChange={(e) => setEdition(e.target.value as 'pro' | 'flagship')}><option value="pro">专业版</option><option value="flagship">旗舰版</option></select></label>}
      kind={{ head: '版本', cell: (x) => x.name }} usedBy={{ head: '家族ID', cell: (x) => x.projectId ?? '—' }}
      create={(days, count) => create({ edition, days, count })}
    />
  );
}
