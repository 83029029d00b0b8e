/**
 * Driving a Daggerheart world of the double as a player would (not emulation: conveniences for tests and the
 * playground).
 * - daggerheartCharacter / daggerheartAdversary: an actor's data in the system's shape (documents/actor.ts reads it);
 * - nextRollDialog(): resolves with the next roll dialog once first rendered — ask for it before starting the roll;
 * - changeDialogField: a value typed or chosen, the form's change event, and the dialog drawn again, awaited;
 * - clickDialog: a click on one of the dialog's buttons or chips
 *   (`[data-action="updateIsAdvantage"][data-advantage="1"]`, an experience's `[data-key]`), the dialog drawn again,
 *   awaited;
 * - pressRoll: the Roll button; resolves with the config once the dialog has closed;
 * - sheetClick: the click event a sheet's roll button passes on, with the keys held.
 */
import { nextFirstRender } from "../next-render";
import { fire, partOf, pressToClose } from "../kit/driver";
import type { D20RollDialog } from "./applications/d20-roll-dialog";
import type { DhActorSpec } from "./documents/actor";
import type { EffectSpec } from "./documents/effects";
import type { Plain } from "../kit/data";
import { TRAITS } from "./config";

export interface CharacterOptions {
  _id?: string;
  name?: string;
  /** Trait values (default 0 each). */
  traits?: Partial<Record<(typeof TRAITS)[number], number>>;
  /** Experiences by id: a name and a modifier. */
  experiences?: Record<string, { name: string; value: number }>;
  evasion?: number;
  hope?: number;
  /** rules.dualityRoll / rules.roll: default Hope and Fear dice faces, default advantage dice ("d8"). */
  rules?: Plain;
  effects?: EffectSpec[];
  ownership?: Record<string, number>;
}

export function daggerheartCharacter(options: CharacterOptions = {}): DhActorSpec {
  const traits = Object.fromEntries(TRAITS.map((id) => [id, { value: options.traits?.[id] ?? 0 }]));
  return {
    _id: options._id,
    name: options.name ?? "Marlowe",
    type: "character",
    ownership: options.ownership,
    effects: options.effects,
    system: {
      traits,
      experiences: options.experiences ?? {},
      evasion: options.evasion ?? 10,
      proficiency: 1,
      resources: { hope: { value: options.hope ?? 2, max: 6 }, stress: { value: 0, max: 6, isReversed: true } },
      rules: { dualityRoll: {}, roll: {}, ...(options.rules ?? {}) },
      bonuses: {},
    },
  };
}

export interface AdversaryOptions {
  _id?: string;
  name?: string;
  difficulty?: number;
  criticalThreshold?: number;
  experiences?: Record<string, { name: string; value: number }>;
  ownership?: Record<string, number>;
}

export function daggerheartAdversary(options: AdversaryOptions = {}): DhActorSpec {
  return {
    _id: options._id,
    name: options.name ?? "Bandit",
    type: "adversary",
    ownership: options.ownership,
    system: {
      difficulty: options.difficulty ?? 12,
      criticalThreshold: options.criticalThreshold ?? 20,
      experiences: options.experiences ?? {},
      traits: {},
      rules: { roll: {} },
      bonuses: {},
      resources: {},
    },
  };
}

/** The next roll dialog to be rendered for the first time. */
export function nextRollDialog(): Promise<D20RollDialog> {
  return nextFirstRender<D20RollDialog>("renderD20RollDialog");
}

/** Resolves once every render the dialog has queued is done (a render queued last waits for those before it). */
async function settled(app: D20RollDialog): Promise<void> {
  if (app.config) await app.render();
}

/**
 * Set a field of the dialog's form (an input's text, a select's value), fire its change, await the dialog drawn again.
 */
export async function changeDialogField(app: D20RollDialog, name: string, value: string): Promise<void> {
  const field = partOf<HTMLInputElement | HTMLSelectElement>(
    app.element,
    `[name="${name}"]`,
    `The roll dialog has no field ${name}`,
  );
  field.value = value;
  fire(field, "change");
  await settled(app);
}

/** Click a button or chip of the dialog by selector; await the dialog drawn again. */
export async function clickDialog(app: D20RollDialog, selector: string): Promise<void> {
  partOf(app.element, selector, `The roll dialog has no ${selector}`).click();
  await settled(app);
}

/** Press the Roll button; resolves once the dialog has closed. */
export async function pressRoll(app: D20RollDialog): Promise<void> {
  await pressToClose(
    app,
    partOf(app.element, 'button[data-action="submitRoll"]', "The roll dialog has no Roll button"),
  );
}

/** A click with these keys held, as a sheet's roll button passes it on (Shift, Alt or Ctrl skip the dialog). */
export function sheetClick({
  shift = false,
  alt = false,
  ctrl = false,
}: { shift?: boolean; alt?: boolean; ctrl?: boolean } = {}): { shiftKey: boolean; altKey: boolean; ctrlKey: boolean } {
  const init = { shiftKey: shift, altKey: alt, ctrlKey: ctrl, bubbles: true };
  if (typeof MouseEvent === "function") return new MouseEvent("click", init);
  return init;
}
