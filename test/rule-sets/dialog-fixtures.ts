/**
 * Each rule set's dialog fixtures, exported by its own tests (test/rule-sets/<id>/ui/dialog-fixtures.ts), one line
 * each as src/rule-sets/built-in.ts registers the rule sets: the shared dialog tests look a rule set's up by id and name none.
 */
import type { RuleSetId } from "../../src/core/rule-set-types";
import type { RuleSetDialogFixtures } from "../ui/dialogs/fixtures";
import { must } from "../kit";
import { kaiserDialogFixtures } from "./kaiser/ui/dialog-fixtures";
import { kingdomsDialogFixtures } from "./kingdoms/ui/dialog-fixtures";
import { kleptoDialogFixtures } from "./klepto/ui/dialog-fixtures";
import { ogsDialogFixtures } from "./ogs/ui/dialog-fixtures";
import { oldeDialogFixtures } from "./olde/ui/dialog-fixtures";

const DIALOG_FIXTURES: readonly RuleSetDialogFixtures[] = [kaiserDialogFixtures, ogsDialogFixtures, kingdomsDialogFixtures, kleptoDialogFixtures, oldeDialogFixtures];

/** The dialog fixtures of this rule set, which every built-in rule set exports. */
export function dialogFixtures(ruleSet: RuleSetId): RuleSetDialogFixtures {
  return must(DIALOG_FIXTURES.find((fixtures) => fixtures.ruleSet === ruleSet), `${ruleSet}'s dialog fixtures`);
}
