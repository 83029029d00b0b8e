import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemDialog } from "../../../foundry/systems/system-adapter";
import { VAESEN_MAX_DICE, vaesenOdds } from "../core/vaesen-odds";
import { vaesenLabels } from "../ui/roll-labels";

/**
 * Vaesen's test dialog (docs/systems-vaesen.md "The dialog"): a plain V1 `Dialog` titled "Test : <name>" that
 * `prepareRollNewDialog` opens (script/util/roll.js:3-188 at 7.3.0), its content a string with no listener of its own,
 * so every input and change redraws the figures. The dice are its Roll button's sum: the read-only base lines, the
 * `#bonus` input, the `#gear` select's value, and each talent, injury or upgrade chosen — whose bonus the option's
 * words carry, "<name> (<bonus type>: <bonus>)", as the item's own are not in the window. A skill or fear talent adds
 * its bonus; an "ignore conditions" talent takes the conditions line's penalty back, once; a damage talent adds none.
 */

const TITLE = "Test : ";

/** A whole number as the system reads it (`parseInt(value, 10)`), or null where it reads none. */
function whole(text: string | undefined): number | null {
  const value = Number.parseInt(text ?? "", 10);
  return Number.isNaN(value) ? null : value;
}

/** The conditions line's label, as the sheet writes it (`computeInfoFromConditions`: each word capitalized). */
const conditionsLabel = () =>
  game.i18n
    .localize("HEADER.CONDITIONS")
    .toLowerCase()
    .replace(/\b(\w)/g, (x) => x.toUpperCase());

/** The base lines' sum and the conditions line's penalty (0 where none is drawn). */
function baseOf(element: HTMLElement): { dice: number; conditions: number } | null {
  let dice = 0;
  let conditions = 0;
  for (const input of element.querySelectorAll<HTMLInputElement>(".heavy-border input[readonly]")) {
    const value = whole(input.value);
    if (value === null) return null;
    dice += value;
    const label = input.parentElement?.querySelector("p")?.textContent?.trim();
    if (label === `${conditionsLabel()}:`) conditions = value;
  }
  return { dice, conditions };
}

/** A chosen option's bonus type (its localized words) and bonus, from "<name> (<words>: <bonus>)". */
function chosenOf(option: HTMLOptionElement): { words: string; bonus: number } {
  const info = option.text.slice(option.value.length + 2, -1);
  const match = /^(.*): ([+-]?\d+)$/.exec(info);
  return match ? { words: match[1] ?? "", bonus: Number(match[2]) } : { words: info, bonus: 0 };
}

/** The options chosen in a select (read off each option: `selectedOptions` is not in every DOM a test runs). */
const chosen = (element: HTMLElement, id: string) =>
  [...element.querySelectorAll<HTMLOptionElement>(`select#${id} option`)].filter((option) => option.selected);

/** The talents' dice: skill and fear bonuses, and one "ignore conditions" talent's penalty taken back. */
function talentDice(kit: RuleSetKit, element: HTMLElement, conditions: number): number {
  const types = kit.systems.field(kit.systems.field(CONFIG, "vaesen"), "bonusType");
  const typeOf = (words: string) =>
    ["skill", "fear", "ignoreConditionSkill", "ignoreConditionPhysical", "ignoreConditionMental"].find(
      (type) => game.i18n.localize(String(kit.systems.field(types, type))) === words,
    );
  let dice = 0;
  let ignored = false;
  for (const option of chosen(element, "talent")) {
    const { words, bonus } = chosenOf(option);
    const type = typeOf(words) ?? "";
    if (type === "skill" || type === "fear") dice += bonus;
    else if (type.startsWith("ignoreCondition") && !ignored) {
      dice -= conditions;
      ignored = true;
    }
  }
  return dice;
}

function diceOf(kit: RuleSetKit, element: HTMLElement): number | null {
  const base = baseOf(element);
  const bonus = whole(element.querySelector<HTMLInputElement>("input#bonus")?.value);
  const gearSelect = element.querySelector<HTMLSelectElement>("select#gear");
  const gear = gearSelect ? whole(gearSelect.value) : 0;
  if (!base || bonus === null || gear === null) return null;
  const items = [...chosen(element, "criticalInjury"), ...chosen(element, "upgrade")];
  const others = items.reduce((sum, option) => sum + chosenOf(option).bonus, 0);
  const dice = base.dice + bonus + gear + talentDice(kit, element, base.conditions) + others;
  return Math.abs(dice) <= VAESEN_MAX_DICE ? dice : null;
}

export function vaesenDialog(kit: RuleSetKit): SystemDialog {
  return {
    renderHook: "renderDialog",
    read(app, element) {
      const title = kit.systems.field(app, "title");
      if (typeof title !== "string" || !title.startsWith(TITLE) || !element.querySelector(".vaesen.roll-dialog")) {
        return null;
      }
      const dice = diceOf(kit, element);
      if (dice === null) return null;
      // Its sheet's Push button pushes the last roll once (YZUR's maxPush 1), for any of the sheet's actors.
      return { odds: () => vaesenOdds(kit.pools, dice, true), labels: vaesenLabels, targetVisible: true };
    },
    place(_app, element) {
      const buttons = element.querySelector<HTMLElement>(".dialog-buttons");
      return buttons ? { panelBefore: buttons, choices: new Map() } : null;
    },
    listen(_app, element, redraw) {
      for (const type of ["input", "change"]) element.addEventListener(type, redraw);
    },
  };
}
