// @vitest-environment happy-dom
/**
 * The chat command's help on the playground's own world (playground/table/world.ts): the example of a contest of any
 * formula it shows is one a newcomer can type there as it stands, and it starts the contest with each side's number
 * read from its own character — not a refusal of a path no character of the table has.
 */
import { describe, expect, it } from "vitest";
import { useIndieDice } from "../support/helpers";
import { messageViews, settle, waitFor } from "../support/dialog-harness";
import { stateOf } from "../support/contests-harness";
import { isV14 } from "../../../foundry-double/profile";
import { world } from "../../../playground/table/world";
import { must } from "../../kit";

const table = useIndieDice({ ...world("en", 1), separateBrowsers: false, ready: true });
const GM = "gmUser0000000000";

/** A line typed in the GM's chat input: v14's editor hands the chat log its HTML. */
async function type(line: string): Promise<void> {
  const sent = isV14() ? `<p>${line.replace(/&/g, "&amp;").replace(/</g, "&lt;")}</p>` : line;
  await table().foundry.withClient(GM, () => table().foundry.chat(sent));
  await settle(20);
}

describe("the chat command's help on the playground's table", () => {
  /** The contest command the help shows, and the one a refused contest's reason tells the user to write. */
  async function examples(): Promise<string[]> {
    await type("/indie contest kaiser bonus=2");
    const refusal = Object.assign(document.createElement("div"), { innerHTML: String(messageViews().at(-1)?.content) });
    const written = /\/indie contest formula \S+/.exec(
      refusal.querySelector(".indie-dice-usage-problem")?.textContent ?? "",
    )?.[0];
    const shown = [...refusal.querySelectorAll("li code")]
      .map((code) => code.textContent ?? "")
      .find((text) => text.startsWith("/indie contest "));
    expect([shown, written].every(Boolean), "an example in the help and in the refusal").toBe(true);
    return [must(shown), must(written)];
  }

  it.each([0, 1])(
    "gives an example of a contest of any formula that starts one there, " +
      "each side's modifier its own character's (%i: the help's, the refusal's)",
    async (which) => {
      const example = must((await examples())[which]);
      // The GM's Ilsa Brandt (Dexterity +3) against the Grave Warden (+1).
      table().foundry.controlTokens(["heroToken0000001"], GM);
      table().foundry.targetTokens(["wardenToken00001"], GM);
      const before = messageViews().length;
      await type(example);
      // The first contest card loads the card chunk (a dynamic import): awaited in turns, as a busy machine needs more.
      const card = await waitFor("a contest card", () =>
        messageViews()
          .slice(before)
          .find((message) => message.flags?.["indie-dice"]?.contest),
      );
      const posted = messageViews().slice(before);
      expect(
        posted.map((message) => message.content).filter((content) => String(content).includes("indie-dice-usage")),
      ).toEqual([]);
      expect(stateOf(must(card)).participants.map((side) => [side.name, side.spec])).toEqual([
        ["Ilsa Brandt", { formula: "1d20 + 3" }],
        ["Grave Warden", { formula: "1d20 + 1" }],
      ]);
    },
  );
});
