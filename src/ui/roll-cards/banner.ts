import { formatWith, type Translator } from "../translator";
import type { CardBanner, CardTone } from "./card-view";

/** Each tone's icon: a different shape for each, so the outcome never rests on colour alone. */
const TONE_ICONS: Readonly<Record<CardTone, string>> = {
  success: "fa-solid fa-circle-check",
  failure: "fa-solid fa-circle-xmark",
  critical: "fa-solid fa-star",
  fumble: "fa-solid fa-skull",
  mixed: "fa-solid fa-circle-half-stroke",
  neutral: "fa-solid fa-dice",
};

const TONE_LABELS: Readonly<Record<CardTone, string>> = {
  success: "INDIE_DICE.Card.Tone.Success",
  failure: "INDIE_DICE.Card.Tone.Failure",
  critical: "INDIE_DICE.Card.Tone.Critical",
  fumble: "INDIE_DICE.Card.Tone.Fumble",
  mixed: "INDIE_DICE.Card.Tone.Mixed",
  neutral: "INDIE_DICE.Card.Tone.Neutral",
};

/**
 * The banner of a card. `toneLabel` names the icon when the rule set has its own word for the tone (Kaiser's
 * "Open Roll" is its critical); otherwise the tone's generic label is used.
 */
export function cardBanner(i18n: Translator, tone: CardTone, text: string, toneLabel?: string): CardBanner {
  return { text, tone, icon: TONE_ICONS[tone], toneLabel: toneLabel ?? i18n.localize(TONE_LABELS[tone]) };
}

/** "Success — 3 DoS": an outcome word and its detail, joined the same way on every card. */
export function outcomeWithDetail(i18n: Translator, outcome: string, detail: string): string {
  return formatWith(i18n, "INDIE_DICE.Card.OutcomeDetail", { outcome, detail });
}
