// @vitest-environment happy-dom
/**
 * The double's keybindings and keyboard manager against v13's rules (client-keybindings.mjs, keyboard-manager.mjs):
 * no registration once the keys are initialized; protected keys and unknown modifiers refused, "ALT" read as
 * "Alt"; keys matched by code; a held modifier the action neither requires nor reserves stops it; a restricted
 * action is a GM's; actions run in precedence order until one consumes the event; nothing runs while a field has
 * focus. Also v14's chat command registry, which v13 lacks.
 */
import { describe, expect, it } from "vitest";
import { useFoundryDouble } from "./helpers";
import type { ClientKeybindingsDouble } from "../../../foundry-double/keybindings";
import { KEYBINDING_PRECEDENCE } from "../../../foundry-double/keybindings";
import { ChatLogDouble } from "../../../foundry-double/chat-log";
import { isV14, setGeneration } from "../../../foundry-double/profile";
import { must } from "../../kit";

const double = useFoundryDouble({
  users: [
    { id: "gmUser0000000000", name: "GM", isGM: true },
    { id: "playerUser000000", name: "Player", isGM: false },
  ],
});

function keybindings(): ClientKeybindingsDouble {
  return (globalThis as unknown as { game: { keybindings: ClientKeybindingsDouble } }).game.keybindings;
}

function press(code: string, init: KeyboardEventInit = {}, target: EventTarget = window): KeyboardEvent {
  const event = new KeyboardEvent("keydown", { code, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
}

describe("the double's keybindings", () => {
  it("registers before initialization only, checking keys and modifiers", () => {
    expect(() => keybindings().register("mod", "bad", { name: "x", editable: [{ key: "F5" }] })).toThrow(/protected/);
    expect(() =>
      keybindings().register("mod", "bad", { name: "x", editable: [{ key: "KeyK", modifiers: ["Hyper"] }] }),
    ).toThrow(/modifier/);
    keybindings().register("mod", "good", { name: "x", editable: [{ key: "KeyK", modifiers: ["ALT"] }] });
    keybindings().initialize();
    expect(keybindings().get("mod", "good")).toEqual([{ key: "KeyK", modifiers: ["Alt"] }]);
    expect(keybindings().get("core", "ruler")).toEqual([{ key: "KeyR", modifiers: [] }]);
    expect(() => keybindings().register("mod", "late", { name: "x" })).toThrow(
      "You cannot register a Keybinding after the init hook",
    );
  });

  it(
    "runs actions by code and modifiers, in precedence order, until one consumes; " + "a restricted one only for a GM",
    () => {
      const ran: string[] = [];
      keybindings().register("mod", "deferred", {
        name: "x",
        editable: [{ key: "KeyK" }],
        precedence: KEYBINDING_PRECEDENCE.DEFERRED,
        onDown: () => ran.push("deferred"),
      });
      keybindings().register("mod", "normal", {
        name: "x",
        editable: [{ key: "KeyK" }],
        onDown: () => void ran.push("normal"),
      });
      keybindings().register("mod", "gm", {
        name: "x",
        editable: [{ key: "KeyJ" }],
        restricted: true,
        onDown: () => ran.push("gm"),
      });
      keybindings().initialize();
      expect(press("KeyK").defaultPrevented).toBe(true);
      expect(ran).toEqual(["normal", "deferred"]);
      // Alt is neither required nor reserved: nothing runs; nor on a key that repeats.
      press("KeyK", { altKey: true });
      press("KeyK", { repeat: true });
      expect(ran).toHaveLength(2);
      double.handle.withClient("playerUser000000", () => press("KeyJ"));
      expect(ran).toHaveLength(2);
      press("KeyJ");
      expect(ran).toEqual(["normal", "deferred", "gm"]);
    },
  );

  it("runs nothing while a field has focus", () => {
    const ran: string[] = [];
    keybindings().register("mod", "key", { name: "x", editable: [{ key: "KeyK" }], onDown: () => ran.push("key") });
    keybindings().initialize();
    const input = document.body.appendChild(document.createElement("input"));
    input.focus();
    press("KeyK", {}, input);
    input.blur();
    input.remove();
    press("KeyK");
    expect(ran).toEqual(["key"]);
  });
});

describe("the double's chat command registry", () => {
  it("is v14's alone: a module's entry is matched against the line as it came, and false posts nothing", async () => {
    const generation = isV14() ? 14 : 13;
    try {
      setGeneration(13);
      expect(ChatLogDouble.CHAT_COMMANDS).toBeUndefined();
      setGeneration(14);
      const seen: string[] = [];
      must(ChatLogDouble.CHAT_COMMANDS).shout = {
        rgx: /^<p>\/shout (.*)<\/p>$/,
        fn: (_command, match) => (seen.push(must(match[1])), false),
      };
      expect(await double.handle.chat("<p>/shout hey</p>")).toBeUndefined();
      expect(seen).toEqual(["hey"]);
      expect(double.handle.messages).toHaveLength(0);
    } finally {
      setGeneration(generation);
      ChatLogDouble.resetChatCommands();
    }
  });
});
