/**
 * The game systems the table can play (`?system=<id>`), each one file of this folder. An address names one by its
 * `game.system.id` in any case (`?system=coc7` is CoC7's); any other address plays the table's own stand-in world.
 */
import { COC7 } from "./coc7";
import { DAGGERHEART } from "./daggerheart";
import { DND5E } from "./dnd5e";
import { PF2E } from "./pf2e";
import { SHADOWDARK } from "./shadowdark";
import { DRAGONBANE } from "./dragonbane";
import { ALIENRPG } from "./alienrpg";
import { WOD5E } from "./wod5e";
import { WFRP4E } from "./wfrp4e";
import { IRONSWORN } from "./ironsworn";
import { LANCER } from "./lancer";
import { TWODSIX } from "./twodsix";
import { STARWARSFFG } from "./starwarsffg";
import { GENESYS } from "./genesys";
import { SHADOWRUN5E } from "./shadowrun5e";
import { FORBIDDEN_LANDS } from "./forbidden-lands";
import { MUTANT_YEAR_ZERO } from "./mutant-year-zero";
import { SFRPG } from "./sfrpg";
import { DCC } from "./dcc";
import { CYBERPUNK_RED } from "./cyberpunk-red-core";
import { BLADES_IN_THE_DARK } from "./blades-in-the-dark";
import { T2K4E } from "./t2k4e";
import { SHADOWRUN6EDEN } from "./shadowrun6-eden";
import { BLADE_RUNNER } from "./blade-runner";
import { VAESEN } from "./vaesen";
import { MOTHERSHIP } from "./mothership";
import type { TableSystem } from "./table-system";

const TABLE_SYSTEMS: readonly TableSystem[] = [
  DND5E,
  PF2E,
  DAGGERHEART,
  COC7,
  SHADOWDARK,
  DRAGONBANE,
  ALIENRPG,
  WOD5E,
  WFRP4E,
  IRONSWORN,
  LANCER,
  TWODSIX,
  STARWARSFFG,
  GENESYS,
  SHADOWRUN5E,
  FORBIDDEN_LANDS,
  T2K4E,
  SHADOWRUN6EDEN,
  BLADE_RUNNER,
  VAESEN,
  MUTANT_YEAR_ZERO,
  SFRPG,
  DCC,
  CYBERPUNK_RED,
  BLADES_IN_THE_DARK,
  MOTHERSHIP,
];

/** The table's pieces of the system with this id (case aside), or null. */
export function tableSystem(id: string | null | undefined): TableSystem | null {
  const asked = id?.toLowerCase();
  return TABLE_SYSTEMS.find((system) => system.id.toLowerCase() === asked) ?? null;
}
