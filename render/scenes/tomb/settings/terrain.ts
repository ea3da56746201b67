/** Height of the hillside cemetery at (x, z) in metres (pure): flat terrace at the grave, hills behind. */
export function hillHeight(x: number, z: number): number {
  const r = Math.hypot(x, z + 0.5);
  const flat = Math.min(1, Math.max(0, (r - 3.2) / 3));          // 0 on the terrace, 1 beyond
  const behind = Math.max(0, -z - 2) * 0.32 + Math.max(0, -z - 25) * 0.25;
  const sides = Math.abs(x) * 0.06;
  const waves = Math.sin(x * 0.21) * 0.9 + Math.sin(z * 0.17 + x * 0.07) * 0.8 + Math.sin(x * 0.53 + z * 0.41) * 0.25;
  const front = z > 4 ? -(z - 4) * 0.12 : 0;
  return flat * (behind + sides + waves * (0.5 + Math.min(1, Math.max(0, -z) / 20)) + front);
}
