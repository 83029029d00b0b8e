/**
 * Every built-in game system adapter (docs/systems.md "An adapter"), one line each, registered as a module's own is
 * (src/foundry/systems/system-registry.ts): imported once by the module's entry and the tests' setup.
 */
import { registerSystemAdapter } from "../foundry/systems/system-registry";
import { dnd5eSystem } from "./dnd5e/foundry";
import { coc7System } from "./coc7/foundry";
import { shadowdarkSystem } from "./shadowdark/foundry";
import { daggerheartSystem } from "./daggerheart/foundry";
import { pf2eSystem } from "./pf2e/foundry";
import { dragonbaneSystem } from "./dragonbane/foundry";

registerSystemAdapter(dnd5eSystem);
registerSystemAdapter(coc7System);
registerSystemAdapter(shadowdarkSystem);
registerSystemAdapter(daggerheartSystem);
registerSystemAdapter(pf2eSystem);
registerSystemAdapter(dragonbaneSystem);
