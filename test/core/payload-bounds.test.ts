/**
 * The walk that measures what another client sent (src/core/payload-bounds.ts): it refuses what is past a limit
 * and takes no more steps than the limit allows, whatever it is given — counted by the entries it reads.
 */
import { describe, expect, it } from "vitest";
import {
  ID_QUERY_PAYLOAD,
  QUERY_PAYLOAD_LIMITS,
  queryPayloadLimit,
  POST_FLAGS_PAYLOAD,
  type PayloadLimit,
} from "../../src/core/limits";
import { payloadError, payloadProblem, requirePayloadWithin } from "../../src/core/payload-bounds";
import { must } from "../kit";

const SMALL: PayloadLimit = { maxChars: 100, maxDepth: 3 };

/** An array whose entries count the reads of them (a Proxy: the walk cannot tell it from an array). */
function countedArray(length: number, entry: unknown): { readonly array: unknown[]; readonly reads: () => number } {
  let reads = 0;
  const array = new Proxy(new Array<unknown>(length), {
    get(target, key, receiver) {
      if (typeof key === "string" && /^\d+$/.test(key)) {
        reads++;
        return entry;
      }
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return { array, reads: () => reads };
}

describe("payloadProblem", () => {
  it("accepts what a query really sends, within its limit", () => {
    expect(payloadProblem({ cardId: "a".repeat(16), messageId: "b".repeat(16) }, ID_QUERY_PAYLOAD)).toBeNull();
    expect(
      payloadProblem({ contestRoll: { cardId: "a".repeat(16), participantId: "b".repeat(16) } }, POST_FLAGS_PAYLOAD),
    ).toBeNull();
    const klepto = { modifier: 2, advantages: 1, disadvantages: 0, method: "coin", ranges: "x".repeat(2000) };
    const uuid = "Scene.sceneMain0000001.Token.heroToken0000001";
    const largest = {
      ruleSet: "klepto",
      attackers: Array(12).fill(uuid),
      defender: uuid,
      attack: false,
      kingdomsActive: "attacker",
      specs: { attackers: Array(12).fill(klepto), defender: klepto },
    };
    expect(payloadProblem(largest, queryPayloadLimit("indie-dice.startContest"))).toBeNull();
    expect(JSON.stringify(largest).length).toBeLessThan(must(QUERY_PAYLOAD_LIMITS.startContest).maxChars / 2);
  });

  it("counts at least the characters JSON writes, so a payload past the limit is refused", () => {
    for (const value of ["x".repeat(200), { key: "x".repeat(100) }, Array(60).fill(1), Array(30).fill(null)]) {
      expect(JSON.stringify(value).length).toBeGreaterThan(SMALL.maxChars);
      expect(payloadProblem(value, SMALL)).toEqual({ kind: "size" });
    }
  });

  it("reads no more entries of a million-entry array than the limit allows", () => {
    const { array, reads } = countedArray(1_000_000, "uuid");
    expect(payloadProblem(array, SMALL)).toEqual({ kind: "size" });
    expect(reads()).toBeLessThanOrEqual(SMALL.maxChars);
  });

  it("ends on a cyclic payload", () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    expect(payloadProblem(cyclic, { maxChars: 1_000_000, maxDepth: 1_000_000 })).toEqual({ kind: "size" });
    expect(payloadProblem(cyclic, SMALL)).toEqual({ kind: "depth" });
  });

  it("refuses nesting past the limit without recursing (a 100,000-deep array)", () => {
    let deep: unknown = [];
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(payloadProblem(deep, { maxChars: 10_000_000, maxDepth: 6 })).toEqual({ kind: "depth" });
    expect(payloadProblem([[[]]], SMALL)).toBeNull();
    expect(payloadProblem([[[[]]]], SMALL)).toEqual({ kind: "depth" });
  });

  it("refuses a key that reaches a prototype, as JSON.parse makes it (an own property)", () => {
    expect(payloadProblem(JSON.parse('{"cardId":"x","__proto__":{"isGM":true}}'), ID_QUERY_PAYLOAD)).toEqual({
      kind: "key",
      key: "__proto__",
    });
    expect(payloadProblem({ a: { constructor: 1 } }, SMALL)).toEqual({ kind: "key", key: "constructor" });
  });

  it("refuses what is no JSON value", () => {
    expect(payloadProblem({ f: () => 1 }, SMALL)).toEqual({ kind: "value" });
    expect(payloadProblem(10n, SMALL)).toEqual({ kind: "value" });
  });

  it("names each problem in a localized error", () => {
    expect(() => requirePayloadWithin("x".repeat(2000), ID_QUERY_PAYLOAD)).toThrow(/longer than 1024 characters/);
    expect(payloadError({ kind: "depth" }, SMALL).key).toBe("INDIE_DICE.Query.Error.TooDeep");
    expect(payloadError({ kind: "key", key: "__proto__" }, SMALL).message).toContain("__proto__");
    expect(payloadError({ kind: "value" }, SMALL).key).toBe("INDIE_DICE.Query.Error.NotData");
  });

  it("gives every other query the ids-only limit", () => {
    expect(queryPayloadLimit("indie-dice.recordContestRoll")).toBe(ID_QUERY_PAYLOAD);
    expect(queryPayloadLimit("indie-dice.toString")).toBe(ID_QUERY_PAYLOAD);
  });
});
