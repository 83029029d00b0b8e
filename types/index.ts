/**
 * The rule-set authors' types: what a module that adds a rule set imports from Indie Dice, `import type` only
 * (docs/rule-set-authors.md "Types: the package indie-dice-types"). `npm run build:types` compiles Indie Dice's src to
 * declaration files in dist/types, with this list as their entry, and makes the folder the package
 * `indie-dice-types` (scripts/finish-types.mjs), which a rule set's module depends on by name (examples/coins/).
 * Each name's home stays in src/: this list only says which of them an author builds with.
 */

// The hook's registry, what it registers, and the kit it hands over.
export type { RuleSetKit } from "../src/foundry/rule-set-kit";
export type { RuleSetPackage } from "../src/foundry/rule-set-package";
export type { RuleSetRegistry } from "../src/foundry/rule-set-hook";

// The descriptors, one a layer (docs/architecture.md "Adding a rule set").
export type { CoreRuleSet } from "../src/core/rule-set";
export type { UiRuleSet } from "../src/ui/rule-set-types";
export type { FoundryRuleSet } from "../src/foundry/rule-set-types";
export type { RuleSetId } from "../src/core/rule-set-types";

// What a rule set extends by declaration merging: `declare module "indie-dice-types" { interface RuleSetTypes { … } }`.
export type { RuleSetTypes } from "../src/core/rule-set-types";
export type { ContestRules, ContestRulesOf, ContestRulesOfKinds, PairingOutcomeParts, RuleSetPairingSteps } from "../src/card-kinds/contest/core/contest-types";
export type { RuleSetNotationProblems, TermReadings } from "../src/core/notation/term-types";
export type { RollRequests } from "../src/ui/dialogs/dialog-types";
export type { CardInputs } from "../src/ui/rule-set-types";
export type { ContestChoices } from "../src/card-kinds/contest/ui/rule-set-contest";
export type { RuleSetSettingValues } from "../src/ui/world-settings";
export type { CardQuestions } from "../src/ui/dialogs/card-questions";
export type { RuleSetRollClasses } from "../src/foundry/types/rolls";
export type { RuleSetSideDieKinds } from "../src/foundry/types/side-dice";
export type { RuleSetApis, RuleSetCardApis } from "../src/foundry/types/indie-dice-api";

// The descriptors' parts: the core's.
export type { Limit } from "../src/core/limits";
export type { IntDistribution } from "../src/core/odds/int-distribution";
export type { ContestRule, ContestRulesPart, JointPlan, JointSide, PairingOddsRule, PairingOutcomePart, PairingRule } from "../src/card-kinds/contest/core/contest-rule";
export type { PairedRollOff } from "../src/card-kinds/contest/core/contest-roll-off";
export type { TieBreakDice } from "../src/card-kinds/contest/core/contest-types";
export type { RowJudgment } from "../src/card-kinds/request/core/row-types";
export type { TermContext } from "../src/core/notation/keep-modifiers";
export type { StepToken } from "../src/core/notation/modifier-tokenizer";
export type { RuleSetNotation } from "../src/core/notation/term-checks";
export type { RuleSetReading } from "../src/core/notation/term-types";

// The views'.
export type { Translator } from "../src/ui/translator";
export type { DialogContext, DialogModelDefinition, FormValues } from "../src/ui/dialogs/dialog-types";
export type { OddsRow, OddsView } from "../src/ui/odds/odds-view";
export type { RollCardFrame } from "../src/ui/roll-cards/card-frame";
export type { CardView } from "../src/ui/roll-cards/card-view";
export type { CardButtonLook } from "../src/ui/roll-cards/card-actions";
export type { LuckField, LuckOption } from "../src/ui/roll-cards/luck-line";
export type { ContestOptions, RuleSetContest } from "../src/card-kinds/contest/ui/rule-set-contest";
export type { RuleSetSetting, SettingValues } from "../src/ui/world-settings";

// Foundry's.
export type { RuleSetDieModifier } from "../src/foundry/term-results";
export type { SideDiceOf } from "../src/foundry/types/side-dice";
export type { RollCardButton } from "../src/foundry/chat/card-buttons";
