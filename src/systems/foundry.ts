/**
 * Every built-in game system adapter (docs/systems.md "An adapter"), one line each, registered in `init` on the hook's
 * registry as a module's own is, before any module's (src/foundry/systems/system-package.ts): imported once by the
 * module's entry and the tests' setup. Each is a function of the kit the registry hands over, written on the kit
 * alone as a module's adapter is (docs/systems.md "Systems from other modules").
 */
import { builtInSystem } from "../foundry/systems/system-registry";
import { dnd5eSystem } from "./dnd5e/foundry";
import { coc7System } from "./coc7/foundry";
import { shadowdarkSystem } from "./shadowdark/foundry";
import { daggerheartSystem } from "./daggerheart/foundry";
import { pf2eSystem } from "./pf2e/foundry";
import { dragonbaneSystem } from "./dragonbane/foundry";
import { alienSystem } from "./alienrpg/foundry";
import { wod5eSystem } from "./wod5e/foundry";
import { wfrp4eSystem } from "./wfrp4e/foundry";
import { ironswornSystem } from "./ironsworn/foundry";
import { lancerSystem } from "./lancer/foundry";
import { twodsixSystem } from "./twodsix/foundry";
import { ffgSystem } from "./starwarsffg/foundry";
import { genesysSystem } from "./genesys/foundry";
import { shadowrun5eSystem } from "./shadowrun5e/foundry";
import { forbiddenLandsSystem } from "./forbidden-lands/foundry";
import { mutantYearZeroSystem } from "./mutant-year-zero/foundry";
import { dccSystem } from "./dcc/foundry";
import { cyberpunkRedSystem } from "./cyberpunk-red-core/foundry";
import { bladeRunnerSystem } from "./blade-runner/foundry";
import { t2k4eSystem } from "./t2k4e/foundry";
import { shadowrun6EdenSystem } from "./shadowrun6-eden/foundry";
import { vaesenSystem } from "./vaesen/foundry";
import { sfrpgSystem } from "./sfrpg/foundry";
import { bladesInTheDarkSystem } from "./blades-in-the-dark/foundry";
import { mothershipSystem } from "./mothership/foundry";

builtInSystem(dnd5eSystem);
builtInSystem(coc7System);
builtInSystem(shadowdarkSystem);
builtInSystem(daggerheartSystem);
builtInSystem(pf2eSystem);
builtInSystem(dragonbaneSystem);
builtInSystem(alienSystem);
builtInSystem(wod5eSystem);
builtInSystem(wfrp4eSystem);
builtInSystem(ironswornSystem);
builtInSystem(lancerSystem);
builtInSystem(twodsixSystem);
builtInSystem(ffgSystem);
builtInSystem(genesysSystem);
builtInSystem(shadowrun5eSystem);
builtInSystem(forbiddenLandsSystem);
builtInSystem(mutantYearZeroSystem);
builtInSystem(dccSystem);
builtInSystem(cyberpunkRedSystem);
builtInSystem(bladeRunnerSystem);
builtInSystem(t2k4eSystem);
builtInSystem(shadowrun6EdenSystem);
builtInSystem(vaesenSystem);
builtInSystem(sfrpgSystem);
builtInSystem(bladesInTheDarkSystem);
builtInSystem(mothershipSystem);
