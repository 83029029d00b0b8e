/**
 * The names that changed (docs/rule-set-authors.md "Names that changed"), read for one release: an entry a module
 * merged into the old interface is one of the new, which extends it, beside the example's own entry merged into the
 * new name (a type error here, at `npm run typecheck`, if either were lost), and a card chance a rule set gives
 * under the old member name is asked by the roll dialog.
 */
import "./index";
import { describe, expect, expectTypeOf, it } from "vitest";
import type { CardChances, RollSpecs } from "indie-dice-types";
import type { CoinsDialogSpec } from "../../../examples/coins/src/ui/types";
import { askedCardChance } from "../../../src/ui/card-chance-kinds";
import type { CardQuestions } from "../../../src/ui/dialogs/card-chances";
import type { DialogContest } from "../../../src/card-kinds/contest/ui/dialog-contest";
import type { RollRequests } from "../../../src/ui/dialogs/dialog-types";
import type { CoinsOldChance, CoinsOldSpec } from "./seams/old-names";
import { en } from "../../ui/dialogs/fixtures";
import { must } from "../../kit";

describe("the names that changed, read for one release", () => {
  it("RollSpecs and CardChances hold the entries merged into them and into their old names, RollRequests and CardQuestions", () => {
    expectTypeOf<RollSpecs["coins"]>().toEqualTypeOf<CoinsDialogSpec>();
    expectTypeOf<RollSpecs["coinsOld"]>().toEqualTypeOf<CoinsOldSpec>();
    expectTypeOf<CardChances["contest"]>().toEqualTypeOf<DialogContest>();
    expectTypeOf<CardChances["coinsOld"]>().toEqualTypeOf<CoinsOldChance>();
    // The merges through the package's name land in the interfaces of src that the package re-exports.
    expectTypeOf<RollRequests>().toEqualTypeOf<{ coinsOld: CoinsOldSpec }>();
    expectTypeOf<CardQuestions>().toEqualTypeOf<{ coinsOld: CoinsOldChance }>();
  });

  it("a card chance given as `cardQuestions` is asked and answered by the roll dialog", () => {
    const asked = must(askedCardChance({ coinsOld: { heads: 2 } }));
    expect(asked.answer(en, "coins", null)?.heading).toBe("2 heads");
  });
});
