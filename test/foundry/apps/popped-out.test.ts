// @vitest-environment happy-dom
/**
 * Windows and cards shown in a browser window of their own (docs/architecture.md "Windows of their own"): on v14
 * through ApplicationV2#detachWindow (the double's, foundry-double/applications/detached.ts), on both
 * generations in a second happy-dom Window whose document is not the global one. Each test uses what is there —
 * types, presses, looks for the card, gets the focus back — and fails where the module reached for the main page.
 */
import { describe, expect, it, vi } from "vitest";
import { Window as PageWindow } from "happy-dom";
import { useIndieDice } from "../support/helpers";
import { api, changeField, rollButton, rollDialog, shownOdds, waitFor } from "../support/dialog-harness";
import { defaultGeneration } from "../../../foundry-double/profile";
import { scrollToMessage, TO_CARD_ACTION } from "../../../src/foundry/cards/card-links";
import { addChatButtons } from "../../../src/foundry/apps/launch-buttons";
import type { DetachedWindowManager } from "../../../foundry-double/applications/detached";
import { must } from "../../kit";

const GM = "gmUser0000000000";
const PLAYER = "playerUser000000";
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
  ],
  userId: PLAYER,
});

/** A second page, as a browser window of its own: its own document, focus and frames. */
function secondPage(): Document {
  return new PageWindow({ url: "http://localhost/" }).document as unknown as Document;
}

/** v14's foundry.applications.detached (fvtt-types 13 has none): the double's manager. */
function detached(): DetachedWindowManager {
  return (foundry.applications as unknown as { detached: DetachedWindowManager }).detached;
}

interface Detachable {
  readonly element: HTMLElement;
  detachWindow(): Promise<unknown>;
  readonly windowId: string | null;
}

describe("on both generations, in a page that is not the global document", () => {
  it(
    "Go to the card finds the card in the pressed button's own page " + "(a chat log popped out) and scrolls to it",
    async () => {
      harness();
      const page = secondPage();
      page.body.innerHTML =
        `<ol class="chat-log"><li class="chat-message" ` +
        `data-message-id="cardMessage00001">card</li><li data-message-id="roll"><button ` +
        `type="button" data-action="${TO_CARD_ACTION}" data-card-id="cardMessage00001">Go</button></li></ol>`;
      const card = must(page.querySelector<HTMLElement>("[data-message-id='cardMessage00001']"));
      const scrolled = vi.fn();
      card.scrollIntoView = scrolled;
      expect(document.querySelector("[data-message-id='cardMessage00001']")).toBeNull();
      scrollToMessage("cardMessage00001", must(page.querySelector("button")));
      await waitFor("the card scrolled into view", () => scrolled.mock.calls.length > 0);
      expect(scrolled).toHaveBeenCalledWith({ block: "center" });
    },
  );

  it("the chat buttons go into the controls of the log's own page, built by that page", () => {
    harness();
    const page = secondPage();
    page.body.innerHTML =
      `<section class="chat-log-host"></section><div ` + `id="chat-controls"><div class="control-buttons"></div></div>`;
    const onClick = vi.fn();
    addChatButtons(must(page.querySelector<HTMLElement>(".chat-log-host")), [
      { name: "indieDice", title: "INDIE_DICE.Control.Open", icon: "fa-solid fa-dice", onClick },
    ]);
    const button = page.querySelector<HTMLButtonElement>(
      "#chat-controls .control-buttons button[data-indie-dice-control='indieDice']",
    );
    expect(button?.ownerDocument).toBe(page);
    must(button).click();
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(document.querySelector("[data-indie-dice-control]")).toBeNull();
  });
});

describe.runIf(defaultGeneration() === 14)(
  "v14: a window detached into a browser window of its own (ApplicationV2#detachWindow)",
  () => {
    it(
      "a roll dialog detached by its header's Detach: " +
        "typing moves the odds there, Roll posts from there, its window closes with it",
      async () => {
        harness();
        const pending = api().dialogs.open("kaiser", {});
        const dialog = (await rollDialog()) as Awaited<ReturnType<typeof rollDialog>> & Detachable;
        must(dialog.element.querySelector<HTMLElement>("[data-action='detach']")).click();
        await waitFor(
          "the dialog in a window of its own",
          () => dialog.windowId !== null && dialog.element.ownerDocument !== document,
        );
        const page = dialog.element.ownerDocument;
        expect(page.body.contains(dialog.element)).toBe(true);
        const before = shownOdds(dialog).success;
        await changeField(dialog, "bonus", "3");
        expect(shownOdds(dialog).success).toBeGreaterThan(must(before));
        const id = must(dialog.windowId);
        rollButton(dialog).click();
        const roll = await pending;
        expect(roll?.formula).toBe("2d6ko + 3");
        await waitFor("the detached window let go with its last window", () => !detached().windows.has(id));
      },
    );

    it("a check link clicked in a detached window opens its dialog (the page's listener is there too)", async () => {
      harness();
      const { TextEditor } = foundry.applications.ux;
      const opened = await detached().openWindow({});
      const page = opened.document;
      page.body.innerHTML = await TextEditor.implementation.enrichHTML(
        "<p>[[/indie kaiser kind=skill bonus=@skills.stealth difficulty=12]]{Sneak}</p>",
      );
      must(page.querySelector<HTMLElement>("a.indie-dice-check-link")).click();
      const dialog = await rollDialog();
      expect(must(dialog.element.querySelector<HTMLInputElement>("input[name='bonus']")).value).toBe("@skills.stealth");
      expect(dialog.view.fields.find((field) => field.name === "bonus")?.resolved).toBe("= 5");
      await dialog.close();
    });
  },
);
