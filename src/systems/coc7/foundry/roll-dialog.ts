import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemDialog, SystemDialogReading, SystemPlaces } from "../../../foundry/systems/system-adapter";
import { coc7Odds, POOL_CHOICES, type Coc7Question } from "../core/coc7-odds";
import { POOL_MODIFIERS } from "../core/percentile-pool";
import { coc7Labels } from "../ui/coc7-labels";
import type { SkillClicks } from "./skill-rows";

/**
 * CoC7's roll dialog (docs/systems-coc7.md "In the dialog"): `CoC7RollDialog`, a DialogV2 that renders once and
 * changes no more (coc7/apps/roll-dialog.js and templates/apps/bonus.hbs at 7974aac, release 8.15). Its form: the
 * difficulty select (−1 Unknown, 1 Regular, 2 Hard, 3 Extreme), the bonus/penalty range (−2…2), the flat dice and
 * flat threshold modifiers when the world allows them, and a threshold field only when the roll asks for a value.
 * The figures are drawn again on each change of a field; the range's five positions each get their chance of success
 * (none while the difficulty is unknown), the panel goes before the form's footer (its Roll button).
 */

type Difficulty = Coc7Question["difficulty"];

const DIFFICULTIES: Readonly<Record<string, Difficulty>> = {
  "-1": "unknown",
  "1": "regular",
  "2": "hard",
  "3": "extreme",
};

/** The range's labels under each position (bonus.hbs's second row), by choice. */
const POSITION_CLASSES: Readonly<Record<string, string>> = {
  penalty2: "double-penalty",
  penalty1: "penalty",
  none: "normal-roll",
  bonus1: "bonus",
  bonus2: "double-bonus",
};

const KEY = "INDIE_DICE.SystemOdds.Coc7";

/** The skill each dialog opened for (claimed from the sheet click on the dialog's first read), null for none. */
const dialogSkills = new WeakMap<object, string | null>();

function field(kit: RuleSetKit, element: HTMLElement, name: string): HTMLInputElement | HTMLSelectElement | null {
  const found = element.querySelector(`[name="${name}"]`);
  return found && (kit.dom.isInputElement(found) || kit.dom.isSelectElement(found)) ? found : null;
}

/** The difficulty chosen; a dialog that hides its select (`hideDifficulty`) says none: read as unknown. */
function difficultyOf(kit: RuleSetKit, element: HTMLElement): Difficulty {
  return DIFFICULTIES[field(kit, element, "difficulty")?.value ?? "-1"] ?? "unknown";
}

/** A whole number as CoC7 reads a field (`parseInt` of its text), or the refusal naming the field. */
function wholeNumber(kit: RuleSetKit, text: string, label: string): number {
  const value = Number.parseInt(text, 10);
  if (Number.isNaN(value)) throw new kit.limits.IndieDiceError(`${KEY}.NotANumber`, { field: label });
  return value;
}

/**
 * A flat modifier's field: absent is 0 (a roll from a sheet gives none); CoC7 reads `valueAsNumber`, then `parseInt`.
 */
function modifier(kit: RuleSetKit, element: HTMLElement, name: string, label: string): number {
  const input = field(kit, element, name);
  if (!input) return 0;
  const text = String(kit.dom.isInputElement(input) ? input.valueAsNumber : input.value);
  return wholeNumber(kit, text, game.i18n.localize(label));
}

/** The value rolled against: the dialog's own field when it asks for one, else the skill of the sheet row clicked. */
function valueOf(kit: RuleSetKit, app: object, element: HTMLElement): number {
  const asked = field(kit, element, "threshold");
  if (asked) return wholeNumber(kit, asked.value, game.i18n.localize("CoC7.RollThreshold"));
  const skill = skillOf(kit, app);
  if (skill === null) throw new kit.limits.IndieDiceError(`${KEY}.ValueUnknown`);
  return wholeNumber(kit, String(skill.value), skill.name);
}

interface SkillView {
  readonly name: string;
  readonly value: unknown;
}

/** The skill the dialog is for: the sheet click it opened for, if the dialog's title names that skill. */
function skillOf(kit: RuleSetKit, app: object): SkillView | null {
  const uuid = dialogSkills.get(app) ?? null;
  const item = uuid === null ? null : skillItem(kit, uuid);
  if (!item) return null;
  const title = game.i18n.format("CoC7.BonusSelectionWindowNamed", { name: item.name });
  return Reflect.get(app, "title") === title ? item : null;
}

function skillItem(kit: RuleSetKit, uuid: string): SkillView | null {
  let item: { name?: unknown; type?: unknown; system?: unknown } | null;
  try {
    item = kit.systems.documentFromUuidSync(uuid);
  } catch {
    // A uuid this client cannot resolve now (a compendium's, unloaded): the value is not known.
    return null;
  }
  if (
    !item ||
    item.type !== "skill" ||
    typeof item.name !== "string" ||
    typeof item.system !== "object" ||
    item.system === null
  )
    return null;
  return { name: item.name, value: Reflect.get(item.system, "value") };
}

/** The dialog's figures, with the skill click that opened it claimed from `clicks` on its first read. */
export function rollDialog(kit: RuleSetKit, clicks: SkillClicks): SystemDialog {
  return {
    // A DialogV2 subclass: Foundry fires renderCoC7RollDialog (the class name survives CoC7's bundle) on its render.
    renderHook: "renderCoC7RollDialog",
    read: (app, element) => readDialog(kit, clicks, app, element),
    place: (_app, element) => placeOf(kit, element),
    listen(_app, element, redraw) {
      // The dialog draws nothing again as its fields change: each change redraws the figures.
      element.addEventListener("input", redraw);
      element.addEventListener("change", redraw);
    },
  };
}

function readDialog(kit: RuleSetKit, clicks: SkillClicks, app: unknown, element: HTMLElement): SystemDialogReading {
  const difficulty = difficultyOf(kit, element);
  const dialog = Object(app);
  // Claimed at once: the click belongs to the first dialog that opens after it, whatever is read later.
  if (!dialogSkills.has(dialog)) dialogSkills.set(dialog, clicks.claim());
  return {
    odds: () => {
      const value =
        valueOf(kit, dialog, element) + modifier(kit, element, "flatThresholdModifier", "CoC7.FlatModifier");
      return coc7Odds({
        value,
        difficulty,
        flatDiceModifier: modifier(kit, element, "flatDiceModifier", "CoC7.FlatDiceModifier"),
      });
    },
    labels: coc7Labels(difficulty),
    // What the roll must come under is the player's own choice, but for an unknown difficulty: the keeper's.
    targetVisible: difficulty !== "unknown",
  };
}

function placeOf(kit: RuleSetKit, element: HTMLElement): SystemPlaces | null {
  const footer = element.querySelector<HTMLElement>("footer.form-footer");
  if (!footer) return null;
  const choices = new Map<string, HTMLElement>();
  // No headline while the difficulty is unknown: there is no success to show until the keeper sets one.
  const positions = element.querySelectorAll(".bonus-penalty-labels")[1];
  if (positions && difficultyOf(kit, element) !== "unknown") {
    for (const pool of POOL_MODIFIERS) {
      const choice = POOL_CHOICES[pool];
      const label = positions.querySelector<HTMLElement>(`span.${POSITION_CLASSES[choice]}`);
      if (label) choices.set(choice, label);
    }
  }
  return { panelBefore: footer, choices };
}
