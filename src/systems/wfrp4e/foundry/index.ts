import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemAdapter } from "../../../foundry/systems/system-adapter";
import { wfrp4eDialog } from "./roll-dialog";
import { wfrp4eRolls } from "./test-messages";

/**
 * Warhammer Fantasy Roleplay 4e (docs/systems-wfrp4e.md): moo-man/WFRP4e-FoundryVTT 9.6.4 at 32897839, on the module
 * warhammer-lib 3.3.2 at bcb80ca4 (Foundry 14 only). Its roll dialog — one adapter for warhammer-lib's
 * WarhammerRollDialogV2 as the system subclasses it — gets the chance of success, failure and, on a test with a hit
 * location (or with the optional rule on every test), of a critical and a fumble, as its fields stand — for a
 * characteristic, a skill, a weapon, a trait and a prayer — and a spell's cast and channel, judged against its Casting
 * Number (spell-question.ts); each of those tests' messages keeps the chance it had, with the dialog or without
 * (test-messages.ts). Written on the kit alone (issue 86 item 6): what it uses of Indie Dice at run time is the kit the
 * registration hands over.
 */
export function wfrp4eSystem(kit: RuleSetKit): SystemAdapter {
  return { apiVersion: 1, id: "wfrp4e", dialogs: [wfrp4eDialog(kit)], rolls: wfrp4eRolls(kit) };
}
