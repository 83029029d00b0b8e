// @vitest-environment happy-dom
/**
 * The compendium's Group Test macro run as Foundry runs a script macro, against the test double: it opens the
 * module's own Group Test window (api.groupTests.startWithDialog), which asks each selected token's Modifier,
 * Advantages and Disadvantages (each checked as it is typed), and starts the card with them.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { GroupTestState } from "../../src/rule-sets/klepto/core/group-test/group-test-types";
import type { ChatMessageView as ContestMessage } from "../../src/foundry/types/chat-message";
import { settle, waitFor, messageViews } from "../foundry/support/dialog-harness";
import { useContestTable, GM, HERO, RIVAL, VILLAIN } from "../foundry/support/contests-harness";
import { readFileSync } from "node:fs";
import { must } from "../kit";

const table = useContestTable();
let command = "";

/** The macro's command as its YAML source holds it: the block scalar that ends the file, two spaces in. */
beforeAll(() => {
  const source = readFileSync(`${process.cwd()}/packs/_source/macros/start-group-test.yml`, "utf8");
  const block = source.slice(source.indexOf("command: |-\n") + "command: |-\n".length);
  command = block
    .split("\n")
    .map((line) => line.replace(/^ {2}/, ""))
    .join("\n");
});

/** Runs the macro on the GM's client, as Foundry's async script-macro wrapper does. */
function runMacro(): Promise<unknown> {
  const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (
    ...args: string[]
  ) => () => Promise<unknown>;
  const macro = new AsyncFunction("speaker", "actor", "token", "character", "scope", command);
  return table().foundry.withClient(GM, () => macro());
}

function groupCards(): ContestMessage[] {
  return messageViews().filter((m) => m.flags["indie-dice"]?.groupTest);
}

describe("the Group Test macro", () => {
  it(
    "opens the module's Group Test window: " +
      "each selected token's Modifier, Advantages and Disadvantages start the card",
    async () => {
      table().foundry.controlTokens([HERO, RIVAL, VILLAIN], GM);
      const done = runMacro();
      const dialog = await waitFor("the Group Test window", () =>
        document.querySelector<HTMLElement>("dialog[open].group-test-dialog"),
      );
      expect(dialog.querySelector(".window-title")?.textContent).toBe("Start a Group Test");
      expect([...dialog.querySelectorAll("thead th")].map((cell) => cell.textContent)).toEqual([
        "Participants",
        "Modifier",
        "Advantages",
        "Disadvantages",
      ]);
      expect([...dialog.querySelectorAll("tbody td:first-child")].map((cell) => cell.textContent)).toEqual([
        "Brunhild",
        "Sigurd",
        "Fafnir",
      ]);
      // The keyboard starts on the first Modifier.
      expect(document.activeElement).toBe(dialog.querySelector('input[name="modifier0"]'));
      const set = (name: string, value: string) =>
        (must(dialog.querySelector<HTMLInputElement>(`input[name="${name}"]`)).value = value);
      set("modifier0", "2");
      set("advantages1", "1");
      set("disadvantages2", "2");
      must(dialog.querySelector<HTMLButtonElement>('button[data-action="start"]')).click();
      await done;
      await settle(10);
      const [card] = groupCards();
      const state = must(must(card).flags["indie-dice"]).groupTest as GroupTestState;
      expect(
        state.participants.map((p) => [p.name, p.request.modifier, p.request.advantages, p.request.disadvantages]),
      ).toEqual([
        ["Brunhild", 2, 0, 0],
        ["Sigurd", 0, 1, 0],
        ["Fafnir", 0, 0, 2],
      ]);
    },
  );

  it("with fewer than two tokens selected, lets Indie Dice refuse (localized) and opens nothing", async () => {
    table().foundry.controlTokens([HERO], GM);
    await runMacro();
    expect(document.querySelector("dialog[open]")).toBeNull();
    expect(groupCards()).toEqual([]);
    expect(table().foundry.notifications.at(-1)?.message).toMatch(/a Group Test has 2 to 20 participants, not 1\./);
  });

  it("a bad number is refused by Indie Dice beside its field, the window open, and no card is posted", async () => {
    table().foundry.controlTokens([HERO, RIVAL], GM);
    const done = runMacro();
    const dialog = await waitFor("the Group Test window", () =>
      document.querySelector<HTMLElement>("dialog[open].group-test-dialog"),
    );
    const advantages = must(dialog.querySelector<HTMLInputElement>('input[name="advantages0"]'));
    advantages.value = "-1";
    advantages.dispatchEvent(new Event("input", { bubbles: true }));
    expect([
      advantages.getAttribute("aria-invalid"),
      must(dialog.querySelector<HTMLButtonElement>('button[data-action="start"]')).disabled,
    ]).toEqual(["true", true]);
    await settle(10);
    expect(groupCards()).toEqual([]);
    must(dialog.querySelector<HTMLButtonElement>('header [data-action="close"]')).click();
    await done;
    expect(groupCards()).toEqual([]);
  });
});
