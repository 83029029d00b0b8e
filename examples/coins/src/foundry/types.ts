/**
 * The rule set's Foundry types, merged into Indie Dice's interfaces: every declaration merge of its foundry layer is in
 * this one file, as in each of Indie Dice's own rule sets (docs/architecture.md "Adding a rule set"). Types only:
 * nothing imports it; the program that checks the module reads it (tsconfig.json).
 */
import type { CoinsRollClass } from "./roll";

declare module "indie-dice-types" {
  interface RuleSetRollClasses {
    readonly coins: CoinsRollClass;
  }
}
