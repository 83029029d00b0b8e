/**
 * A formula request's card (docs/cards.md "Requests for any system"): what it asks in words, the target and every
 * chance kept from a player when the GM hides the target, a row's formula with its character's numbers for its
 * owners and the GM, and a row whose character lacks an `@` path showing that error while the others keep theirs.
 */
import { describe, expect, it } from "vitest";
import english from "../../../../lang/en.json";
import { IndieDiceError } from "../../../../src/core/errors";
import { startRequest } from "../../../../src/card-kinds/request/core/request-state";
import { requestCardModel, type RequestRowFacts } from "../../../../src/card-kinds/request/ui/request-card-model";
import { createTranslator } from "../../../../src/ui/translator";
import { WORLD_DEFAULTS } from "../../../ui/dialogs/fixtures";
import { must } from "../../../kit";

const en = createTranslator("en", english);

function request(options: Record<string, unknown> = {}) {
  return startRequest({
    ruleSet: "formula",
    spec: { formula: "1d20 + @abilities.dex.mod", target: 15 },
    question: "everyone",
    rows: [0, 1, 2].map((index) => ({ id: `row${index}`, actorUuid: `Actor.a${index}`, name: `Hero ${index}` })),
    ...options,
  });
}

describe("a formula request's card", () => {
  const facts = (overrides: Partial<RequestRowFacts> = {}): RequestRowFacts => ({
    judgment: null,
    chance: 0.45,
    mayView: true,
    mayRoll: false,
    owns: false,
    seesNumbers: false,
    ...overrides,
  });

  it("says what it asks; a player with the target hidden reads neither the target nor any chance", () => {
    const state = request({ showDifficulty: false });
    const all = Object.fromEntries(state.participants.map((row) => [row.id, facts({ resolved: "1d20 + 3" })]));
    const gm = requestCardModel({ state, settings: WORLD_DEFAULTS, facts: all, viewerIsGM: true }, en);
    expect(gm.title).toBe("Roll request: Any formula");
    expect(gm.asked).toBe("1d20 + @abilities.dex.mod, at least 15");
    expect(must(gm.rows[0]).formula).toBe("1d20 + 3");
    const player = requestCardModel({ state, settings: WORLD_DEFAULTS, facts: all, viewerIsGM: false }, en);
    expect(player.asked).toBe("1d20 + @abilities.dex.mod, target hidden");
    expect(JSON.stringify(player)).not.toMatch(/15|45\.0/);
    // A row's formula with its character's numbers is for its owners and the GM.
    expect(must(player.rows[0]).formula).toBeNull();
  });

  it(
    "a row whose character lacks the path shows its error; " +
      "the group's chance waits for it, the other rows keep theirs",
    () => {
      const state = request();
      const error = new IndieDiceError("INDIE_DICE.Error.Expression.Missing", { path: "@abilities.dex.mod" });
      const view = requestCardModel(
        {
          state,
          settings: WORLD_DEFAULTS,
          facts: {
            row0: facts(),
            row1: facts({ chance: null, error: { key: error.key, data: error.data } }),
            row2: facts({ chance: 0.55 }),
          },
          viewerIsGM: true,
        },
        en,
      );
      expect(view.rows.map((row) => row.error)).toEqual([
        null,
        "@abilities.dex.mod is not in this character's data.",
        null,
      ]);
      expect(view.rows.map((row) => row.chance?.text ?? null)).toEqual(["45.0%", null, "55.0%"]);
      expect(view.groupChance).toBeNull();
    },
  );
});
