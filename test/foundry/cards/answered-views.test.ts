/**
 * A card's view is kept only while every live answer it was built with stays the same
 * (src/foundry/cards/answered-views.ts): an owner who loses an actor, or a roll revealed by the GM, gives a new view;
 * another key never shares one.
 */
import { describe, expect, it } from "vitest";
import { answeredViews } from "../../../src/foundry/cards/answered-views";

describe("answered views", () => {
  it("gives the view back while the answers are the same, and builds it again when one changes", () => {
    const views = answeredViews<string>(10);
    let owns = true;
    let builds = 0;
    const build = (ask: (question: () => boolean) => boolean) => {
      builds++;
      return ask(() => owns) ? "Roll button" : "no button";
    };
    expect(views("card:player", build)).toBe("Roll button");
    expect(views("card:player", build)).toBe("Roll button");
    expect(builds).toBe(1);
    owns = false;
    expect(views("card:player", build)).toBe("no button");
    expect(builds).toBe(2);
  });

  it("never gives one key's view for another", () => {
    const views = answeredViews<string>(10);
    expect(views("card:gm", () => "the GM's view")).toBe("the GM's view");
    expect(views("card:player", () => "the player's view")).toBe("the player's view");
    expect(views("card:gm", () => "built again")).toBe("the GM's view");
  });

  it("keeps the last few only", () => {
    const views = answeredViews<number>(2);
    views("a", () => 1);
    views("b", () => 2);
    views("c", () => 3);
    expect(views("a", () => 4)).toBe(4);
    expect(views("c", () => 5)).toBe(3);
  });
});
