/**
 * The Dungeon Crawl Classics system in the Foundry double: what foundryvtt-dcc/dcc 0.70.46 (78a62275; system.json:26-28
 * declares Foundry 14 its minimum, verified and maximum: v14 only) does as a world loads, for the part a module
 * reading its roll modifier dialog meets — CONFIG.DCC.DICE_CHAIN (config.js:354), `game.dcc.DiceChain`, the dialog's
 * partials preloaded at init (module/init-hook.mjs:111, 307-308). Its words are the double's own English for the keys
 * the dialog localizes (lang/en.json:632-651). The actors' sheets are not emulated: drivers open the dialog with the
 * terms `rollToHit` and `rollSpellCheck` build (driver.ts).
 */
import { ActorDouble } from "../../documents/actor";
import { isV14 } from "../../profile";
import type { Plain } from "../kit/data";
import { systemScript } from "../kit/script";
import type { SystemWorld } from "../kit/system-double";
import { bumpDie, DICE_CHAIN, RollModifierDialog } from "./roll-modifier";

export { RollModifierDialog };

/** A DCC actor (a Player or an NPC), its data as the system's model holds it. */
export class DccActor extends ActorDouble {}

export function dccSystem(): Plain {
  if (!isV14()) throw new Error("Dungeon Crawl Classics 0.70.46 declares Foundry 14 its minimum: it plays on v14");
  return { id: "dcc", title: "Dungeon Crawl Classics", version: "0.70.46", compatibility: { minimum: "14" } };
}

const WORDS = {
  DCC: {
    RollModifierTitle: "Roll Modifier",
    RollModifierRoll: "Roll",
    RollModifierDieTerm: "Die",
    RollModifierModifierTerm: "Modifier",
    RollModifierSpellburnTerm: "Spellburn",
    RollModifierCompoundTerm: "Modifier",
    RollModifierUpDiceChain: "+1D",
    RollModifierDownDiceChain: "-1D",
    RollModifierAddBonus: "+",
    RollModifierSubBonus: "-",
    RollModifierReset: "Reset",
    ActionDie: "Action Die",
    ToHit: "To Hit",
    Bonus: "Bonus",
    SpellCheck: "Spell Check",
  },
};

/** The dialog's template and the partials its terms name. */
const TEMPLATES = [
  "dialog-roll-modifiers",
  ...["die", "modifiers", "spellburn"].map((p) => `roll-modifier-partial-${p}`),
];

export const installDcc = (world: SystemWorld): void =>
  systemScript(WORDS, ({ config, game, templates }) => {
    Reflect.set(config, "DCC", { DICE_CHAIN });
    Reflect.set(game, "dcc", { DiceChain: { bumpDie } });
    void templates.loadTemplates(TEMPLATES.map((name) => `systems/dcc/templates/${name}.html`));
  })(world);
