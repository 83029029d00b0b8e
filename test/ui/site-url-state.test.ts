/** The odds calculator's link (calculator/url-state.ts): what it holds, and what a damaged one falls back to. */
import { describe, expect, it } from "vitest";
import english from "../../lang/en.json";
import {
  CALCULATOR_VIEWS,
  decodeState,
  defaultCalculatorState,
  encodeState,
  fieldsAsText,
  isCardKindView,
  linkProblems,
  type CalculatorState,
} from "../../calculator/url-state";
import { CALCULATOR_CARD_KINDS } from "../../src/rule-sets/calculator";
import { choiceSettings, defaultPageSettings, textSettings, toggleSettings } from "../../calculator/world-settings";
import { RULE_SET_IDS } from "../../src/core/rule-sets";
import { startContestModel } from "../../src/card-kinds/contest/ui/start-contest-model";
import { LANGUAGE_CODES } from "../../src/ui/languages";
import { createTranslator } from "../../src/ui/translator";
import { must } from "../kit";
import { WORLD_DEFAULTS } from "./dialogs/fixtures";

const QUESTION: CalculatorState = {
  view: "contest",
  lang: "de",
  theme: "dark",
  settings: { ...defaultPageSettings(), kingdomsBasicRule: "positive", oldeUnlimitedByDefault: false },
  form: { ruleSet: "ogs", "a0.stat": "10", "d.flatBonus": "", ranges: "[..6] 1 Missile, [7..9] 2 & 3 = #ok" },
  panel: { attackers: "Ilsa Brandt, Tomas Reed", defender: "Grave Warden" },
};

describe("the calculator's link", () => {
  it("gives back the question it was made from", () => {
    expect(decodeState(encodeState(QUESTION))).toEqual(QUESTION);
    expect(decodeState(`#${encodeState(QUESTION)}`)).toEqual(QUESTION);
  });

  it("holds the Any formula tab's formula, target and comparison, a `+` and `@` included", () => {
    const formula: CalculatorState = {
      ...defaultCalculatorState("en", "light"),
      view: "formula",
      panel: { formula: "1d20 + @abilities.dex.mod", target: "-2.5", compare: "atMost" },
    };
    const fragment = encodeState(formula);
    expect(fragment).toContain("view=formula");
    expect(fragment).toContain("p.formula=1d20+%2B+%40abilities.dex.mod");
    expect(decodeState(fragment)).toEqual(formula);
    expect(linkProblems(fragment)).toEqual([]);
  });

  it("holds a game system's view and its fields, each system's view by the system's id", () => {
    // The systems' views, then the Damage view, which asks a damage question under their rules.
    expect(CALCULATOR_VIEWS.at(-1)).toBe("damage");
    const systems = [
      "pf2e",
      "daggerheart",
      "coc7",
      "dnd5e",
      "shadowdark",
      "dragonbane",
      "alienrpg",
      "wod5e",
      "wfrp4e",
      "ironsworn",
      "lancer",
      "twodsix",
      "starwarsffg",
      "genesys",
      "shadowrun5e",
      "forbidden-lands",
      "t2k4e",
      "shadowrun6-eden",
      "blade-runner",
      "vaesen",
      "mutant-year-zero",
      "sfrpg",
      "dcc",
      "cyberpunk-red-core",
      "blades-in-the-dark",
      "mothership",
    ];
    expect(CALCULATOR_VIEWS.slice(-systems.length - 1, -1)).toEqual(systems);
    const pf2e: CalculatorState = {
      ...defaultCalculatorState("en", "light"),
      view: "pf2e",
      panel: { modifier: "-2", dc: "", fate: "fortune" },
    };
    const fragment = encodeState(pf2e);
    expect(fragment).toContain("view=pf2e&");
    expect(fragment).toContain("p.modifier=-2&p.dc=&p.fate=fortune");
    expect(decodeState(fragment)).toEqual(pf2e);
    expect(linkProblems(fragment)).toEqual([]);
  });

  it("names only the settings that differ from the defaults, and never the odds switch", () => {
    const fragment = encodeState(QUESTION);
    expect(fragment).toMatch(/^v=1&view=contest&lang=de&theme=dark&/);
    expect(fragment).toContain("s.kingdomsBasicRule=positive");
    expect(fragment).toContain("s.oldeUnlimitedByDefault=false");
    expect(fragment).not.toMatch(/s\.(kaiserAdvantageMethod|kleptoCritMethod|showOdds)=/);
    expect(fragment).toContain("f.a0.stat=10");
    expect(fragment).toContain("p.defender=Grave+Warden");
  });

  it("falls back, field by field, on what it does not know", () => {
    const fallback = defaultCalculatorState("de", "dark");
    const state = decodeState(
      "view=poker&lang=pt&theme=neon&s.kaiserAdvantageMethod=best&s.showOdds=false&s." +
        "oldeUnlimitedByDefault=yes&f.=1&f.bonus=4&p.__proto__=x",
      fallback,
    );
    expect(state).toEqual({ ...fallback, form: { bonus: "4" } });
    expect(decodeState("", fallback)).toEqual(fallback);
  });

  it("holds each of the module's languages, and no other", () => {
    for (const lang of LANGUAGE_CODES) {
      const fragment = encodeState({ ...QUESTION, lang });
      expect(fragment).toContain(`lang=${encodeURIComponent(lang)}`);
      expect(decodeState(fragment)).toEqual({ ...QUESTION, lang });
      expect(linkProblems(fragment)).toEqual([]);
    }
    for (const other of ["pt", "PT-BR", "ja-JP", "zh"]) {
      expect(decodeState(`view=ogs&lang=${other}`, defaultCalculatorState("pl")).lang).toBe("pl");
      expect(linkProblems(`view=ogs&lang=${other}`)).toEqual([{ kind: "lang", value: other }]);
    }
  });

  it("refuses a hand-made link's outsized fields", () => {
    const ranges = `[..6] ${"x".repeat(1994)}`;
    const state = decodeState(
      `view=klepto&f.bonus=${"9".repeat(10_001)}&f.${"x".repeat(65)}=1&f.` +
        `ranges=${encodeURIComponent(ranges)}&f.modifier=2`,
    );
    expect(state.form).toEqual({ ranges, modifier: "2" });
  });

  it("writes a form's values as text: a checkbox as true or false, an empty number field as nothing", () => {
    expect(fieldsAsText({ bonus: 4, open: true, closed: false, empty: null, kind: "skill" })).toEqual({
      bonus: "4",
      open: "true",
      closed: "false",
      empty: "",
      kind: "skill",
    });
  });

  it(
    "offers every world setting the dialogs, requests and contests read, " +
      "Kaiser's tie rule and opposed-Fumble penalty among them, and no other",
    () => {
      const offered = [...choiceSettings(), ...textSettings(), ...toggleSettings()].map((setting) => setting.key);
      // The rule sets' settings the dialogs read, as each rule set's own dialog fixtures give them (WORLD_DEFAULTS).
      expect(offered.sort()).toEqual([...Object.keys(WORLD_DEFAULTS), "showOdds", "showLuck"].sort());
      for (const key of [
        "kaiserAdvantageMethod",
        "kaiserTieRule",
        "kaiserFumblePenalty",
        "kaiserOpposedFumble",
        "kingdomsBasicRule",
        "kleptoCritMethod",
        "oldeUnlimitedByDefault",
      ])
        expect(offered).toContain(key);
      // Each at a value other than its default: the link holds it and gives it back, with nothing to complain of.
      const settings = {
        ...defaultPageSettings(),
        kaiserTieRule: "roll-off",
        kaiserFumblePenalty: "1d6+1",
        kaiserOpposedFumble: "compared",
      } as const;
      const fragment = encodeState({ ...QUESTION, settings });
      for (const part of [
        "s.kaiserTieRule=roll-off",
        "s.kaiserFumblePenalty=1d6%2B1",
        "s.kaiserOpposedFumble=compared",
      ])
        expect(fragment).toContain(part);
      expect(decodeState(fragment).settings).toEqual(settings);
      expect(linkProblems(fragment)).toEqual([]);
      // A penalty Foundry's settings form would refuse (it does not parse, or asks for more dice than the limit) is
      // refused.
      for (const penalty of ["lots", "200d6"]) {
        const refused = `view=contest&s.kaiserFumblePenalty=${penalty}`;
        expect(decodeState(refused).settings.kaiserFumblePenalty).toBe("2d6");
        expect(linkProblems(refused)).toEqual([{ kind: "setting", value: `kaiserFumblePenalty=${penalty}` }]);
      }
    },
  );

  it(
    "asks a Kaiser contest under the d6 roll-off: " +
      "the trial's 44.4% / 55.6% (the defender takes ties) is 50% / 50%",
    () => {
      const i18n = createTranslator("en", english);
      const pairing = (fragment: string) => {
        const { settings } = decodeState(fragment);
        const view = startContestModel({
          ruleSets: RULE_SET_IDS,
          attackers: [{ name: "Ilsa Brandt" }],
          defender: { name: "Grave Warden" },
          form: {},
          settings,
          i18n,
        });
        return must(view.pairings[0]).figures;
      };
      // The Contest view's own question: one attacker, both sides' Kaiser skill checks at their defaults (the same
      // dice).
      const defender = pairing("view=contest&p.attackers=Ilsa+Brandt");
      expect(defender.map((figure) => figure.text)).toEqual(["Ilsa Brandt wins: 44.4%", "Grave Warden wins: 55.6%"]);
      // Both sides roll the same check, so each is the higher as often: h each, a tie 1 − 2h. The defender taking ties
      // gives h and 1 − h (the trial's figures); a d6 roll-off, rolled again on equal d6s, gives either side a tie half
      // the time: h + (1 − 2h) / 2 = 1/2 each, whatever h is.
      const link = "view=contest&s.kaiserTieRule=roll-off&p.attackers=Ilsa+Brandt";
      expect(linkProblems(link)).toEqual([]);
      const rollOff = pairing(link);
      expect(rollOff.map((figure) => figure.text)).toEqual(["Ilsa Brandt wins: 50.0%", "Grave Warden wins: 50.0%"]);
      for (const figure of rollOff) expect(figure.probability).toBeCloseTo(1 / 2, 12);
    },
  );

  it("names every part of a link it had to fall back on, and none for a link it reads whole or no link", () => {
    expect(linkProblems("")).toEqual([]);
    expect(linkProblems(`#${encodeState(QUESTION)}`)).toEqual([]);
    expect(linkProblems("#asdkjh%%%")).toEqual([{ kind: "unreadable", value: "asdkjh%%%" }]);
    expect(linkProblems("view=nonsense")).toEqual([{ kind: "view", value: "nonsense" }]);
    expect(linkProblems("v=2&view=ogs")).toEqual([{ kind: "version", value: "2" }]);
    expect(linkProblems("view=ogs&lang=fr-CA&theme=neon&s.kaiserAdvantageMethod=best&s.showOdds=false")).toEqual([
      { kind: "lang", value: "fr-CA" },
      { kind: "theme", value: "neon" },
      { kind: "setting", value: "kaiserAdvantageMethod=best" },
      { kind: "setting", value: "showOdds=false" },
    ]);
  });

  it("opens every view a link has named, in the buttons' order, and writes each back as it was", () => {
    // The views as the calculator listed them by hand, before the list was derived from what is registered: a link to
    // each still opens it, in the same order among the buttons; a rule set registered since adds its view beside them.
    const recorded = [
      "kaiser",
      "ogs",
      "kingdoms",
      "klepto",
      "olde",
      "contest",
      "group",
      "extended",
      "formula",
      "pf2e",
      "daggerheart",
      "coc7",
    ];
    expect(CALCULATOR_VIEWS.filter((view) => recorded.includes(view))).toEqual(recorded);
    // The game systems' views declared since (D&D 5e's, Shadowdark's, Dragonbane's, Alien RPG's, World of Darkness
    // 5e's, WFRP 4e's, Ironsworn's, Lancer's, Twodsix's, Star Wars FFG's, Shadowrun 5e's, Forbidden Lands', Genesys',
    // Shadowrun 6e's, Twilight 2000's, Blade Runner's, Vaesen's), after those.
    const declared = [
      "dnd5e",
      "shadowdark",
      "dragonbane",
      "alienrpg",
      "wod5e",
      "wfrp4e",
      "ironsworn",
      "lancer",
      "twodsix",
      "starwarsffg",
      "genesys",
      "shadowrun5e",
      "forbidden-lands",
      "t2k4e",
      "shadowrun6-eden",
      "blade-runner",
      "vaesen",
      "mutant-year-zero",
      "sfrpg",
      "dcc",
      "cyberpunk-red-core",
      "blades-in-the-dark",
      "mothership",
      // The Damage view (issue 83), drawn from the systems' parts of it, after them.
      "damage",
    ];
    expect(CALCULATOR_VIEWS.slice(-declared.length)).toEqual(declared);
    const views = [...RULE_SET_IDS, ...recorded.filter((view) => !RULE_SET_IDS.some((id) => id === view)), ...declared];
    expect([...CALCULATOR_VIEWS].sort()).toEqual([...views].sort());
    for (const view of views) {
      const fragment = `v=1&view=${view}&lang=en&theme=light`;
      expect(linkProblems(fragment)).toEqual([]);
      const state = decodeState(fragment, defaultCalculatorState("de", "dark"));
      expect(state).toEqual({ ...defaultCalculatorState("en", "light"), view });
      expect(encodeState(state)).toBe(fragment);
    }
  });

  it("reads the links the README gives whole", () => {
    const kingdoms = "#v=1&view=kingdoms&lang=de&theme=dark&s.kingdomsBasicRule=positive&f.pool=6&f.dice=4&f.dt=9";
    expect(linkProblems(kingdoms)).toEqual([]);
    expect(decodeState(kingdoms)).toEqual({
      ...defaultCalculatorState("de", "dark"),
      view: "kingdoms",
      settings: { ...defaultPageSettings(), kingdomsBasicRule: "positive" },
      form: { pool: "6", dice: "4", dt: "9" },
    });
    const formula = "#v=1&view=formula&p.formula=1d20%2B5&p.target=12&p.compare=atMost";
    expect(linkProblems(formula)).toEqual([]);
    expect(decodeState(formula)).toEqual({
      ...defaultCalculatorState(),
      view: "formula",
      panel: { formula: "1d20+5", target: "12", compare: "atMost" },
    });
  });

  it("has a view of each card kind the rule sets register with the calculator, by its name there, and no other", () => {
    expect(CALCULATOR_VIEWS.filter(isCardKindView)).toEqual(Object.keys(CALCULATOR_CARD_KINDS));
    expect(Object.keys(CALCULATOR_CARD_KINDS)).toEqual(["group", "extended"]);
    expect(["klepto", "contest", "formula", "pf2e", "toString", "__proto__"].filter(isCardKindView)).toEqual([]);
  });
});
