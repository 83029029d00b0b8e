import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemDialog } from "../../../foundry/systems/system-adapter";
import type { StepSize } from "../../../core/pools/year-zero-dice";
import { BR_MAX_DICE, brCost, brDialogOdds, stepSizeOf } from "../core/br-odds";
import { brLabels } from "../ui/roll-labels";
import { brHiddenFrom } from "./secrets";

/**
 * Blade Runner's roll dialog, `BRRollHandler` (a FormApplication; docs/systems-blade-runner.md "The dialog"): read
 * from the application, which keeps what its inputs set — `dice` (the die sizes), `modifier` (the given one and the
 * active modifiers'), `maxPush` and `options.unlimitedPush` (roller.js:54-184 at 14.0.0). Every change of an input, a
 * modifier or a die added draws the dialog again (:588-632), so the render hook alone redraws the figures. Each
 * enabled button is a column, rolling the dice `_handleModifier` and `executeRoll` make (:330-398).
 */

function sizesOf(kit: RuleSetKit, app: unknown): StepSize[] | null {
  const dice = kit.systems.field(app, "dice");
  if (!Array.isArray(dice) || dice.length === 0 || dice.length > BR_MAX_DICE) return null;
  const sizes = dice.map(stepSizeOf);
  return sizes.every((size) => size !== null) ? sizes.filter((size) => size !== null) : null;
}

/** `getRollOptions`'s maxPush: 1000 with unlimited push, else the dialog's (0 for an NPC, rollStat's actor.maxPush). */
function canPush(kit: RuleSetKit, app: unknown): boolean {
  const { field } = kit.systems;
  return field(field(app, "options"), "unlimitedPush") === true || Number(field(app, "maxPush")) > 0;
}

export function brDialog(kit: RuleSetKit): SystemDialog {
  const { field } = kit.systems;
  return {
    renderHook: "renderBRRollHandler",
    read(app) {
      const actor = field(app, "actor");
      if (brHiddenFrom(kit, actor)) return null;
      const sizes = sizesOf(kit, app);
      const modifier = Number(field(app, "modifier"));
      if (!sizes || !Number.isInteger(modifier)) return null;
      const cost = brCost(field(field(actor, "system"), "nature"), field(app, "attributeKey"));
      const dialog = { sizes, modifier, canPush: canPush(kit, app), cost };
      return { odds: () => brDialogOdds(kit.pools, dialog), labels: brLabels, targetVisible: true };
    },
    place(_app, element) {
      const footer = element.querySelector<HTMLElement>(".sheet-footer");
      if (!footer) return null;
      const buttons = ["roll", "advantage", "disadvantage"].map((id) => [id, footer.querySelector(`button#${id}`)]);
      const choices = new Map(buttons.filter((pair): pair is [string, HTMLElement] => kit.dom.isElement(pair[1])));
      return { panelBefore: footer, choices };
    },
  };
}
