/**
 * The outcome card of each roll, kept with the roll it was judged from. Foundry draws a message again whenever it
 * changes, when the chat log is drawn again, on a popout, as the user scrolls back — and a roll's dice never change
 * once rolled, so its card is judged once for as long as nothing it reads changes: the language, the flavor, the
 * luck setting and the world's rule settings the cards read. Kept per Roll object (WeakMaps), so the memo is
 * bounded by the messages Foundry keeps, and goes with them.
 */
import type { CardView } from "../ui/roll-cards/card-view";
import type { CardHead } from "../ui/roll-cards/card-frame";
import { perObjectMemo } from "../ui/roll-cards/bounded-memo";
import { MODULE_ID } from "./module-id";

/**
 * One of the module's settings by its name (`kaiserFumbleLevel`), as the settings' types declare it (SettingConfig).
 */
type IndieSettingName = keyof SettingConfig extends infer Key
  ? Key extends `indie-dice.${infer Name}`
    ? Name
    : never
  : never;

/**
 * The world and client settings an outcome card reads (whether luck shows, the rules' readings): each named where it
 * is registered, by its `onChange` (`judgedAgainOnChange`); a rule set's are those its declaration says its cards read
 * (`readBy: ["cards"]`, src/ui/world-settings.ts), registered by src/foundry/settings.ts.
 */
const settingsRead = new Set<IndieSettingName>();

/**
 * The `onChange` of a setting an outcome card reads: registered with it, it adds the setting to those the cards'
 * memo reads, and a change of it judges the rolls again.
 */
export function judgedAgainOnChange(name: IndieSettingName): () => void {
  settingsRead.add(name);
  lastReading = null;
  return judgementSettingsChanged;
}

const judged = perObjectMemo<CardView | null>();
/** The head of each roll's card (`CardHead`), kept as its whole card is, apart from it: both may be drawn in turn. */
const judgedHeads = perObjectMemo<CardHead | null>();

/**
 * The key last worked out, with the settings store, user and language it was read for: every roll drawn asks for it,
 * and reading its settings and writing them out on each draw is work the chat log does hundreds of times over
 * (docs/cards.md "What a card costs"). Forgotten when any of the settings changes (their `onChange`, which Foundry
 * calls on every client for a world setting and on this one for a client setting: settings.ts).
 */
let lastReading: {
  readonly store: unknown;
  readonly user: string | null;
  readonly lang: string;
  readonly key: string;
} | null = null;

/** The language and the settings a roll's judgement and card read: when any of them changes, rolls are judged again. */
export function judgementSettingsKey(): string {
  const [store, user, lang] = [game.settings, game.user?.id ?? null, game.i18n.lang];
  if (lastReading && lastReading.store === store && lastReading.user === user && lastReading.lang === lang)
    return lastReading.key;
  const key = JSON.stringify([lang, [...settingsRead].map((name) => game.settings.get(MODULE_ID, name))]);
  lastReading = { store, user, lang, key };
  return key;
}

/** One of the settings a judgement reads changed: the next roll drawn reads them again. */
function judgementSettingsChanged(): void {
  lastReading = null;
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

/** The head of the roll's card as last judged with the same language, flavor and settings, or judged now. */
export function rememberedHead(roll: object, flavor: string | null, judge: () => CardHead | null): CardHead | null {
  return judgedHeads.get(roll, judgementKey(flavor), judge);
}
