import { findNotationProblems } from "../../core/notation/find-problems";
import type { DiceTermCheck, NotationFaces } from "../../core/notation/term-types";
import { validateDiceTerm } from "../../core/notation/validate-term";
import { splitModifierString, stepsOf, tokenizeModifierText } from "../../core/notation/modifier-tokenizer";
import { isOurModifierKey } from "../../core/notation/modifier-keys";
import { notifyNotationError } from "../errors";
import { INDIE_DIE_CLASS, type IndieDieClass } from "./indie-die";
import type { TermExpansion } from "../term-results";
import { withStableName } from "./stable-name";

type ParserClass = typeof foundry.dice.RollParser;
type DiceTermArgs = Parameters<foundry.dice.RollParser["_onDiceTerm"]>;
type ParseNode = ReturnType<foundry.dice.RollParser["_onDiceTerm"]>;

/**
 * Extends the configured RollParser (Foundry uses `CONFIG.Dice.parser` for every formula: inline rolls, `/r`,
 * sheets) to check our notation before anything is rolled, to make a term that carries one of our modifier keys our
 * Die (`IndieDie`: every other term stays the class the world gives it, docs/notation.md "A guest in every world"),
 * and to write the rule sets' expanded terms (OGS's Die Increases, `expansions`) out as the real dice they stand for,
 * so a player sees a d8 and a d6 (in the tooltip and in Dice So Nice), not "a d12 that counts as two". A factory,
 * called in `init` (register-dice.ts): its base is whatever `CONFIG.Dice.parser` holds by then, which a system may
 * have replaced.
 */
export function createIndieParser(
  Base: ParserClass,
  IndieDie: IndieDieClass,
  expansions: readonly TermExpansion[],
): ParserClass {
  /** The keys our Die dispatches: the configured Die's and our own that this world gave us. */
  const knownModifierKeys = (): string[] => Object.keys(IndieDie.MODIFIERS);
  /**
   * A node of our Die: Foundry builds a node by its class's name among its own term classes, and any other through
   * `RollTerm.fromParseNode`, which finds the class in `CONFIG.Dice.termTypes` (where ours is registered) and hands it
   * the node (`IndieDie._fromData` reads it as `DiceTerm.fromParseNode` would).
   */
  const ours = (node: ParseNode): ParseNode => Object.assign(node, { class: INDIE_DIE_CLASS });
  const carriesOurKey = (modifiers: string) =>
    stepsOf(tokenizeModifierText(modifiers, knownModifierKeys())).some((step) => isOurModifierKey(step.command));
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
        // A computed count or size is checked when the term is evaluated, but an expanded term (a Die Increase)
        // must be written out as real dice now, so it needs both written out.
        const expansion = expansionAskedFor(expansions, modifiers, knownModifierKeys());
        if (expansion) throw notifyNotationError(expansion.unexpandable(formula));
        // A denomination (`dF`, `dc`) keeps its own class, whose modifier table holds none of ours.
        const node = super._onDiceTerm(...args);
        return typeof faces !== "string" && carriesOurKey(modifiers) ? ours(node) : node;
      }
      let check: DiceTermCheck;
      try {
        check = validateDiceTerm(
          {
            number: count,
            faces: typeof faces === "string" ? (faces.toLowerCase() as NotationFaces) : faces,
            modifiers: splitModifierString(modifiers),
          },
          knownModifierKeys(),
        );
      } catch (error) {
        throw notifyNotationError(error);
      }
      if (!check.ours) return super._onDiceTerm(...args);
      const written = formula.replace(/\[.*$/, "");
      for (const expansion of expansions) {
        const expanded = expansion.expand(check, written);
        if (expanded) return this.#expand(expanded.formula, expanded.options, flavor, rest);
      }
      // A rule set's own die (`4dikl`) is found by its denomination, as Foundry finds any die; a modifier of ours
      // makes the term our Die.
      const node = super._onDiceTerm(...args);
      return typeof faces === "string" ? node : ours(node);
    }

    /** `NdXpS` becomes a parenthetical of real dice; its options (a note of what was written) go on it. */
    #expand(expansion: string, options: Record<string, unknown>, flavor: string | null, rest: unknown[]): ParseNode {
      const inner = rollGrammar().parse(expansion, { parser: this.constructor as ParserClass }) as Parameters<
        foundry.dice.RollParser["_onParenthetical"]
      >[0];
      // The parenthetical stands where the written term stood, so the term's own offset (v14) is the right one.
      const onParenthetical = this._onParenthetical as (...args: unknown[]) => unknown;
      const node = onParenthetical.call(this, inner, flavor, `(${expansion})`, ...rest) as ParseNode;
      Object.assign(node.options as Record<string, unknown>, options);
      return node;
    }
  }
  return withStableName(IndieRollParser, "IndieRollParser");
}

/** The expanded term whose key a term's modifiers ask for, if any. */
function expansionAskedFor(
  expansions: readonly TermExpansion[],
  modifiers: string,
  knownKeys: readonly string[],
): TermExpansion | undefined {
  const steps = stepsOf(tokenizeModifierText(modifiers, knownKeys));
  return expansions.find((expansion) => steps.some((step) => step.command === expansion.key));
}

/** Foundry's compiled formula grammar (`foundry.dice.RollGrammar`), which fvtt-types does not describe. */
function rollGrammar(): { parse(formula: string, options: { parser: ParserClass }): unknown } {
  // Not in fvtt-types (see above), and `foundry.dice` is a module namespace: no interface to merge it into.
  return (foundry.dice as unknown as { RollGrammar: ReturnType<typeof rollGrammar> }).RollGrammar;
}
