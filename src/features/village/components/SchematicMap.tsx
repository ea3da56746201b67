/**
 * A schematic map of China's box (73–135°E, 18–54°N): graticule every 5°, a few reference cities, the point as a
 * marker; a tap gives its coordinates. No map tiles and no outside service (the point is named by /data/address).
 */
import type { MouseEvent } from 'react';
import { fromMap, toMap } from '../village-model';

const CITIES: [string, number, number][] = [
  ['北京', 116.4, 39.9], ['上海', 121.47, 31.23], ['广州', 113.26, 23.13], ['成都', 104.07, 30.57], ['西安', 108.94, 34.34],
  ['武汉', 114.3, 30.59], ['乌鲁木齐', 87.62, 43.82], ['拉萨', 91.11, 29.65], ['哈尔滨', 126.53, 45.8], ['昆明', 102.71, 25.04],
];

export function SchematicMap({ point, onPick }: { point: { latitude: number; longitude: number } | null; onPick?: (p: { latitude: number; longitude: number }) => void }) {
  const tap = (e: MouseEvent<SVGSVGElement>) => {
    if (!onPick) return;
    const r = e.currentTarget.getBoundingClientRect();
    onPick(fromMap(((e.clientX - r.left) / r.width) * 620, ((e.clientY - r.top) / r.height) * 400));
  };
  const m = point ? toMap(point.longitude, point.latitude) : null;
  return (
    <svg className="vg-map" viewBox="0 0 620 400" onClick={tap} role={onPick ? 'button' : 'img'} aria-label="示意地图" data-testid="schematic-map">
      {Array.from({ length: 13 }, (_, i) => 75 + i * 5).map((lng) => {
        const x = toMap(lng, 0).x;
        return <line key={`x${lng}`} x1={x} x2={x} y1={0} y2={400} stroke="#cfdde6" strokeWidth={1} />;
      })}
      {Array.from({ length: 8 }, (_, i) => 20 + i * 5).map((lat) => {
        const y = toMap(0, lat).y;
        return <g key={`y${lat}`}><line x1={0} x2={620} y1={y} y2={y} stroke="#cfdde6" strokeWidth={1} /><text x={4} y={y - 2} fontSize={10} fill="#8aa">{lat}°N</text></g>;
      })}
      {CITIES.map(([name, lng, lat]) => {
        const p = toMap(lng, lat);
        return <g key={name}><circle cx={p.x} cy={p.y} r={3} fill="#6b8796" /><text x={p.x + 5} y={p.y + 4} fontSize={12} fill="#456">{name}</text></g>;
      })}
      {m && <g data-testid="map-marker"><circle cx={m.x} cy={m.y} r={9} fill="rgba(200,40,30,.25)" /><circle cx={m.x} cy={m.y} r={4} fill="#c8281e" /></g>}
    </svg>
  );
}
