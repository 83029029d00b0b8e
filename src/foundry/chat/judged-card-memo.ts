/**
 * The outcome card of each roll, kept with the roll it was judged from. Foundry draws a message again whenever it
 * changes, when the chat log is drawn again, on a popout, as the user scrolls back — and a roll's dice never change
 * once rolled, so its card is judged once for as long as nothing it reads changes: the language, the flavor, the
 * luck setting and the world's rule settings the cards read. Kept per Roll object (WeakMaps), so the memo is
 * bounded by the messages Foundry keeps, and goes with them.
 */
import type { CardView } from "../../ui/cards";
import { perObjectMemo } from "../../ui/cards/bounded-memo";
import { MODULE_ID } from "../module-id";

/** The world and client settings an outcome card reads (the rules' readings, and whether luck shows). */
const SETTINGS_READ = ["showLuck", "kaiserFumbleLevel", "kaiserFumblePenalty", "kingdomsBasicRule", "kaiserAdvantageMethod", "kleptoCritMethod"] as const;

const judged = perObjectMemo<CardView | null>();

/** The language and the settings a roll's judgement and card read: when any of them changes, rolls are judged again. */
export function judgementSettingsKey(): string {
  return JSON.stringify([game.i18n.lang, SETTINGS_READ.map((name) => game.settings.get(MODULE_ID, name))]);
}

/** What the card was judged with: when any of it changes, the roll is judged again. */
function judgementKey(flavor: string | null): string {
  return JSON.stringify([judgementSettingsKey(), flavor]);
}

/**
 * Foundry's own context for the roll's chat template (its formula, total and dice tooltip — a template of its
 * own, drawn again on every render though the dice never change), kept per roll and per what it depends on: the
 * user, and whether and with what flavor it is drawn privately.
 */
const baseContexts = perObjectMemo<Promise<Record<string, unknown>>>();

export function rememberedBaseContext(
  roll: object,
  options: { readonly flavor?: string; readonly isPrivate?: boolean },
  prepare: () => Promise<Record<string, unknown>>,
): Promise<Record<string, unknown>> {
  const key = JSON.stringify([game.user?.id ?? null, options.isPrivate === true, options.flavor ?? null]);
  return baseContexts.get(roll, key, () => {
    const context = prepare();
    // A context that could not be prepared is not kept: the next render tries again.
    context.catch(() => baseContexts.forget(roll));
    return context;
  });
}

/** The roll's card as last judged with the same language, flavor and settings, or judged now. */
export function rememberedCard(roll: object, flavor: string | null, judge: () => CardView | null): CardView | null {
  return judged.get(roll, judgementKey(flavor), judge);
}
