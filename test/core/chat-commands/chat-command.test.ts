import { describe, expect, it } from "vitest";
import { parseCheckLink } from "../../../src/core/check-links/check-link";
import {
  INDIE_COMMAND_PATTERN,
  chatInputText,
  indieCommandWords,
  modeOfWord,
  parseIndieCommand,
} from "../../../src/core/chat-commands/chat-command";
import { keyOf } from "../support/refusal-key";

describe("the /indie chat command's words", () => {
  it("are a check link's words: the same rule set and fields, read by the same parser", () => {
    const words = "kaiser kind=skill bonus=@skills.stealth difficulty=12";
    expect(parseIndieCommand(words)).toEqual({
      action: "roll",
      mode: null,
      words,
      link: parseCheckLink(words),
      fastForward: false,
    });
  });

  it("a last ! rolls at once, alone or at the end of the last word", () => {
    expect(parseIndieCommand("olde count=2 faces=6 !")).toMatchObject({
      action: "roll",
      fastForward: true,
      words: "olde count=2 faces=6",
      link: { fields: { count: 2, faces: 6 } },
    });
    expect(parseIndieCommand("olde count=2 faces=6!")).toMatchObject({
      fastForward: true,
      link: { fields: { faces: 6 } },
    });
    // Inside quotes it is the value's own.
    expect(parseIndieCommand('klepto saved="Now!"')).toMatchObject({ fastForward: false, link: { saved: "Now!" } });
  });

  it("a leading mode word: Foundry's own roll commands with or without their slash, or the mode's name", () => {
    for (const [word, mode] of [
      ["/gmr", "gm"],
      ["gmr", "gm"],
      ["gm", "gm"],
      ["GMROLL", "gm"],
      ["/br", "blind"],
      ["blind", "blind"],
      ["/sr", "self"],
      ["selfroll", "self"],
      ["/pr", "public"],
      ["public", "public"],
    ] as const) {
      expect(parseIndieCommand(`${word} kaiser bonus=2`)).toMatchObject({
        action: "roll",
        mode,
        words: "kaiser bonus=2",
      });
    }
    expect(modeOfWord("kaiser")).toBeNull();
    expect(keyOf(() => parseIndieCommand("gmr br kaiser"))).toBe("INDIE_DICE.ChatCommand.Error.TwoModes");
    expect(keyOf(() => parseIndieCommand("gmr"))).toBe("INDIE_DICE.ChatCommand.Error.NoRuleSet");
  });

  it("request asks the table (a mode before or after it), and cannot roll at once", () => {
    expect(parseIndieCommand("request kaiser difficulty=12")).toMatchObject({
      action: "request",
      mode: null,
      words: "kaiser difficulty=12",
    });
    expect(parseIndieCommand("blind request kaiser difficulty=12")).toMatchObject({ action: "request", mode: "blind" });
    expect(parseIndieCommand("request /br kaiser")).toMatchObject({
      action: "request",
      mode: "blind",
      words: "kaiser",
    });
    expect(keyOf(() => parseIndieCommand("request kaiser !"))).toBe("INDIE_DICE.ChatCommand.Error.RequestAtOnce");
    expect(keyOf(() => parseIndieCommand("request"))).toBe("INDIE_DICE.ChatCommand.Error.NoRuleSet");
  });

  it("nothing, or help, is the usage; a word that is no rule set is the check link's own error", () => {
    expect(parseIndieCommand("")).toEqual({ action: "help" });
    expect(parseIndieCommand("  HELP ")).toEqual({ action: "help" });
    expect(keyOf(() => parseIndieCommand("nonsense"))).toBe("INDIE_DICE.Error.CheckLink.RuleSet");
    expect(keyOf(() => parseIndieCommand("kaiser bonus"))).toBe("INDIE_DICE.Error.CheckLink.Pair");
  });
});

describe("a chat line that is the /indie command", () => {
  it("in v13's plain text and v14's <p>-wrapped HTML alike", () => {
    expect(indieCommandWords("/indie kaiser bonus=2")).toBe("kaiser bonus=2");
    expect(indieCommandWords("<p>/indie kaiser bonus=2</p>")).toBe("kaiser bonus=2");
    expect(indieCommandWords('<p>/indie&nbsp;klepto saved="Pick &amp; Run"</p>')).toBe('klepto saved="Pick & Run"');
    expect(indieCommandWords("/INDIE")).toBe("");
    expect(indieCommandWords("/indiedice kaiser")).toBeNull();
    expect(indieCommandWords("/r 2d6")).toBeNull();
    expect(indieCommandWords("say /indie kaiser")).toBeNull();
    for (const line of [
      "/indie kaiser",
      "<p>/indie kaiser</p>",
      "<p>/indie</p>",
      "/indie",
      "<p>/indie&nbsp;kaiser</p>",
    ])
      expect(INDIE_COMMAND_PATTERN.test(line)).toBe(true);
    for (const line of ["/indiedice", "<p>/r 1d6</p>", "hello /indie"])
      expect(INDIE_COMMAND_PATTERN.test(line)).toBe(false);
  });

  it("reads HTML as the text it shows: paragraphs and breaks are lines, entities are read once", () => {
    expect(chatInputText("<p>a</p><p>b<br>c</p>")).toBe("a\nb\nc");
    expect(chatInputText("&amp;lt;b&amp;gt;")).toBe("&lt;b&gt;");
    expect(chatInputText("<p><strong>/indie</strong> olde</p>")).toBe("/indie olde");
  });
});

describe("/indie contest: a contest of any formula started by words", () => {
  it("reads the attackers' formula, bare or named, the defender's when it differs, and the tie rule", () => {
    expect(parseIndieCommand("contest formula 1d20+@skills.ath.total")).toEqual({
      action: "contest",
      contest: { formula: "1d20+@skills.ath.total", defender: null, ties: "defender" },
    });
    expect(
      parseIndieCommand(
        'contest formula formula="1d20 + @skills.ath.total" defender=1d20+@skills.prc.total ties=again',
      ),
    ).toEqual({
      action: "contest",
      contest: { formula: "1d20 + @skills.ath.total", defender: "1d20+@skills.prc.total", ties: "again" },
    });
  });

  it("refuses by name another kind, no formula, a formula twice, an unknown name or tie rule", () => {
    expect(keyOf(() => parseIndieCommand("contest kaiser bonus=2"))).toBe("INDIE_DICE.ChatCommand.Error.ContestKind");
    expect(keyOf(() => parseIndieCommand("contest formula"))).toBe("INDIE_DICE.FormulaRequest.Error.LinkFormula");
    expect(keyOf(() => parseIndieCommand("contest formula 1d20 formula=1d6"))).toBe(
      "INDIE_DICE.FormulaRequest.Error.LinkTwice",
    );
    expect(keyOf(() => parseIndieCommand("contest formula 1d20 vs=12"))).toBe(
      "INDIE_DICE.FormulaRequest.Error.LinkField",
    );
    expect(keyOf(() => parseIndieCommand("contest formula 1d20 ties=coin"))).toBe(
      "INDIE_DICE.Contest.Error.FormulaTies",
    );
  });
});
