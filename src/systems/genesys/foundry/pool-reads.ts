import type { RuleSetKit } from "../../../foundry/composition";
import type { NarrativePool } from "../../../core/pools/narrative-dice";
import { GENESYS_DICE, GENESYS_GLYPHS, type GenesysPool } from "../core/genesys-odds";

/**
 * Where a Genesys pool is read (docs/systems-genesys.md "Reading the prompt"): the prompt's pool as its component
 * draws it (the pool lives in the component's refs, not on the app, and the manual changes and effects' toggles with
 * it: only what is drawn is the pool as it stands), and a message's own roll.
 */

type Field = RuleSetKit["systems"]["field"];
type Die = (typeof GENESYS_DICE)[keyof typeof GENESYS_DICE];

/** The most dice of one kind read: the system caps none; the engine bounds the pool's outcomes by name after. */
const MOST_DICE = 40;

const dieNamed = (name: string): Die | undefined => Object.entries(GENESYS_DICE).find(([key]) => key === name)?.[1];
const symbolOf = (glyph: string) => Object.entries(GENESYS_GLYPHS).find(([key]) => key === glyph)?.[1];

/** Whether the world plays super-characteristics: a proficiency die may then explode (`dpX`). */
const superCharacteristics = (kit: RuleSetKit) =>
  kit.systems.systemSetting("genesys", "useSuperCharacteristics") === true;

/**
 * The pool the prompt shows (DicePrompt.vue's `.preview`: a `div.die.die-<Name>` a die, a `div.symbol` a symbol's
 * glyph), or null where it reads no pool. Which characteristic is super is the component's, not drawn: with
 * super-characteristics on, any proficiency die may explode, so the figure is refused rather than guessed.
 */
export function poolOfPrompt(kit: RuleSetKit, element: HTMLElement): GenesysPool | null {
  const preview = element.querySelector(".dice-prompt .preview");
  if (!preview) return null;
  const dice: Partial<Record<Die, number>> = {};
  const symbols: Record<string, number> = {};
  for (const entry of preview.querySelectorAll(":scope > .positive > *, :scope > .negative > *")) {
    const name = /(?:^|\s)die-(\w+)/.exec(entry.className)?.[1];
    const die = name === undefined ? undefined : dieNamed(name);
    const symbol = entry.classList.contains("symbol") ? symbolOf((entry.textContent ?? "").trim()) : undefined;
    if (die) dice[die] = (dice[die] ?? 0) + 1;
    else if (symbol) symbols[symbol] = (symbols[symbol] ?? 0) + 1;
    else return null;
  }
  return { dice, symbols, exploding: superCharacteristics(kit) };
}

/**
 * The system's die terms (`CONFIG.Dice.terms`), each class's one-letter DENOMINATION, in this order: ability a,
 * proficiency p, boost b, difficulty i, challenge c, setback s.
 */
const DENOMINATIONS = "apbics";
const TERM_DICE: readonly Die[] = ["ability", "proficiency", "boost", "difficulty", "challenge", "setback"];
function dieOf(term: unknown): Die | null {
  const constructor: unknown = typeof term === "object" && term !== null ? term.constructor : undefined;
  const denomination: unknown = typeof constructor === "function" ? Reflect.get(constructor, "DENOMINATION") : null;
  if (typeof denomination !== "string" || denomination.length !== 1) return null;
  return TERM_DICE[DENOMINATIONS.indexOf(denomination)] ?? null;
}

/**
 * The pool a message's first roll (of `rolls`) threw: the system's dice joined by `+`, as compileDiceFormula writes
 * them, an `X` modifier on one making it explode. Null for any other roll: nothing of Indie Dice's is drawn on it.
 * The symbols are not in it (Roll#toJSON keeps no `data`): see `addedSymbols`.
 */
export function firstRollDice(field: Field, rolls: unknown): { dice: NarrativePool; exploding: boolean } | null {
  const roll: unknown = Array.isArray(rolls) ? rolls[0] : undefined;
  const terms = field(roll, "terms");
  if (!Array.isArray(terms) || terms.length === 0) return null;
  const dice: Partial<Record<Die, number>> = {};
  let exploding = false;
  for (const [index, term] of terms.entries()) {
    if (index % 2 === 1) {
      if (field(term, "operator") !== "+") return null;
      continue;
    }
    const die = dieOf(term);
    const number: unknown = field(term, "number");
    const counted = typeof number === "number" && Number.isInteger(number) && number >= 0 && number <= MOST_DICE;
    if (!die || !counted) return null;
    dice[die] = (dice[die] ?? 0) + number;
    const modifiers = field(term, "modifiers");
    if (Array.isArray(modifiers) && modifiers.some((m) => typeof m === "string" && /^x/i.test(m))) exploding = true;
  }
  return { dice, exploding };
}

/** Whether a live roll (the one the system hands ChatMessage.create) adds symbols; null where it cannot be read. */
export function addsSymbols(field: Field, rolls: unknown): boolean | null {
  const roll: unknown = Array.isArray(rolls) ? rolls[0] : undefined;
  const data = field(roll, "data");
  if (typeof data !== "object" || data === null) return null;
  const symbols = field(data, "symbols");
  if (symbols === undefined || symbols === null) return false;
  if (typeof symbols !== "object") return null;
  return Object.values(symbols).some((count) => count !== 0);
}
