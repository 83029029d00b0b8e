import { RULE_SETS } from "../../ui/rule-sets";
import { offeredRuleSets, type RuleSetId } from "../settings";

/**
 * Asks which rule set to roll, among those the world offers: one button each (DialogV2, so Escape closes and the
 * first is focused). With one rule set offered there is nothing to ask; with none, the user is told so.
 */
export async function pickRuleSet(): Promise<RuleSetId | null> {
  const offered = offeredRuleSets();
  if (offered.length === 0) {
    ui.notifications?.warn(game.i18n.localize("INDIE_DICE.Picker.NoneOffered"));
    return null;
  }
  if (offered.length === 1) return offered[0]!;
  const { DialogV2 } = foundry.applications.api;
  const choice = await DialogV2.wait({
    window: { title: "INDIE_DICE.Picker.Title", icon: "fa-solid fa-dice" },
    classes: ["indie-dice", "rule-set-picker"],
    content: `<p>${foundry.utils.escapeHTML(game.i18n.localize("INDIE_DICE.Picker.Prompt"))}</p>`,
    buttons: offered.map((ruleSet, index) => ({
      action: ruleSet,
      label: RULE_SETS[ruleSet].labelKey,
      icon: RULE_SETS[ruleSet].icon,
      default: index === 0,
    })),
    rejectClose: false,
  });
  return typeof choice === "string" && (offered as string[]).includes(choice) ? (choice as RuleSetId) : null;
}
