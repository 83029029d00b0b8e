/**
 * The authors' types: what a module that adds a rule set (docs/rule-set-authors.md "Types: the package
 * indie-dice-types") or a game system's adapter (docs/systems.md "Systems from other modules") imports from Indie
 * Dice, `import type` only. `npm run build:types` compiles Indie Dice's src to declaration files in dist/types, with
 * this list as their entry, and makes the folder the package `indie-dice-types` (scripts/finish-types.mjs), which
 * such a module depends on by name (examples/coins/, examples/toy-system/, examples/ready-check/).
 * Each name's home stays in src/: this list only says which of them an author builds with.
 */

// The hook's registry, what it registers, and the kit it hands over.
export type { RuleSetKit } from "../src/foundry/composition";
export type { RuleSetPackage } from "../src/foundry/rule-set-package";
export type { RuleSetRegistry } from "../src/foundry/rule-set-hook";

// The descriptors, one a layer (docs/architecture.md "Adding a rule set").
export type { CoreRuleSet } from "../src/core/rule-set";
export type { UiRuleSet } from "../src/ui/rule-set-types";
export type { FoundryRuleSet } from "../src/foundry/rule-set-types";
export type { RuleSetId } from "../src/core/rule-set-types";

// What a rule set extends by declaration merging: `declare module "indie-dice-types" { interface RuleSetTypes { … } }`.
export type { RuleSetTypes } from "../src/core/rule-set-types";
export type {
  ContestRules,
  ContestRulesOf,
  ContestRulesOfKinds,
  PairingOutcomeParts,
  RuleSetPairingSteps,
} from "../src/card-kinds/contest/core/contest-types";
export type { RuleSetNotationProblems, TermReadings } from "../src/core/notation/term-types";
export type { RollSpecs, RollRequests } from "../src/ui/dialogs/dialog-types";
export type { CardInputs } from "../src/ui/rule-set-types";
export type { ContestChoices } from "../src/card-kinds/contest/ui/rule-set-contest";
export type { RuleSetSettingValues } from "../src/ui/world-settings";
export type { CardChances, CardQuestions } from "../src/ui/dialogs/card-chances";
export type { RuleSetRollClasses } from "../src/foundry/types/rolls";
export type { RuleSetSideDieKinds } from "../src/foundry/types/side-dice";
export type { RuleSetApis, RuleSetCardApis } from "../src/foundry/types/indie-dice-api";
// Old names a rule set keeps answering to after a rename (`deprecatedOddsNames`, the API's deprecated members).
export type { DeprecatedOddsMembers, DeprecatedOddsNames, FlatOddsNames } from "../src/core/rule-set";
export type { DeprecatedApiMembers } from "../src/foundry/types/indie-dice-api";

// The descriptors' parts: the core's.
export type { Limit } from "../src/core/limits";
export type { IntDistribution } from "../src/core/odds/int-distribution";
export type {
  ContestRule,
  ContestRulesPart,
  JointPlan,
  JointSide,
  PairingOddsRule,
  PairingOutcomePart,
  PairingRule,
} from "../src/card-kinds/contest/core/contest-rule";
export type { PairedRollOff } from "../src/card-kinds/contest/core/contest-roll-off";
export type { TieBreakDice } from "../src/card-kinds/contest/core/contest-types";
export type { RowJudgment } from "../src/card-kinds/request/core/row-types";
export type { TermContext } from "../src/core/notation/keep-modifiers";
export type { StepToken } from "../src/core/notation/modifier-tokenizer";
export type { RuleSetNotation } from "../src/core/notation/term-checks";
export type { RuleSetReading } from "../src/core/notation/term-types";
// Errors' data, stored specs' schemas, coins and random sources, own dice, notation notes and keeps.
export type { MessageData } from "../src/core/errors";
export type { Check, VersionedSchema } from "../src/core/schema";
export type { CoinSide, RandomSource } from "../src/core/random";
export type { DieModel, OwnDie } from "../src/core/die-model";
export type { DieIncreaseNote, KeepSpec, OwnDieDenominations } from "../src/core/notation/term-types";
// Contests' and requests' state and rules as a rule set's contest rule and rows read them.
export type { TieBreakRule } from "../src/card-kinds/contest/core/contest-rule";
export type {
  ContestRollTypes,
  ContestSide,
  ContestState,
  PairingOutcome,
  PairingStep,
} from "../src/card-kinds/contest/core/contest-types";
export type { RowRules } from "../src/card-kinds/request/core/row-types";
// Who sees a kept roll, and saved rolls.
export type { Viewers } from "../src/core/roll-audience";
export type { RollPrivacy } from "../src/core/roll-privacy";
export type { SavedRoll } from "../src/core/saved-rolls/saved-roll-types";

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
// The dialogs' settings, notes, fields, card chances and numbers.
export type { DialogSettings, NoteView } from "../src/ui/dialogs/dialog-types";
export type { DialogSettingValues } from "../src/ui/world-settings";
export type { FieldFrame } from "../src/ui/dialogs/field-views";
export type { CardChanceView, CardChance } from "../src/ui/dialogs/card-chances";
export type { NumberLanguage } from "../src/ui/numbers";
// Odds charts' points and sources; a roll card's head, banner, dice, odds, effects and follow-ups.
export type { ChartPoint } from "../src/ui/odds/distribution-chart";
export type { DistributionSource } from "../src/ui/odds/odds-view";
export type { CardHead, CardHeadBody } from "../src/ui/roll-cards/card-frame";
export type {
  CardBanner,
  CardDiceRow,
  CardDie,
  CardEffect,
  CardFollowUp,
  CardOdds,
  CardTone,
  DieMark,
} from "../src/ui/roll-cards/card-view";
export type { DieParts } from "../src/ui/roll-cards/card-die";
export type { DisabledReason } from "../src/ui/roll-cards/disabled-reason";
// A contest's pairing as its card names and details it, and a choice's effect.
export type { ContestEffect, PairingDetailOf, PairingNames } from "../src/card-kinds/contest/ui/rule-set-contest";

// Foundry's.
export type { RuleSetDieModifier } from "../src/foundry/term-results";
export type { SideDiceOf } from "../src/foundry/types/side-dice";
export type { RollCardButton } from "../src/foundry/chat/card-buttons";
// Dice: the terms a rule set's modifiers read and mark, its Die classes, manual entry, side dice and 3D dice.
export type { RollableTerm, RuleSetMarks, TermExpansion, TermResult } from "../src/foundry/term-results";
export type { IndieDieClass } from "../src/foundry/dice/indie-die";
export type { RegisteredDice, RuleSetDieTerm } from "../src/foundry/dice/register-dice";
// Which of our keys a world gave ours (`api.dice.keys`), and what each yielded key went to.
export type { DiceKeys } from "../src/foundry/dice/world-keys";
export type { YieldedKey } from "../src/core/notation/world-keys";
export type { RuleSetDieClasses } from "../src/foundry/types/rolls";
export type { DiceEntryLabel, DiceEntryText, ManualEntry } from "../src/foundry/dice/dice-entry";
export type { SideDie } from "../src/foundry/types/side-dice";
export type { DiceSoNiceDie } from "../src/foundry/types/foundry-hooks";
// Chat: a roll's annotations and headline, the message as Indie Dice reads it, its mode, the queries.
export type { Annotation, TermData } from "../src/foundry/chat/roll-annotations";
export type { RollHeading } from "../src/foundry/chat/roll-headlines";
export type { ChatMessageView, MessageAuthor } from "../src/foundry/types/chat-message";
export type { MessageMode } from "../src/foundry/types/message-mode";
export type { QueryHandler } from "../src/foundry/types/queries";
// A contest's sides as the tokens and actors they come from.
export type { ContestSideInput } from "../src/foundry/types/sides";
export type { EntrantIds } from "../src/foundry/sides";
// A rule set's own card kind (`FoundryRuleSet.cardKinds`): its declaration, what the card chunk hands it, and the
// framework's parts it builds on (docs/cards.md "A card kind").
export type { CardKindDeclaration, CardKindParts, StartedCardKind } from "../src/foundry/types/card-kinds";
export type {
  CardActions,
  CardContext,
  CardKindMenu,
  CardPost,
  GMActions,
  PendingRoll,
} from "../src/foundry/cards/card-kind";
export type { CardRollPrompt } from "../src/foundry/cards/card-roll";
export type { RollingKindParts } from "../src/foundry/cards/rolling-card-kind";
export type { CardKit } from "../src/foundry/cards/card-kit";

// A game system's adapter (docs/systems.md "Systems from other modules"): the registry the hook
// `indie-dice.registerSystems` hands, the adapter it registers and every part of it.
export type { SystemRegistry } from "../src/foundry/systems/system-package";
export type {
  SystemAdapter,
  SystemDialog,
  SystemDialogReading,
  SystemOpener,
  SystemPanel,
  SystemPlaces,
  SystemRollMessage,
  SystemRolls,
  SystemWatch,
  SystemWrap,
} from "../src/foundry/systems/system-adapter";
export type {
  SystemChoice,
  SystemExtra,
  SystemOdds,
  SystemOutcome,
  SystemTotalRow,
} from "../src/core/systems/system-odds-types";
export type { SystemLabels } from "../src/ui/systems/system-odds-view";
// What the kit's engine takes and hands an adapter: a formula's exact distribution, its comparisons, a natural roll.
export type { FormulaCompare, FormulaDistribution } from "../src/core/formula/formula-distribution-types";
export type { NaturalRoll, NaturalRules } from "../src/core/systems/natural-roll";
export type { SummedChance } from "../src/core/odds/certainty";
// Damage (docs/damage.md): a system's damage rolls, targets and rules, and the outcomes the kit's `damage` reads.
export type { SystemDamage, SystemDamageRoll, SystemDamageTarget } from "../src/core/systems/system-damage-types";
export type { DamageBranch, DamageOutcomes } from "../src/core/damage/damage-outcomes";
export type { CriticalRule, SystemDamageRules, TargetRule } from "../src/core/damage/damage-question";
export type {
  BuiltPart,
  DamageCritical,
  DamagePart,
  DamageTarget,
  RolledPart,
} from "../src/core/damage/damage-question-types";
export type { DiceTermSpec } from "../src/core/formula/dice-term";
// The kit's pools (docs/pools.md): a die, a pool, its joint outcomes, a push's policy, each game's pool and counters.
export type { Counts, Face, Outcome, Pool, PoolOutcomes, SpecialDie } from "../src/core/pools/pool-outcomes";
export type { PushPolicy } from "../src/core/pools/pool-push";
export type { NarrativeCounter, NarrativePool } from "../src/core/pools/narrative-dice";
export type { NarrativeSymbols } from "../src/core/pools/narrative-figures";
export type { ShadowrunCounter, ShadowrunPool } from "../src/core/pools/shadowrun-dice";
export type { LyingDie, StepSize, YearZeroCounter } from "../src/core/pools/year-zero-dice";
export type { YearZeroRollReading } from "../src/foundry/systems/year-zero-roll";
