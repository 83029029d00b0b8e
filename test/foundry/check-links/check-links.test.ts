// @vitest-environment happy-dom
/**
 * Check links in the Foundry double: `[[/indie …]]{label}` in enriched text (a GM's journal, chat) is drawn by the
 * module's enricher after Foundry's own inline rolls; a player's click opens that roll's dialog filled for their
 * character (Shift: rolled at once), each `@` field read from the character's data; a link that cannot be read is
 * a short error, never a button.
 */
import { describe, expect, it } from "vitest";
import { useIndieDice } from "../support/helpers";
import { api, control, messageById, rollDialog, settle, waitFor } from "../support/dialog-harness";
import { worldActor, updateActor } from "../../../foundry-double/documents/world";
import { must } from "../../kit";

const GM = "gmUser0000000000";
const PLAYER = "playerUser000000";
const LONER = "lonerUser0000000";
const HERO = {
  _id: "heroActor0000001",
  name: "Brunhild",
  ownership: { default: 0, [PLAYER]: 3 },
  system: { skills: { stealth: 5 } },
};
const harness = useIndieDice({
  actors: [HERO],
  users: [
    { id: GM, name: "Gamemaster", isGM: true },
    { id: PLAYER, name: "Player", isGM: false, character: HERO._id },
    { id: LONER, name: "Loner", isGM: false },
  ],
  userId: PLAYER,
});

/** What a test reads of a posted roll message. */
const JOURNAL =
  "<p>The guard dozes. [[/indie kaiser kind=skill bonus=@skills.stealth difficulty=12]]{Sneak past the guard}</p>";

async function drawn(text: string): Promise<HTMLElement> {
  const { TextEditor } = foundry.applications.ux;
  const host = document.createElement("div");
  host.innerHTML = await TextEditor.implementation.enrichHTML(text);
  document.body.replaceChildren(host);
  return host;
}

describe("check links", () => {
  it("draws a link with its label (as text), after Foundry's own inline rolls", async () => {
    const host = await drawn(`${JOURNAL} [[/r 2d6ko]]`);
    const link = must(host.querySelector<HTMLElement>("a.indie-dice-check-link"));
    expect(link.textContent?.trim()).toBe("Sneak past the guard");
    expect(link.dataset.indieCheck).toBe("kaiser kind=skill bonus=@skills.stealth difficulty=12");
    expect(host.querySelector("a.inline-roll")).not.toBeNull();
    // Without a label it says what it rolls; a label is never read as markup.
    const plain = await drawn(
      "[[/indie olde count=2 faces=6]] [[/indie olde count=1 faces=4]]{<img src=x onerror=alert(1)>}",
    );
    const [first, second] = [...plain.querySelectorAll("a.indie-dice-check-link")];
    expect(must(first).textContent?.trim()).toBe("Dungeons of Olde: count 2, faces 6");
    expect(must(second).querySelector("img")).toBeNull();
  });

  it("a link it cannot read draws as a short error saying why", async () => {
    const host = await drawn("[[/indie poker hand=full]]");
    expect(host.querySelector("a")).toBeNull();
    expect(host.querySelector(".indie-dice-check-link.broken")?.textContent).toBe(
      "Indie Dice check link: “poker” is no rule set of Indie Dice " +
        "(kaiser, ogs, kingdoms, klepto, olde), nor formula (any formula).",
    );
  });

  it(
    "a field the rule set does not take is found as the link is drawn: " +
      "a short error in its place, the names it takes in its tooltip",
    async () => {
      const host = await drawn(
        "<p>Guard: [[/indie kaiser bogus=1]]{Sneak} and [[/indie kaiser kind=skill bonus=2]]</p>",
      );
      const broken = must(host.querySelector<HTMLElement>(".indie-dice-check-link.broken"));
      expect(broken.tagName).toBe("SPAN");
      expect(broken.textContent).toBe("Indie Dice check link: “bogus” is no field of this rule set (Kaiser).");
      expect(broken.title).toMatch(/^“bogus” is no field of this rule set's rolls \(they take: .*\bbonus\b.*\)\.$/);
      // Only the broken link is an error: the good one beside it is still a button.
      expect(
        [...host.querySelectorAll<HTMLElement>("a.indie-dice-check-link")].map((link) => link.dataset.indieCheck),
      ).toEqual(["kaiser kind=skill bonus=2"]);
    },
  );

  it("a player's click opens the dialog filled for their character, the @ field read from its data", async () => {
    const host = await drawn(JOURNAL);
    must(host.querySelector<HTMLElement>("a.indie-dice-check-link")).click();
    const dialog = await rollDialog();
    expect(dialog.title).toBe("Kaiser check: Brunhild");
    // Kept as written, with what it comes to beside it: the dialog reads the character again when it rolls.
    expect(control(dialog, "bonus").value).toBe("@skills.stealth");
    expect(must(dialog.element.querySelector("#" + control(dialog, "bonus").id + "-resolved")).textContent).toBe("= 5");
    expect(dialog.view.spec).toMatchObject({ bonus: 5 });
    expect(control(dialog, "difficulty").value).toBe("12");
    await dialog.close();
  });

  it("Shift rolls at once, as the character, with the value the character has now", async () => {
    await updateActor(worldActor(HERO._id), { "system.skills.stealth": 7 });
    const host = await drawn(JOURNAL);
    must(host.querySelector<HTMLElement>("a.indie-dice-check-link")).dispatchEvent(
      new MouseEvent("click", { bubbles: true, shiftKey: true }),
    );
    const message = messageById(
      (await waitFor("the check's roll message", () => must(game.messages).contents.at(-1))).id,
    );
    expect(must(message.rolls[0]).formula).toBe("2d6ko + 7");
    expect(message.speaker.actor).toBe(HERO._id);
  });

  it("a saved roll by name, the link's own fields over it", async () => {
    await api().savedRolls.save(worldActor(HERO._id), {
      name: "Pick Locks",
      ruleSet: "klepto",
      spec: { modifier: "@skills.stealth", advantages: 1 },
    });
    const host = await drawn('[[/indie klepto saved="Pick Locks" advantages=2]]');
    must(host.querySelector<HTMLElement>("a.indie-dice-check-link")).dispatchEvent(
      new MouseEvent("click", { bubbles: true, shiftKey: true }),
    );
    const message = messageById(
      (await waitFor("the saved roll's message", () => must(game.messages).contents.at(-1))).id,
    );
    expect(must(message.rolls[0]).formula).toBe("3d10kckh + 5");
  });

  it("a name the rule set does not take is refused by name, never passed over in silence", async () => {
    // `advantage` for the Kleptonomicon's `advantages`: no button to click, the error says which name.
    const host = await drawn("[[/indie klepto advantage=2]]");
    expect(host.querySelector("a")).toBeNull();
    expect(host.querySelector(".indie-dice-check-link.broken")?.textContent).toBe(
      "Indie Dice check link: “advantage” is no field of this rule set (The Kleptonomicon).",
    );
    expect(must(game.messages).size).toBe(0);
  });

  it("a user with no controlled token and no character is told so, and nothing is rolled", async () => {
    harness().foundry.setUser(LONER);
    const host = await drawn(JOURNAL);
    must(host.querySelector<HTMLElement>("a.indie-dice-check-link")).click();
    await settle(20);
    expect(harness().foundry.notifications.at(-1)?.message).toBe(
      "Nobody to roll for: control your token, or ask the GM to assign you a character.",
    );
    expect(must(game.messages).size).toBe(0);
  });
});
