import { countable, wodDice, wodOdds, WOD_ROLL, type WodRoll, type WodSplat } from "../core/wod5e-odds";
import { wod5eLabels } from "../ui/wod5e-labels";
import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemDialog } from "../../../foundry/systems/system-adapter";
import { hiddenFrom, resourceOf, type RollClicks } from "./actor-reads";

/**
 * World of Darkness 5e's roll dialog (docs/systems-wod5e.md "Reading the dialog"): a plain `DialogV2.wait` with
 * classes `wod5e`, the splat and `roll-dialog` (system/scripts/system-rolls.js:353-552 at 66705147) that never
 * renders again. The roll is what its Roll button would roll now (:400-416, 141-165): `#inputBasicDice` plus each
 * custom modifier row's value (basic dice only, read only then), `#inputAdvancedDice` (absent for a mortal or with
 * advanced dice disabled: 0), `#inputDifficulty`'s text as `parseInt` reads it, and none of either one advanced die
 * when the actor's hunger or rage is over 0, else one basic die.
 */

const SPLATS: readonly WodSplat[] = ["vampire", "hunter", "werewolf", "mortal"];

const numberOf = (element: Element, selector: string): number =>
  element.querySelector<HTMLInputElement>(selector)?.valueAsNumber ?? 0;

/**
 * The roll the dialog would make now, or null where it makes none the figures read (or depends on what is not known).
 */
function dialogRoll(kit: RuleSetKit, element: HTMLElement, actor: unknown): WodRoll | null {
  const splat = SPLATS.find((name) => element.classList.contains(name));
  if (!splat) return null;
  const custom = Array.from(element.querySelectorAll(".custom-modifier")).reduce(
    (total, row) => total + numberOf(row, ".mod-value"),
    0,
  );
  const basicInput = numberOf(element, "#inputBasicDice") + custom;
  const advancedInput = numberOf(element, "#inputAdvancedDice");
  const difficulty = Number.parseInt(element.querySelector<HTMLInputElement>("#inputDifficulty")?.value ?? "0", 10);
  const resource = basicInput === 0 && advancedInput === 0 ? resourceOf(kit, actor, splat) : 0;
  if (resource === null) return null;
  const dice = wodDice(basicInput, advancedInput, resource);
  // A mortal's formula has no advanced term; NaN difficulty is "no difficulty" (`NaN > 0` is false).
  const roll = {
    splat,
    basic: dice.basic,
    advanced: splat === "mortal" ? 0 : dice.advanced,
    difficulty: Number.isNaN(difficulty) ? 0 : difficulty,
  };
  return countable(roll) ? roll : null;
}

const isRollDialog = (element: HTMLElement): boolean =>
  element.classList.contains("wod5e") &&
  element.classList.contains("roll-dialog") &&
  element.querySelector("#inputBasicDice") !== null;

/** The roll dialog's reading; each dialog claims the actor of the sheet's roll button clicked before it opened. */
export function wod5eDialog(kit: RuleSetKit, clicks: RollClicks): SystemDialog {
  const actors = new WeakMap<object, unknown>();
  return {
    // DialogV2's own: the system opens no class of its own.
    renderHook: "renderDialogV2",
    read(app, element) {
      if (typeof app !== "object" || app === null || !isRollDialog(element)) return null;
      if (!actors.has(app)) actors.set(app, clicks.claim());
      const actor = actors.get(app);
      if (hiddenFrom(kit, actor)) return null;
      const roll = dialogRoll(kit, element, actor);
      return roll ? { odds: () => wodOdds(roll), labels: wod5eLabels, targetVisible: true } : null;
    },
    place(_app, element) {
      // DialogV2 draws its form once and nothing draws this one again: the footer stays.
      const footer = element.querySelector<HTMLElement>("footer.form-footer");
      const button = element.querySelector<HTMLElement>('footer button[data-action="roll"]');
      return footer && button ? { panelBefore: footer, choices: new Map([[WOD_ROLL, button]]) } : null;
    },
    listen(_app, element, redraw) {
      // The +/− icons and the modifier checkboxes set inputs with no event, in handlers that run before these
      // (ApplicationV2's click listener and the checkbox's own): so every input, change and click redraws.
      for (const type of ["input", "change", "click"]) element.addEventListener(type, () => redraw());
    },
  };
}
