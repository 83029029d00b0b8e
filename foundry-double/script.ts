/**
 * Scripted dice for exact tests. Two ways in, both through Foundry's own extension points:
 * - uniform draws replace CONFIG.Dice.randomUniform, so each die's mapRandomFace turns them into results;
 * - faces go through a non-interactive fulfillment method ("doubleScript") made the default method, so each
 *   die's roll() receives the value as its result (a Coin wants 1 heads / 0 tails). A plain Die checks that the
 *   face fits it.
 * Either way, drawing more than was scripted throws, so a test cannot silently fall back to random dice. Note
 * that Foundry asks the fulfillment method even for minimized or maximized dice.
 */
import type { DiceConfig } from "./globals";
import type { DiceTerm } from "./dice/terms/dice-term";
import { Die } from "./dice/terms/die";

export const SCRIPT_METHOD = "doubleScript";

export interface DiceScript {
  setUniform(values: number[]): void;
  setFaces(faces: number[]): void;
  clear(): void;
  readonly remaining: number;
}

export function createScript(dice: DiceConfig, seeded: () => number): DiceScript {
  let queue: number[] = [];
  let mode: "none" | "uniform" | "faces" = "none";

  const take = (what: string): number => {
    const value = queue.shift();
    if (value === undefined)
      throw new Error(`The Foundry double's dice script is exhausted: one more ${what} was drawn than scripted`);
    return value;
  };

  dice.randomUniform = () => (mode === "uniform" ? take("uniform draw") : seeded());
  // The double's own method, found by name but listed nowhere (not enumerable): core's Configure Dice window lists
  // the methods a user may pick, and none picks this one.
  Object.defineProperty(dice.fulfillment.methods, SCRIPT_METHOD, {
    configurable: true,
    writable: true,
    enumerable: false,
    value: {
      label: "Foundry double script",
      interactive: false,
      handler: (term: DiceTerm) => {
        if (mode !== "faces") return undefined;
        const face = take(`die (${term.expression})`);
        if (!Number.isFinite(face)) throw new Error(`Scripted face ${face} is not a number`);
        const faces = term.faces;
        if (term instanceof Die && typeof faces === "number" && (face < 1 || face > faces || !Number.isInteger(face))) {
          throw new Error(`Scripted face ${face} does not fit a d${faces} (${term.expression})`);
        }
        return face;
      },
    },
  });

  const setMode = (next: typeof mode, values: number[]): void => {
    queue = [...values];
    mode = next;
    dice.fulfillment.defaultMethod = next === "faces" ? SCRIPT_METHOD : "";
  };

  return {
    setUniform: (values) => {
      for (const u of values) if (!(u >= 0 && u < 1)) throw new Error(`Scripted uniform draw ${u} is not in [0, 1)`);
      setMode("uniform", values);
    },
    setFaces: (faces) => setMode("faces", faces),
    clear: () => setMode("none", []),
    get remaining() {
      return queue.length;
    },
  };
}
