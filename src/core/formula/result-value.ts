import { compareResult, type DieModifier } from "./die-modifiers";

/**
 * What one rolled result counts for in its term's total once the counting modifiers have run over it
 * (docs/formula-odds.md "Modifiers"). Foundry keeps, per result, a count and success/failure marks: `cs`/`cf`/
 * `even`/`odd` set the count to 1 or 0, `min`/`max` raise or lower it, `df` makes failures −1 and `sf` makes them
 * minus their face; the total adds the count, or the face where no count was set. Each of these reads only the
 * result's own face and marks, so what a face counts for is a function of the face, computed here once per face.
 */
export function countedValue(face: number, modifiers: readonly DieModifier[]): number {
  let count: number | undefined;
  let success: boolean | undefined;
  let failure: boolean | undefined;
  for (const modifier of modifiers) {
    switch (modifier.kind) {
      case "minimum":
        if (face < modifier.target) count = modifier.target;
        break;
      case "maximum":
        if (face > modifier.target) count = modifier.target;
        break;
      case "countSuccess": {
        const hit = compareResult(face, modifier.when);
        success = hit;
        if (hit) failure = undefined;
        count = hit ? 1 : 0;
        break;
      }
      case "countFailures": {
        const hit = compareResult(face, modifier.when);
        failure = hit;
        if (hit) success = undefined;
        count = hit ? 1 : 0;
        break;
      }
      case "countEven":
      case "countOdd":
        success = (face % 2 === 0) === (modifier.kind === "countEven");
        count = success ? 1 : 0;
        break;
      case "deductFailures":
      case "subtractFailures": {
        // With a comparison, matching faces fail; without one, the results an earlier `cs` left unsuccessful do.
        const fails = modifier.when ? compareResult(face, modifier.when) : success === false;
        if (fails) {
          failure = true;
          success = undefined;
        }
        if (failure) count = modifier.kind === "deductFailures" ? -1 : -face;
        break;
      }
      default:
        break;
    }
  }
  return count ?? face;
}
