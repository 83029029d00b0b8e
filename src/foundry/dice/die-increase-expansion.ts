import { increaseDie } from "../../rule-sets/ogs/core/mechanics/die-increase";

/**
 * The formula of real dice an OGS Die Increase rolls: `1d12p2` → `1d8 + 1d8`, `10d6p2` → `10d10`,
 * `2d12p1` → `2d8 + 2d6`. Every die of the term is increased the same way, so equal sizes are grouped and
 * written largest first, as a player would pick them up.
 */
export function dieIncreaseFormula(number: number, faces: number, stages: number): string {
  const counts = new Map<number, number>();
  for (const size of increaseDie(faces, stages)) counts.set(size, (counts.get(size) ?? 0) + number);
  return [...counts.entries()]
    .sort(([a], [b]) => b - a)
    .map(([size, count]) => `${count}d${size}`)
    .join(" + ");
}
