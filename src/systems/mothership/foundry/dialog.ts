import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemDialog } from "../../../foundry/systems/system-adapter";
import { moshCheckOdds, MOSH_CHOICES, MOSH_MAX_TARGET, type MoshChoice } from "../core/mosh-odds";
import { moshLabels } from "../ui/roll-labels";
import { moshHiddenFrom } from "./secrets";

/**
 * Mothership's check dialogs (docs/systems-mothership.md "The dialog"), Futil/foundry-mothership 0.6.1 at e70d25b7:
 * plain `DialogV2`s that `rollCheck` (module/actor/actor.js:1228) opens — `chooseAttribute` (a stat radio, :938),
 * `chooseSkill` (a character's skill radios, :1027) or `chooseAdvantage` (:1173) — each with the buttons
 * `action_advantage`, `action_normal`, `action_disadvantage`. The target lives in the call, not the dialog: the
 * actor's stat, its mod and the skill's bonus (:1467-1472), so `rollCheck` is the dialogs' opener.
 */

/** What `rollCheck(rollString, aimFor, attribute, skill, skillValue, weapon)` was called with, and on whom. */
interface MoshOpened {
  readonly actor: unknown;
  readonly aimFor: unknown;
  readonly attribute: unknown;
  readonly skillValue: unknown;
}

/** The attributes `rollCheck` turns into rolls of their own: no stat check against `<` (:1259-1318). */
const SPECIAL_ROLLS = new Set(["damage", "restSave", "bankruptcySave", "moraleCheck"]);

const BUTTONS: Readonly<Record<MoshChoice, string>> = {
  advantage: "action_advantage",
  normal: "action_normal",
  disadvantage: "action_disadvantage",
};

const isOpened = (opened: unknown): opened is MoshOpened =>
  typeof opened === "object" && opened !== null && "actor" in opened;

/** The stat checked: the call's, or the radio `chooseAttribute` reads (`input[name='stat']:checked`, :975). */
function attributeOf(kit: RuleSetKit, opened: MoshOpened, element: HTMLElement): string | null {
  if (typeof opened.attribute === "string" && opened.attribute !== "") return opened.attribute;
  if (opened.attribute !== null && opened.attribute !== undefined) return null;
  return kit.dom.checkedRadio(element, "stat")?.value ?? null;
}

/** `rollTarget` as `rollCheck` adds it up (:1467-1472); a skill radio checked in `chooseSkill` gives the bonus. */
function targetOf(kit: RuleSetKit, opened: MoshOpened, element: HTMLElement): number | null {
  const attribute = attributeOf(kit, opened, element);
  if (attribute === null || SPECIAL_ROLLS.has(attribute)) return null;
  // `chooseAttribute` aims low whatever the call said (:973); a stat given keeps the call's aim.
  if (opened.attribute === attribute && opened.aimFor !== "low") return null;
  const { field } = kit.systems;
  const stat = field(field(field(opened.actor, "system"), "stats"), attribute);
  if (stat === undefined || stat === null) return null;
  const skill = kit.dom.checkedRadio(element, "skill")?.getAttribute("value") ?? opened.skillValue;
  const target = Number(field(stat, "value")) + (Number(field(stat, "mod")) || 0) + Number(skill || 0);
  return Number.isInteger(target) && Math.abs(target) <= MOSH_MAX_TARGET ? target : null;
}

export function moshDialog(kit: RuleSetKit): SystemDialog {
  return {
    openedBy: {
      target: "CONFIG.Actor.documentClass.prototype.rollCheck",
      opening: (self, args): MoshOpened => ({ actor: self, aimFor: args[1], attribute: args[2], skillValue: args[4] }),
    },
    read(_app, element, opened) {
      if (!isOpened(opened) || !element.querySelector(`button[data-action="${BUTTONS.normal}"]`)) return null;
      if (moshHiddenFrom(kit, opened.actor)) return null;
      const target = targetOf(kit, opened, element);
      if (target === null) return null;
      return { odds: () => moshCheckOdds(target), labels: moshLabels, targetVisible: true };
    },
    place(_app, element) {
      // DialogV2 draws its form once: the footer and its three buttons stay.
      const footer = element.querySelector<HTMLElement>("footer.form-footer");
      if (!footer) return null;
      const buttons = MOSH_CHOICES.flatMap((choice) => {
        const button = footer.querySelector<HTMLElement>(`button[data-action="${BUTTONS[choice]}"]`);
        return button ? [[choice, button] as const] : [];
      });
      return { panelBefore: footer, choices: new Map(buttons) };
    },
    listen(_app, element, redraw) {
      // A stat or skill radio changes the target; nothing draws the dialog again.
      element.addEventListener("change", (event) => {
        if (kit.dom.eventElement(event)?.closest('input[name="stat"], input[name="skill"]')) redraw();
      });
    },
  };
}
