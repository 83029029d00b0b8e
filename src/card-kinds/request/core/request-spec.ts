/** What a request fixed: the number a roll must reach (a difficulty, a target), when its spec has one. */
export function requestNumber(spec: Readonly<Record<string, unknown>>, name: string): number | null {
  const value = spec[name];
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}
