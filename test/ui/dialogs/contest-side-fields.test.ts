/**
 * A contest side's dialog (DialogContext.inContest): the other side is the opposition, so the fields that give a
 * lone roll its own — Kaiser's mode, difficulty and opponent's value, the OGS difficulty, the Dungeons of Olde
 * target — are left out, and the roll carries none of them, whatever the form held. The rest is unchanged.
 */
import { describe, expect, it } from "vitest";
import { DIALOG_MODELS } from "../../../src/ui/dialog-models";
import { type FormValues } from "../../../src/ui/dialogs/dialog-types";
import { type RuleSetId } from "../../../src/core/rule-set-types";
import { contextWith, RULE_SETS } from "./fixtures";
import { dialogFixtures } from "../../rule-sets/fixtures";

function views(ruleSet: RuleSetId, form: FormValues) {
  const model = DIALOG_MODELS[ruleSet];
  const full = { ...model.defaults(contextWith().settings), ...form };
  return {
    alone: model.build(full, contextWith()),
    inContest: model.build(full, { ...contextWith(), inContest: true }),
  };
}

const names = (view: { fields: readonly { name: string }[] }) => view.fields.map((field) => field.name);

describe("a contest side's dialog leaves out a lone roll's own opposition", () => {
  it.each(RULE_SETS)("%s", (ruleSet) => {
    // Each rule set's lone roll and its own opposition, from its tests (test/rule-sets/<id>/ui/dialog-fixtures.ts).
    const { form, fields, request } = dialogFixtures(ruleSet).loneRoll;
    const { alone, inContest } = views(ruleSet, form);
    expect(names(inContest)).toEqual(names(alone).filter((name) => !fields.includes(name)));
    for (const name of fields) expect(names(alone)).toContain(name);
    for (const key of request) {
      expect(alone.spec).toHaveProperty(key);
      expect(inContest.spec).not.toHaveProperty(key);
    }
    // Everything else the roll says is the same.
    const rest = (value: object | null) =>
      Object.fromEntries(Object.entries(value ?? {}).filter(([key]) => !request.includes(key)));
    expect(rest(inContest.spec)).toEqual(rest(alone.spec));
    expect(inContest.canRoll).toBe(true);
  });

  it("a bad difficulty the contest side never sees does not stop its roll", () => {
    const { alone, inContest } = views("kaiser", { mode: "difficulty", difficulty: "x" });
    expect(alone.canRoll).toBe(false);
    expect(inContest.canRoll).toBe(true);
  });
});
