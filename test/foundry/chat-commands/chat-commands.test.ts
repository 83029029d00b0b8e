// @vitest-environment happy-dom
/**
 * The `/indie` chat command in the Foundry double, under both profiles: v13 hears the line through the `chatMessage`
 * hook, v14 through `ChatLog.CHAT_COMMANDS` with the editor's `<p>`-wrapped HTML. A player's command rolls what the
 * check link of the same words rolls; a leading mode word and the chat's mode selector decide who sees it; help and
 * words that cannot be read are whispered to the user alone; a player's request is refused, a GM's asks the table.
 */
import { describe, expect, it } from "vitest";
import { heroAndRivalHall, useIndieDice } from "../support/helpers";
import { control, rollDialog, settle, waitFor } from "../support/dialog-harness";
import { isV14 } from "../../../foundry-double/profile";
import { registerChatCommand } from "../../../src/foundry/foundry-version";
import { must, record } from "../../kit";

const GM = "gmUser0000000000";
const ANN = "playerOne0000000";
const BO = "playerTwo0000000";
const HERO = {
  _id: "heroActor0000001",
  name: "Brunhild",
  ownership: { default: 0, [ANN]: 3 },
  system: { skills: { stealth: 5 } },
};
const RIVAL = {
  _id: "rivalActor000001",
  name: "Sigurd",
  ownership: { default: 0, [BO]: 3 },
  system: { skills: { stealth: 2 } },
};
const harness = useIndieDice({
  actors: [HERO, RIVAL],
  users: [
    { id: GM, name: "Gamemaster", isGM: true },
    { id: ANN, name: "Ann", character: HERO._id },
    { id: BO, name: "Bo", character: RIVAL._id },
  ],
  clients: [GM, ANN, BO],
  userId: ANN,
  scenes: [heroAndRivalHall(HERO._id, RIVAL._id)],
});

const STEALTH = "kaiser kind=skill bonus=@skills.stealth difficulty=12";

type Message = ChatMessage.Implementation & {
  rolls: { formula: string; total: number; options: Record<string, unknown> }[];
};

function messages(): Message[] {
  return harness().foundry.messages as Message[];
}

/** A line typed in a user's chat input: v14's editor hands the chat log its HTML. */
async function type(userId: string, line: string): Promise<unknown> {
  const sent = isV14() ? `<p>${line.replace(/&/g, "&amp;").replace(/</g, "&lt;")}</p>` : line;
  const created = await harness().foundry.withClient(userId, () => harness().foundry.chat(sent));
  await settle(20);
  return created;
}

async function checkLinkRoll(faces: number[]): Promise<Message> {
  const host = document.createElement("div");
  host.innerHTML = await foundry.applications.ux.TextEditor.implementation.enrichHTML(`[[/indie ${STEALTH}]]`);
  document.body.replaceChildren(host);
  harness().foundry.scriptFaces(faces);
  must(host.querySelector<HTMLElement>("a.indie-dice-check-link")).dispatchEvent(
    new MouseEvent("click", { bubbles: true, shiftKey: true }),
  );
  return waitFor("the check link's roll", () => messages().at(-1));
}

/** Who sees a message, as each client of the table. */
function seenBy(message: Message): string[] {
  return [GM, ANN, BO].filter((id) => harness().foundry.withClient(id, () => message.visible));
}

describe("the /indie chat command", () => {
  it("is registered where this Foundry looks for it: v14's CHAT_COMMANDS, else the chatMessage hook", () => {
    const registry = (
      foundry.applications.sidebar.tabs.ChatLog as { CHAT_COMMANDS?: Record<string, { rgx: RegExp; fn: unknown }> }
    ).CHAT_COMMANDS;
    if (isV14()) {
      expect(registry?.indie?.rgx.test("<p>/indie kaiser bonus=2</p>")).toBe(true);
      expect(typeof registry?.indie?.fn).toBe("function");
    } else expect(registry).toBeUndefined();
  });

  it.runIf(process.env.FOUNDRY_GENERATION === "14")(
    "on v14, a catch-all entry for unknown commands in CHAT_COMMANDS stays after ours, which it would hide",
    () => {
      const registry = (
        foundry.applications.sidebar.tabs.ChatLog as unknown as {
          CHAT_COMMANDS: Record<string, { rgx: RegExp; fn: unknown }>;
        }
      ).CHAT_COMMANDS;
      const catchAll = { rgx: /^(\/\S+)/, fn: () => false };
      delete registry.indie;
      registry.invalid = catchAll;
      registerChatCommand("indie", /^\/indie\b/, () => undefined);
      expect(Object.keys(registry).slice(-2)).toEqual(["indie", "invalid"]);
      expect(registry.invalid).toBe(catchAll);
      delete registry.invalid;
    },
  );

  it(
    "as a player, rolls at once (a last !) exactly what the check link rolls: " +
      "the same formula, difficulty, speaker and total",
    async () => {
      const linked = await checkLinkRoll([6, 3]);
      harness().foundry.scriptFaces([6, 3]);
      expect(await type(ANN, `/indie ${STEALTH} !`)).toBeUndefined();
      const typed = await waitFor("the command's roll", () => messages().length === 2 && messages()[1]);
      expect(must(typed.rolls[0]).formula).toBe("2d6ko + 5");
      expect(must(typed.rolls[0]).formula).toBe(must(linked.rolls[0]).formula);
      expect(must(typed.rolls[0]).total).toBe(must(linked.rolls[0]).total);
      expect(must(typed.rolls[0]).options.difficulty).toBe(12);
      expect(typed.speaker).toEqual(linked.speaker);
      expect(typed.author?.id).toBe(ANN);
      // Nothing else was posted: no echo of the typed line.
      expect(messages()).toHaveLength(2);
    },
  );

  it("without !, opens the roll's dialog filled for the character, as a click on the link does", async () => {
    await type(ANN, `/indie ${STEALTH}`);
    const dialog = await rollDialog();
    expect(dialog.title).toBe("Kaiser check: Brunhild");
    expect(control(dialog, "bonus").value).toBe("@skills.stealth");
    expect(control(dialog, "difficulty").value).toBe("12");
    expect(messages()).toHaveLength(0);
    await dialog.close();
  });

  it(
    "the dialog starts on the command's mode, not the selector's; " + "without a mode word, on the selector's",
    async () => {
      await harness().foundry.setChatMode("blind");
      await type(ANN, `/indie gmr ${STEALTH}`);
      const dialog = await rollDialog();
      expect(control<HTMLSelectElement>(dialog, "rollMode").value).toBe("gm");
      await dialog.close();
      await type(ANN, `/indie ${STEALTH}`);
      const plain = await rollDialog();
      expect(control<HTMLSelectElement>(plain, "rollMode").value).toBe("blind");
      await plain.close();
    },
  );

  it("a controlled token speaks before the assigned character", async () => {
    harness().foundry.withClient(GM, () => harness().foundry.controlTokens(["rivalToken000001"], GM));
    await type(GM, `/indie ${STEALTH} !`);
    const message = await waitFor("the GM's roll", () => messages().at(-1));
    expect(must(message.rolls[0]).formula).toBe("2d6ko + 2");
    expect(message.speaker.actor).toBe(RIVAL._id);
  });

  it("a leading mode word decides who sees it (/gmr, br, self), and overrides the chat's mode selector", async () => {
    await type(ANN, `/indie /gmr ${STEALTH} !`);
    const gm = await waitFor("the GM roll", () => messages().at(-1));
    expect(gm.blind).toBe(false);
    expect(gm.whisper).toEqual([GM]);
    await type(ANN, `/indie br ${STEALTH} !`);
    expect((await waitFor("the blind roll", () => messages()[1])).blind).toBe(true);
    await type(ANN, `/indie self ${STEALTH} !`);
    expect((await waitFor("the self roll", () => messages()[2])).whisper).toEqual([ANN]);
    await harness().foundry.setChatMode("blind");
    await type(ANN, `/indie pr ${STEALTH} !`);
    const open = await waitFor("the public roll", () => messages()[3]);
    expect([open.whisper, open.blind]).toEqual([[], false]);
  });

  it("without a mode word, the chat's mode selector decides", async () => {
    await harness().foundry.setChatMode("blind");
    await type(ANN, `/indie ${STEALTH} !`);
    const message = await waitFor("the roll", () => messages().at(-1));
    expect(message.blind).toBe(true);
    await harness().foundry.setChatMode("gm");
    await type(ANN, `/indie ${STEALTH} !`);
    const second = await waitFor("the second roll", () => messages()[1]);
    expect([second.whisper, second.blind]).toEqual([[GM], false]);
  });

  it(
    "words it cannot read whisper the usage and what was wrong to the user alone; " +
      "nothing is rolled or posted publicly",
    async () => {
      await type(ANN, "/indie nonsense");
      const [usage] = messages();
      expect(messages()).toHaveLength(1);
      expect(must(usage).rolls).toHaveLength(0);
      expect(must(usage).whisper).toEqual([ANN]);
      expect(seenBy(must(usage))).toEqual([ANN]);
      const html = document.createElement("div");
      html.innerHTML = String(must(usage).content);
      expect(html.querySelector(".indie-dice-usage-problem")?.textContent).toBe(
        "Not rolled: “nonsense” is no rule set of Indie Dice " +
          "(kaiser, ogs, kingdoms, klepto, olde), nor formula (any formula).",
      );
      expect(html.querySelectorAll("li")).toHaveLength(5);
      expect([...html.querySelectorAll("li code")].map((code) => code.textContent)).toEqual([
        "/indie kaiser kind=skill bonus=@skills.stealth difficulty=12",
        "/indie gmr olde count=2 faces=6 !",
        "/indie request kaiser difficulty=12",
        "/indie contest formula 1d20+@abilities.dex.mod ties=again",
        "/indie help",
      ]);
    },
  );

  it(
    "/indie alone or help whispers the usage without a problem; " +
      "a field the rule set lacks is named; markup in the words stays text",
    async () => {
      await type(ANN, "/indie");
      await type(ANN, "/indie help");
      await type(ANN, "/indie kaiser bogus=1 !");
      await type(ANN, '/indie klepto saved="<img src=x onerror=alert(1)>" !');
      expect(messages().map((message) => message.whisper)).toEqual([[ANN], [ANN], [ANN], [ANN]]);
      expect(messages().every((message) => message.rolls.length === 0)).toBe(true);
      const [alone, help, bogus, markup] = messages().map((message) =>
        Object.assign(document.createElement("div"), { innerHTML: String(message.content) }),
      );
      expect(must(alone).querySelector(".indie-dice-usage-problem")).toBeNull();
      expect(must(help).querySelector(".indie-dice-usage-problem")).toBeNull();
      expect(must(bogus).querySelector(".indie-dice-usage-problem")?.textContent).toMatch(
        /^Not rolled: “bogus” is no field of this rule set's rolls \(they take: .*\bbonus\b.*\)\.$/,
      );
      expect(must(markup).querySelector("img")).toBeNull();
    },
  );

  it("a player's /indie request is refused with the usage, to them alone; no card is posted", async () => {
    await type(ANN, "/indie request kaiser kind=resistance difficulty=11");
    expect(messages()).toHaveLength(1);
    const [refusal] = messages();
    expect(seenBy(must(refusal))).toEqual([ANN]);
    expect(String(must(refusal).content)).toContain("Only the GM can request a roll from the table.");
    expect(record(must(refusal).flags)["indie-dice"]).toBeUndefined();
  });

  it(
    "a GM's /indie request asks the scene's player characters for that roll, " +
      "each row's @ field its own, in the mode given",
    async () => {
      await type(GM, "/indie blind request kaiser kind=skill bonus=@skills.stealth difficulty=12");
      const card = await waitFor("the request card", () =>
        messages().find((message) => (message.flags as Record<string, Record<string, unknown>>)["indie-dice"]?.request),
      );
      const state = must(
        must(
          (
            card.flags as Record<
              string,
              Record<string, { participants: { name: string }[]; mode: string; fixed?: unknown }>
            >
          )["indie-dice"],
        ).request,
      );
      expect(state.participants.map((row) => row.name)).toEqual(["Brunhild", "Sigurd"]);
      expect(state.mode).toBe("blind");
    },
  );

  it("a GM's /indie request for any formula keeps the mode given too", async () => {
    await type(GM, "/indie gmr request formula 1d20+2 vs=12");
    const card = await waitFor("the request card", () =>
      messages().find((message) => (message.flags as Record<string, Record<string, unknown>>)["indie-dice"]?.request),
    );
    const state = must(
      must((card.flags as Record<string, Record<string, { ruleSet: string; mode: string }>>)["indie-dice"]).request,
    );
    expect(state.ruleSet).toBe("formula");
    expect(state.mode).toBe("gm");
  });
});
