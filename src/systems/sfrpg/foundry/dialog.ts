import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemDialog } from "../../../foundry/systems/system-adapter";
import { isSfrpgChoice, sfrpgOdds, type SfrpgChoice } from "../core/sfrpg-odds";
import { sfrpgLabels, valueKindOf } from "../ui/roll-labels";
import { callOf, rollValue } from "./roll-calls";

/**
 * Starfinder's roll dialog, `RollDialog extends Dialog` (Application V1; src/module/apps/roll-dialog.js at 41684b57,
 * 0.30.0; docs/systems-sfrpg.md "The dialog"), for a d20 roll (`DiceSFRPG.d20Roll`, whose arguments the wrap kept).
 * The roll is `<die> + <the roll tree's root> + <the typed bonus>` (dice.js:230-240, `_calcStackingFormula`
 * :1137-1210): the root resolved as the system resolves it, the bonus as `keyup` stored it (`additionalBonus`,
 * :233-235; no render). A conditional modifier toggled on is stacked by type, asynchronously, only as the roll is
 * made: then no figure is drawn (the message keeps the chance its own roll had). Other systems have a `RollDialog`
 * too: this one holds a roll tree and has the class `sfrpg`.
 */

const ORDER: readonly SfrpgChoice[] = ["disadvantage", "normal", "advantage"];

/** The formula after the die, from its first operator, as the system joins and tidies it (dice.js:1194-1203). */
function restOf(root: string, bonus: string): string {
  const joined = `+ ${root}${bonus ? ` + ${bonus}` : ""}`;
  return joined.replace(/\+\s*-\s*/g, "- ").replace(/\+\s*\+\s*/g, "+ ");
}

/** `rootNode.resolveForRoll([])`'s roll (rollnode.js:115-183, pure): null where the tree is not the system's. */
function rootOf(kit: RuleSetKit, app: unknown): string | null {
  const root = kit.systems.field(kit.systems.field(app, "rollTree"), "rootNode");
  const resolve = kit.systems.field(root, "resolveForRoll");
  if (typeof resolve !== "function") return null;
  const finalRoll = kit.systems.field(Reflect.apply(resolve, root, [[]]), "finalRoll");
  return typeof finalRoll === "string" && finalRoll.trim() ? finalRoll.trim() : null;
}

/** The buttons' ids in the dialog's data (`dice.js:188-195`): each a key of the window's `data-button`. */
function buttonsOf(kit: RuleSetKit, app: unknown): Map<SfrpgChoice, string> {
  const buttons = kit.systems.field(kit.systems.field(app, "data"), "buttons");
  const found = new Map<SfrpgChoice, string>();
  for (const [key, button] of Object.entries(Object(buttons))) {
    const id = kit.systems.field(button, "id");
    if (isSfrpgChoice(id)) found.set(id, key);
  }
  return found;
}

const isSfrpgDialog = (kit: RuleSetKit, app: unknown) => {
  const classes = kit.systems.field(kit.systems.field(app, "options"), "classes");
  return Array.isArray(classes) && classes.includes("sfrpg") && kit.systems.field(app, "rollTree") !== undefined;
};

function anyModifierOn(kit: RuleSetKit, app: unknown): boolean {
  const modifiers = kit.systems.field(app, "availableModifiers");
  return Array.isArray(modifiers) && modifiers.some((modifier) => kit.systems.field(modifier, "enabled") === true);
}

export function sfrpgDialog(kit: RuleSetKit): SystemDialog {
  const { field } = kit.systems;
  return {
    renderHook: "renderRollDialog",
    read(app) {
      if (!isSfrpgDialog(kit, app) || anyModifierOn(kit, app)) return null;
      const call = callOf(field(app, "contexts"));
      const root = call && rootOf(kit, app);
      const value = call && rollValue(kit, call, field(app, "contexts"));
      if (!call || !root || !value) return null;
      const rest = restOf(root, String(field(app, "additionalBonus") ?? "").trim());
      // Every d20 of the roll is judged as the die is (dice.js:244-262): a second one is not read.
      if (/d20/i.test(rest)) return null;
      const buttons = buttonsOf(kit, app);
      const choices = ORDER.filter((choice) => buttons.has(choice));
      if (choices.length === 0) return null;
      const rollType = field(app, "rollType");
      const attack = rollType === "attack" || rollType === "gunnery";
      const kind = call.difficulty ? "dc" : valueKindOf(call.actionTarget);
      return {
        odds: () => sfrpgOdds(kit.systems, { choices, rest, target: value.value }),
        labels: sfrpgLabels(attack, kind, choices.length === 1),
        targetVisible: value.visible,
      };
    },
    place(app, element) {
      const footer = element.querySelector<HTMLElement>(".dialog-buttons");
      if (!footer) return null;
      const choices = new Map<string, HTMLElement>();
      const drawn = [...footer.querySelectorAll<HTMLElement>(".dialog-button")];
      for (const [choice, key] of buttonsOf(kit, app)) {
        const button = drawn.find((candidate) => candidate.dataset.button === key);
        if (button) choices.set(choice, button);
      }
      return { panelBefore: footer, choices };
    },
    listen(_app, element, redraw) {
      // The bonus is stored on keyup, its own listener first (it is on the input; this one on the window).
      element.addEventListener("keyup", (event) => {
        if (kit.dom.isElement(event.target) && event.target.matches('input[name="bonus"]')) redraw();
      });
    },
  };
}
