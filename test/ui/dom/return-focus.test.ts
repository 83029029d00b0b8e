// @vitest-environment happy-dom
/**
 * The focus given back when a window closes (src/ui/dom/return-focus.ts): to what opened it; to the same button of a
 * card drawn anew meanwhile (Foundry's ChatLog#updateMessage replaces the message's element), or to that card when
 * its button is gone or greyed; never taken from where the user has put it since.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { focusReturner } from "../../../src/ui/dom/return-focus";
import { must } from "../../kit";

/** A chat log of one card message with a Roll button for a participant, as Foundry and the module draw it. */
function message(id: string, button: string): string {
  return (
    `<li class="chat-message" data-message-id="${id}"><div class="message-content"><div ` +
    `class="indie-dice-card">${button}</div></div></li>`
  );
}

const ROLL = (extra = "") =>
  `<button type="button" data-action="indie-dice-contest-roll" data-participant="warden"${extra}>Roll</button>`;
const OTHER = `<button type="button" data-action="indie-dice-contest-roll" data-participant="ilsa">Roll</button>`;

let log: HTMLOListElement;

beforeEach(() => {
  document.body.innerHTML =
    `<input id="chat"><ol ` + `class="chat-log">${message("m1", OTHER + ROLL())}${message("m2", ROLL())}</ol>`;
  log = must(document.querySelector<HTMLOListElement>("ol.chat-log"));
});

/** The message's element drawn anew, as ChatLog#updateMessage does: a new element in the old one's place. */
function redraw(id: string, html: string): void {
  const template = document.createElement("template");
  template.innerHTML = html;
  must(log.querySelector(`[data-message-id="${id}"]`)).replaceWith(must(template.content.firstElementChild));
}

const rollButton = (id: string, participant: string) =>
  must(log.querySelector<HTMLElement>(`[data-message-id="${id}"] [data-participant="${participant}"]`));

describe("the focus given back", () => {
  it("goes to what had it when the window opened", () => {
    rollButton("m1", "warden").focus();
    const giveBack = focusReturner(document);
    document.body.focus();
    giveBack();
    expect(document.activeElement).toBe(rollButton("m1", "warden"));
  });

  it("goes to the same button of the card drawn anew, in the same message, not a look-alike in another", () => {
    rollButton("m1", "warden").focus();
    const giveBack = focusReturner(document);
    redraw("m1", message("m1", OTHER + ROLL()));
    expect(document.activeElement).toBe(document.body);
    giveBack();
    expect(document.activeElement).toBe(rollButton("m1", "warden"));
  });

  it("goes to the card drawn anew when its button is gone or greyed", () => {
    rollButton("m1", "warden").focus();
    const gone = focusReturner(document);
    redraw("m1", message("m1", OTHER));
    gone();
    expect(document.activeElement).toBe(log.querySelector('[data-message-id="m1"] .indie-dice-card'));
    expect(document.activeElement?.getAttribute("tabindex")).toBe("-1");
    rollButton("m2", "warden").focus();
    const greyed = focusReturner(document);
    redraw("m2", message("m2", ROLL(" disabled")));
    greyed();
    expect(document.activeElement).toBe(log.querySelector('[data-message-id="m2"] .indie-dice-card'));
  });

  it("takes nothing from where the user has put the focus since, and leaves it be when the message is gone", () => {
    rollButton("m1", "warden").focus();
    const giveBack = focusReturner(document);
    redraw("m1", message("m1", OTHER + ROLL()));
    const chat = must(document.querySelector<HTMLInputElement>("#chat"));
    chat.focus();
    giveBack();
    expect(document.activeElement).toBe(chat);
    rollButton("m2", "warden").focus();
    const deleted = focusReturner(document);
    must(log.querySelector('[data-message-id="m2"]')).remove();
    deleted();
    expect(document.activeElement).toBe(document.body);
  });
});
