import { describe, expect, it } from "vitest";
import { whoseRoll } from "../../src/core/whose-roll";

const token = (actor: string | null, id: string) => ({ actor, token: id });

describe("whose roll it is", () => {
  it("the one controlled token with an actor, before the assigned character", () => {
    expect(whoseRoll([token("rival", "t1")], "hero")).toEqual({ actor: "rival", token: "t1", reason: null });
  });

  it("several controlled tokens, or one whose actor is gone, leave it to the assigned character", () => {
    expect(whoseRoll([token("rival", "t1"), token("other", "t2")], "hero")).toEqual({
      actor: "hero",
      token: null,
      reason: null,
    });
    expect(whoseRoll([token(null, "t1")], "hero")).toEqual({ actor: "hero", token: null, reason: null });
  });

  it("nobody: the reason says whether several tokens or none were controlled", () => {
    expect(whoseRoll([], null)).toEqual({
      actor: null,
      token: null,
      reason: "INDIE_DICE.WhoseRoll.None",
      controlled: 0,
    });
    expect(whoseRoll([token("a", "t1"), token("b", "t2"), token("c", "t3")], null)).toMatchObject({
      reason: "INDIE_DICE.WhoseRoll.Several",
      controlled: 3,
    });
  });
});
