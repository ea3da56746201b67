/**
 * /clan/collect/member-map?id=: where the collected households live — a schematic map of China's provinces
 * (tiles drawn here, no outside map), each shaded by its number of households, then the cities as bars.
 */
import { List } from 'antd-mobile';
import * as c from '@contract/collect';
import { PageLayout } from '@src/components/ui/PageLayout';
import { QueryView } from '@src/components/ui/States';
import { useApiQuery } from '@src/lib/query';
import { useIds } from '../collect-ui';

/** A tile map of the provinces: [short name, column, row] on an 8×7 grid, roughly where each lies. */
export const PROVINCE_TILES: [string, number, number][] = [
  ['黑龙江', 7, 0], ['吉林', 7, 1], ['辽宁', 6, 1], ['内蒙古', 4, 1], ['新疆', 0, 1], ['北京', 5, 1], ['天津', 5, 2], ['河北', 4, 2],
  ['山西', 3, 2], ['山东', 5, 3], ['河南', 4, 3], ['陕西', 3, 3], ['宁夏', 2, 2], ['甘肃', 1, 2], ['青海', 1, 3], ['西藏', 0, 3],
  ['江苏', 6, 3], ['安徽', 5, 4], ['湖北', 4, 4], ['重庆', 3, 4], ['四川', 2, 4], ['上海', 7, 4], ['浙江', 6, 4], ['江西', 5, 5],
  ['湖南', 4, 5], ['贵州', 3, 5], ['云南', 2, 5], ['福建', 6, 5], ['广东', 5, 6], ['广西', 4, 6], ['海南', 4, 7], ['台湾', 7, 6],
  ['香港', 6, 6], ['澳门', 5, 7],
];

const shortName = (p: string) => p.replace(/(省|市|自治区|壮族自治区|回族自治区|维吾尔自治区|特别行政区)$/, '');

export default function MemberMapPage() {
  const { id } = useIds();
  const q = useApiQuery(c.collectAddress, { id: id ?? 0 }, { enabled: !!id });
  return (
    <PageLayout title="分布图" grey>
      <QueryView query={q}>
        {(rows) => {
          const byProv = new Map<string, number>();
          for (const r of rows) if (r.province) byProv.set(shortName(r.province), (byProv.get(shortName(r.province)) ?? 0) + r.families);
          const max = Math.max(1, ...byProv.values());
          const unknown = rows.filter((r) => !r.province).reduce((s, r) => s + r.families, 0);
          const cities = rows.filter((r) => r.province);
          return (
            <div className="cl-page">
              <div className="cl-card">
                <svg viewBox="0 0 8 8" width="100%" role="img" aria-label="各省户数分布图">
                  {PROVINCE_TILES.map(([name, x, y]) => {
                    const n = byProv.get(name) ?? 0;
                    return (
                      <g key={name}>
                        <rect x={x + 0.04} y={y + 0.04} width={0.92} height={0.92} rx={0.12}
                          fill={n ? `rgba(192,57,43,${0.25 + 0.75 * (n / max)})` : '#eee'} />
                        <text x={x + 0.5} y={y + 0.48} fontSize={0.24} textAnchor="middle" fill={n ? '#fff' : '#999'}>{name}</text>
                        {n > 0 && <text x={x + 0.5} y={y + 0.78} fontSize={0.22} textAnchor="middle" fill="#fff">{n}户</text>}
                      </g>
                    );
                  })}
                </svg>
                <div className="cl-muted">颜色越深，户数越多{unknown ? `；未填写居住地 ${unknown} 户` : ''}</div>
              </div>
              <List header="按城市">
                {cities.length === 0 && <List.Item>还没有填写居住地的户</List.Item>}
                {cities.map((r) => (
                  <List.Item key={`${r.province}${r.city}`} extra={`${r.families} 户`}
                    description={<div className="cl-bar" style={{ width: `${Math.max(4, (r.families / Math.max(...cities.map((x) => x.families))) * 100)}%` }} />}>
                    {r.province} {r.city}
                  </List.Item>
                ))}
              </List>
            </div>
          );
        }}
      </QueryView>
    </PageLayout>
  );
}
