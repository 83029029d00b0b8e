/**
 * Issue 18, point 5: every outcome card says what the roll was made against — the Kaiser and OGS difficulty, the
 * K&R DT, the Kleptonomicon Score Range the Score fell in, the Dungeons of Olde target — in the line under the
 * banner, not only inside the collapsed steps. A roll that answered no such question (a plain total, an opposed
 * side, a damage roll) has no such line.
 */
import { describe, expect, it } from "vitest";
import german from "../../../lang/de.json";
import english from "../../../lang/en.json";
import { judgeCheck } from "../../../src/rule-sets/kaiser/core/mechanics/check";
import { judgeDifficulty } from "../../../src/rule-sets/kaiser/core/mechanics/difficulty";
import { type CardView } from "../../../src/ui/roll-cards/card-view";
import { kaiserCardModel } from "../../../src/rule-sets/kaiser/ui/card-model";
import { kingdomsCardModel } from "../../../src/rule-sets/kingdoms/ui/card-model";
import { kleptoCardModel } from "../../../src/rule-sets/klepto/ui/card-model";
import { ogsCardModel } from "../../../src/rule-sets/ogs/ui/card-model";
import { oldeCardModel } from "../../../src/rule-sets/olde/ui/card-model";
import { createTranslator } from "../../../src/ui/translator";
import { englishTranslator as en, KAISER_CARDS, KINGDOMS_CARDS, KLEPTO_CARDS, OGS_CARDS, OLDE_CARDS } from "./fixtures";
import { compileRollCard } from "./render-card";
import { ROLL_CARD_TEMPLATE } from "./template-source";
import { freshDocument } from "../dom/fresh-document";
import { must } from "../../kit";

const de = createTranslator("de", german, english);
const render = compileRollCard(ROLL_CARD_TEMPLATE);

function drawn(view: CardView): HTMLElement {
  const host = freshDocument().createElement("div");
  host.innerHTML = render(view);
  return host.firstElementChild as HTMLElement;
}

describe("the target on every outcome card", () => {
  it("Kaiser: the total against the difficulty", () => {
    // The card: "Success — 4 DoS, 16" with no "vs 12".
    const view = kaiserCardModel(
      { formula: "2d6ko + 8", judged: judgeDifficulty(judgeCheck({ kind: "skill", bonus: 8 }, [5, 3]), 12) },
      en,
    );
    expect(view.banner.text).toBe("Success — 4 DoS");
    expect(view.target).toBe("Total 16 vs difficulty 12");
    expect(kaiserCardModel(KAISER_CARDS.failure, en).target).toBe("Total 9 vs difficulty 11");
    // A Fumble fails whatever the total, and still says what it was rolled against.
    expect(kaiserCardModel(KAISER_CARDS.fumbleWithLevel, en).target).toBe("Total 7 vs difficulty 8");
  });

  it("Kaiser: no target for a plain check or an opposed side (its contest card names the opponent)", () => {
    expect(kaiserCardModel(KAISER_CARDS.fumblePlain, en).target).toBeNull();
    expect(kaiserCardModel(KAISER_CARDS.opposed, en).target).toBeNull();
  });

  it("OGS: the total against the difficulty; an open (damage) roll has none", () => {
    expect(ogsCardModel(OGS_CARDS.success, en).target).toBe("Total 8 vs difficulty 8");
    expect(ogsCardModel(OGS_CARDS.fourStages, en).target).toBe("Total 16 vs difficulty 8");
    expect(ogsCardModel(OGS_CARDS.openRoll, en).target).toBeNull();
  });

  it("K&R: the dice rolled against the DT, above DT 11 too", () => {
    expect(kingdomsCardModel(KINGDOMS_CARDS.positive, en).target).toBe("4d12 vs DT 7");
    expect(kingdomsCardModel(KINGDOMS_CARDS.fewerDice, en).target).toBe("4d12 vs DT 7");
    expect(kingdomsCardModel(KINGDOMS_CARDS.marginOnly, en).target).toBe("3d12 vs DT 5");
    expect(kingdomsCardModel(KINGDOMS_CARDS.beyondEleven, en).target).toBe("4d12 vs DT 13");
  });

  it("Kleptonomicon: the Score Range the Score fell in, standard or custom", () => {
    expect(kleptoCardModel(KLEPTO_CARDS.mixed, en).target).toBe("Score 8 in [7..9]");
    expect(kleptoCardModel(KLEPTO_CARDS.low, en).target).toBe("Score 5 in [..6]");
    expect(kleptoCardModel(KLEPTO_CARDS.customRanges, en).target).toBe("Score 8 in [7..9]");
    // A Critical Success counts in the top range, whatever the Modifier.
    expect(kleptoCardModel(KLEPTO_CARDS.critSuccess, en).target).toBe("Score [10!] in [10..]");
    expect(kleptoCardModel(KLEPTO_CARDS.noEffect, en).target).toBe("Score 12: no Score Range covers it");
  });

  it("Dungeons of Olde: the total against the target when there is one", () => {
    expect(oldeCardModel(OLDE_CARDS.targetReached, en).target).toBe("Total 12 vs target 11");
    expect(oldeCardModel(OLDE_CARDS.targetMissed, en).target).toBe("Total 9 vs target 12");
    expect(oldeCardModel(OLDE_CARDS.unlimited, en).target).toBeNull();
  });

  it("in German, with numbers grouped and a true minus sign", () => {
    const big = judgeDifficulty(judgeCheck({ kind: "skill", bonus: 1_000_000 }, [5, 3]), -1_000_000);
    expect(kaiserCardModel({ formula: "2d6ko + 1000000", judged: big }, de).target).toBe(
      "Summe 1.000.008 gegen Schwierigkeit −1.000.000",
    );
    expect(kingdomsCardModel(KINGDOMS_CARDS.positive, de).target).toBe("4d12 gegen SS 7");
    expect(kleptoCardModel(KLEPTO_CARDS.mixed, de).target).toBe("Ergebnis 8 in [7..9]");
    expect(oldeCardModel(OLDE_CARDS.targetMissed, de).target).toBe("Summe 9 gegen Zielwert 12");
  });

  it("is drawn right under the banner, outside the collapsed steps", () => {
    const card = drawn(ogsCardModel(OGS_CARDS.fourStages, en));
    const target = card.querySelector(".indie-dice-target");
    expect(target?.textContent).toBe("Total 16 vs difficulty 8");
    expect(target?.closest("details")).toBeNull();
    expect(target?.previousElementSibling?.classList.contains("indie-dice-banner")).toBe(true);
    expect(drawn(ogsCardModel(OGS_CARDS.openRoll, en)).querySelector(".indie-dice-target")).toBeNull();
  });
});

describe("a Kaiser Fumble Level rolled later (issue 18, point 8)", () => {
  it("keeps the DoF in the headline once the level is rolled, and adds the level to it", () => {
    const before = kaiserCardModel(KAISER_CARDS.fumbleAwaitingLevel, en);
    const after = kaiserCardModel(KAISER_CARDS.fumbleWithLevel, en);
    expect(before.banner.text).toBe("Fumble — 1 DoF");
    expect(after.banner.text).toBe("Fumble — 1 DoF, Fumble Level 9");
    expect(kaiserCardModel(KAISER_CARDS.fumbleWithLevel, de).banner.text).toBe("Patzer – 1 MG, Patzerstufe 9");
  });

  it("shows the level's dice in a labelled row of their own, the check's dice row unchanged", () => {
    const before = kaiserCardModel(KAISER_CARDS.fumbleAwaitingLevel, en);
    const after = kaiserCardModel(KAISER_CARDS.fumbleWithLevel, en);
    expect(after.dice).toEqual(before.dice);
    expect(before.sideDice).toEqual([]);
    const card = drawn(after);
    expect(card.querySelectorAll(".indie-dice-dice .indie-dice-die")).toHaveLength(2);
    const row = must(card.querySelector(".indie-dice-side-dice"));
    expect(row.getAttribute("role")).toBe("group");
    expect(row.getAttribute("aria-label")).toBe("Fumble Level");
    expect(row.querySelector(".indie-dice-side-label")?.textContent).toBe("Fumble Level");
    expect([...row.querySelectorAll(".indie-dice-die")].map((die) => die.firstChild?.textContent)).toEqual(["4", "5"]);
    expect(row.querySelector(".indie-dice-side-total")?.textContent).toBe("= 9");
    // The check's total is still the check's: 1 + 1 + 5.
    expect(card.querySelector(".dice-total")?.textContent).toBe("7");
  });
});
