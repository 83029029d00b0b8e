import { CORE_RULE_SETS } from "../../core/rule-sets";
import { formatWith, type Translator } from "../../ui/translator";
import { cardBanner } from "../../ui/roll-cards/banner";
import { assembleCard, type RollCardFrame } from "../../ui/roll-cards/card-frame";
import { plain } from "../../ui/roll-cards/card-text";
import type { CardRuleSet, CardView } from "../../ui/roll-cards/card-view";
import type { ChatMessageView } from "../types/chat-message";
import type { CardButtonLook } from "../../ui/roll-cards/card-actions";

/** The card's context when the user may not see the roll: Foundry's "???" formula and "?" total, nothing judged. */
interface PrivateCardContext {
  readonly isPrivate: true;
  readonly ruleSet: CardRuleSet;
  readonly ruleSetLabel: string;
  readonly formula: unknown;
  readonly total: unknown;
  readonly flavor: null;
}

/** `game.i18n` is the Translator the card models ask for (language, localize, format). */
export function foundryTranslator(): Translator {
  return game.i18n;
}

/**
 * A blind roll, or a whisper this user is not part of: Foundry renders it "privately" and hides its formula,
 * dice and total. So does the card: no banner, no dice, no steps, no odds — only which rule set rolled.
 */
export function privateCardContext(
  i18n: Translator,
  ruleSet: CardRuleSet,
  foundryContext: Record<string, unknown>,
): PrivateCardContext {
  return {
    isPrivate: true,
    ruleSet,
    ruleSetLabel: i18n.localize(CORE_RULE_SETS[ruleSet].labelKey),
    formula: foundryContext.formula,
    total: foundryContext.total,
    flavor: null,
  };
}

/**
 * The card of a roll with nothing to judge: evaluated at its bounds (Foundry's minimize/maximize skip our
 * modifiers), or with dice or options the rule set's judge refuses. It shows Foundry's total and no outcome.
 */
export function bareCard(i18n: Translator, ruleSet: CardRuleSet, frame: RollCardFrame, total: number): CardView {
  return assembleCard(i18n, ruleSet, frame, {
    dice: [],
    banner: cardBanner(i18n, "neutral", formatWith(i18n, "INDIE_DICE.Card.TotalIs", { total: plain(total, i18n) })),
    total,
    steps: [],
    oddsBefore: null,
  });
}

/**
 * A card's buttons act on the message (they add dice to its roll), which only its author or a GM may change: each
 * is shown to the users who may press it (`CardButtonLook.pressedBy`), and other users see the card without it. A
 * roll rendered outside a message keeps them.
 */
export function withFollowUpsFor(view: CardView, message: ChatMessageView | undefined): CardView {
  if (!message || view.followUps.length === 0 || game.user?.isGM) return view;
  const followUps = view.followUps.filter((followUp) => mayPress(followUp, message));
  return followUps.length === view.followUps.length ? view : { ...view, followUps };
}

/** May the current user press this card button on this message (`CardButtonLook.pressedBy`)? */
export function mayPress(button: Pick<CardButtonLook, "pressedBy">, message: ChatMessageView): boolean {
  return game.user?.isGM === true || ((button.pressedBy ?? "author") === "author" && message.isAuthor);
}
