import { describe, expect, it } from "vitest";
import { boundedCache, boundedMemo, perObjectMemo } from "../../../src/ui/roll-cards/bounded-memo";

describe("remembering what cards work out", () => {
  it("a bounded cache keeps the last values used, drops the least recently used, and forgets on request", () => {
    const cache = boundedCache<number>(2);
    let computed = 0;
    const get = (key: string) => cache.get(key, () => ++computed);
    expect([get("a"), get("b"), get("a")]).toEqual([1, 2, 1]);
    get("c"); // "b" was used least recently: it goes
    expect([get("a"), get("b")]).toEqual([1, 4]);
    cache.forget("a");
    expect(get("a")).toBe(5);
  });

  it("a bounded memo works a key out once while it is kept", () => {
    const calls: string[] = [];
    const memo = boundedMemo(8, (key) => (calls.push(key), key.length));
    expect([memo("one"), memo("three"), memo("one")]).toEqual([3, 5, 3]);
    expect(calls).toEqual(["one", "three"]);
  });

  it("a per-object memo gives back the value for the same key, works it out again for another, and forgets", () => {
    const memo = perObjectMemo<string | null>();
    const roll = {};
    let computed = 0;
    const get = (key: string) => memo.get(roll, key, () => (++computed === 1 ? null : `v${computed}`));
    expect([get("en"), get("en")]).toEqual([null, null]);
    expect(get("de")).toBe("v2");
    memo.forget(roll);
    expect(get("de")).toBe("v3");
    expect(memo.get({}, "de", () => "other")).toBe("other");
  });
});
