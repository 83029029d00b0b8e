/**
 * A request is checked by its own module (src/card-kinds/request/foundry/request-check.ts) and its state goes straight
 * to its card: the modules on its way (the API's start, the check) borrow none of the saved rolls' (issue 76: they
 * borrowed `withCharacterNumbers` and `checkSavedSpec`), and the API's start hands the checked state to `postCard`.
 * A row's own numbers taken from its actor's one saved roll, when it is rolled, are the saved rolls' to give.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const KIND = join(import.meta.dirname, "../../../../src/card-kinds/request");

/** The modules a request's numbers pass through from `api.requests.start` to its card. */
const ON_THE_WAY = ["foundry/requests-api.ts", "foundry/request-check.ts"];

describe("a request's way to its card", () => {
  it("borrows no saved-rolls module", () => {
    const borrowing = ON_THE_WAY.filter((file) =>
      /from "[^"]*saved-rolls\//.test(readFileSync(join(KIND, file), "utf8")),
    );
    expect(borrowing).toEqual([]);
  });

  it("posts the state its own check returns", () => {
    const api = readFileSync(join(KIND, "foundry/requests-api.ts"), "utf8");
    expect(api).toContain("postCard(kind, checkedRequest(kind, options))");
  });
});
