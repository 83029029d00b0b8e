import { afterEach, describe, expect, it } from "vitest";
import { installIndieDice, type AdapterHarness } from "./setup";

let harness: AdapterHarness | undefined;
afterEach(() => harness?.foundry.uninstall());

describe("smoke", () => {
  it("2d6ko keeps both dice and opens a roll on double six", async () => {
    harness = installIndieDice();
    harness.foundry.scriptFaces([6, 6, 6, 2]);
    const roll = await new Roll("2d6ko + 3").evaluate();
    expect(roll.total).toBe(6 + 6 + 6 + 2 + 3);
  });
});
