import { useMemo } from 'react';
import { Candles } from '../common/Candles';
import { IncenseBurner } from '../common/IncenseBurner';
import type { FlowerTone } from '../common/palette';
import { Bouquets, type BouquetSpot } from './Bouquets';
import { Brazier } from './Brazier';
import { Cups } from './Cups';
import { Firecrackers } from './Firecrackers';
import { FruitPlates } from './FruitPlates';
import { IncenseSticks } from './IncenseSticks';

export type OfferingKind = 'flower' | 'incense' | 'candle' | 'fruit' | 'wine' | 'tea' | 'firecracker' | 'paper' | 'clothes';
export interface Offering {
  kind: OfferingKind;
  count: number;
  /** flower: the kind of each bouquet, newest first (白菊 when not given). */
  tones?: readonly FlowerTone[];
}

/** Most items of each kind shown (counts above are offered but not all drawn). */
export const SHOWN: Record<OfferingKind, number> = {
  flower: 6, incense: 12, candle: 8, fruit: 3, wine: 3, tea: 3, firecracker: 2, paper: 30, clothes: 6,
};

export function offeringCounts(offerings: readonly Offering[]): Record<OfferingKind, number> {
  const c = Object.fromEntries(Object.keys(SHOWN).map((k) => [k, 0])) as Record<OfferingKind, number>;
  for (const o of offerings) c[o.kind] = Math.min(SHOWN[o.kind], c[o.kind] + Math.max(0, Math.floor(o.count)));
  return c;
}

/**
 * The offerings on and around the altar table (top at `tableY`, centre `tableZ`): burner with incense in
 * the middle, candles at the ends, fruit and cups between, bouquets against the stone, firecrackers and
 * the brazier on the ground. Actions: `incenseKey`/`flowerKey` changes animate one more incense bundle
 * or bouquet.
 */
export function Offerings({ offerings, tableY, tableZ, tableW, incenseKey, flowerKey, flickerCandles = true }: {
  offerings: readonly Offering[]; tableY: number; tableZ: number; tableW: number;
  incenseKey?: number; flowerKey?: number; flickerCandles?: boolean;
}) {
  const c = useMemo(() => offeringCounts(offerings), [offerings]);
  const tones = useMemo(() => offerings.find((o) => o.kind === 'flower')?.tones, [offerings]);
  const burnerScale = 1.3;
  const ash: [number, number, number] = [0, tableY + 0.145 * burnerScale + 0.03 * burnerScale, tableZ];

  const candles = useMemo(() => {
    const out: [number, number, number][] = [];
    for (let i = 0; i < c.candle; i++) {
      const side = i % 2 ? 1 : -1;
      const k = Math.floor(i / 2);
      out.push([side * (tableW / 2 - 0.08 - k * 0.09), tableY, tableZ - 0.08 + (k % 2) * 0.12]);
    }
    return out;
  }, [c.candle, tableY, tableZ, tableW]);
  const plates = useMemo(() => [[-0.32, tableY, tableZ - 0.05], [0.32, tableY, tableZ - 0.05], [0, tableY, tableZ + 0.2]]
    .slice(0, c.fruit) as [number, number, number][], [c.fruit, tableY, tableZ]);
  const wine = useMemo(() => Array.from({ length: c.wine }, (_, i) => [0.14 + i * 0.08, tableY, tableZ + 0.17] as [number, number, number]), [c.wine, tableY, tableZ]);
  const tea = useMemo(() => Array.from({ length: c.tea }, (_, i) => [-0.14 - i * 0.09, tableY, tableZ + 0.17] as [number, number, number]), [c.tea, tableY, tableZ]);
  const bouquets = useMemo<BouquetSpot[]>(() => Array.from({ length: c.flower }, (_, i) => {
    const side = i % 2 ? 1 : -1;
    const k = Math.floor(i / 2);
    return { position: [side * (0.86 + k * 0.17), 0.0, tableZ - 0.42 + k * 0.1], rotation: [-0.3, side * 0.3, side * -0.12] };
  }), [c.flower, tableZ]);
  const flowerPlace = useMemo<BouquetSpot>(() => ({ position: [0.02, tableY + 0.04, tableZ + 0.2], rotation: [-Math.PI / 2 + 0.1, 0.3, 0] }), [tableY, tableZ]);

  return (
    <group>
      <IncenseBurner position={[0, tableY, tableZ]} scale={burnerScale} />
      <IncenseSticks base={ash} count={c.incense} placeKey={incenseKey} />
      <Candles positions={candles} height={0.2} radius={0.024} flicker={flickerCandles} light={1.6} />
      <FruitPlates spots={plates} />
      <Cups spots={wine} drink="wine" />
      <Cups spots={tea} drink="tea" />
      <Bouquets spots={bouquets} tones={tones} placeAt={flowerPlace} placeKey={flowerKey} />
      <Firecrackers strings={c.firecracker} at={[0.95, 0, tableZ + 0.35]} />
      <Brazier ingots={c.paper} clothes={c.clothes} position={[-1.0, 0, tableZ + 0.35]} />
    </group>
  );
}
