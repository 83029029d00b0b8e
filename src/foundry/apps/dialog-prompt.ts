/**
 * What every roll dialog a card opens shares (docs/prompts.md): the prompt's header — who asks, for which character
 * and why (`templates/dialogs/prompt.hbs`) — its announcement to a screen reader, and the handle its opener keeps to
 * bring it forward or close it. Used by the rule sets' dialog and the *Any formula* dialog alike.
 */
import type { DialogPrompt, OpenedDialog } from "../types/dialogs";
import type { CardChance } from "../../ui/dialogs/card-chances";

/** The prompt's header: who asks, for which character and why (each line plain text, escaped by the template). */
export function promptContext(id: string, prompt: DialogPrompt | null | undefined): Record<string, unknown> {
  if (!prompt) return {};
  return {
    promptId: `${id}-prompt`,
    // A card the user started is theirs: "Your card: roll for Ilsa", never "Gamemaster asks you to roll".
    heading: prompt.own
      ? game.i18n.format("INDIE_DICE.Prompt.OwnHeading", { character: prompt.character })
      : game.i18n.format("INDIE_DICE.Prompt.Heading", { asker: prompt.asker }),
    character: game.i18n.format("INDIE_DICE.Prompt.Character", { name: prompt.character }),
    reason: game.i18n.format("INDIE_DICE.Prompt.Reason", { reason: prompt.reason }),
  };
}

/**
 * A prompt opens without the user's asking, so it says so to a screen reader: the window's content is a dialog
 * labelled by its header's question and described by its lines, and the focus moves into it — to the first field the
 * user may change, else to the Roll button (docs/prompts.md "Accessibility"). Tag names, not `instanceof`: a v14 window
 * may be detached into a window of its own, whose elements belong to that window's realm.
 */
export function announcePrompt(element: HTMLElement, id: string): void {
  // The window is a <form>, which may not take the dialog role: its content section (Foundry's `.window-content`) does.
  const content = element.querySelector<HTMLElement>(".window-content") ?? element;
  content.setAttribute("role", "dialog");
  content.setAttribute("aria-labelledby", `${id}-prompt-heading`);
  content.setAttribute("aria-describedby", `${id}-prompt-details`);
  focusFirstField(element);
}

/** The focus to the first field the user may change, else to Roll. */
function focusFirstField(element: HTMLElement): void {
  const fields = [
    ...element.querySelectorAll<HTMLElement>(
      "[data-application-part=fields] input, [data-application-part=fields] select, " +
        "[data-application-part=fields] textarea",
    ),
  ];
  const first = fields.find((field) => !field.hasAttribute("disabled") && field.getAttribute("type") !== "hidden");
  (first ?? element.querySelector<HTMLElement>("button.indie-dice-roll"))?.focus();
}

/** The few members of a Foundry application a dialog's handle needs. */
interface DialogApplication {
  readonly id: string;
  readonly rendered: boolean;
  readonly element: HTMLElement;
  bringToFront(): void;
  close(): Promise<unknown>;
  followCard(cardChance: CardChance): void;
}

/** A dialog as its opener may handle it (a card's roll brings an open prompt forward instead of a second dialog). */
export function openedDialogHandle(app: DialogApplication): OpenedDialog {
  const isOpen = (): boolean => foundry.applications.instances.get(app.id) === (app as unknown) && app.rendered;
  return {
    id: app.id,
    // Registered while open; a page reload (or the double's) forgets it without a close.
    get open() {
      return isOpen();
    },
    // Forward, and the focus into it: a keyboard press on the card lands where the roll is made.
    bringToFront: () => {
      app.bringToFront();
      focusFirstField(app.element);
    },
    close: () => app.close(),
    followCard: (cardChance) => app.followCard(cardChance),
  };
}
