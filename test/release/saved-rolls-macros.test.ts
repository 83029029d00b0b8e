// @vitest-environment happy-dom
/**
 * The compendium's saved-roll macros run as Foundry runs a script macro, against the test double: "Saved Rolls"
 * opens the selected token's character's Rolls window (or rolls a named roll), and the Extended Test macro offers the
 * roller's saved K&R rolls for the pool and the DT.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { api, settle, waitFor } from "../foundry/support/dialog-harness";
import { useContestTable, GM, HERO, P1 } from "../foundry/support/contests-harness";
import { worldActor } from "../../foundry-double/documents/world";
import { must } from "../kit";

const table = useContestTable();

/** A macro's command as its YAML source holds it: the block scalar that ends the file, two spaces in. */
function commandOf(file: string): string {
  const source = readFileSync(`${process.cwd()}/packs/_source/macros/${file}`, "utf8");
  const block = source.slice(source.indexOf("command: |-\n") + "command: |-\n".length);
  return block
    .split("\n")
    .map((line) => line.replace(/^ {2}/, ""))
    .join("\n");
}

/** Runs a macro as a user's client, as Foundry's async script-macro wrapper does (the token's actor in scope). */
function runMacro(
  file: string,
  user: string,
  scope: { actor?: unknown; token?: unknown; character?: unknown } = {},
  source = commandOf(file),
): Promise<unknown> {
  const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (
    ...args: string[]
  ) => (...values: unknown[]) => Promise<unknown>;
  const macro = new AsyncFunction("speaker", "actor", "token", "character", "scope", source);
  return table().foundry.withClient(user, () =>
    macro(null, scope.actor ?? null, scope.token ?? null, scope.character ?? null, {}),
  );
}

function hero(): Actor.Implementation {
  return worldActor("heroActor0000001");
}

function heroToken(): unknown {
  return (canvas as { tokens: { get(id: string): unknown } }).tokens.get(HERO);
}

describe("the Saved Rolls macro", () => {
  it("opens the selected token's character's Rolls window; with a roll's name filled in, rolls it", async () => {
    await table().foundry.withClient(P1, () =>
      api().savedRolls.save(hero(), { name: "Sneak", ruleSet: "olde", spec: { count: 2, faces: 6 } }),
    );
    await runMacro("saved-rolls.yml", P1, { token: heroToken(), actor: hero() });
    const window = await waitFor("the Rolls window", () => document.querySelector<HTMLElement>(".saved-rolls-window"));
    expect(window.querySelector(".window-title")?.textContent).toBe("Saved rolls: Brunhild");
    const named = commandOf("saved-rolls.yml").replace('const rollName = "";', 'const rollName = "Sneak";');
    await runMacro("saved-rolls.yml", P1, { actor: hero() }, `const event = { shiftKey: true };\n${named}`);
    await settle(10);
    expect(table().foundry.messages).toHaveLength(1);
  });

  it("without a token or a character, says what to do", async () => {
    await runMacro("saved-rolls.yml", P1);
    expect(table().foundry.notifications.at(-1)).toMatchObject({
      type: "warning",
      message: "Select a token or assign yourself a character first.",
    });
  });
});

describe("the Extended Test macro", () => {
  it("offers the roller's saved K&R rolls, and a pick gives the test its pool and DT", async () => {
    await table().foundry.withClient(P1, () =>
      api().savedRolls.save(hero(), { name: "Might", ruleSet: "kingdoms", spec: { pool: 4, dt: 9 } }),
    );
    // The macro asks for the selected token (Foundry gives a script macro the first of them as `token`).
    table().foundry.controlTokens([HERO], GM);
    const done = runMacro("start-extended-test.yml", GM, { token: heroToken(), actor: hero() });
    const dialog = await waitFor("the Extended Test window", () =>
      document.querySelector<HTMLElement>("dialog[open].extended-test-dialog"),
    );
    const select = must(dialog.querySelector<HTMLSelectElement>('select[name="savedRoll"]'));
    expect([...select.options].map((option) => option.textContent)).toEqual(["— the numbers below —", "Might"]);
    select.value = must(select.options[1]).value;
    must(dialog.querySelector<HTMLButtonElement>('button[data-action="start"]')).click();
    await done;
    await settle(10);
    const card = table().foundry.messages.find((message) => message.flags["indie-dice"]?.extendedTest);
    expect(must(must(card).flags["indie-dice"]).extendedTest).toMatchObject({ startingPool: 4, dt: 9 });
  });
});

describe("the Request a Roll macro", () => {
  it(
    "opens the module's Request a roll window on the scene's player characters " +
      "(no token selected); the card is as asked",
    async () => {
      const done = runMacro("request-a-roll.yml", GM);
      const dialog = await waitFor("the Request a roll window", () =>
        document.querySelector<HTMLElement>("dialog.request-dialog[open]"),
      );
      // Brunhild and Sigurd are player characters; Fafnir is not.
      expect([...dialog.querySelectorAll("tbody tr td:nth-child(2)")].map((cell) => cell.textContent)).toEqual([
        "Brunhild",
        "Sigurd",
      ]);
      const set = (name: string, value: string) => {
        const field = must(dialog.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`));
        field.value = value;
        field.dispatchEvent(new Event("change", { bubbles: true }));
      };
      set("question", "most");
      set("mode", "blind");
      must(dialog.querySelector<HTMLButtonElement>('button[data-action="request"]')).click();
      await done;
      await settle(10);
      const card = table().foundry.messages.find((message) => message.flags["indie-dice"]?.request);
      const state = must(must(card).flags["indie-dice"]).request as { participants: { name: string }[] };
      expect(state).toMatchObject({ ruleSet: "kaiser", question: "most", mode: "blind" });
      expect(state.participants.map((row) => row.name)).toEqual(["Brunhild", "Sigurd"]);
    },
  );

  it("refuses a player in the player's language, before any window opens", async () => {
    await runMacro("request-a-roll.yml", P1);
    await settle(10);
    expect(document.querySelector("dialog.request-dialog")).toBeNull();
    expect(table().foundry.notifications.at(-1)?.message).toBe("Only a GM may ask the table for a roll.");
  });
});
