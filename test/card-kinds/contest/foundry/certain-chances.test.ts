// @vitest-environment happy-dom
/**
 * Certain and impossible read as certain and impossible (docs/odds.md "Certain and impossible", issue 43), under both
 * profiles: a contest whose defender cannot win says "0.0%" for it, on the card's row and in its details, and the
 * attacker's certain win "100.0%" — never "<0.1%" from a rounding residue of the arithmetic. A roll that can fail
 * however rarely (every one of 22 dice a 1) reads ">99.9%" in its dialog and on its card, never "100.0%"; one that
 * cannot fail reads "100.0%", and its dialog's list says its failure "cannot happen".
 */
import { describe, expect, it } from "vitest";
import { drawCardAs, startCard, useContestTable, GM } from "../../../foundry/support/contests-harness";
import { api, changeField, part, rollButton, rollDialog, settle } from "../../../foundry/support/dialog-harness";

const table = useContestTable();

/** What a client's card says of each pairing's chances: in the row, and in the details. */
async function chancesOn(card: Awaited<ReturnType<typeof startCard>>) {
  const html = await drawCardAs(table, GM, card);
  const read = (selector: string) =>
    [...html.querySelectorAll<HTMLElement>(selector)].map((f) => [
      f.dataset.outcome,
      Number(f.dataset.probability),
      f.textContent?.trim(),
    ]);
  return {
    row: read(".indie-dice-contest-chances .indie-dice-contest-figure"),
    details: read(".indie-dice-card-details .indie-dice-contest-figure"),
  };
}

describe("certain and impossible on a contest card", () => {
  it(
    "2d6 + 12 against 2d6 (Dungeons of Olde): " +
      "the defender's win and the stalemate read 0.0%, the attacker's 100.0%",
    async () => {
      const card = await startCard(table, "olde", {
        attackers: { count: 2, faces: 6, adjustment: 12, unlimited: false },
        defender: { count: 2, faces: 6, adjustment: 0, unlimited: false },
      });
      await settle(10);
      const { row, details } = await chancesOn(card);
      expect(details).toEqual([
        ["attacker", 1, "Brunhild wins: 100.0%"],
        ["defender", 0, "Fafnir wins: 0.0%"],
        ["neither", 0, "Stalemate: 0.0%"],
      ]);
      expect(row).toEqual([
        ["attacker", 1, "100.0%"],
        ["defender", 0, "0.0%"],
        ["neither", 0, "stalemate 0.0%"],
      ]);
    },
  );

  it(
    "7d20 against 7d20 + 140, the mirror: " + "the attacker's win and the stalemate read 0.0%, the defender's 100.0%",
    async () => {
      const low = { count: 7, faces: 20, adjustment: 0, unlimited: false };
      const high = { count: 7, faces: 20, adjustment: 140, unlimited: false };
      const card = await startCard(table, "olde", { attackers: low, defender: high });
      await settle(10);
      const { details } = await chancesOn(card);
      expect(details).toEqual([
        ["attacker", 0, "Brunhild wins: 0.0%"],
        ["defender", 1, "Fafnir wins: 100.0%"],
        ["neither", 0, "Stalemate: 0.0%"],
      ]);
    },
  );
});

describe("certain and can-fail on a Kaiser check's dialog and card", () => {
  /** Fills the Kaiser dialog, reads its odds, rolls the given faces and reads the posted card's odds line. */
  async function kaiserCheck(fields: Record<string, string>, faces: number[]) {
    const pending = api().dialogs.open("kaiser", {});
    const dialog = await rollDialog();
    for (const [name, value] of Object.entries(fields)) await changeField(dialog, name, value);
    const figures = [...part(dialog, "odds").querySelectorAll<HTMLElement>(".indie-dice-figure[data-outcome]")];
    const shown = Object.fromEntries(figures.map((figure) => [figure.dataset.outcome, figure.textContent?.trim()]));
    table().foundry.scriptFaces(faces);
    rollButton(dialog).click();
    await pending;
    const message = table().foundry.messages.at(-1);
    const rendered = await table().foundry.renderMessage(message);
    const html =
      typeof rendered === "string" ? Object.assign(document.createElement("div"), { innerHTML: rendered }) : rendered;
    return { dialog: shown, card: html.querySelector<HTMLElement>(".indie-dice-odds")?.textContent?.trim() };
  }

  it(
    "a resistance check at Advantage 20 against 3 (it fails only when all 22 dice show 1): " + ">99.9%, never 100.0%",
    async () => {
      const { dialog, card } = await kaiserCheck(
        { kind: "resistance", advantages: "20", mode: "difficulty", difficulty: "3" },
        [6, 5, ...Array<number>(20).fill(2)],
      );
      expect(dialog.success).toMatch(/>99\.9%/);
      expect(dialog.failure).toMatch(/<0\.1%/);
      expect(card).toBe("Before the roll: >99.9% to succeed");
    },
  );

  it(
    "a characteristic check against 1 cannot fail: " + "100.0%, and its dialog's list says the failure cannot happen",
    async () => {
      const { dialog, card } = await kaiserCheck({ kind: "characteristic", mode: "difficulty", difficulty: "1" }, [4]);
      expect(dialog.success).toMatch(/100\.0%/);
      expect(dialog.failure).toBe("cannot happen");
      expect(card).toBe("Before the roll: 100.0% to succeed");
    },
  );
});
