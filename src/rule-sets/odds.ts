/**
 * The exact-odds engine as the API offers it (`api.odds`): every rule set's exact distributions and the shared
 * arithmetic in one object, assembled from the modules that declare them. Each rule set's functions take the same
 * plain specs as its core mechanic. Here, above the rule sets' folders, not in src/core/odds: the core's odds are
 * what the rule sets build on.
 */
import { IntDistribution } from "../core/odds/int-distribution";
import { exactOdds } from "../core/odds/exact-odds";
import * as luckModule from "../core/odds/luck";
import * as luckOfModule from "../core/odds/luck-of";
import * as plainRollLuckModule from "../core/odds/plain-roll-luck";
import { kaiserCheckOdds } from "./kaiser/core/odds/check-odds";
import { kaiserDifficultyOdds } from "./kaiser/core/odds/difficulty-odds";
import { kaiserKeptPairOdds, keptPairTable, pairIndex, PAIR_TABLE_SIZE } from "./kaiser/core/odds/kept-pair";
import { kaiserOpenRollChain, ODDS_CUT } from "./kaiser/core/odds/open-roll-chain";
import { kaiserComparedTotals, kaiserOpposedOdds, rollOffAttackerChance } from "./kaiser/core/odds/opposed-odds";
import * as kaiserLuckModule from "./kaiser/core/luck";
import * as kingdomsDieOddsModule from "./kingdoms/core/odds/die-odds";
import * as kingdomsPoolOddsModule from "./kingdoms/core/odds/pool-odds";
import * as kingdomsOpposedOddsModule from "./kingdoms/core/odds/opposed-odds";
import * as kingdomsTwelvesOddsModule from "./kingdoms/core/odds/twelves-odds";
import * as kingdomsLuckModule from "./kingdoms/core/luck";
import * as kleptoKeptDieModule from "./klepto/core/odds/kept-die";
import * as kleptoScoreOddsModule from "./klepto/core/odds/score-odds";
import * as kleptoRangeOddsModule from "./klepto/core/odds/range-odds";
import * as kleptoContestOddsModule from "./klepto/core/odds/contest-odds";
import * as kleptoGroupOddsModule from "./klepto/core/odds/group-odds";
import * as kleptoLuckModule from "./klepto/core/luck";
import * as oldeDieOddsModule from "./olde/core/odds/die-odds";
import * as oldeRollOddsModule from "./olde/core/odds/roll-odds";
import * as oldeContestOddsModule from "./olde/core/odds/contest-odds";
import * as oldeLuckModule from "./olde/core/luck";
import * as ogsTotalOddsModule from "./ogs/core/odds/total-odds";
import * as ogsValueTableModule from "./ogs/core/odds/value-table";
import * as ogsOpposedOddsModule from "./ogs/core/odds/opposed-odds";
import * as ogsLuckModule from "./ogs/core/luck";

export const odds = {
  IntDistribution,
  kaiserKeptPairOdds,
  keptPairTable,
  pairIndex,
  PAIR_TABLE_SIZE,
  kaiserOpenRollChain,
  ODDS_CUT,
  kaiserCheckOdds,
  kaiserDifficultyOdds,
  kaiserComparedTotals,
  kaiserOpposedOdds,
  rollOffAttackerChance,
  ...kingdomsDieOddsModule,
  ...kingdomsPoolOddsModule,
  ...kingdomsOpposedOddsModule,
  ...kingdomsTwelvesOddsModule,
  ...kleptoKeptDieModule,
  ...kleptoScoreOddsModule,
  ...kleptoRangeOddsModule,
  ...kleptoContestOddsModule,
  ...kleptoGroupOddsModule,
  /** The name the API first gave the Kleptonomicon's Contest odds: macros written then call `api.odds.contestOdds`. */
  contestOdds: kleptoContestOddsModule.kleptoContestOdds,
  ...oldeDieOddsModule,
  ...oldeRollOddsModule,
  ...oldeContestOddsModule,
  ...ogsTotalOddsModule,
  ...ogsValueTableModule,
  ...ogsOpposedOddsModule,
  ...luckModule,
  ...luckOfModule,
  ...kaiserLuckModule,
  ...ogsLuckModule,
  ...kingdomsLuckModule,
  ...kleptoLuckModule,
  ...oldeLuckModule,
  exactOdds,
  ...plainRollLuckModule,
};
