/** Shared helpers for the adapter's dice tests: a fresh Foundry + Indie Dice per test, typed views of results. */
import { afterEach, beforeEach, expect, vi } from "vitest";
import { installIndieDice, type AdapterHarness } from "./setup";
import { cardsLoaded } from "../../../src/foundry/cards/card-chunk-loader";
import type { FoundryDoubleOptions } from "../../../foundry-double";
import type { TermResult } from "../../../src/foundry/term-results";
import { foundryTranslator } from "../../../src/foundry/chat/card-context";
import type { CardView } from "../../../src/ui/roll-cards/card-view";
import type { RollCardFrame } from "../../../src/ui/roll-cards/card-frame";
import type { Translator } from "../../../src/ui/translator";

/**
 * Installs the Foundry double and Indie Dice before each test and removes them after; returns a getter for the
 * live harness (`install.systemReads`: the deprecated v14 members the world's game system reads itself). Date is
 * faked and moved a minute on per test, so the "same error shown once every 2 seconds" rule of src/foundry/errors.ts
 * never carries a notification over from one test to the next.
 */
export function useIndieDice(
  options: FoundryDoubleOptions = {},
  install: { readonly prompts?: boolean; readonly systemReads?: readonly string[] } = {},
): () => AdapterHarness {
  let harness: AdapterHarness | undefined;
  beforeEach(async () => {
    clock += 60_000;
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(clock);
    harness = installIndieDice(options, install);
    // Anything that asked for the card chunk during setup has it before the test starts.
    await cardsLoaded();
  });
  afterEach(async () => {
    // A message with our flags asks for the card chunk without waiting for it (card-chunk-loader.ts): the load
    // finishes in this test's Foundry, not after it is gone (it would start the chunk with no CONFIG and warn).
    await cardsLoaded();
    // On the v14 profile (FOUNDRY_GENERATION=14) no module code path may read a member v14 deprecates. A game system
    // of the world may (`systemReads`: what its own code reads, as Foundry would warn of it in its name).
    const deprecated = (harness?.foundry.deprecations ?? []).filter((member) => !install.systemReads?.includes(member));
    harness?.foundry.uninstall();
    harness = undefined;
    vi.useRealTimers();
    expect(deprecated, "deprecated v14 members read by the module").toEqual([]);
  });
  return () => {
    if (!harness) throw new Error("Indie Dice is only installed inside a test");
    return harness;
  };
}

/** The faked time of the current test; only ever moves forward. */
let clock = Date.now();

/** Moves the clock past the window in which the same notation error is shown only once. */
export function afterRepeatWindow(): void {
  vi.setSystemTime(Date.now() + 5_000);
}

/** Evaluates a formula through `new Roll(...).evaluate()` with these faces served through fulfillment. */
export async function rollWith(harness: AdapterHarness, formula: string, faces: number[]): Promise<Roll> {
  harness.foundry.scriptFaces(faces);
  return new Roll(formula).evaluate();
}

/** A die term's results as our modifiers write them (with the `indie` mark). */
export function resultsOf(term: foundry.dice.terms.DiceTerm): TermResult[] {
  return term.results as TermResult[];
}

/** What a test compares of each die of a roll, in `roll.dice` order (side dice such as crit coins first). */
export interface DieView {
  /** The class Foundry saves the term under and loads it by (`IndieDie` for a term of our notation). */
  readonly cls: string;
  readonly faces: number | undefined;
  readonly results: TermResult[];
}

export function diceOf(roll: { readonly dice: foundry.dice.terms.DiceTerm[] }): DieView[] {
  return roll.dice.map((die) => ({ cls: String(die.toJSON().class), faces: die.faces, results: resultsOf(die) }));
}

/** One die shown in a rendered tooltip: its classes and its label. */
export interface ShownDie {
  readonly classes: string[];
  readonly label: string;
}

/** The dice a rendered roll or chat message shows in its tooltip (`ol.dice-rolls > li.roll`), in order. */
export function shownDice(html: HTMLElement | string): ShownDie[] {
  const markup = typeof html === "string" ? html : html.outerHTML;
  return Array.from(markup.matchAll(/<li class="roll ([^"]*)">([^<]*)<\/li>/g), ([, classes, label]) => ({
    classes: (classes ?? "").split(" ").filter(Boolean),
    label: label ?? "",
  }));
}

/** The labels of the dice a rendered roll shows, in order. */
export function shownLabels(html: HTMLElement | string): string[] {
  return shownDice(html).map((die) => die.label);
}

/** The outcome card a roll renders (judged now from its dice), or null when it has nothing to judge. */
export function cardOf(roll: {
  cardView(i18n: Translator, frame: RollCardFrame): CardView | null;
  readonly formula: string;
}): CardView | null {
  return roll.cardView(foundryTranslator(), { formula: roll.formula });
}

/** What a test reads of a card: its banner, then each Score Range effect that applies (`[7..9] 2 Missiles`). */
export function cardLines(roll: Parameters<typeof cardOf>[0]): string[] {
  const card = cardOf(roll);
  if (!card) return [];
  return [card.banner.text, ...card.effects.map((effect) => `${effect.bracket} ${effect.text}`)];
}

/** The hall of the tables with a hero and a rival (Brunhild and Sigurd): one linked token each. */
export function heroAndRivalHall(heroActor: string, rivalActor: string) {
  return {
    _id: "sceneMain0000001",
    name: "Hall",
    tokens: [
      { _id: "heroToken0000001", name: "Brunhild", actorId: heroActor, actorLink: true },
      { _id: "rivalToken000001", name: "Sigurd", actorId: rivalActor, actorLink: true },
    ],
  };
}

/** Foundry's settings as a test's list of keys reaches them: a namespace and key known only at run time. */
interface SettingsByName {
  get(namespace: string, key: string): unknown;
  set(namespace: string, key: string, value: unknown): Promise<unknown>;
}

/**
 * `game.settings`, read and written by keys a test lists at run time (fvtt-types types each key by its declaration).
 */
export function settingsByName(): SettingsByName {
  return game.settings as SettingsByName;
}
