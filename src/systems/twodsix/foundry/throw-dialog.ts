import {
  countableThrow,
  twodsixOdds,
  TWODSIX_ROLL_TYPES,
  TWODSIX_XD6,
  type TwodsixRollType,
  type TwodsixThrow,
} from "../core/twodsix-odds";
import { twodsixLabels } from "../ui/twodsix-labels";
import { twodsixRulesLine } from "../ui/twodsix-rules-line";
import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemDialog } from "../../../foundry/systems/system-adapter";
import { averageTarget, twodsixRules, twodsixRuleset, type TwodsixWorldRules } from "./rules";
import { actorOfUuid, numbersHiddenFrom } from "./secrets";

/**
 * Twodsix's throw dialog (docs/systems-twodsix.md "Reading the dialog"): a plain `DialogV2.wait` rendered once, opened
 * by `TwodsixRollSettings#_throwDialog(title, skill)` (utils/TwodsixRollSettings.js:248-349 at 7.5.2), whose roll
 * settings live in that object, not on the application: so the method is the dialog's opener (the surface's
 * `openedBy`), and the throw is what its Roll button would make now — the `ok` callback's reading of the form into
 * the settings (:290-326) and `TwodsixDiceRoll#createRoll`'s DMs (TwodsixDiceRoll.js:71-122, 296-353).
 */

type Field = RuleSetKit["systems"]["field"];

/** What the opener saw: the roll settings (`this`) and the skill (`_throwDialog`'s second argument). */
interface TwodsixOpened {
  readonly settings: unknown;
  readonly skill: unknown;
}

/** The whole-number parse of the callback (`parseInt(value || 0, 10)`). */
const parsed = (text: string | undefined): number => Number.parseInt(text || "0", 10);

/** An item roll's fields the callback reads back when the settings had a DM there when the dialog opened (:296-306). */
const ITEM_FIELDS = ["rof", "dodgeParry", "weaponsHandling", "attachments"] as const;

const PHYSICAL = ["STR", "DEX", "END"];

/** The form's field by name (the callback reads `.standard-form`'s elements: the dialog's outer form). */
function formReader(element: HTMLElement) {
  const form = element.querySelector("form.standard-form") ?? element;
  return (name: string) => form.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`);
}

/** A number of the settings' `rollModifiers` (what the dialog opened with, where the callback keeps it). */
const modifierOf = (field: Field, modifiers: unknown, name: string): number => Number(field(modifiers, name) ?? 0);

/**
 * The skill's DM (TwodsixDiceRoll.js:86-96): the actor's `system.skills` by the simplified name, capped by
 * `skillLevelMax`.
 */
function skillDm(field: Field, actor: unknown, skill: unknown, modifiers: unknown): number {
  const name = field(skill, "name");
  if (typeof name !== "string") return 0;
  const value = Number(field(field(field(actor, "system"), "skills"), name.replace(/\W/g, "")));
  const max = field(modifiers, "skillLevelMax");
  return typeof max === "number" && max ? Math.min(value, max) : value;
}

/** The target DMs chosen (TwodsixDiceRoll.js:104-107): CONFIG.TWODSIX.TARGET_DM's values by key. */
function targetDm(field: Field, keys: unknown): number {
  const table: unknown = Reflect.get(Reflect.get(CONFIG, "TWODSIX") ?? {}, "TARGET_DM");
  return (Array.isArray(keys) ? keys : []).reduce<number>(
    (total, key) => total + Number(field(field(table, String(key)), "value")),
    0,
  );
}

/** An item roll's DMs as the callback and getRollModifierList read them (TRS:296-306; TDR:309-335). */
function itemDms(
  field: Field,
  settings: unknown,
  modifiers: unknown,
  value: (name: string) => HTMLInputElement | HTMLSelectElement | null,
): number {
  let total = parsed(value("rollModifiers.item")?.value);
  const rollClass = field(field(settings, "flags"), "rollClass");
  if (rollClass === "ShipAction" || rollClass === "ShipWeapon")
    total += parsed(value("rollModifiers.componentDamage")?.value);
  for (const name of ITEM_FIELDS)
    total += modifierOf(field, modifiers, name) ? parsed(value(`rollModifiers.${name}`)?.value) : 0;
  total += field(settings, "showRangeModifier")
    ? parsed(value("rollModifiers.weaponsRange")?.value)
    : modifierOf(field, modifiers, "weaponsRange");
  if (field(settings, "showArmorWeaponModifier")) total += parsed(value("rollModifiers.armorModifier")?.value);
  const multi = value("rollModifiers.targetModifier");
  const chosen: unknown =
    field(settings, "showTargetModifier") && multi ? field(multi, "value") : field(modifiers, "targetModifier");
  return total + targetDm(field, chosen);
}

/**
 * Wounds and encumbrance: each counts only with its setting on and below 0 (TDR:345-351; the callback, TRS:307-322).
 */
function conditionDms(
  rules: TwodsixWorldRules,
  characteristic: unknown,
  value: (name: string) => HTMLInputElement | HTMLSelectElement | null,
): number {
  const wounds = rules.useWoundedStatusIndicators ? parsed(value("rollModifiers.wounds")?.value) : 0;
  const typed = Number.parseInt(value("rollModifiers.encumbered")?.value ?? "", 10);
  const encumbered =
    rules.useEncumbranceStatusIndicators && PHYSICAL.includes(String(characteristic)) && !Number.isNaN(typed)
      ? typed
      : 0;
  return Math.min(wounds, 0) + Math.min(encumbered, 0);
}

/** The throw the Roll button would make now, or null where the dialog is none the figures read. */
function dialogThrow(
  kit: RuleSetKit,
  opened: TwodsixOpened,
  element: HTMLElement,
  rules: TwodsixWorldRules,
): TwodsixThrow | null {
  const { field } = kit.systems;
  const { settings } = opened;
  const value = formReader(element);
  const modifiers = field(settings, "rollModifiers");
  const difficulty = field(field(settings, "difficulties"), value("difficulty")?.value ?? "");
  const rollType = TWODSIX_ROLL_TYPES.find((type): type is TwodsixRollType => type === value("rollType")?.value);
  const mod = field(difficulty, "mod");
  const target = field(difficulty, "target");
  if (!rollType || typeof mod !== "number" || typeof target !== "number") return null;
  const actor = actorOfUuid(kit, field(field(settings, "flags"), "actorUUID"));
  const skillRoll = field(settings, "skillRoll") === true;
  // The skill: the dialog's select (a uuid) on a skill roll, else none (TDR:50; TRS:309).
  const uuid = skillRoll ? value("rollModifiers.selectedSkill")?.value : "";
  const skill = uuid ? kit.systems.documentFromUuidSync(uuid) : null;
  const characteristic = skillRoll ? value("rollModifiers.characteristic")?.value : field(modifiers, "characteristic");
  let dm = rules.difficultiesAsTargetNumber ? 0 : mod;
  dm += skill ? skillDm(field, actor, skill, modifiers) : 0;
  dm += skillRoll ? parsed(value("rollModifiers.chain")?.value) : modifierOf(field, modifiers, "chain");
  if (characteristic !== "NONE" && typeof characteristic === "string" && actor) {
    const getModifier = field(actor, "getCharacteristicModifier");
    dm += typeof getModifier === "function" ? Number(Reflect.apply(getModifier, actor, [characteristic])) : Number.NaN;
  }
  if (field(settings, "itemRoll") === true) dm += itemDms(field, settings, modifiers, value);
  dm += parsed(value("rollModifiers.other")?.value);
  dm += conditionDms(rules, characteristic, value);
  const threshold = rules.difficultiesAsTargetNumber ? target : averageTarget(rules.difficultyListUsed);
  if (threshold === null) return null;
  const rollClass = field(field(settings, "flags"), "rollClass");
  const made = {
    modifier: dm,
    threshold,
    rollType,
    degrees: !["Attack", "ShipWeapon", "Unknown"].includes(String(rollClass)),
  };
  return countableThrow(made) ? made : null;
}

const isOpened = (opened: unknown): opened is TwodsixOpened =>
  typeof opened === "object" && opened !== null && "settings" in opened;

export const twodsixThrowDialog = (kit: RuleSetKit): SystemDialog => ({
  openedBy: {
    target: "game.twodsix.TwodsixRollSettings.prototype._throwDialog",
    opening: (self: unknown, args: readonly unknown[]): TwodsixOpened => ({ settings: self, skill: args[1] }),
  },
  read(_app, element, opened) {
    if (!isOpened(opened) || !element.querySelector(".roll-settings")) return null;
    const { field } = kit.systems;
    if (numbersHiddenFrom(kit, actorOfUuid(kit, field(field(opened.settings, "flags"), "actorUUID")))) return null;
    const rules = twodsixRules(kit);
    const made = dialogThrow(kit, opened, element, rules);
    if (!made) return null;
    const ruleset = twodsixRuleset(kit);
    return {
      odds: () => twodsixOdds(made, rules),
      labels: twodsixLabels,
      targetVisible: true,
      rules: (i18n) => twodsixRulesLine(ruleset, rules, i18n),
    };
  },
  place(_app, element) {
    // DialogV2 draws its form once and nothing draws this one again: the footer stays.
    const footer = element.querySelector<HTMLElement>("footer.form-footer");
    const roll = element.querySelector<HTMLElement>('footer button[data-action="ok"]');
    const chosen = element.querySelector<HTMLSelectElement>('[name="rollType"]')?.value;
    if (!footer || !roll) return null;
    return {
      panelBefore: footer,
      choices: new Map(twodsixRules(kit).xd6RollStyle ? [[TWODSIX_XD6, roll]] : chosen ? [[chosen, roll]] : []),
    };
  },
  listen(_app, element, redraw) {
    // Every field changes the throw; the skill's select also sets the characteristic with no event, in a listener
    // of the select's own that runs before this one (the event bubbles up to the element).
    const heard = (event: Event) => {
      if (kit.dom.isElement(event.target) && event.target.closest(".roll-settings")) redraw();
    };
    element.addEventListener("input", heard);
    element.addEventListener("change", heard);
  },
});
