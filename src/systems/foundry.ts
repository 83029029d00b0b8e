/**
 * Every built-in game system adapter (docs/systems.md "An adapter"), one line each, registered in `init` on the hook's
 * registry as a module's own is, before any module's (src/foundry/systems/system-package.ts): imported once by the
 * module's entry and the tests' setup.
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

builtInSystem(coc7System);
builtInSystem(dragonbaneSystem);
builtInSystem((kit) => ffgSystem(kit));
builtInSystem((kit) => genesysSystem(kit));
builtInSystem((kit) => shadowrun5eSystem(kit));
// Written on the kit alone (issue 84 item 5): built with the kit the registry hands over.
builtInSystem((kit) => forbiddenLandsSystem(kit));
builtInSystem((kit) => bladeRunnerSystem(kit));
builtInSystem((kit) => t2k4eSystem(kit));
builtInSystem((kit) => shadowrun6EdenSystem(kit));
builtInSystem((kit) => vaesenSystem(kit));
builtInSystem((kit) => mutantYearZeroSystem(kit));
builtInSystem((kit) => sfrpgSystem(kit));
builtInSystem((kit) => dccSystem(kit));
builtInSystem((kit) => cyberpunkRedSystem(kit));
builtInSystem((kit) => bladesInTheDarkSystem(kit));
builtInSystem((kit) => mothershipSystem(kit));
builtInSystem((kit) => lancerSystem(kit));
builtInSystem((kit) => ironswornSystem(kit));
builtInSystem((kit) => wfrp4eSystem(kit));
builtInSystem((kit) => wod5eSystem(kit));
builtInSystem((kit) => pf2eSystem(kit));
builtInSystem((kit) => dnd5eSystem(kit));
builtInSystem((kit) => daggerheartSystem(kit));
builtInSystem((kit) => shadowdarkSystem(kit));
builtInSystem((kit) => alienSystem(kit));
builtInSystem((kit) => twodsixSystem(kit));
