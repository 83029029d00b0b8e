import { validateDiceTerm } from "../../core/notation/validate-term";
import type { IndieTermCheck, NotationFaces } from "../../core/notation/term-types";
import { notifyNotationError } from "../errors";
import type { RollableTerm, RuleSetDieWork, TermResult } from "../term-results";
import { withStableName } from "./stable-name";

type DieClass = typeof foundry.dice.terms.Die;
type TermData = Parameters<DieClass["_fromData"]>[0];

/** The name our Die's terms are saved under (`CONFIG.Dice.termTypes.IndieDie`), which a saved chat log loads by. */
export const INDIE_DIE_CLASS = "IndieDie";

/**
 * Extends whatever Die class is configured when Indie Dice loads (a system may have its own) with the rule sets'
 * modifiers, the `{...super.MODIFIERS, ko: "kaiserOpenRoll"}` way, each a method of its name that runs the rule set's
 * work, so Foundry's own dispatch runs them and `2d6ko` cannot fall back to `k` (keep highest one) + an
 * ignored `o`. It is registered under no denomination: `CONFIG.Dice.terms.d` stays the world's (docs/notation.md "A
 * guest in every world"), and only a term carrying one of our keys is ours — our parser names this class on it
 * (indie-parser.ts), and a saved one loads back by `INDIE_DIE_CLASS` from `CONFIG.Dice.termTypes`.
 *
 * A rule set's expanded term (OGS's `p<N>`) never reaches a Die: the parser writes it out as real dice. If a term is
 * built by hand with its key, the Die refuses it with the rule set's error rather than rolling the wrong dice.
 *
 * A factory, called in `init` (register-dice.ts), where our other classes are declared once at module level: its base
 * is whatever `CONFIG.Dice.terms.d` holds by then, which a system may have replaced.
 */
export function createIndieDie(Base: DieClass, ruleSets: RuleSetDieWork): IndieDieClass {
  const keepingResults = <T>(results: TermResult[], keepOrDrop: () => T): T =>
    ruleSets.modifiers.reduce(
      (run, { keepingResults: around }) => (around ? () => around(results, run) : run),
      keepOrDrop,
    )();
  class IndieDie extends Base {
    /** What our notation asked for, read when the modifiers are evaluated (number and faces are known then). */
    #notation: IndieTermCheck | null = null;

    /** @inheritDoc */
    static override MODIFIERS = {
      ...Base.MODIFIERS,
      ...Object.fromEntries(ruleSets.modifiers.map((modifier) => [modifier.key, modifier.method])),
      ...Object.fromEntries(ruleSets.expansions.map((expansion) => [expansion.key, expansion.method])),
    };

    /**
     * @inheritDoc — saved under our own name: the class itself answers to the configured Die's name (below), which
     * is how Dice So Nice and Foundry's tooltip classes know a standard die.
     */
    override toJSON() {
      const data = super.toJSON();
      return this.constructor === IndieDie ? { ...data, class: INDIE_DIE_CLASS } : data;
    }

    /* -------------------------------------------- */
    /*  Modifiers                                   */
    /* -------------------------------------------- */

    /** This term as our modifiers read and change it (./term-results.ts). */
    get #rollable(): RollableTerm {
      // The same object seen structurally: fvtt-types types a result's `active` as optional (Foundry sets it on every
      // result it rolls) and the term's options as Foundry's own only, while our modifiers also keep theirs there.
      return this as unknown as RollableTerm;
    }

    /** The faces as our notation names them; a rule set's own die says its denomination (the d10ish die "i"). */
    get notationFaces(): NotationFaces | undefined {
      return this.faces;
    }

    /**
     * @inheritDoc — checks our notation against the keys Foundry will really dispatch, and runs Kaiser's
     * sequential advantage (a KaiserRoll's option: it cannot be written in notation) before any modifier, so a
     * skill check's `ko` and a resistance check both judge the final pair.
     */
    override async _evaluateModifiers(): Promise<void> {
      const keys = Object.keys((this.constructor as typeof IndieDie).MODIFIERS);
      this.#notation = readNotation(this.number, this.notationFaces, this.modifiers, keys);
      for (const before of ruleSets.beforeModifiers) await before(this.#rollable);
      return super._evaluateModifiers();
    }

    static {
      // `_fromData` also builds a term from our parser's node, which names this class (indie-parser.ts): its
      // modifiers still text and its count or faces perhaps a formula, as Foundry's `DiceTerm.fromParseNode` reads
      // them for the classes it finds by denomination. Defined here: fvtt-types declares it generic over the class.
      const fromData = Base._fromData;
      Object.defineProperty(this, "_fromData", {
        configurable: true,
        writable: true,
        value(this: DieClass, data: TermData): unknown {
          return Reflect.apply(fromData, this, [isParseNode(data) ? termOfNode(data, this.MODIFIER_REGEXP) : data]);
        },
      });
      // Foundry dispatches by method name (`MODIFIERS.ko` is "kaiserOpenRoll"): each modifier is a method of its own.
      for (const modifier of ruleSets.modifiers) {
        Object.defineProperty(this.prototype, modifier.method, {
          value(this: IndieDie) {
            return modifier.apply(this.#rollable, this.#notation!, this);
          },
        });
      }
      // Reached only by terms the parser could not expand (built by hand): refused, never rolled as the plain die.
      for (const expansion of ruleSets.expansions) {
        Object.defineProperty(this.prototype, expansion.method, {
          value(this: IndieDie): never {
            throw notifyNotationError(expansion.unexpandable(this.expression));
          },
        });
      }
    }

    /** @inheritDoc — a rule set's modifier may count results otherwise (a Kleptonomicon Critical Failure: 0). */
    override keep(modifier: string) {
      return keepingResults(this.results as TermResult[], () => super.keep(modifier));
    }

    /** @inheritDoc — as `keep`. */
    override drop(modifier: string) {
      return keepingResults(this.results as TermResult[], () => super.drop(modifier));
    }

    /* -------------------------------------------- */
    /*  Presentation                                */
    /* -------------------------------------------- */

    /** @inheritDoc */
    override getResultLabel(result: foundry.dice.terms.DiceTerm.Result): string {
      const { indie: mark, count } = result as TermResult;
      // A Critical Failure that counts nothing (a Kleptonomicon one the coin resolved) still shows the face it
      // landed on (a 10), but reads as the 0 it counts.
      if (mark === "crit-failure" && count === 0) return "0!";
      if (mark === "crit-success" || mark === "crit-failure") return `${result.result}!`;
      return super.getResultLabel(result);
    }

    /** @inheritDoc */
    override getResultCSS(result: foundry.dice.terms.DiceTerm.Result): (string | null)[] {
      const mark = (result as TermResult).indie;
      // The CSS class Foundry's tooltip shows for a result we marked (term-results.ts).
      return [...super.getResultCSS(result), mark ? `indie-${mark}` : null];
    }
  }
  // Named as the configured Die: Dice So Nice throws a die of the class named `CONFIG.Dice.terms.d.name` as a
  // standard `d6` (any other as "d" + its denomination), and Foundry's tooltip names its first CSS class after it
  // (`li.roll.die.d6`), which styles and other modules look for. Saved under INDIE_DIE_CLASS (`toJSON`).
  return withStableName(IndieDie, Base.name);
}

/** A parse node from our parser (its modifiers the text as written), not a saved term (their list). */
function isParseNode(data: TermData): boolean {
  return typeof Reflect.get(data, "modifiers") === "string";
}

type SubNode = Parameters<typeof foundry.dice.Roll.instantiateAST>[0];

/** A count or faces the formula computes (`(1d2)d6ko`): a parse node of its own. */
function isSubNode(value: unknown): value is SubNode {
  return typeof value === "object" && value !== null && "class" in value;
}

/** The term data a parse node stands for (Foundry v13 client/dice/terms/dice.mjs `fromParseNode`). */
function termOfNode(data: TermData, modifierPattern: RegExp): object {
  const Roll = foundry.dice.Roll.defaultImplementation;
  const computed = (value: unknown) => (isSubNode(value) ? Roll.fromTerms(Roll.instantiateAST(value)) : value);
  const text = String(Reflect.get(data, "modifiers"));
  const modifiers = Array.from(text.matchAll(modifierPattern), ([modifier]) => modifier);
  const number: unknown = Reflect.get(data, "number");
  return { ...data, number: computed(number ?? 1), faces: computed(Reflect.get(data, "faces")), modifiers };
}

/**
 * The class `createIndieDie` makes, by a name a declaration file can write: a class made in a function has none, and
 * the rule-set authors' declarations (`npm run build:types`, types/index.ts) name every class the API hands out.
 * Declared only; the class is the factory's.
 */
// declared for its type alone (IndieDieClass): no value of it exists
// eslint-disable-next-line @typescript-eslint/no-unused-vars
declare class IndieDieDeclaration extends foundry.dice.terms.Die {
  /** The faces as our notation names them; a rule set's own die says its denomination (the d10ish die "i"). */
  get notationFaces(): NotationFaces | undefined;
}

export type IndieDieClass = typeof IndieDieDeclaration;

/**
 * Checks the term against our notation; a term with none of our modifiers is left to Foundry untouched. The parser
 * has checked every formula it could read; what reaches this check with a problem was computed (`(1d2)d6ko`) or
 * built by hand, and the user is shown it like any other notation error.
 */
function readNotation(
  number: number | undefined,
  faces: NotationFaces | undefined,
  modifiers: string[],
  knownKeys: readonly string[],
): IndieTermCheck | null {
  if (number === undefined || faces === undefined) return null;
  try {
    const check = validateDiceTerm({ number, faces, modifiers }, knownKeys);
    return check.ours ? check : null;
  } catch (error) {
    throw notifyNotationError(error);
  }
}
