/**
 * Driving a pf2e world of the double as a player would (not emulation: conveniences for tests and the playground).
 * - rollCheck(spec): what a sheet's check does — a CheckModifier of the spec's modifiers and a context (the actor,
 *   a target, the DC and whether it is visible, fortune or misfortune, substitutions, degree-of-success adjustments,
 *   roll options) handed to `game.pf2e.Check.roll`; resolves with the dialog once first rendered, and the roll (null
 *   when the dialog closes without rolling); rollCheckWithoutDialog(spec): the same with `skipDialog`, the roll.
 * - toggleModifier / toggleSubstitution: the checkbox's click, and the dialog's render that follows, awaited;
 * - pickFate: a fate radio's click ("keep-higher", "" or "keep-lower"): the dialog sets `context.rollTwice` and
 *   does not render again;
 * - pressRoll: the Roll button's click; the roll it makes is `rolled`.
 * - a check spec's `strike`: the Strike's attack (document.ts): type "attack-roll", action "strike", the weapon as
 *   `item` and the Strike action (damage-roll.ts `strikeAction`) as `origin.statistic`, against the target's AC;
 * - rollStrikeDamage(spec): a Strike's Damage or Critical button with the damage dialog shown; toggleDamageEntry,
 *   addDamageModifier: the damage dialog's checkboxes and add-modifier panel, the render that follows awaited;
 *   pressDamageRoll: its Roll button.
 */
import type { CheckModifiersDialog, RollSubstitution, RollTwiceOption } from "./check-modifiers-dialog";
import { CheckModifier, ModifierPF2e, type RawModifier } from "./modifiers";
import { Predicate, type RawPredicate } from "./predication";
import { Check, type CheckRoll } from "./check";
import type { DegreeAdjustmentsRecord } from "./degree-of-success";
import { hooks } from "../kit/globals";
import type { DamageModifierDialog } from "./damage-dialog";
import { strikeAction, strikeDamage, type DamageRoll, type StrikeWeapon } from "./damage-roll";

export interface CheckSpec {
  /** The check's slug (its title without one). */
  slug?: string;
  title?: string;
  type?: string;
  /** The rolling actor's id in game.actors; the opposing actor's, when the check targets one. */
  actor?: string;
  target?: string;
  /** The origin of a check rolled against another's DC (a saving throw against a caster): not the roller. */
  origin?: string;
  modifiers: RawModifier[];
  dc?: { value: number; visible?: boolean; label?: string; slug?: string } | null;
  rollTwice?: RollTwiceOption;
  substitutions?: (Omit<RollSubstitution, "required" | "selected" | "predicate"> & {
    required?: boolean;
    selected?: boolean;
  })[];
  dosAdjustments?: { adjustments: DegreeAdjustmentsRecord; predicate?: RawPredicate }[];
  options?: string[];
  /** A Strike's attack with this weapon (the spec's `actor` striking). */
  strike?: StrikeWeapon;
}

export interface RolledCheck {
  readonly dialog: CheckModifiersDialog;
  readonly rolled: Promise<CheckRoll | null>;
}

function actor(id: string | undefined): unknown {
  if (id === undefined) return undefined;
  const found = game.actors?.get(id);
  if (!found) throw new Error(`The world has no actor ${id}`);
  return found;
}

const RENDER_HOOK = "renderCheckModifiersDialog";

/** The next render of a CheckModifiersDialog (`app` alone, when given): the window rendered. */
function nextRender(app?: CheckModifiersDialog): Promise<CheckModifiersDialog> {
  return new Promise((resolve) => {
    const id = hooks().on(RENDER_HOOK, (rendered: CheckModifiersDialog) => {
      if (app && rendered !== app) return;
      hooks().off(RENDER_HOOK, id);
      resolve(rendered);
    });
  });
}

export async function rollCheck(spec: CheckSpec): Promise<RolledCheck> {
  const opened = nextRender();
  const rolled = rollSheetCheck(spec, false);
  return { dialog: await opened, rolled };
}

/** The same check with the dialog skipped (the user's show-check-dialogs off, or the key that skips it): the roll. */
export function rollCheckWithoutDialog(spec: CheckSpec): Promise<CheckRoll | null> {
  return rollSheetCheck(spec, true);
}

function rollSheetCheck(spec: CheckSpec, skipDialog: boolean): Promise<CheckRoll | null> {
  const check = new CheckModifier(
    spec.slug ?? "check",
    { modifiers: [] },
    spec.modifiers.map((m) => new ModifierPF2e(m)),
  );
  const roller = actor(spec.actor);
  const context = {
    type: spec.type ?? "check",
    title: spec.title,
    actor: roller,
    origin: spec.origin ? { actor: actor(spec.origin), self: false } : undefined,
    target: spec.target ? { actor: actor(spec.target) } : spec.origin ? { actor: roller } : null,
    dc: spec.dc ?? null,
    rollTwice: spec.rollTwice ?? false,
    substitutions: (spec.substitutions ?? []).map((s) => ({ required: false, selected: false, ...s })),
    dosAdjustments: (spec.dosAdjustments ?? []).map(({ adjustments, predicate }) => ({
      adjustments,
      predicate: predicate ? new Predicate(predicate) : undefined,
    })),
    options: new Set(spec.options ?? []),
    skipDialog,
    ...(spec.strike ? strikeContext(roller, spec.strike) : {}),
  };
  return Check.roll(check, context);
}

/** What a Strike's attack adds to its check context (document.ts `checkContext`): the weapon and the action. */
function strikeContext(roller: unknown, weapon: StrikeWeapon): Record<string, unknown> {
  const action = strikeAction(roller, weapon);
  return {
    type: "attack-roll",
    action: "strike",
    identifier: `${weapon.id ?? action.slug}.${action.slug}.melee`,
    item: weapon,
    origin: { actor: roller, token: null, statistic: action, item: weapon, self: true, modifiers: [] },
  };
}

function inputOf(app: CheckModifiersDialog, selector: string): HTMLInputElement {
  const input = app.element[0]?.querySelector<HTMLInputElement>(selector);
  if (!input) throw new Error(`The check dialog has no ${selector}`);
  return input;
}

export async function toggleModifier(app: CheckModifiersDialog, index: number): Promise<void> {
  const rendered = nextRender(app);
  inputOf(app, `.modifier-container input[data-modifier-index="${index}"]`).click();
  await rendered;
}

export async function toggleSubstitution(app: CheckModifiersDialog, index: number): Promise<void> {
  const rendered = nextRender(app);
  inputOf(app, `.substitutions input[data-sub-index="${index}"]`).click();
  await rendered;
}

export function pickFate(app: CheckModifiersDialog, value: "keep-higher" | "" | "keep-lower"): void {
  inputOf(app, `.fate input[type=radio][value="${value}"]`).click();
}

export function pressRoll(app: CheckModifiersDialog): void {
  const button = app.element[0]?.querySelector<HTMLButtonElement>("button.roll");
  if (!button) throw new Error("The check dialog has no Roll button");
  button.click();
}

export interface DamageSpec {
  /** The striking actor's id in game.actors. */
  actor: string;
  weapon: StrikeWeapon;
  /** The Strike's Damage button (success) or Critical button. */
  method: "damage" | "critical";
}

export interface RolledDamage {
  readonly dialog: DamageModifierDialog;
  readonly rolled: Promise<DamageRoll | null>;
}

const DAMAGE_RENDER_HOOK = "renderDamageModifierDialog";

/** The next render of a DamageModifierDialog (`app` alone, when given). */
function nextDamageRender(app?: DamageModifierDialog): Promise<DamageModifierDialog> {
  return new Promise((resolve) => {
    const id = hooks().on(DAMAGE_RENDER_HOOK, (rendered: DamageModifierDialog) => {
      if (app && rendered !== app) return;
      hooks().off(DAMAGE_RENDER_HOOK, id);
      resolve(rendered);
    });
  });
}

/** A Strike's Damage or Critical button with the damage dialog: the dialog once first rendered, and the roll. */
export async function rollStrikeDamage(spec: DamageSpec): Promise<RolledDamage> {
  const opened = nextDamageRender();
  const rolled = strikeDamage(actor(spec.actor), spec.weapon, spec.method, { skipDialog: false });
  return { dialog: await opened, rolled };
}

/** A damage dialog's modifier (`modifier`) or die (`dice`) checkbox clicked, and the render that follows. */
export async function toggleDamageEntry(app: DamageModifierDialog, kind: "modifier" | "dice", index: number) {
  const rendered = nextDamageRender(app);
  const input = app.element[0]?.querySelector<HTMLInputElement>(`input[data-${kind}-index="${index}"]`);
  if (!input) throw new Error(`The damage dialog has no ${kind} ${index}`);
  input.click();
  await rendered;
}

/** The damage dialog's add-modifier panel filled in and its button clicked, and the render that follows. */
export async function addDamageModifier(
  app: DamageModifierDialog,
  fields: { value: number; type?: string; damageType?: string; category?: string },
): Promise<void> {
  const panel = app.element[0]?.querySelector<HTMLElement>(".add-modifier-panel");
  if (!panel) throw new Error("The damage dialog has no add-modifier panel");
  const set = (selector: string, value: string) => {
    const field = panel.querySelector<HTMLInputElement | HTMLSelectElement>(selector);
    if (field) field.value = value;
  };
  set(".add-modifier-value", String(fields.value));
  set(".add-modifier-type", fields.type ?? "circumstance");
  set(".add-modifier-damage-type", fields.damageType ?? "");
  set(".add-modifier-category", fields.category ?? "");
  const rendered = nextDamageRender(app);
  panel.querySelector<HTMLButtonElement>("button.add-modifier")?.click();
  await rendered;
}

export function pressDamageRoll(app: DamageModifierDialog): void {
  const button = app.element[0]?.querySelector<HTMLButtonElement>("button.roll");
  if (!button) throw new Error("The damage dialog has no Roll button");
  button.click();
}
