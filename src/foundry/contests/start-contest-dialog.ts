/**
 * Where a player starts a contest: the "Start contest" tool beside the Indie Dice tool in the token controls
 * (registered with the entry, src/foundry/hooks/cards.ts) opens a small DialogV2 that asks the rule set and whether
 * it is an Attack; the controlled tokens attack the targeted one, and
 * each side fills its own roll from the card.
 */
import { CONTEST_RULE_SETS, type ContestRuleSet } from "../../core/contests/contests";
import { offeredRuleSets } from "../settings";

export type StartFromDialog = (choice: { ruleSet: ContestRuleSet; attack: boolean }) => unknown;

/** Asks the rule set and the Attack box, then starts; closing the dialog starts nothing. */
export async function askAndStart(start: StartFromDialog): Promise<unknown> {
  const choice = await askContest();
  return choice ? start(choice) : null;
}

export async function askContest(): Promise<{ ruleSet: ContestRuleSet; attack: boolean } | null> {
  const { DialogV2 } = foundry.applications.api;
  const data = (await DialogV2.input({
    window: { title: "INDIE_DICE.Contest.Start.Title", icon: "fa-solid fa-people-arrows" },
    classes: ["indie-dice", "contest-start"],
    content: formContent(),
    ok: { label: "INDIE_DICE.Contest.Start.Button", icon: "fa-solid fa-people-arrows" },
    rejectClose: false,
  } as never)) as { ruleSet?: unknown; attack?: unknown } | null;
  const ruleSet = data?.ruleSet;
  if (typeof ruleSet !== "string" || !(CONTEST_RULE_SETS as readonly string[]).includes(ruleSet)) return null;
  return { ruleSet: ruleSet as ContestRuleSet, attack: data?.attack === true };
}

/** The form, built from localized text only (escaped: translations are data too). */
function formContent(): string {
  const text = (key: string) => foundry.utils.escapeHTML(game.i18n.localize(key));
  const options = offeredRuleSets()
    .map((id) => `<option value="${id}">${text(`INDIE_DICE.RuleSet.${id}`)}</option>`)
    .join("");
  return `<p>${text("INDIE_DICE.Contest.Start.Hint")}</p>
<div class="form-group"><label for="indie-dice-contest-rule-set">${text("INDIE_DICE.Contest.Start.RuleSet")}</label>
<div class="form-fields"><select id="indie-dice-contest-rule-set" name="ruleSet">${options}</select></div></div>
<div class="form-group"><label for="indie-dice-contest-attack">${text("INDIE_DICE.Contest.Start.Attack")}</label>
<div class="form-fields"><input type="checkbox" id="indie-dice-contest-attack" name="attack"></div>
<p class="hint">${text("INDIE_DICE.Contest.Start.AttackHint")}</p></div>`;
}
