// @vitest-environment happy-dom
/**
 * Certain and impossible read as certain and impossible (docs/odds.md "Certain and impossible", issue 43), under both
 * profiles: a contest whose defender cannot win says "0.0%" for it, on the card's row and in its details, and the
 * attacker's certain win "100.0%" — never "<0.1%" from a rounding residue of the arithmetic.
 */
import { describe, expect, it } from "vitest";
import { drawCardAs, startCard, useContestTable, GM } from "./contests-harness";
import { settle } from "./dialog-harness";

const table = useContestTable();

/** What a client's card says of each pairing's chances: in the row, and in the details. */
async function chancesOn(card: Awaited<ReturnType<typeof startCard>>) {
  const html = await drawCardAs(table, GM, card);
  const read = (selector: string) => [...html.querySelectorAll<HTMLElement>(selector)].map((f) => [f.dataset.outcome, Number(f.dataset.probability), f.textContent?.trim()]);
  return { row: read(".indie-dice-contest-chances .indie-dice-contest-figure"), details: read(".indie-dice-card-details .indie-dice-contest-figure") };
}

describe("certain and impossible on a contest card", () => {
  it("2d6 + 12 against 2d6 (Dungeons of Olde): the defender's win and the stalemate read 0.0%, the attacker's 100.0%", async () => {
    const card = await startCard(table, "olde", { attackers: { count: 2, faces: 6, adjustment: 12, unlimited: false }, defender: { count: 2, faces: 6, adjustment: 0, unlimited: false } });
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
  });

  it("7d20 against 7d20 + 140, the mirror: the attacker's win and the stalemate read 0.0%, the defender's 100.0%", async () => {
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
  });
});
