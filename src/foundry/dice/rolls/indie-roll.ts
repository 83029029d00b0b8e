import { validateDiceTerm } from "../../../core/notation/validate-term";
import { IndieDiceError } from "../../../core/errors";
import { yieldedKeyIn } from "../../../core/notation/yielded-terms";
import { notifyNotationError } from "../../errors";
import { type DiceTermCheck } from "../../../core/notation/term-types";
import { isOwnDieDenomination } from "../../../core/notation/registered-notations";
import type { CardView } from "../../../ui/roll-cards/card-view";
import type { CardHead, RollCardFrame } from "../../../ui/roll-cards/card-frame";
import type { LuckOption } from "../../../ui/roll-cards/luck-line";
import type { Translator } from "../../../ui/translator";
import { bareCard, foundryTranslator, privateCardContext, withFollowUpsFor } from "../../chat/card-context";
import { rememberedBaseContext, rememberedCard, rememberedHead } from "../../judged-card-memo";
import { WHOLE_CARD } from "../../chat/roll-cards-in-view";
import { willWaitForView } from "../../chat/draw-in-view";
import { drewShort } from "../../chat/short-draws";
import { stepsForLater } from "../../chat/roll-steps";
import { rollHeadline, type RollHeading } from "../../chat/roll-headlines";
import { MODULE_ID } from "../../module-id";
import type { RuleSetId } from "../../../core/rule-set-types";
import { withStableName } from "../stable-name";
import { INDIE_DIE_CLASS } from "../indie-die";
import { giveRollDiceRoles } from "../../three-d";
import { labelledResolver } from "../labelled-resolver";
import { withoutLayoutWhitespace } from "../../../ui/dom/layout-whitespace";
import type { ChatMessageView } from "../../types/chat-message";

interface ChatRenderOptions {
  flavor?: string;
  isPrivate?: boolean;
  /** The message being rendered (Foundry v13's ChatMessage#renderHTML passes it). */
  message?: ChatMessageView;
  /** The whole card even for a message not yet in view (what draws it once it is: roll-cards-in-view.ts). */
  [WHOLE_CARD]?: boolean;
}

interface ChatContextSource {
  _prepareChatRenderContext(this: foundry.dice.Roll, options: ChatRenderOptions): Promise<Record<string, unknown>>;
}

/** The error, shown to the user, for a formula of ours that needs a key this world keeps for its own dice. */
function refusal({ term, held }: NonNullable<ReturnType<typeof yieldedKeyIn>>): unknown {
  const data = { term, key: held.key, holder: held.holder };
  const which = held.kind === "modifier" ? "Modifier" : "Denomination";
  return notifyNotationError(new IndieDiceError(`INDIE_DICE.Error.KeyYielded.${which}`, data));
}

/** Marks a roll evaluated at its bounds (Foundry's minimize/maximize) rather than rolled. */
const NOT_ROLLED = "indieNotRolled";

/** The chat template every rule set's roll renders with: the outcome card (src/ui/roll-cards). */
export const ROLL_CARD_TEMPLATE = `modules/${MODULE_ID}/templates/chat/roll-card.hbs`;

/**
 * The shared base of our Roll subclasses: options carry what the outcome needs, `cardView` judges the evaluated
 * dice with the core engine and builds the rule set's card from that judgment. Nothing judged is stored: every
 * render judges again, so a roll loaded back from the database renders the same. It extends Foundry's own Roll,
 * which no system replaces and which Foundry's client code defines before any module script runs, so the class is
 * declared here once (the Die and the parser, which a system may replace, are made in `init`: register-dice.ts).
 */
export abstract class IndieRoll extends foundry.dice.Roll {
  /**
   * Foundry's options, with a flavor and the mark of a minimized or maximized evaluation (each subclass adds its spec).
   */
  declare options: foundry.dice.Roll.Options & { readonly flavor?: string; [NOT_ROLLED]?: boolean };

  /**
   * @param options - the rule set's spec beside Foundry's own evaluation options (Foundry saves them with the
   *   roll; fvtt-types' `Roll.Options` lists only Foundry's, so each subclass's options type is taken here).
   */
  constructor(formula: string, data?: foundry.dice.Roll["data"], options?: object) {
    super(formula, data, options);
    // Read from the formula as written: the world's class under a yielded key writes its own formula (Star Wars
    // FFG's `2ikh`), and a loaded roll is never evaluated again, so only a new roll is refused.
    this.#yielded = yieldedKeyIn(formula);
    this.#adoptFirstDie();
  }

  /**
   * The first die of a roll of ours is judged by its rule set whether or not its notation says so (a Kaiser
   * resistance check's `2d6` under the sequential advantage, which cannot be written): it is our Die, as a term
   * carrying one of our keys is (docs/notation.md "A guest in every world"). Dice of the world's own stay its own.
   */
  #adoptFirstDie(): void {
    const die = this.firstDie();
    const Ours = CONFIG.Dice.termTypes[INDIE_DIE_CLASS];
    const worldDie: unknown = CONFIG.Dice.terms.d;
    const index = die === undefined ? -1 : this.terms.indexOf(die);
    if (!die || !Ours || index < 0 || die.constructor !== worldDie) return;
    this.terms[index] = Ours.fromData({ ...die.toJSON(), class: INDIE_DIE_CLASS });
  }

  /** A key this roll's formula needs that the world keeps for its own dice, if any (docs/notation.md). */
  readonly #yielded: ReturnType<typeof yieldedKeyIn>;

  /** What the first die's notation says (its DT, keep, explosions…): the formula is the one source of truth. */
  protected firstDieNotation(): { die: foundry.dice.terms.DiceTerm; check: DiceTermCheck } | null {
    const die = this.firstDie();
    if (!die || die.number === undefined || die.faces === undefined) return null;
    const keys = Object.keys((die.constructor as typeof foundry.dice.terms.Die).MODIFIERS ?? {});
    // Our notation's faces: the d10ish die rolls a d20 but is written `di` (its faces alone would read as 1d20).
    // `notationFaces` is IndieDie's, and the first die may be any configured Die: read if present.
    const notationFaces = "notationFaces" in die ? die.notationFaces : undefined;
    const faces = typeof notationFaces === "number" || isOwnDieDenomination(notationFaces) ? notationFaces : die.faces;
    return { die, check: validateDiceTerm({ number: die.number, faces, modifiers: die.modifiers }, keys) };
  }

  /** @inheritDoc */
  static override CHAT_TEMPLATE = ROLL_CARD_TEMPLATE;

  /** Which rule set's rules judge this roll. */
  static RULE_SET: RuleSetId;

  /** @inheritDoc — Foundry's dice-entry window with every die named (labelled-resolver.ts). */
  static override get resolverImplementation(): typeof foundry.applications.dice.RollResolver {
    return labelledResolver(super.resolverImplementation);
  }

  /** Its class's `RULE_SET`. */
  get #ruleSet(): RuleSetId {
    return (this.constructor as typeof IndieRoll).RULE_SET;
  }

  /**
   * The chat card of the rolled dice, judged by the core; null when there is nothing to judge (not rolled,
   * or dice the rule set does not read). May throw the core's errors for options it refuses.
   */
  abstract cardView(i18n: Translator, frame: RollCardFrame): CardView | null;

  /**
   * The head of the card alone (`CardHead`: outcome, formula, total), all that a message out of view draws: a rule
   * set works it out without the odds, luck, steps and dice of the whole card. By default, the whole card's.
   */
  cardHead(i18n: Translator, frame: RollCardFrame): CardHead | null {
    return this.cardView(i18n, frame);
  }

  /**
   * Foundry's minimize/maximize evaluation puts every die at its bound and skips all modifiers (no Open Roll,
   * no Margin): such a roll answers "how high could it go", so it has no rule-set outcome.
   */
  get wasRolled(): boolean {
    return this._evaluated && !this.options[NOT_ROLLED];
  }

  /** Foundry's total is what the roll's terms add up to (a card trusts nothing else a roller's client wrote). */
  totalFromTerms(): boolean {
    return this.total === this._evaluateTotal();
  }

  /**
   * @inheritDoc — refused where the world's dice already use a key the formula needs (docs/notation.md "A guest in
   * every world"): Foundry read that key as the world's, so rolled it would mean the world's thing.
   */
  protected override async _evaluate(options?: Parameters<foundry.dice.Roll["evaluate"]>[0]) {
    if (this.#yielded !== null) throw refusal(this.#yielded);
    if (options?.minimize || options?.maximize) this.options[NOT_ROLLED] = true;
    const evaluated = await super._evaluate(options);
    // Its dice, side dice included, under its rule set's Dice So Nice role (saved with it, so every client agrees).
    giveRollDiceRoles(this, this.#ruleSet);
    return evaluated;
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
   * @inheritDoc — Foundry's render (evaluated if need be, its context prepared, its template rendered), without the
   * layout whitespace of the card's template (src/ui/dom/layout-whitespace.ts), and the card's markup kept while
   * what it was drawn from stays the same (`drawnMarkup`).
   */
  override async render(options: ChatRenderOptions & { template?: string } = {}): Promise<string> {
    const { template = (this.constructor as typeof IndieRoll).CHAT_TEMPLATE, isPrivate = false } = options;
    if (!this._evaluated) await this.evaluate({ allowInteractive: !isPrivate });
    const drawing = await this.cardDrawing({ ...options, isPrivate });
    return drawnMarkup(this, template, drawing.sources, async () =>
      withoutLayoutWhitespace(await foundry.applications.handlebars.renderTemplate(template, drawing.context())),
    );
  }

  /**
   * Foundry v13's `Roll#_prepareChatRenderContext` (which fvtt-types 13.345 does not describe): its context with
   * the rule set's card over it, judged now from the saved dice. A private render (a blind roll, a whisper
   * this user is not in) gets Foundry's hidden formula and total and nothing judged.
   */
  protected async _prepareChatRenderContext(options: ChatRenderOptions = {}): Promise<Record<string, unknown>> {
    return (await this.cardDrawing(options)).context();
  }

  /**
   * What the card is drawn from, and its template's context, built only when asked for: a render whose sources are
   * the very ones of the markup kept for the roll gives that markup back without it (`drawnMarkup`).
   */
  private async cardDrawing(options: ChatRenderOptions): Promise<CardDrawing> {
    // The base method exists in Foundry v13 but not in fvtt-types 13.345 (see above): called through its own shape.
    const prepare = () =>
      (foundry.dice.Roll.prototype as unknown as ChatContextSource)._prepareChatRenderContext.call(this, options);
    const base = await rememberedBaseContext(this, options, prepare);
    const ruleSet = this.#ruleSet;
    const i18n = foundryTranslator();
    if (options.isPrivate) return { context: () => ({ ...base, ...privateCardContext(i18n, ruleSet, base) }) };
    const flavor = options.flavor ?? this.options.flavor ?? null;
    const frame: RollCardFrame = { formula: this._formula, flavor };
    // A roll made for a card may be headed by what it is there (a round of an Extended Test, a group test's gift die),
    // not as a test of its own, with the chance the card asks about in place of the roll's own.
    const headline = rollHeadline(options.message);
    // A message out of view gets the card's head (outcome, formula, total), judged alone; the rest is judged and
    // drawn as it comes into view (roll-cards-in-view.ts).
    if (!options[WHOLE_CARD] && willWaitForView(options.message?.id)) return this.headDrawing(base, frame, headline);
    // Luck is judged like the rest of the card, for a viewer who may see the roll (a private render left above); the
    // setting is read only when the card is judged (the kept card's key holds it: judged-card-memo.ts).
    const judge = () => {
      const withLuck: RollCardFrame & LuckOption = { ...frame, showLuck: game.settings.get(MODULE_ID, "showLuck") };
      return this.judged(() => this.cardView(i18n, withLuck));
    };
    const judged = rememberedCard(this, flavor, judge) ?? bareCard(i18n, ruleSet, frame, this.total ?? 0);
    const view = headline ? { ...judged, ...headline } : judged;
    // In a chat message the steps are drawn when first opened (src/foundry/chat/roll-steps.ts).
    const stepsLater = options.message !== undefined && view.steps.length > 0;
    if (stepsLater) stepsForLater(this, view.steps);
    const shown = withFollowUpsFor(view, options.message);
    return {
      sources: { base, judged, rest: JSON.stringify([headline, shown.followUps.length, stepsLater]) },
      context: () => ({ ...base, ...shown, isPrivate: false, compact: false, stepsLater }),
    };
  }

  /**
   * The drawing of the card's head (`compact` in the template: outcome, formula, total) for a message out of view:
   * the head alone is judged (`cardHead`, kept as the whole card is), and the same head is drawn as the whole card
   * would show it. Its whole card is judged and drawn when it comes into view (docs/cards.md "What a card costs").
   */
  private headDrawing(base: Record<string, unknown>, frame: RollCardFrame, headline: RollHeading | null): CardDrawing {
    drewShort(this);
    const i18n = foundryTranslator();
    const judge = () => this.judged(() => this.cardHead(i18n, frame));
    const head =
      rememberedHead(this, frame.flavor ?? null, judge) ?? bareCard(i18n, this.#ruleSet, frame, this.total ?? 0);
    const shown = headline ? { ...head, ...headline } : head;
    return {
      sources: { base, judged: head, rest: JSON.stringify([headline, "compact"]) },
      context: () => ({ ...base, ...shown, isPrivate: false, compact: true }),
    };
  }

  /**
   * The judged card (or its head), or null. Options the core refuses (a roll built by hand with a bad difficulty,
   * ranges that no longer parse…) must not break the chat log: such a roll shows its total only.
   */
  private judged<Judged>(judge: () => Judged | null): Judged | null {
    if (!this.wasRolled) return null;
    try {
      return judge();
    } catch (error) {
      console.warn(`Indie Dice | ${this.constructor.name} ${this._formula}: no outcome to show.`, error);
      return null;
    }
  }
}
withStableName(IndieRoll, "IndieRoll");

/**
 * What a card's context was built from: Foundry's context (kept per roll, user, privacy and flavor:
 * judged-card-memo.ts), the judged card (kept per roll and reading of the rules), and the rest in words (its headline,
 * whether its follow-ups show, whether it is drawn short, whether its steps wait). The same sources make the same
 * context, hence the same markup. A private render has none: it is never kept.
 */
interface DrawSources {
  readonly base: object;
  readonly judged: object | null;
  readonly rest: string;
}

/** What a render draws from (none for a private render: never kept), and the template's context. */
interface CardDrawing {
  readonly sources?: DrawSources;
  context(): Record<string, unknown>;
}

/** Each roll's card as last drawn, with its template and sources. */
const lastDrawn = new WeakMap<object, DrawSources & { readonly template: string; readonly markup: Promise<string> }>();

/**
 * The card's markup as last drawn from the very same sources and template, or drawn now (docs/cards.md "What a card
 * costs"): Foundry draws a message again on every change, scroll and pop-out, and its template would write the same
 * markup again. The sources are compared by identity, and Foundry's context is kept per user: a viewer is never given
 * the markup drawn for another.
 */
function drawnMarkup(
  roll: object,
  template: string,
  sources: DrawSources | undefined,
  draw: () => Promise<string>,
): Promise<string> {
  if (!sources) return draw();
  const known = lastDrawn.get(roll);
  if (
    known &&
    known.template === template &&
    known.base === sources.base &&
    known.judged === sources.judged &&
    known.rest === sources.rest
  )
    return known.markup;
  const markup = draw();
  lastDrawn.set(roll, { ...sources, template, markup });
  markup.catch(() => lastDrawn.delete(roll));
  return markup;
}
