/**
 * Star Wars FFG's narrative dice as the system registers them (StarWarsFoundryVTT/StarWarsFFG 2.0.3 at 75c9ac3d),
 * read (not copied):
 * - modules/swffg-main.js `Hooks.once("init")` (:78-123): `RollFFG` becomes `CONFIG.Dice.rolls[0]` and the seven
 *   dice take the denominations `a b c i f p s` in `CONFIG.Dice.terms`, whatever was there (Foundry's own `f` too).
 * - modules/dice/dietype/*Die.js: each `extends foundry.dice.terms.DiceTerm`, sets its faces in its constructor
 *   (ability 8, boost 6, challenge 12, difficulty 8, force 12, proficiency 12, setback 6), writes its formula
 *   `N` + denomination + modifiers, and on each `roll` reads the face's symbols from its table
 *   (modules/config/ffg-dice.js). Genesys (Mezryss/FVTT-Genesys 0.2.18) uses the same letters and faces.
 * Kept: the difficulty die's failures and threats by face (ffg-dice.js:69-78: 2 → F, 3 → FF, 4–6 → T, 7 → TT,
 * 8 → FT); the other dice roll their faces only. Left out: images, the dice pool, the roll builder and `RollFFG`.
 */
import { CONFIG } from "../../globals";
import { DiceTerm } from "../terms/dice-term";
import type { RollTermData } from "../terms/types";

/** The difficulty die's failures and threats by face (1 is blank). */
const DIFFICULTY_FACES: Readonly<Record<number, { failure: number; threat: number }>> = {
  1: { failure: 0, threat: 0 },
  2: { failure: 1, threat: 0 },
  3: { failure: 2, threat: 0 },
  4: { failure: 0, threat: 1 },
  5: { failure: 0, threat: 1 },
  6: { failure: 0, threat: 1 },
  7: { failure: 0, threat: 2 },
  8: { failure: 1, threat: 1 },
};

function narrativeDie(name: string, denomination: string, faces: number): typeof DiceTerm {
  const cls = class extends DiceTerm {
    static override DENOMINATION = denomination;
    constructor(termData: RollTermData) {
      super(termData);
      this.faces = faces;
    }

    override get formula(): string {
      return `${this.number}${denomination}${this.modifiers.join("")}`;
    }
  };
  Object.defineProperty(cls, "name", { value: name });
  return cls;
}

export class DifficultyDie extends narrativeDie("DifficultyDie", "i", 8) {
  /** The symbols its dice show, summed (the system's `ffg` after evaluation). */
  get ffg(): { failure: number; threat: number } {
    return this.results.reduce(
      (sum, r) => {
        const face = DIFFICULTY_FACES[r.result];
        return { failure: sum.failure + (face?.failure ?? 0), threat: sum.threat + (face?.threat ?? 0) };
      },
      { failure: 0, threat: 0 },
    );
  }
}

/** The seven dice by denomination, as `init` registers them. */
export const STAR_WARS_FFG_DICE: Readonly<Record<string, typeof DiceTerm>> = {
  a: narrativeDie("AbilityDie", "a", 8),
  b: narrativeDie("BoostDie", "b", 6),
  c: narrativeDie("ChallengeDie", "c", 12),
  i: DifficultyDie,
  f: narrativeDie("ForceDie", "f", 12),
  p: narrativeDie("ProficiencyDie", "p", 12),
  s: narrativeDie("SetbackDie", "s", 6),
};

/** What the system's `init` does to the dice configuration (its Roll class left out). */
export function registerStarWarsFfgDice(): void {
  const dice = CONFIG().Dice;
  for (const [denomination, cls] of Object.entries(STAR_WARS_FFG_DICE)) dice.terms[denomination] = cls;
}
