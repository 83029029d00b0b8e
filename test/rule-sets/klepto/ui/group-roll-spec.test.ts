/**
 * A Group Test hands each participant's request to the Kleptonomicon's dialog as its spec, and records what the dialog
 * rolled against that request (src/rule-sets/klepto/foundry/group-test/group-test-kind.ts). The two types must stay
 * one shape, and a request must come back from the dialog unchanged.
 */
import { describe, expect, expectTypeOf, it } from "vitest";
import type { GroupRollSpec } from "../../../../src/rule-sets/klepto/core/group-test/group-test-types";
import type { KleptoDialogSpec } from "../../../../src/rule-sets/klepto/ui/types";
import { DIALOG_MODELS } from "../../../../src/ui/dialog-models";
import { contextWith } from "../../../ui/dialogs/fixtures";
import { groupOf, type Member } from "../core/group-test-fixtures";

describe("a Group Test participant's request", () => {
  it("is the dialog's KleptoDialogSpec, both ways (checked by the typecheck)", () => {
    expectTypeOf<GroupRollSpec>().toEqualTypeOf<KleptoDialogSpec>();
    expectTypeOf<KleptoDialogSpec>().toEqualTypeOf<GroupRollSpec>();
  });

  it("comes back from the dialog unchanged, every field kept", () => {
    const members: Member[] = [
      { id: "plain" },
      {
        id: "every",
        modifier: -3,
        advantages: 2,
        disadvantages: 1,
        method: "d10ish",
        ranges: "[..5] caught, [6..] unseen",
      },
    ];
    const { state } = groupOf(members);
    const model = DIALOG_MODELS.klepto;
    const context = contextWith();
    for (const participant of state.participants) {
      const view = model.build(model.formFromSpec(participant.request, context.settings), context);
      expect(view.spec).toEqual(participant.request);
    }
    // Every field of the request was set to other than its default by one member, so a field the dialog dropped shows.
    expect(state.participants[1]?.request).toEqual({
      modifier: -3,
      advantages: 2,
      disadvantages: 1,
      method: "d10ish",
      ranges: "[..5] caught, [6..] unseen",
    });
  });
});
