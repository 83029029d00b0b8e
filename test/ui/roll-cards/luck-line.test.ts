import { describe, expect, it } from "vitest";
import german from "../../../lang/de.json";
import english from "../../../lang/en.json";
import { rollOf } from "../../../src/card-kinds/contest/core/contest-participants";
import { IndieDiceError } from "../../../src/core/errors";
import { kaiserCheckOdds } from "../../../src/rule-sets/kaiser/core/odds/check-odds";
import { kingdomsLuck } from "../../../src/rule-sets/kingdoms/core/luck";
import { luckOfRoll } from "../../../src/core/odds/luck-of";
import { testScoreOdds } from "../../../src/rule-sets/klepto/core/odds/score-odds";
import { type CardView } from "../../../src/ui/roll-cards/card-view";
import { kaiserCardModel, type KaiserCardInput } from "../../../src/rule-sets/kaiser/ui/card-model";
import { kingdomsCardModel } from "../../../src/rule-sets/kingdoms/ui/card-model";
import { kleptoCardModel } from "../../../src/rule-sets/klepto/ui/card-model";
import { ogsCardModel } from "../../../src/rule-sets/ogs/ui/card-model";
import { oldeCardModel } from "../../../src/rule-sets/olde/ui/card-model";
import { luckLine, safeLuckLine, type LuckField } from "../../../src/ui/roll-cards/luck-line";
import { contestRollLuck, contestCardModel } from "../../../src/card-kinds/contest/ui/contest-card-model";
import { createTranslator } from "../../../src/ui/translator";
import { CONTEST_FIXTURES, contestFixture } from "../../card-kinds/contest/ui/contest-card-fixtures";
import { englishTranslator as en, KAISER_CARDS, KINGDOMS_CARDS, KLEPTO_CARDS, OGS_CARDS, OLDE_CARDS } from "./fixtures";
import { must } from "../../kit";

const de = createTranslator("de", german, english);

/** Every outcome card fixture, with the model that draws it and the luck the core gives its judged roll. */
interface LuckCase {
  readonly id: string;
  readonly view: (showLuck?: boolean) => CardView & LuckField;
  readonly luck: number;
}

const checkOf = (judged: KaiserCardInput["judged"]) => ("check" in judged ? judged.check : judged);

const CASES: readonly LuckCase[] = [
  ...Object.entries(KAISER_CARDS).map(([name, input]) => ({
    id: `kaiser.${name}`,
    view: (showLuck?: boolean) => kaiserCardModel(showLuck === undefined ? input : { ...input, showLuck }, en),
    luck: luckOfRoll.kaiser(checkOf(input.judged)),
  })),
  ...Object.entries(OGS_CARDS).map(([name, input]) => ({
    id: `ogs.${name}`,
    view: (showLuck?: boolean) => ogsCardModel(showLuck === undefined ? input : { ...input, showLuck }, en),
    luck: luckOfRoll.ogs(input.judged),
  })),
  ...Object.entries(KINGDOMS_CARDS).map(([name, input]) => ({
    id: `kingdoms.${name}`,
    view: (showLuck?: boolean) => kingdomsCardModel(showLuck === undefined ? input : { ...input, showLuck }, en),
    luck: luckOfRoll.kingdoms(input.judged),
  })),
  ...Object.entries(KLEPTO_CARDS).map(([name, input]) => ({
    id: `klepto.${name}`,
    view: (showLuck?: boolean) => kleptoCardModel(showLuck === undefined ? input : { ...input, showLuck }, en),
    luck: luckOfRoll.klepto(input.judged),
  })),
  ...Object.entries(OLDE_CARDS).map(([name, input]) => ({
    id: `olde.${name}`,
    view: (showLuck?: boolean) => oldeCardModel(showLuck === undefined ? input : { ...input, showLuck }, en),
    luck: luckOfRoll.olde(input.judged),
  })),
];

describe("the luck line", () => {
  it("says where the result fell, in the player's language, with the exact luck beside it", () => {
    expect(luckLine(en, 0.87)).toEqual({ probability: 0.87, text: "Luckier than 87.0% of such rolls" });
    expect(luckLine(de, 0.87)).toEqual({ probability: 0.87, text: "Glücklicher als 87,0\u00a0% solcher Würfe" });
  });

  it("never says 0% or 100%: luck is never 0 or 1, however close", () => {
    expect(luckLine(en, 1e-13).text).toBe("Luckier than <0.1% of such rolls");
    expect(luckLine(en, 1 - 1e-13).text).toBe("Luckier than >99.9% of such rolls");
    expect(luckLine(en, 1 - 1e-13).probability).toBe(1 - 1e-13);
  });
});

describe("outcome cards with showLuck", () => {
  it.each(CASES)("$id: no luck unless asked; asked, the luck of its own judged roll", ({ view, luck }) => {
    const plain = view();
    expect(plain).not.toHaveProperty("luck");
    expect(view(false)).toEqual(plain);
    const lucky = view(true);
    expect(lucky).toEqual({ ...plain, luck: luckLine(en, luck) });
    expect(luck).toBeGreaterThan(0);
    expect(luck).toBeLessThan(1);
  });

  it("Kaiser: a Fumble is the unluckiest check, luckier only than the other half of its own chance", () => {
    const judged = KAISER_CARDS.fumbleWithLevel.judged;
    const card = kaiserCardModel({ ...KAISER_CARDS.fumbleWithLevel, showLuck: true }, en);
    expect(card.luck?.probability).toBeCloseTo(kaiserCheckOdds(judged.check).pFumble / 2, 15);
    expect(card.luck?.text).toBe("Luckier than 1.4% of such rolls");
    // An opposed side is read by its check, not by the penalty that followed it.
    const opposed = kaiserCardModel({ ...KAISER_CARDS.fumbleOpposed, showLuck: true }, en);
    expect(opposed.luck).toEqual(card.luck);
  });

  it("Kaiser: an Open Roll that ran to the chain limit is luckier than >99.9%, never 100%", () => {
    expect(kaiserCardModel({ ...KAISER_CARDS.capped, showLuck: true }, en).luck?.text).toBe(
      "Luckier than >99.9% of such rolls",
    );
  });

  it("Kleptonomicon: a Critical Success is luckier than all but half its chance, whatever the Modifier", () => {
    const card = kleptoCardModel({ ...KLEPTO_CARDS.critSuccess, showLuck: true }, de);
    expect(card.luck?.probability).toBeCloseTo(1 - testScoreOdds({ modifier: -3 }).critSuccess / 2, 15);
    expect(card.luck?.text).toBe("Glücklicher als 97,5\u00a0% solcher Würfe");
  });

  it("an engine that refuses the roll's shape leaves the line out (null) rather than breaking the card", () => {
    const refused = () => kingdomsLuck(201, 7, 0);
    expect(refused).toThrow(IndieDiceError);
    expect(safeLuckLine(en, refused)).toBeNull();
    expect(() =>
      safeLuckLine(en, () => {
        throw new TypeError("a bug, not a refusal");
      }),
    ).toThrow(TypeError);
  });
});

describe("contest cards with showLuck", () => {
  const everyone = () => true;

  it.each(CONTEST_FIXTURES.map((fixture) => [fixture.id, fixture] as const))(
    "%s: each side's luck, once it has rolled",
    (_, { state, rolls }) => {
      const plain = contestCardModel({ state, rolls, mayRoll: everyone }, en);
      expect([plain.defender, ...plain.attackers].some((side) => "luck" in side)).toBe(false);
      const card = contestCardModel({ state, rolls, mayRoll: everyone, showLuck: true }, en);
      for (const side of [card.defender, ...card.attackers]) {
        const roll = rollOf(state, rolls, side.id);
        const luck = (side as LuckField).luck;
        expect(luck).toEqual(roll === null ? null : contestRollLuck(en, state.ruleSet, roll));
        if (luck) expect(luck.probability).toBeGreaterThan(0);
        if (luck) expect(luck.probability).toBeLessThan(1);
      }
      // Nothing else changes; the columns hold the same sides.
      const strip = (view: typeof card) =>
        JSON.parse(JSON.stringify(view, (key, value: unknown) => (key === "luck" ? undefined : value))) as unknown;
      expect(strip(card)).toEqual(strip(plain));
      expect(must(card.columns[0]).participants).toEqual(card.attackers);
    },
  );

  it("a Kaiser side that fumbled is read by its check: luckier than half the chance of a Fumble", () => {
    const { state, rolls } = contestFixture("Kaiser fumble loses despite the higher total");
    const card = contestCardModel({ state, rolls, mayRoll: everyone, showLuck: true }, en);
    const alice = card.attackers[0] as LuckField;
    expect(alice.luck?.probability).toBeCloseTo(kaiserCheckOdds({ kind: "skill", bonus: 12 }).pFumble / 2, 15);
  });

  it("shows no luck for a roll the viewer may not see: it would tell the roll apart as surely as its total", () => {
    const { state, rolls } = contestFixture("Kleptonomicon coin to the defender");
    const card = contestCardModel(
      { state, rolls, mayRoll: everyone, mayView: (id) => id !== "goblin", showLuck: true },
      en,
    );
    expect((card.defender as LuckField).luck).toBeNull();
    expect((card.attackers[0] as LuckField).luck).not.toBeNull();
  });
});
