/**
 * The Shadowrun 5e system in the Foundry double: what SR5-FoundryVTT 0.36.0 (a86d50d3; system.json:24-28 declares
 * Foundry 14.363 its minimum, 14 its maximum: v14 only) does as a world loads, for the part a module reading its test
 * dialog meets: the `s` die and SR5Roll (rolls.ts; src/module/hooks.ts registers them in CONFIG.Dice), CONFIG.Actor's
 * class (documents.ts), the world settings a test reads (src/module/settings.ts: `applyLimits`, default on, :26-33;
 * `HideGMOnlyChatContent`, default off, :119-126). Its words are the double's own English for the keys its templates
 * localize. The test and its dialog: success-test.ts, test-dialog.ts.
 */
import { isV14 } from "../../profile";
import { systemScript } from "../kit/script";
import type { Plain } from "../kit/data";
import { SR5Actor } from "./documents";
import { SR5Die, SR5Roll } from "./rolls";

export { SR5Actor };

export function shadowrun5eSystem(): Plain {
  if (!isV14()) throw new Error("Shadowrun 5e 0.36.0 declares Foundry 14.363 its minimum: it plays on v14");
  const compatibility = { minimum: "14.363", verified: "14.365", maximum: "14" };
  return { id: "shadowrun5e", title: "Shadowrun 5e", version: "0.36.0", compatibility };
}

const WORDS = {
  SR5: {
    Roll: "Roll",
    Dialogs: { Common: { Cancel: "Cancel" } },
    DicePool: "Dice Pool",
    Limit: "Limit",
    Threshold: "Threshold",
    BuyHits: "Buy Hits",
    PushTheLimit: "Push the Limit",
    Hits: "Hits",
    Glitch: "Glitch",
    CriticalGlitch: "Critical Glitch",
  },
};

export const installShadowrun5e = systemScript(WORDS, ({ config, game }) => {
  Object.assign(config.Dice.terms, { s: SR5Die });
  config.Dice.rolls.push(SR5Roll);
  Reflect.set(Object(config.Actor), "documentClass", SR5Actor);
  const world = (key: string, fallback: boolean) =>
    game.settings.register("shadowrun5e", key, { scope: "world", config: true, default: fallback, type: Boolean });
  world("applyLimits", true);
  world("HideGMOnlyChatContent", false);
});
