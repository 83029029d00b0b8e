// @vitest-environment happy-dom
/**
 * Who may see a roll, on Foundry v13 and v14 alike (this file runs under both profiles of the double): the chat
 * bar's mode is preselected in every dialog and used on a fast-forwarded roll, the posted message carries it, and
 * a player barred from it cannot see its content. The API takes either spelling of a mode and refuses an unknown
 * one before any die is rolled.
 */
import { describe, expect, it } from "vitest";
import { useIndieDice } from "../support/helpers";
import { api, control, messageById, rollButton, rollDialog, settle } from "../support/dialog-harness";
import { RULE_SETS } from "../../ui/dialogs/fixtures";

const GM = "gmUser0000000000";
const PLAYER = "playerUser000000";
const harness = useIndieDice({ clients: [GM, PLAYER] });

interface PostedMessage {
  readonly id: string;
  readonly whisper: string[];
  readonly blind: boolean;
  readonly author: { readonly id: string };
  readonly isContentVisible: boolean;
}

/** What each mode makes of a message posted by `author`: its whisper list and blind flag. */
function expectedAudience(mode: "public" | "gm" | "blind" | "self", author: string) {
  if (mode === "public") return { whisper: [], blind: false };
  if (mode === "self") return { whisper: [author], blind: false };
  return { whisper: [GM], blind: mode === "blind" };
}

function lastMessage(): PostedMessage {
  return harness().foundry.messages.at(-1) as PostedMessage;
}

/** Whether the other user's client may see the message's content (Foundry's `isContentVisible`). */
function seenBy(userId: string, message: PostedMessage): boolean {
  return harness().foundry.withClient(userId, () => messageById(message.id).isContentVisible);
}

describe.each([
  ["blind", GM],
  ["gm", GM],
  ["self", PLAYER],
] as const)("the chat bar on %s, rolled by %s", (mode, roller) => {
  const barred = roller === GM ? PLAYER : GM;

  it.each(RULE_SETS)("the %s dialog preselects it, and its roll is posted with it", async (ruleSet) => {
    await harness().foundry.withClient(roller, async () => {
      await harness().foundry.setChatMode(mode);
      const pending = api().dialogs.open(ruleSet, {});
      const dialog = await rollDialog();
      expect(control<HTMLSelectElement>(dialog, "rollMode").value).toBe(mode);
      rollButton(dialog).click();
      expect(await pending).not.toBeNull();
    });
    await settle();
    const message = lastMessage();
    expect({ whisper: message.whisper, blind: message.blind }).toEqual(expectedAudience(mode, roller));
    expect(seenBy(barred, message)).toBe(false);
    // A blind roll is hidden from its own author too (unless a GM); any other is the author's to see.
    expect(seenBy(roller, message)).toBe(mode !== "blind" || roller === GM);
  });

  it.each(RULE_SETS)("a fast-forwarded %s roll is posted with it", async (ruleSet) => {
    await harness().foundry.withClient(roller, async () => {
      await harness().foundry.setChatMode(mode);
      expect(await api().dialogs.open(ruleSet, { fastForward: true })).not.toBeNull();
    });
    const message = lastMessage();
    expect({ whisper: message.whisper, blind: message.blind }).toEqual(expectedAudience(mode, roller));
    expect(seenBy(barred, message)).toBe(false);
  });
});

describe("a mode given through the API", () => {
  it.each([
    ["blind", "blindroll"],
    ["gm", "gmroll"],
    ["self", "selfroll"],
    ["public", "publicroll"],
  ] as const)("%s and %s mean the same, whatever the chat bar says", async (modern, legacy) => {
    await harness().foundry.setChatMode("gm");
    await api().dialogs.open("olde", { fastForward: true, rollMode: modern });
    const first = lastMessage();
    await api().dialogs.open("olde", { fastForward: true, rollMode: legacy });
    const second = lastMessage();
    expect({ whisper: first.whisper, blind: first.blind }).toEqual(expectedAudience(modern, GM));
    expect({ whisper: second.whisper, blind: second.blind }).toEqual(expectedAudience(modern, GM));
  });

  it("an unknown mode is a localized error before any die is rolled or any dialog opens", async () => {
    harness().foundry.scriptFaces([4, 4]);
    for (const fastForward of [true, false]) {
      await expect(api().dialogs.open("olde", { fastForward, rollMode: "whispered" })).rejects.toThrow(
        /no roll mode called whispered/,
      );
    }
    expect(harness().foundry.scriptedRemaining).toBe(2);
    expect(harness().foundry.messages).toHaveLength(0);
    expect(harness().foundry.notifications.at(-1)).toMatchObject({
      type: "error",
      message: expect.stringMatching(/blind \(blindroll\)/),
    });
  });
});
