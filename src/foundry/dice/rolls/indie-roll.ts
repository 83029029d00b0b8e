import { validateDiceTerm, type DiceTermCheck } from "../../../core/notation";
import { asFormatData } from "../../errors";
import { MODULE_ID } from "../../module-id";
import type { RuleSetId } from "../../settings";

type RollClass = typeof foundry.dice.Roll;

/** One line of a rule set's outcome on the chat card: a label and its value, both plain text (never HTML). */
export interface OutcomeLine {
  readonly label: string;
  readonly value: string;
  /** Colours the line: success, failure or critical. */
  readonly tone?: "success" | "failure" | "critical";
}

interface ChatRenderOptions {
  flavor?: string;
  isPrivate?: boolean;
}

interface ChatContextSource {
  _prepareChatRenderContext(this: foundry.dice.Roll, options: ChatRenderOptions): Promise<Record<string, unknown>>;
}

/** Marks a roll evaluated at its bounds (Foundry's minimize/maximize) rather than rolled. */
const NOT_ROLLED = "indieNotRolled";

/** The chat template every rule set's roll renders with: Foundry's dice layout plus the outcome lines. */
export const INDIE_ROLL_TEMPLATE = `modules/${MODULE_ID}/templates/chat/indie-roll.hbs`;

/**
 * The shared base of our Roll subclasses: options carry what the outcome needs, `outcomeLines` judges the
 * evaluated dice with the core engine, and the chat template shows both. Nothing judged is stored: a roll
 * loaded back from the database is judged again from its dice and renders the same.
 */
export function createIndieRollBase(Base: RollClass) {
  abstract class IndieRoll extends Base {
    /** What the first die's notation says (its DT, keep, explosions…): the formula is the one source of truth. */
    protected firstDieNotation(): { die: foundry.dice.terms.DiceTerm; check: DiceTermCheck } | null {
      const die = this.firstDie();
      if (!die || die.number === undefined || die.faces === undefined) return null;
      const keys = Object.keys((die.constructor as typeof foundry.dice.terms.Die).MODIFIERS ?? {});
      return { die, check: validateDiceTerm({ number: die.number, faces: die.faces, modifiers: die.modifiers }, keys) };
    }

    /** @inheritDoc */
    static override CHAT_TEMPLATE = INDIE_ROLL_TEMPLATE;

    /** Which rule set's rules judge this roll. */
    static RULE_SET: RuleSetId;

    /** The outcome, judged by the core from the evaluated dice; empty before evaluation. */
    abstract outcomeLines(): OutcomeLine[];

    /**
     * Foundry's minimize/maximize evaluation puts every die at its bound and skips all modifiers (no Open Roll,
     * no Margin): such a roll answers "how high could it go", so it has no rule-set outcome.
     */
    get wasRolled(): boolean {
      return this._evaluated && !(this.options as Record<string, unknown>)[NOT_ROLLED];
    }

    /** @inheritDoc */
    protected override async _evaluate(options?: Parameters<foundry.dice.Roll["evaluate"]>[0]) {
      if (options?.minimize || options?.maximize) (this.options as Record<string, unknown>)[NOT_ROLLED] = true;
      return super._evaluate(options);
    }

    /**
     * Dice a rule set rolls once the formula's dice are in (Kaiser's Fumble Level). They join the roll's side dice
     * (`_dice`), which Foundry saves with it and Dice So Nice throws.
     */
    protected async rollSideDice(): Promise<void> {}

    /** How deep the AST evaluation is: side dice are rolled when the outermost call is done. */
    #astDepth = 0;

    /**
     * @inheritDoc — side dice are rolled at the end of the outermost call: after the formula's dice, but before
     * `Roll#_evaluate` closes the dice-entry window (RollResolver), so manual and physical dice are asked for them
     * in the same window.
     */
    protected override async _evaluateASTAsync(...args: Parameters<foundry.dice.Roll["_evaluateASTAsync"]>) {
      this.#astDepth++;
      try {
        const total = await super._evaluateASTAsync(...args);
        if (this.#astDepth === 1 && this.wasRolled) await this.rollSideDice();
        return total;
      } finally {
        this.#astDepth--;
      }
    }

    /** The first die of the formula (side dice such as crit coins are not part of it), where our notation lives. */
    protected firstDie(): foundry.dice.terms.DiceTerm | undefined {
      return this.dice.find((die) => !this._dice.includes(die));
    }

    /**
     * Foundry v13's `Roll#_prepareChatRenderContext` (which fvtt-types 13.345 does not describe): its context plus
     * the rule set and the outcome lines.
     */
    protected async _prepareChatRenderContext(options: ChatRenderOptions = {}): Promise<Record<string, unknown>> {
      const context = await (Base.prototype as unknown as ChatContextSource)._prepareChatRenderContext.call(this, options);
      const isPrivate = options.isPrivate ?? false;
      const ruleSet = (this.constructor as typeof IndieRoll).RULE_SET;
      return {
        ...context,
        ruleSet,
        ruleSetLabel: game.i18n.localize(`INDIE_DICE.RuleSet.${ruleSet}`),
        outcome: isPrivate || !this.wasRolled ? [] : this.outcomeLines(),
      };
    }
  }
  return IndieRoll;
}

export type IndieRollClass = ReturnType<typeof createIndieRollBase>;

/** Localizes a key with data (values become strings, as Foundry's format expects). */
export function t(key: string, data?: Record<string, string | number>): string {
  if (!data) return game.i18n.localize(key);
  return game.i18n.format(key, asFormatData(data));
}

/** A signed number for display: +3, 0, −2. */
export function signed(value: number): string {
  return value > 0 ? `+${value}` : value < 0 ? `−${Math.abs(value)}` : "0";
}
