import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  asciiLowerCase,
  segmentModifierText,
  splitModifierString,
  stepsOf,
  tokenizeModifierList,
  tokenizeModifierText,
} from "../../../src/core/notation/modifier-tokenizer";
import { dieModifierKeys, FOUNDRY_DIE_MODIFIER_KEYS, ourModifierKeys } from "../../../src/core/notation/modifier-keys";
import type { ModifierToken } from "../../../src/core/notation/modifier-tokenizer";

/** A compact view of tokens: "kh2" for a whole step, "kc+" for a compound part, "?ok" for ignored text. */
function view(tokens: readonly ModifierToken[]): string[] {
  return tokens.map((token) => {
    if (token.kind === "ignored") return `?${token.text}`;
    return token.compound ? `${token.text}+` : token.text;
  });
}

/* -------------------------------------------- */
/*  Oracles: Foundry's algorithm, as the brief  */
/*  describes it, written plainly with regexes  */
/* -------------------------------------------- */

const FOUNDRY_MODIFIER_REGEXP = /([A-z]+)([^A-z\s()+\-*/]+)?/g;

function foundryParse(text: string): string[] {
  return Array.from(text.matchAll(FOUNDRY_MODIFIER_REGEXP), (match) => match[0]);
}

/** The (command, modifier) calls Foundry's `_evaluateModifiers` makes for the requests. */
function foundryDispatch(requests: readonly string[], keys: readonly string[]): Array<[string, string]> {
  const table = new Set(keys);
  const longestFirst = [...keys].sort((a, b) => b.length - a.length);
  const calls: Array<[string, string]> = [];
  for (const request of requests) {
    let command = (request.match(/[A-z]+/) ?? [""])[0].toLowerCase();
    if (table.has(command)) {
      calls.push([command, request]);
      continue;
    }
    while (command) {
      const key = longestFirst.find((candidate) => command.startsWith(candidate));
      if (key === undefined) break;
      calls.push([key, key]);
      command = command.replace(key, "");
    }
  }
  return calls;
}

/** Any UTF-16 code unit, lone surrogates included. */
const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));

/** Text made mostly of the characters that matter: modifier letters, digits, operators, punctuation. */
const modifierishText = fc.string({
  unit: fc.constantFrom(..."kKoOrRcCpPhHlLdDxXiImnaevsf0123456789.,>=<_^`\\!@ +-*/()".split("")),
  maxLength: 24,
});

describe("the keys", () => {
  it("are ours plus Foundry's Die keys", () => {
    // Each rule set's own key, in the order the rule sets are registered (src/rule-sets/built-in.ts).
    expect(ourModifierKeys()).toEqual(["ko", "p", "kr", "kc"]);
    expect(dieModifierKeys()).toEqual([...FOUNDRY_DIE_MODIFIER_KEYS, "ko", "p", "kr", "kc"]);
    expect(FOUNDRY_DIE_MODIFIER_KEYS).toContain("kh");
    expect(FOUNDRY_DIE_MODIFIER_KEYS).toHaveLength(19);
  });
});

describe("splitting modifier text into requests (Foundry's parser)", () => {
  it.each([
    ["kh2ko", ["kh2", "ko"]],
    ["kckh", ["kckh"]],
    ["p2.5x", ["p2.5", "x"]],
    ["KR>=7", ["KR>=7"]],
    [".5ko", ["ko"]],
    ["", []],
    ["7", []],
  ])("%s → %j", (text, requests) => {
    expect(splitModifierString(text)).toEqual(requests);
  });

  it("keeps the text no request covers as stray segments", () => {
    expect(segmentModifierText("2kh 3")).toEqual([{ stray: "2" }, { request: "kh" }, { stray: " 3" }]);
  });

  it("treats [A-z] as Foundry does: the six characters between the cases count as letters", () => {
    expect(splitModifierString("k_o")).toEqual(["k_o"]);
    expect(splitModifierString("kh^2")).toEqual(["kh^2"]);
  });

  it("agrees with Foundry's own regular expression on any text", () => {
    fc.assert(
      fc.property(fc.oneof(modifierishText, fc.string({ maxLength: 16 })), (text) => {
        expect(splitModifierString(text)).toEqual(foundryParse(text));
      }),
    );
  });
});

describe("dispatching requests (Foundry's evaluation)", () => {
  it.each([
    ["kh2ko", ["kh2", "ko"]],
    ["kckh", ["kc+", "kh+"]],
    ["kokh", ["ko+", "kh+"]],
    ["khkc", ["kh+", "kc+"]],
    ["kok", ["ko+", "k+"]],
    ["kr7", ["kr7"]],
    ["p2", ["p2"]],
    ["ok", ["?ok"]],
    ["kcq", ["kc+", "?q"]],
    ["xp2", ["x+", "p+", "?2"]],
    ["3kckh2", ["?3", "kc+", "kh+", "?2"]],
    ["KO", ["ko"]],
    ["min3max5", ["min3", "max5"]],
    ["dlko", ["dl+", "ko+"]],
  ])("%s → %j", (text, tokens) => {
    expect(view(tokenizeModifierText(text))).toEqual(tokens);
  });

  it("without our keys, reads ko as keep-highest-one and drops the o: the bug this module exists to avoid", () => {
    expect(view(tokenizeModifierText("ko", FOUNDRY_DIE_MODIFIER_KEYS))).toEqual(["k+", "?o"]);
    expect(view(tokenizeModifierText("kr7", FOUNDRY_DIE_MODIFIER_KEYS))).toEqual(["k+", "r+", "?7"]);
    expect(view(tokenizeModifierText("kc", FOUNDRY_DIE_MODIFIER_KEYS))).toEqual(["k+", "?c"]);
    expect(view(tokenizeModifierText("p2", FOUNDRY_DIE_MODIFIER_KEYS))).toEqual(["?p", "?2"]);
  });

  it("names why each piece is ignored", () => {
    const reasons = tokenizeModifierText("1kcq2").flatMap((token) => (token.kind === "ignored" ? [token.reason] : []));
    expect(reasons).toEqual(["stray-text", "unknown-command", "dropped-argument"]);
  });

  it("reads a term's modifiers array request by request, as Foundry stores it", () => {
    expect(view(tokenizeModifierList(["kh2", "ko"]))).toEqual(["kh2", "ko"]);
    // Requests built by hand rather than parsed: Foundry takes the first run of letters as the command.
    expect(view(tokenizeModifierList(["kh2ko"]))).toEqual(["kh2ko"]);
    expect(tokenizeModifierList(["kh2ko"])[0]).toMatchObject({ command: "kh", argument: "2ko" });
    expect(view(tokenizeModifierList(["2kh", "7", ""]))).toEqual(["?2", "kh", "?7"]);
  });

  it("ignores an empty key, which would make Foundry's own loop spin forever", () => {
    expect(view(tokenizeModifierText("zz", ["", "z"]))).toEqual(["z+", "z+"]);
  });

  it("lists the steps alone, in execution order", () => {
    expect(stepsOf(tokenizeModifierText("3kckh2")).map((step) => step.command)).toEqual(["kc", "kh"]);
  });

  it("executes exactly the commands Foundry would, with our keys or without", () => {
    fc.assert(
      fc.property(modifierishText, fc.boolean(), (text, withOurs) => {
        const keys = withOurs ? dieModifierKeys() : FOUNDRY_DIE_MODIFIER_KEYS;
        const expected = foundryDispatch(foundryParse(text), keys).map(([command, modifier]) => [
          command,
          asciiLowerCase(modifier),
        ]);
        const steps = stepsOf(tokenizeModifierText(text, keys)).map((step) => [step.command, step.text]);
        expect(steps).toEqual(expected);
      }),
    );
  });
});

describe("round trip", () => {
  it("joining the tokens gives the input back, lower-cased", () => {
    fc.assert(
      fc.property(modifierishText, (text) => {
        const joined = tokenizeModifierText(text)
          .map((token) => token.text)
          .join("");
        expect(joined).toBe(text.toLowerCase());
      }),
    );
  });

  it("holds for any text at all, with only A–Z lower-cased (as Foundry lower-cases commands)", () => {
    fc.assert(
      fc.property(fc.string({ unit: anyCodeUnit, maxLength: 24 }), (text) => {
        const joined = tokenizeModifierText(text)
          .map((token) => token.text)
          .join("");
        expect(joined).toBe(asciiLowerCase(text));
      }),
    );
  });

  it("lower-cases only A–Z, so no token changes length", () => {
    expect(asciiLowerCase("KÖ_İ")).toBe("kÖ_İ");
  });
});
