/** A number added to a formula: ` + 3`, ` - 2`, or nothing for 0 (the rule sets' formula writers share it). */
export function addend(value: number): string {
  return value === 0 ? "" : ` ${value < 0 ? "-" : "+"} ${Math.abs(value)}`;
}
