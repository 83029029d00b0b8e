import { CORE_RULE_SETS } from "../../core/rule-sets";
import type { Translator } from "../translator";
import { plain } from "./card-text";
import type {
  CardBanner,
  CardDiceRow,
  CardDie,
  CardEffect,
  CardFollowUp,
  CardOdds,
  CardRuleSet,
  CardView,
} from "./card-view";

/** What every card input carries besides the judged dice. */
export interface RollCardFrame {
  /** The roll's formula as Foundry shows it (`roll.formula`). */
  readonly formula: string;
  /** The roll's flavor as typed; shown as plain text. */
  readonly flavor?: string | null;
}

/**
 * The head of a card: its outcome, formula and total — all that a message out of view draws of it until it comes into
 * view (`compact` in templates/chat/roll-card.hbs; docs/cards.md "What a card costs"). The same fields as the whole
 * card's, worked out the same way, so the head drawn is the whole card's.
 */
export type CardHead = Pick<
  CardView,
  "ruleSet" | "ruleSetLabel" | "formula" | "flavor" | "banner" | "total" | "totalText"
>;

/** The part of a card's head each rule set's model works out: its outcome and the total it shows. */
export interface CardHeadBody {
  readonly banner: CardBanner;
  readonly total: number;
}

/** The part of a card each rule set's model works out. */
interface CardBody extends CardHeadBody {
  readonly dice: readonly CardDie[];
  readonly subBanner?: string | null;
  readonly target?: string | null;
  readonly sideDice?: readonly CardDiceRow[];
  readonly steps: readonly string[];
  readonly oddsBefore: CardOdds | null;
  readonly followUps?: readonly CardFollowUp[];
  readonly effects?: readonly CardEffect[];
  readonly cappedNote?: string | null;
}

/** Puts a rule set's head into the frame every card shares: rule-set name, formula and flavor. */
export function assembleHead(
  i18n: Translator,
  ruleSet: CardRuleSet,
  context: RollCardFrame,
  body: CardHeadBody,
): CardHead {
  return {
    ruleSet,
    ruleSetLabel: i18n.localize(CORE_RULE_SETS[ruleSet].labelKey),
    formula: context.formula,
    flavor: context.flavor ? context.flavor : null,
    banner: body.banner,
    total: body.total,
    totalText: plain(body.total, i18n),
  };
}

/** Puts a rule set's body into the frame every card shares: rule-set name, formula, flavor and captions. */
export function assembleCard(i18n: Translator, ruleSet: CardRuleSet, context: RollCardFrame, body: CardBody): CardView {
  const head = assembleHead(i18n, ruleSet, context, body);
  // The head's fields named one by one, not spread: a spread object literal this wide left V8's fast path and took a
  // card's model 1.3-1.8 times as long (bench/luck.bench.ts "card view model").
  return {
    ruleSet: head.ruleSet,
    ruleSetLabel: head.ruleSetLabel,
    formula: head.formula,
    flavor: head.flavor,
    banner: head.banner,
    total: head.total,
    totalText: head.totalText,
    dice: body.dice,
    subBanner: body.subBanner ?? null,
    target: body.target ?? null,
    sideDice: body.sideDice ?? [],
    steps: body.steps,
    oddsBefore: body.oddsBefore,
    followUps: body.followUps ?? [],
    effects: body.effects ?? [],
    cappedNote: body.cappedNote ?? null,
    labels: {
      dice: i18n.localize("INDIE_DICE.Card.Labels.Dice"),
      steps: i18n.localize("INDIE_DICE.Card.Labels.Steps"),
      effects: i18n.localize("INDIE_DICE.Card.Labels.Effects"),
      followUps: i18n.localize("INDIE_DICE.Card.Labels.FollowUps"),
    },
  };
}
