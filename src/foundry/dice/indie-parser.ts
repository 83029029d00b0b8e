import { IndieDiceError } from "../../core/errors";
import { DIE_INCREASE_KEY } from "../../core/notation/modifier-keys";
import { findNotationProblems } from "../../core/notation/find-problems";
import { validateDiceTerm } from "../../core/notation/validate-term";
import { splitModifierString, stepsOf, tokenizeModifierText } from "../../core/notation/modifier-tokenizer";
import type { DieIncreaseNote } from "../../core/notation/term-types";
import { notifyNotationError } from "../errors";
import { dieIncreaseFormula } from "./die-increase-expansion";
import { withStableName } from "./stable-name";

type ParserClass = typeof foundry.dice.RollParser;
type DiceTermArgs = Parameters<foundry.dice.RollParser["_onDiceTerm"]>;
type ParseNode = ReturnType<foundry.dice.RollParser["_onDiceTerm"]>;

/**
 * Extends the configured RollParser (Foundry uses `CONFIG.Dice.parser` for every formula: inline rolls, `/r`,
 * sheets) to check our notation before anything is rolled, and to expand OGS Die Increases into the real dice
 * they stand for, so a player sees a d8 and a d6 (in the tooltip and in Dice So Nice), not "a d12 that counts
 * as two". A factory, called in `init` (register-dice.ts): its base is whatever `CONFIG.Dice.parser` holds by then,
 * which a system may have replaced.
 */
export function createIndieParser(Base: ParserClass) {
  class IndieRollParser extends Base {
    constructor(formula: string) {
      super(formula);
      const problem = findNotationProblems(formula, knownModifierKeys());
      if (problem) throw notifyNotationError(problem);
    }

    /** @inheritDoc */
    protected override _onDiceTerm(...args: DiceTermArgs): ParseNode {
      const [number, faces, modifiers, flavor, formula] = args;
      // v14 passes more after the formula (the term's `offset` in the formula): forwarded wherever a node is made.
      const passed: readonly unknown[] = args;
      const rest = passed.slice(5);
      const count = number ?? 1;
      if (!modifiers) return super._onDiceTerm(...args);
      if (typeof count !== "number" || (typeof faces !== "number" && typeof faces !== "string")) {
        // A computed count or size is checked when the term is evaluated, but a Die Increase must be expanded
        // into real dice now, so it needs both written out.
        if (asksForDieIncrease(modifiers)) throw notifyNotationError(dieIncreaseOnComputedDice(formula));
        return super._onDiceTerm(...args);
      }
      let stages: number | null;
      try {
        const check = validateDiceTerm(
          { number: count, faces: typeof faces === "string" ? (faces.toLowerCase() as "i") : faces, modifiers: splitModifierString(modifiers) },
          knownModifierKeys(),
        );
        stages = check.ours ? check.dieIncreaseStages : null;
      } catch (error) {
        throw notifyNotationError(error);
      }
      if (stages === null || typeof faces !== "number") return super._onDiceTerm(...args);
      return this.#expandDieIncrease(count, faces, stages, flavor, formula, rest);
    }

    /** `NdXpS` becomes a parenthetical of real dice; the note on it keeps what was written. */
    #expandDieIncrease(count: number, faces: number, stages: number, flavor: string | null, formula: string, rest: unknown[]): ParseNode {
      const expansion = dieIncreaseFormula(count, faces, stages);
      const inner = rollGrammar().parse(expansion, { parser: this.constructor as ParserClass }) as Parameters<
        foundry.dice.RollParser["_onParenthetical"]
      >[0];
      // The parenthetical stands where the written term stood, so the term's own offset (v14) is the right one.
      const onParenthetical = this._onParenthetical as (...args: unknown[]) => unknown;
      const node = onParenthetical.call(this, inner, flavor, `(${expansion})`, ...rest) as ParseNode;
      const note: DieIncreaseNote = { written: formula.replace(/\[.*$/, ""), stages };
      (node.options as Record<string, unknown>).indieDieIncrease = note;
      return node;
    }
  }
  return withStableName(IndieRollParser, "IndieRollParser");
}

function asksForDieIncrease(modifiers: string): boolean {
  return stepsOf(tokenizeModifierText(modifiers, knownModifierKeys())).some((step) => step.command === DIE_INCREASE_KEY);
}

/** The error for a Die Increase that cannot be expanded (a computed term, or a term built by hand). */
export function dieIncreaseOnComputedDice(term: string): IndieDiceError {
  return new IndieDiceError("INDIE_DICE.Error.Notation.DieIncreaseComputed", { term });
}

/** Foundry's compiled formula grammar (`foundry.dice.RollGrammar`), which fvtt-types does not describe. */
function rollGrammar(): { parse(formula: string, options: { parser: ParserClass }): unknown } {
  // Not in fvtt-types (see above), and `foundry.dice` is a module namespace: no interface to merge it into.
  return (foundry.dice as unknown as { RollGrammar: ReturnType<typeof rollGrammar> }).RollGrammar;
}

/** The modifier keys Foundry will dispatch on a die: the configured Die class's, which include ours. */
function knownModifierKeys(): string[] {
  return Object.keys(CONFIG.Dice.terms.d?.MODIFIERS ?? {});
}
