/**
 * The game systems' views of the web odds calculator (docs/systems.md "In the web calculator"), one line each: each
 * system's folder declares its view (`ui/calculator.ts`: its page, and its answer), listed here in the order of the
 * page's tabs. The page's bundle holds the pages alone; the answers, which work the figures out with the engine, are
 * the systems' lazy script's (vite.site.config.ts `withoutSystemAnswers`, calculator/systems-chunk.ts).
 */
import { coc7Calculator } from "./coc7/ui/calculator";
import { daggerheartCalculator } from "./daggerheart/ui/calculator";
import { dnd5eCalculator } from "./dnd5e/ui/calculator";
import { pf2eCalculator } from "./pf2e/ui/calculator";
import { shadowdarkCalculator } from "./shadowdark/ui/calculator";
import { dragonbaneCalculator } from "./dragonbane/ui/calculator";
import { lancerCalculator } from "./lancer/ui/calculator";
import { alienrpgCalculator } from "./alienrpg/ui/calculator";
import { wod5eCalculator } from "./wod5e/ui/calculator";
import { wfrp4eCalculator } from "./wfrp4e/ui/calculator";
import { ironswornCalculator } from "./ironsworn/ui/calculator";
import { twodsixCalculator } from "./twodsix/ui/calculator";
import { starwarsffgCalculator } from "./starwarsffg/ui/calculator";
import { genesysCalculator } from "./genesys/ui/calculator";
import { shadowrun5eCalculator } from "./shadowrun5e/ui/calculator";
import { forbiddenLandsCalculator } from "./forbidden-lands/ui/calculator";
import { t2k4eCalculator } from "./t2k4e/ui/calculator";
import { shadowrun6EdenCalculator } from "./shadowrun6-eden/ui/calculator";
import { bladeRunnerCalculator } from "./blade-runner/ui/calculator";
import { vaesenCalculator } from "./vaesen/ui/calculator";
import { mutantYearZeroCalculator } from "./mutant-year-zero/ui/calculator";
import { sfrpgCalculator } from "./sfrpg/ui/calculator";
import { dccCalculator } from "./dcc/ui/calculator";
import { cyberpunkRedCalculator } from "./cyberpunk-red-core/ui/calculator";
import { bladesInTheDarkCalculator } from "./blades-in-the-dark/ui/calculator";
import { mothershipCalculator } from "./mothership/ui/calculator";

export const SYSTEM_CALCULATORS = [
  pf2eCalculator,
  daggerheartCalculator,
  coc7Calculator,
  dnd5eCalculator,
  shadowdarkCalculator,
  dragonbaneCalculator,
  alienrpgCalculator,
  wod5eCalculator,
  wfrp4eCalculator,
  ironswornCalculator,
  lancerCalculator,
  twodsixCalculator,
  starwarsffgCalculator,
  genesysCalculator,
  shadowrun5eCalculator,
  forbiddenLandsCalculator,
  t2k4eCalculator,
  shadowrun6EdenCalculator,
  bladeRunnerCalculator,
  vaesenCalculator,
  mutantYearZeroCalculator,
  sfrpgCalculator,
  dccCalculator,
  cyberpunkRedCalculator,
  bladesInTheDarkCalculator,
  mothershipCalculator,
] as const;
