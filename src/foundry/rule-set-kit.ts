/**
 * What a rule set published in a module of its own builds with (docs/rule-set-authors.md "What to import: nothing at run time — the kit"): the
 * building blocks the five rule sets import from src/, handed to it as the registry's `kit` on the hook
 * `indie-dice.registerRuleSets`. A module imports nothing of Indie Dice at run time: it gets these very objects (the
 * registries its contest rule, card and Roll class meet are the module's own), whatever folder or route prefix the
 * two modules are served under. Adding a member is backward compatible; renaming or removing one raises
 * `RULE_SET_API_VERSION` (rule-set-package.ts).
 */
import { judgePairedRollOff, pairedRollOffRule } from "../card-kinds/contest/core/contest-roll-off";
import { verdict } from "../card-kinds/contest/core/contest";
import { IndieDiceError } from "../core/errors";
import { requireWithin } from "../core/limits";
import { refuseOthers, requireDice, requireFaces, requireNoArgument, termReading } from "../core/notation/term-checks";
import { IntDistribution } from "../core/odds/int-distribution";
import { luckIn } from "../core/odds/luck";
import { luckOfRoll } from "../core/odds/luck-of";
import { requestNumber } from "../card-kinds/request/core/request-spec";
import { decidedWords, higherTotal, rounds, stepText, tieAt } from "../card-kinds/contest/ui/contest-step-text";
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
import { formatWith } from "../ui/translator";
import { formulaChance, formulaDistribution } from "../core/formula/formula-distribution";
import { diceTermText } from "../core/formula/term-text";
import { naturalAtLeast, naturalAtMost, naturalChance, naturalRollOdds } from "../core/systems/natural-roll";
import { roundTotals } from "../core/systems/round-totals";
import { naturalRollOf } from "./dice/roll-terms";
import { rollOffInPairs } from "../card-kinds/contest/foundry/tie-break-pairs";
import { IndieRoll } from "./dice/rolls/indie-roll";
import { withStableName } from "./dice/stable-name";
import { withUserErrors } from "./errors";

/** The kit, one object: its members are the functions and classes of the files named above, the same instances. */
export const RULE_SET_KIT = Object.freeze({
  // The core: errors, limits, exact odds and luck, the notation's checks, contests' verdicts and roll-offs, request rows.
  IndieDiceError, requireWithin, IntDistribution, luckIn, luckOfRoll,
  refuseOthers, requireDice, requireFaces, requireNoArgument, termReading,
  verdict, judgePairedRollOff, pairedRollOffRule, requestNumber,
  // The views: the translator, the dialog's frame and fields, odds rows and charts, the outcome card's parts (its
  // buttons among them), the contest card's steps and a decided pairing's shared words.
  formatWith, startBuild, assembleView, numberField, oddsRow, chartView, distributionPoints,
  assembleCard, cardBanner, cardDie, withLuck, oddsLine, cardFollowUp, plain, stepText, higherTotal, rounds, tieAt, decidedWords,
  // Foundry: the Roll class to extend, its stable name, errors shown to the user, a tie-break rolled in pairs.
  IndieRoll, withStableName, withUserErrors, rollOffInPairs,
  // A game system's adapter (docs/systems.md "Systems from other modules"): exact odds of any formula in Foundry's
  // notation, a roll whose first die settles outcomes alone, round totals without a target, a live roll read as text.
  formulaDistribution, formulaChance, naturalRollOdds, naturalChance, naturalAtLeast, naturalAtMost, roundTotals, diceTermText, naturalRollOf,
});

/** The kit's type, what a rule set's module declares its use of (`import type`, erased from its script). */
export type RuleSetKit = typeof RULE_SET_KIT;
