/**
 * Every text key shared code builds from a registered rule set's names (docs/rule-set-authors.md "The steps"): the
 * rule set's own name (`INDIE_DICE.RuleSet.<id>`), the label of the setting that offers it
 * (`Settings.Offer<Id>`, src/foundry/settings.ts), each tie-break kind's button, its waiting line and its dice
 * message (`Contest.TieBreak.<kind>`, `Contest.Awaiting.<kind>`, `Dice.TieBreak.<kind>`), each declared world
 * setting's label, each limit's refusal (`Error.Limit.<field>`) and each notation problem's
 * (`Error.Notation.<problem>`) — in every language, as Foundry merges it (Indie Dice's file, its rule sets' own
 * merged in by the build, then the example module's), for the five rule sets, the formula contest and the example
 * registered here (./index.ts). A key shared code builds and nobody wrote shows as the key itself on a card (or, in
 * another language than English, as English).
 */
import "./index";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { RULE_SET_IDS, listLimits } from "../../../src/core/rule-sets";
import { tieBreakKinds } from "../../../src/card-kinds/contest/core/contest-tie-break";
import { ruleSetSettings } from "../../../src/ui/rule-sets";
import { settingLabels } from "../../../src/ui/world-settings";
import { NOTATION_ERROR_PREFIX } from "../../../src/core/notation/notation-errors";
import { notationProblems } from "../../../src/core/notation/registered-notations";
import { LANGUAGE_CODES } from "../../../src/ui/languages";
import { mergedLanguage } from "../../../scripts/lang-files.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");

/** Every string of a language file by its dotted key. */
function flat(node: unknown, prefix = ""): Map<string, unknown> {
  if (typeof node !== "object" || node === null) return new Map([[prefix, node]]);
  return new Map(Object.entries(node).flatMap(([key, value]) => [...flat(value, prefix ? `${prefix}.${key}` : key)]));
}

/**
 * A language Indie Dice ships (src/ui/languages.ts; the example ships the same, its own test says) as Foundry merges it
 * with both modules active.
 */
function merged(lang: string): Map<string, unknown> {
  return new Map([
    ...flat(mergedLanguage(ROOT, lang)),
    ...flat(JSON.parse(readFileSync(join(ROOT, `examples/coins/lang/${lang}.json`), "utf8"))),
  ]);
}

/** The keys shared code builds from the registered names. */
function derivedKeys(): string[] {
  return [
    ...RULE_SET_IDS.map((id) => `INDIE_DICE.RuleSet.${id}`),
    ...RULE_SET_IDS.flatMap((id) => Object.values(settingLabels(`offer${id.charAt(0).toUpperCase()}${id.slice(1)}`))),
    ...tieBreakKinds().flatMap((kind) => [
      `INDIE_DICE.Contest.TieBreak.${kind}`,
      `INDIE_DICE.Contest.Awaiting.${kind}`,
      `INDIE_DICE.Dice.TieBreak.${kind}`,
    ]),
    ...ruleSetSettings().flatMap((setting) => Object.values(settingLabels(setting.key, setting))),
    ...listLimits().map(([, limit]) => `INDIE_DICE.Error.Limit.${limit.field}`),
    ...notationProblems().map((problem) => `${NOTATION_ERROR_PREFIX}.${problem}`),
  ];
}

describe("keys built from a registered rule set's names", () => {
  it("the example's names are among those walked: its id, its flip-off, its settings", () => {
    const keys = derivedKeys();
    expect(keys).toContain("INDIE_DICE.RuleSet.coins");
    expect(keys).toContain("INDIE_DICE.Contest.TieBreak.coinsFlipOff");
    expect(keys.filter((key) => key.includes("formulaAgain"))).toHaveLength(3);
    expect(keys.some((key) => /^INDIE_DICE\.Settings\.Coins/.test(key))).toBe(true);
    expect(keys).toContain("INDIE_DICE.Error.Limit.KaiserValue");
    expect(keys).toContain("INDIE_DICE.Error.Limit.CoinsCount");
    expect(keys).toContain("INDIE_DICE.Settings.OfferCoins.Name");
    expect(keys).toContain("INDIE_DICE.Error.Notation.OpenRollNeedsD6");
    expect(LANGUAGE_CODES).toHaveLength(13);
  });

  it.each(LANGUAGE_CODES)("each is written in %s, as a string", (lang) => {
    const strings = merged(lang);
    const missing = derivedKeys().filter((key) => typeof strings.get(key) !== "string");
    expect(missing).toEqual([]);
  });
});
