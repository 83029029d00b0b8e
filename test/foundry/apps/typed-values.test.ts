// @vitest-environment happy-dom
/**
 * What is typed is read as the docs promise (issue 52, item 4), in both profiles: a number field takes a sum of
 * whole numbers (`3 + 4`) as it takes one with `@` paths; the words a list shows are accepted where its value is
 * typed (`stat=d8` in `/indie` and in a check link); a request refused for one of several tokens names that token's
 * character; and a card's roll leaves the roller's remembered inputs as they were.
 */
import { describe, expect, it } from "vitest";
import { useIndieDice } from "../support/helpers";
import { api, changeField, control, messageById, rollDialog, settle, waitFor } from "../support/dialog-harness";
import { isV14 } from "../../../foundry-double/profile";
import { tokenDoc } from "../support/contests-harness";
import { worldActor } from "../../../foundry-double/documents/world";
import { must } from "../../kit";

const GM = "gmUser0000000000";
const ANN = "playerOne0000000";
const HERO = {
  _id: "heroActor0000001",
  name: "Brunhild",
  ownership: { default: 0, [ANN]: 3 },
  system: { skills: { stealth: 5 } },
};
const RIVAL = {
  _id: "rivalActor000001",
  name: "Sigurd",
  ownership: { default: 0 },
  system: { skills: { stealth: 2 } },
};
const VILLAIN = { _id: "villainActor0001", name: "Fafnir", ownership: { default: 0 }, system: {} };
const TOKENS = ["heroToken0000001", "rivalToken000001", "villainToken0001"];
const harness = useIndieDice({
  actors: [HERO, RIVAL, VILLAIN],
  users: [
    { id: GM, name: "Gamemaster", isGM: true },
    { id: ANN, name: "Ann", character: HERO._id },
  ],
  clients: [GM, ANN],
  userId: ANN,
  scenes: [
    {
      _id: "sceneMain0000001",
      name: "Hall",
      tokens: [
        { _id: TOKENS[0], name: "Brunhild", actorId: HERO._id, actorLink: true },
        { _id: TOKENS[1], name: "Sigurd", actorId: RIVAL._id, actorLink: true },
        { _id: TOKENS[2], name: "Fafnir", actorId: VILLAIN._id, actorLink: true },
      ],
    },
  ],
});

function hero(): Actor.Implementation {
  return worldActor(HERO._id);
}

async function drawn(text: string): Promise<HTMLElement> {
  const host = document.createElement("div");
  host.innerHTML = await foundry.applications.ux.TextEditor.implementation.enrichHTML(text);
  document.body.replaceChildren(host);
  return host;
}

/** A line typed in a user's chat input: v14's editor hands the chat log its HTML. */
async function chat(userId: string, line: string): Promise<void> {
  const sent = isV14() ? `<p>${line.replace(/&/g, "&amp;").replace(/</g, "&lt;")}</p>` : line;
  await harness().foundry.withClient(userId, () => harness().foundry.chat(sent));
  await settle(20);
}

describe("a number field", () => {
  it("takes a sum of whole numbers, `3 + 4`, as it takes `@skills.stealth + 3 + 4`", async () => {
    const opened = api().dialogs.open("kaiser", { actor: hero() });
    const dialog = await rollDialog();
    await changeField(dialog, "bonus", "3 + 4");
    const bonus = () => must(dialog.view.fields.find((field) => field.name === "bonus"));
    // 3 + 4 = 7, shown beside the field as an @ sum's value is.
    expect([bonus().error, bonus().resolved, dialog.view.spec]).toEqual([
      null,
      "= 7",
      expect.objectContaining({ bonus: 7 }),
    ]);
    await changeField(dialog, "bonus", "@skills.stealth + 3 + 4");
    // 5 + 3 + 4 = 12.
    expect([bonus().error, dialog.view.spec]).toEqual([null, expect.objectContaining({ bonus: 12 })]);
    await dialog.close();
    expect(await opened).toBeNull();
  });
});

describe("the words a list shows", () => {
  it("`stat=d8` in a check link and in /indie is the Stat list's d8, as the dialog shows it", async () => {
    // The words the OGS dialog's Stat list shows for its value 8.
    const opened = api().dialogs.open("ogs", { actor: hero() });
    const shown = await rollDialog();
    const d8 = must(
      [...control<HTMLSelectElement>(shown, "stat").options].find((option) => option.value === "8"),
    ).textContent;
    expect(d8).toBe("d8");
    await shown.close();
    await opened;
    const host = await drawn("[[/indie ogs stat=d8 skill=d10 difficulty=9]]");
    expect(host.querySelector(".broken")).toBeNull();
    must(host.querySelector<HTMLElement>("a.indie-dice-check-link")).click();
    const linked = await rollDialog();
    expect([
      control<HTMLSelectElement>(linked, "stat").value,
      control<HTMLSelectElement>(linked, "skill").value,
    ]).toEqual(["8", "10"]);
    expect(linked.view.spec).toMatchObject({ stat: 8, skill: 10, difficulty: 9 });
    await linked.close();
    await settle(10);
    // Rolled at once from the chat: d8 + d10 + the d6 of no modifier, against 9.
    await chat(ANN, "/indie ogs stat=D8 skill=d10 difficulty=9 !");
    const posted = messageById((await waitFor("the command's roll", () => must(game.messages).contents.at(-1))).id);
    expect(must(posted.rolls[0]).formula).toMatch(/^1d8 \+ 1d10 \+ 1d6\b/);
    expect(
      harness().foundry.notifications.filter((note) => /not one of the choices/.test(String(note.message))),
    ).toEqual([]);
  });
});

describe("a request refused for one of several tokens", () => {
  it("names the character whose data lacks the path", async () => {
    harness().foundry.setUser(GM);
    const host = await drawn("[[/indie kaiser kind=skill bonus=@skills.stealth difficulty=12]]");
    harness().foundry.controlTokens(TOKENS, GM);
    await harness().foundry.withClient(GM, async () => {
      must(host.querySelector<HTMLElement>("a.indie-dice-check-request")).click();
      await settle(20);
    });
    const refusal = await waitFor("the request's refusal", () => harness().foundry.notifications.at(-1));
    // As the notification shows it (Foundry draws it as HTML; the names in it are escaped).
    const shown = document.createElement("p");
    shown.innerHTML = String(refusal.message);
    expect(shown.textContent).toBe("Fafnir: @skills.stealth is not in this character's data.");
    expect(must(game.messages).size).toBe(0);
  });
});

describe("remembered inputs", () => {
  it("come from the roller's own plain dialog, never from what a card's roll fixed", async () => {
    // Ann's own Kaiser roll: a skill check, bonus 3 against 9, remembered for Brunhild.
    const own = api().dialogs.open("kaiser", { actor: hero() });
    const plain = await rollDialog();
    await changeField(plain, "kind", "skill");
    await changeField(plain, "bonus", "3");
    await changeField(plain, "difficulty", "9");
    must(plain.element.querySelector<HTMLButtonElement>("button.indie-dice-roll")).click();
    await own;
    await settle(10);
    // The GM asks for a Resistance check against 14; Ann rolls her row from the card with a bonus of 6.
    const card = (await harness().foundry.withClient(GM, () =>
      api().requests.start({
        ruleSet: "kaiser",
        rows: [{ token: tokenDoc(must(TOKENS[0])) }],
        spec: { kind: "resistance", difficulty: 14 },
      }),
    )) as { id: string };
    const row = api().requests.roll(card.id, must(TOKENS[0]));
    const fixed = await rollDialog();
    expect(control<HTMLSelectElement>(fixed, "kind").value).toBe("resistance");
    await changeField(fixed, "bonus", "6");
    must(fixed.element.querySelector<HTMLButtonElement>("button.indie-dice-roll")).click();
    await row;
    await settle(20);
    // Her next plain dialog opens with her own last inputs, not the card's check, difficulty or her row's bonus.
    const next = api().dialogs.open("kaiser", { actor: hero() });
    const again = await rollDialog();
    expect(["kind", "bonus", "difficulty"].map((name) => control<HTMLInputElement>(again, name).value)).toEqual([
      "skill",
      "3",
      "9",
    ]);
    await again.close();
    await next;
  });
});
