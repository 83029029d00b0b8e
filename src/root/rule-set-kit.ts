/**
 * What a rule set published in a module of its own builds with (docs/rule-set-authors.md "What to import: nothing at
 * run time — the kit"): the building blocks the five rule sets import from src/, handed to it as the registry's `kit`
 * on the hook `indie-dice.registerRuleSets`. A module imports nothing of Indie Dice at run time: it gets these very
 * objects (the registries its contest rule, card and Roll class meet are the module's own), whatever folder or route
 * prefix the two modules are served under. Adding a member is backward compatible; renaming or removing one raises
 * `RULE_SET_API_VERSION` (rule-set-package.ts).
 */
import {
  judgePairedRollOff,
  pairedRollOffContinues,
  pairedRollOffRule,
  rollPairedRollOff,
} from "../card-kinds/contest/core/contest-roll-off";
import { SIDE_OF, verdict } from "../card-kinds/contest/core/contest";
import { IndieDiceError } from "../core/errors";
import { ADDITIVE, describeInput, isWithin, limit, limitError, requireWithin } from "../core/limits";
import {
  advantageIn,
  foreignModifier,
  readKeep,
  refuseOthers,
  requireDice,
  requireFaces,
  requireNoArgument,
  requireWholeArgument,
  termReading,
} from "../core/notation/term-checks";
import { IntDistribution } from "../core/odds/int-distribution";
import { luckIn } from "../core/odds/luck";
import { luckOfRoll } from "../core/odds/luck-of";
import { requestNumber } from "../card-kinds/request/core/request-spec";
import {
  decidedWords,
  higherTotal,
  outcomeWords,
  rounds,
  stepText,
  tieAt,
  winnerName,
} from "../card-kinds/contest/ui/contest-step-text";
import { assembleView, startBuild } from "../ui/dialogs/dialog-view";
import { numberField } from "../ui/dialogs/field-views";
import { chartView, distributionPoints } from "../ui/odds/distribution-chart";
import { oddsRow } from "../ui/odds/odds-view";
import { cardBanner } from "../ui/roll-cards/banner";
import { cardDie } from "../ui/roll-cards/card-die";
import { assembleCard } from "../ui/roll-cards/card-frame";
import { plain } from "../ui/roll-cards/card-text";
import { withLuck } from "../ui/roll-cards/luck-line";
import { oddsLine } from "../ui/roll-cards/odds-line";
import { cardFollowUp } from "../ui/roll-cards/card-actions";
import { formatCount, formatWith } from "../ui/translator";
import { formulaChance, formulaDistribution } from "../core/formula/formula-distribution";
import { diceTermText } from "../core/formula/term-text";
import {
  NO_NATURAL_RULES,
  naturalAndTotalChance,
  naturalAtLeast,
  naturalAtMost,
  naturalChance,
  naturalRollOdds,
  restFormula,
} from "../core/systems/natural-roll";
import { rememberedFormulaDistribution } from "../core/formula/formula-luck";
import { factIf } from "../core/systems/system-odds-types";
import { namedByRoll } from "../core/systems/rolled-choices";
import { sheetClickWatch } from "../foundry/systems/sheet-clicks";
import { dialogButtons } from "../foundry/systems/system-dialog-odds";
import { formatSigned } from "../ui/numbers";
import { alterFormula, maximizedTotal, topLevelDice, withCount } from "../core/damage/critical-formula";
import { NO_DAMAGE, chanceAtLeast, mapTotals, mixture, sumOf } from "../core/damage/damage-outcomes";
import { builtPart, targetAmounts, targetNumber, targetTypes } from "../core/damage/damage-question";
import { roundTotals } from "../core/systems/round-totals";
import { naturalRollOf } from "../foundry/dice/roll-terms";
import { rollOffInPairs } from "../card-kinds/contest/foundry/tie-break-pairs";
import { IndieRoll } from "../foundry/dice/rolls/indie-roll";
import { withStableName } from "../foundry/dice/stable-name";
import { withUserErrors } from "../foundry/errors";
import { array, boolean, integer, literal, nullable, object, optional, string } from "../core/schema";
import { CHAIN_LIMIT } from "../core/chain-limit";
import { isOneOf, requireList } from "../core/lists";
import { requireBoundedWhole } from "../core/mechanics/bounded-number";
import { cardError } from "../core/card-errors";
import { notationError } from "../core/notation/notation-errors";
import { requireTermWithin } from "../core/notation/term-limits";
import { isKeepOrDropKey } from "../core/notation/modifier-keys";
import { keptCount } from "../core/notation/keep-modifiers";
import { addend } from "../core/notation/addend";
import { oddsMemo } from "../core/odds/odds-memo";
import { UpperTails } from "../core/odds/upper-tails";
import { SummedChance, chanceThatCanFail } from "../core/odds/certainty";
import { SHAPES_KEPT } from "../core/odds/luck";
import { rollOf } from "../card-kinds/contest/core/contest-participants";
import { tieBreakContinues, tieBreakDie } from "../card-kinds/contest/core/contest-tie-break";
import { formatDecimal } from "../ui/percent";
import { formatList } from "../ui/lists";
import { chainText, compactJoin, faceList, signed, sumExpression } from "../ui/roll-cards/card-text";
import { note } from "../ui/dialogs/dialog-view";
import { checkboxField, selectField, stepperField, textareaField } from "../ui/dialogs/field-views";
import { FormReader } from "../ui/dialogs/form-reader";
import { assembleHead } from "../ui/roll-cards/card-frame";
import { outcomeWithDetail } from "../ui/roll-cards/banner";
import { cappedNote } from "../ui/roll-cards/capped-note";
import { boundedMemo } from "../ui/roll-cards/bounded-memo";
import { flipCoin } from "../core/random";
import { activeResults } from "../foundry/term-results";
import { savedModifier } from "../foundry/chat/roll-annotations";
import { rollAuxiliaryCoin, rootSideDie } from "../foundry/dice/auxiliary-coin";
import { SIDE_WAVE, diceSoNiceHasRoles, ownDieRoleId, withSideDieLook } from "../foundry/three-d";
import { notifyKey } from "../foundry/notify";
import { documentFromUuid } from "../foundry/foundry-documents";
import { isModeReadable, messageModeOf, tableDrawModeOption } from "../foundry/foundry-version";
import { pressCardButton } from "../foundry/chat/card-buttons";
import { ruleSetSetting } from "../foundry/settings";
import { defineDeprecatedNames, type MovedName } from "../core/deprecated-names";
import { warnOncePerName } from "../foundry/deprecated-names";
import {
  field,
  messageAboutToBeCreated,
  recordFromMessage,
  speakerIsGmsNpc,
  systemRules,
  systemSetting,
} from "../foundry/systems/system-reads";
import { documentFromUuidSync } from "../foundry/foundry-documents";
import {
  checkedRadio,
  eventElement,
  isElement,
  isFormElement,
  isInputElement,
  isSelectElement,
  shiftHeld,
} from "../ui/dom/elements";
import { faceChance, jointOutcomes, mixOutcomes, poolOutcomes, PoolOutcomes } from "../core/pools/pool-outcomes";
import { PUSHED, pushedOutcomes } from "../core/pools/pool-push";
import { narrativeCell, narrativeOutcomes } from "../core/pools/narrative-dice";
import { NARRATIVE_FIGURES, narrativeFigures } from "../core/pools/narrative-figures";
import { narrativeLabels } from "../ui/systems/narrative-labels";
import { explodingDice, sr5Outcomes, sr5Reading, sr6Outcomes, sr6Reading } from "../core/pools/shadowrun-dice";
import {
  bladeRunnerDie,
  bladeRunnerModify,
  forbiddenLandsPool,
  mutantYearZeroDie,
  mutantYearZeroPool,
  PUSH_WHEN_FAILED,
  stepPool,
  twilightDie,
  twilightAmmoDie,
  twilightModify,
  vaesenPool,
  yearZeroDieOf,
  yearZeroOutcomes,
  yearZeroPushable,
  yearZeroPushed,
  yearZeroPushOf,
} from "../core/pools/year-zero-dice";
import { yearZeroDiceOf, yearZeroRollOf } from "../foundry/systems/year-zero-roll";

/**
 * The kit's namespaces, one an area (docs/rule-set-authors.md "The kit's namespaces"): its members are the functions
 * and classes of the files named above, the same instances the five rule sets import. No namespace is named as one
 * of the card kit's (src/foundry/cards/card-kit.ts): `kit.rollCards` is a roll's card, the card kit's `cards` a card
 * kind's.
 */
const NAMESPACES = {
  /** A stored spec's or card state's schema, read back on every load (src/core/schema.ts). */
  schema: Object.freeze({ object, array, string, integer, boolean, literal, nullable, optional }),
  /** What a typed value may be, and the localized refusal when it is not: errors, limits, lists, a card's refusals. */
  limits: Object.freeze({
    IndieDiceError,
    requireWithin,
    limit,
    limitError,
    isWithin,
    describeInput,
    ADDITIVE,
    CHAIN_LIMIT,
    requireBoundedWhole,
    requireList,
    isOneOf,
    cardError,
  }),
  /**
   * The notation's term checks: its refusals, dice and faces, keep and advantage, whole arguments, addends, a term's
   * reading.
   */
  notation: Object.freeze({
    refuseOthers,
    requireDice,
    requireFaces,
    requireNoArgument,
    termReading,
    notationError,
    requireTermWithin,
    requireWholeArgument,
    readKeep,
    foreignModifier,
    advantageIn,
    isKeepOrDropKey,
    keptCount,
    addend,
  }),
  /**
   * Exact odds and luck: distributions, luck, a memo by arguments, upper tails, a chance that may fail, luck's kept
   * shapes.
   */
  odds: Object.freeze({
    IntDistribution,
    luckIn,
    luckOfRoll,
    oddsMemo,
    UpperTails,
    chanceThatCanFail,
    SummedChance,
    SHAPES_KEPT,
  }),
  /**
   * A contest: verdicts, sides, a side's roll, tie-breaks and roll-offs (rolled in pairs too), a pairing's steps and
   * words.
   */
  contests: Object.freeze({
    verdict,
    judgePairedRollOff,
    pairedRollOffRule,
    SIDE_OF,
    rollOf,
    tieBreakDie,
    tieBreakContinues,
    rollPairedRollOff,
    pairedRollOffContinues,
    rollOffInPairs,
    stepText,
    higherTotal,
    rounds,
    tieAt,
    decidedWords,
    winnerName,
    outcomeWords,
  }),
  /** A roll request's rows: a number the request fixed. */
  requests: Object.freeze({ requestNumber }),
  /**
   * Text in the reader's language: formats, counts, decimals, lists, signed numbers, sums, faces and chains of dice, a
   * plain figure.
   */
  text: Object.freeze({
    formatWith,
    formatCount,
    formatDecimal,
    formatList,
    formatSigned,
    signed,
    sumExpression,
    compactJoin,
    faceList,
    chainText,
    plain,
  }),
  /** The roll dialog: its frame, notes, fields and form reader, its odds rows and chart. */
  dialogs: Object.freeze({
    startBuild,
    assembleView,
    numberField,
    note,
    checkboxField,
    selectField,
    stepperField,
    textareaField,
    FormReader,
    oddsRow,
    chartView,
    distributionPoints,
  }),
  /**
   * A roll's card: its frame and head, banner, dice, luck and odds lines, an outcome with its detail, its buttons, the
   * capped-chain note, a bounded memo of judged views.
   */
  rollCards: Object.freeze({
    assembleCard,
    assembleHead,
    cardBanner,
    outcomeWithDetail,
    cardDie,
    withLuck,
    oddsLine,
    cardFollowUp,
    cappedNote,
    boundedMemo,
  }),
  /** Dice: a coin, a term's active results, a modifier saved on a term, an auxiliary coin rolled under a roll. */
  dice: Object.freeze({ flipCoin, activeResults, savedModifier, rollAuxiliaryCoin, rootSideDie }),
  /** The Roll class to extend, and its stable name. */
  rolls: Object.freeze({ IndieRoll, withStableName }),
  /** Dice So Nice: a side die's look and wave, own dice's roles. */
  threeD: Object.freeze({ SIDE_WAVE, withSideDieLook, diceSoNiceHasRoles, ownDieRoleId }),
  /**
   * Foundry across v13 and v14: errors shown to the user, a rule set's world setting, escaped notifications, documents
   * by UUID, a message's mode, a card's button pressed.
   */
  foundry: Object.freeze({
    withUserErrors,
    ruleSetSetting,
    notifyKey,
    documentFromUuid,
    isModeReadable,
    messageModeOf,
    tableDrawModeOption,
    pressCardButton,
  }),
  /**
   * A game system's adapter (docs/systems.md "Systems from other modules"): exact odds of any formula in Foundry's
   * notation (remembered, for a formula asked again), a roll whose first die settles outcomes alone (and together with
   * the total), round totals without a target, a live roll read as text; the figures' facts and choices named by the
   * roll taken; a system's reads, a sheet's clicks remembered for the dialog they open, a dialog's buttons.
   */
  systems: Object.freeze({
    formulaDistribution,
    formulaChance,
    rememberedFormulaDistribution,
    naturalRollOdds,
    naturalChance,
    naturalAndTotalChance,
    naturalAtLeast,
    naturalAtMost,
    NO_NATURAL_RULES,
    restFormula,
    roundTotals,
    factIf,
    namedByRoll,
    diceTermText,
    naturalRollOf,
    field,
    systemSetting,
    systemRules,
    messageAboutToBeCreated,
    recordFromMessage,
    speakerIsGmsNpc,
    documentFromUuidSync,
    yearZeroRollOf,
    yearZeroDiceOf,
    sheetClickWatch,
    dialogButtons,
  }),
  /**
   * Damage (docs/damage.md): a damage formula's dice changed for a critical, a total's outcomes summed, mixed and
   * read at a threshold, a part built from a system's rules and the target's numbers, types and amounts.
   */
  damage: Object.freeze({
    topLevelDice,
    alterFormula,
    withCount,
    maximizedTotal,
    NO_DAMAGE,
    mapTotals,
    sumOf,
    mixture,
    chanceAtLeast,
    builtPart,
    targetNumber,
    targetTypes,
    targetAmounts,
  }),
  /**
   * A dialog's elements as an adapter reads them: an element, an event's, a form, an input, a select, a checked radio,
   * Shift held.
   */
  dom: Object.freeze({
    isElement,
    eventElement,
    isFormElement,
    isInputElement,
    isSelectElement,
    checkedRadio,
    shiftHeld,
  }),
  /**
   * Pools of special dice (docs/pools.md): a pool's exact joint outcomes, a push as a second stage, and the dice of
   * Star Wars FFG and Genesys (with the figures a player reads off them and their words), the Year Zero family and
   * Shadowrun written in it.
   */
  pools: Object.freeze({
    poolOutcomes,
    jointOutcomes,
    mixOutcomes,
    PoolOutcomes,
    faceChance,
    pushedOutcomes,
    PUSHED,
    narrativeOutcomes,
    narrativeCell,
    narrativeFigures,
    NARRATIVE_FIGURES,
    narrativeLabels,
    yearZeroOutcomes,
    yearZeroPushed,
    PUSH_WHEN_FAILED,
    forbiddenLandsPool,
    vaesenPool,
    stepPool,
    twilightDie,
    twilightAmmoDie,
    twilightModify,
    bladeRunnerDie,
    bladeRunnerModify,
    yearZeroDieOf,
    yearZeroPushOf,
    yearZeroPushable,
    mutantYearZeroDie,
    mutantYearZeroPool,
    explodingDice,
    sr5Outcomes,
    sr5Reading,
    sr6Outcomes,
    sr6Reading,
  }),
};

/**
 * The kit's members before its namespaces (0.1.0), each now in one of them: kept one release as deprecated names
 * (docs/rule-set-authors.md "Names that changed"), each telling Foundry's compatibility warning once when read.
 */
const FLAT_MEMBERS = {
  IndieDiceError,
  requireWithin,
  IntDistribution,
  luckIn,
  luckOfRoll,
  refuseOthers,
  requireDice,
  requireFaces,
  requireNoArgument,
  termReading,
  verdict,
  judgePairedRollOff,
  pairedRollOffRule,
  requestNumber,
  formatWith,
  startBuild,
  assembleView,
  numberField,
  oddsRow,
  chartView,
  distributionPoints,
  assembleCard,
  cardBanner,
  cardDie,
  withLuck,
  oddsLine,
  cardFollowUp,
  plain,
  stepText,
  higherTotal,
  rounds,
  tieAt,
  decidedWords,
  IndieRoll,
  withStableName,
  withUserErrors,
  rollOffInPairs,
  formulaDistribution,
  formulaChance,
  naturalRollOdds,
  naturalChance,
  naturalAtLeast,
  naturalAtMost,
  roundTotals,
  diceTermText,
  naturalRollOf,
};

/** The namespaces renamed since: the roll card's parts were `kit.cards`, a name the card kit's card kinds have. */
const RENAMED_NAMESPACES = { cards: "rollCards" } as const;

/** The kit's old names, each a deprecated getter: the flat members, and the renamed namespaces. */
type DeprecatedKitNames = { readonly [Name in keyof typeof FLAT_MEMBERS]: (typeof FLAT_MEMBERS)[Name] } & {
  readonly [Old in keyof typeof RENAMED_NAMESPACES]: (typeof NAMESPACES)[(typeof RENAMED_NAMESPACES)[Old]];
};

/** Where an old flat member is now (`limits.IndieDiceError`): the namespace that holds the same instance. */
function namespaceOf(member: unknown): string {
  const found = Object.entries(NAMESPACES).find(([, namespace]) => Object.values(namespace).includes(member));
  if (!found) throw new Error(`Indie Dice | a flat kit member is in no namespace`);
  return found[0];
}

/**
 * The old names of a kit: each answers as before, and tells `onRead` the first time (src/foundry/deprecated-names.ts).
 */
function oldKitNames(): MovedName[] {
  const flat = Object.entries(FLAT_MEMBERS).map(([old, member]) => ({
    old,
    now: `${namespaceOf(member)}.${old}`,
    member: () => member,
  }));
  const renamed = Object.entries(RENAMED_NAMESPACES).map(([old, now]) => ({ old, now, member: () => NAMESPACES[now] }));
  return [...flat, ...renamed];
}

function assembleKit(): typeof NAMESPACES & DeprecatedKitNames {
  const kit = { ...NAMESPACES };
  defineDeprecatedNames<typeof kit, DeprecatedKitNames>(kit, oldKitNames(), warnOncePerName("registry.kit"));
  return Object.freeze(kit);
}

/** The kit, one frozen object of frozen namespaces by area; its old names answer, unlisted, for one release. */
export const RULE_SET_KIT = assembleKit();

declare module "../foundry/composition" {
  /** The kit's type, what a rule set's module declares its use of (`import type`, erased from its script). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the kit's members, merged into the layer's name
  interface RuleSetKit extends KitMembers {}
}

type KitMembers = typeof NAMESPACES & DeprecatedKitNames;
