// @vitest-environment happy-dom
/**
 * The names that changed (docs/rule-set-authors.md "Names that changed"), read for one release: an entry a module
 * merged into the old interface is one of the new, which extends it, beside the example's own entry merged into the
 * new name (a type error here, at `npm run typecheck`, if either were lost), a card chance a rule set gives under the
 * old member name is asked by the roll dialog, and the toy, registered with its dialog model's and Roll factory's old
 * names (`formFromRequest`, a view's `request`, `fromRequest`: ./index.ts), opens its dialog and rolls; a configured
 * roll still carries the spec as `request`.
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
import { api, rollButton, rollDialog, shownOdds } from "../../foundry/support/dialog-harness";
import { draws, useContestTable, P1 } from "../../foundry/support/contests-harness";

const table = useContestTable();

describe("the names that changed, read for one release", () => {
  it(
    "RollSpecs and CardChances hold the entries merged into them and into their old names, " +
      "RollRequests and CardQuestions",
    () => {
      expectTypeOf<RollSpecs["coins"]>().toEqualTypeOf<CoinsDialogSpec>();
      expectTypeOf<RollSpecs["coinsOld"]>().toEqualTypeOf<CoinsOldSpec>();
      expectTypeOf<CardChances["contest"]>().toEqualTypeOf<DialogContest>();
      expectTypeOf<CardChances["coinsOld"]>().toEqualTypeOf<CoinsOldChance>();
      // The merges through the package's name land in the interfaces of src that the package re-exports.
      expectTypeOf<RollRequests>().toEqualTypeOf<{ coinsOld: CoinsOldSpec }>();
      expectTypeOf<CardQuestions>().toEqualTypeOf<{ coinsOld: CoinsOldChance }>();
    },
  );

  it("a card chance given as `cardQuestions` is asked and answered by the roll dialog", () => {
    const asked = must(askedCardChance({ coinsOld: { heads: 2 } }));
    expect(asked.answer(en, "coins", null)?.heading).toBe("2 heads");
  });

  it(
    "a rule set giving its dialog model's and Roll factory's " + "old names opens its dialog from a spec and rolls it",
    async () => {
      // 3 coins, at least 2 heads: 4 of the 8 faces sequences (HHT, HTH, THH, HHH).
      const pending = table().foundry.withClient(P1, () =>
        api().dialogs.configure("coins", { spec: { coins: 3, target: 2 } }),
      );
      const dialog = await rollDialog();
      expect(shownOdds(dialog)).toEqual({ success: 4 / 8 });
      rollButton(dialog).click();
      const configured = must(await pending);
      expect(configured.spec).toEqual({ coins: 3, target: 2 });
      // A macro written before reads the same spec under the old name.
      expect(configured.request).toBe(configured.spec);
      table().foundry.scriptUniform(draws([2, 2], [1, 2], [2, 2]));
      const { roll } = must(await table().foundry.withClient(P1, () => api().dialogs.post(configured)));
      expect([roll.formula, roll.total]).toEqual(["3d2cs>=2", 2]);
    },
  );
});
