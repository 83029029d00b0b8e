/**
 * The Shadowrun 6e system in the Foundry double: what shadowrun6-eden 4.0.7 (yjeroen/foundry-shadowrun6-eden at
 * d2c27e19; system.json:5 version, :19-21 compatibility 13 / 14.366 / 14) does as a world loads, for the part a
 * module reading its roll dialog meets: its Roll class in CONFIG.Dice.rolls (module/Shadowrun6.js registers
 * SR6Roll). Its words are the double's own English for the keys its template localizes. The dialog and the roll:
 * roll-dialog.ts, sr6-roll.ts.
 */
import { systemScript } from "../kit/script";
import type { Plain } from "../kit/data";
import { SR6Roll } from "./sr6-roll";

export function shadowrun6EdenSystem(): Plain {
  const compatibility = { minimum: "13", verified: "14.366", maximum: "14" };
  return { id: "shadowrun6-eden", title: "Shadowrun 6th Edition", version: "4.0.7", compatibility };
}

const WORDS = {
  shadowrun6: {
    roll: {
      edge: "Edge",
      configure: "Configure roll",
      threshold: "Threshold",
      modifier: "Modifier",
      "sustained-spell-modifier": "Sustaining modifier",
      "wound-modifier": "Wound modifier",
      extended: "Extended test",
      wilddie: "Wild die",
    },
    edge_boost: { none: "No Edge boost", add_edge_pool: "Add Edge to the pool (exploding sixes)" },
    rollType: { normal: "Roll" },
  },
};

export const installShadowrun6Eden = systemScript(WORDS, ({ config }) => {
  config.Dice.rolls.push(SR6Roll);
});
