/**
 * The odds follow a field as it is typed in, not only when it is left ("change"): each `input` event of a text,
 * number or textarea field schedules one update, run once the typing pauses for `LIVE_INPUT_DELAY_MS`. Selects,
 * checkboxes and the steppers fire "change" at once and keep their own path. A "change" or a submission makes the
 * pending update moot (they read the form themselves): `cancel()` drops it. Shared by the Foundry dialogs and the
 * playground; the update itself (the view model, the odds part) is the caller's, and costs ≤ 2 ms
 * (bench/dialogs.bench.ts).
 */
import { eventElement, isInputElement } from "./elements";

/** Long enough to skip the values a player passes through while typing "125", short enough to feel immediate. */
export const LIVE_INPUT_DELAY_MS = 150;

export interface LiveInput {
  /** Drops the update still waiting, if any. */
  cancel(): void;
}

export function onLiveInput(form: HTMLElement, update: (event: Event) => void, delay = LIVE_INPUT_DELAY_MS): LiveInput {
  let pending: ReturnType<typeof setTimeout> | null = null;
  const cancel = () => {
    if (pending !== null) clearTimeout(pending);
    pending = null;
  };
  form.addEventListener("input", (event) => {
    const field = eventElement(event);
    if (!isTyped(field)) return;
    cancel();
    pending = setTimeout(() => {
      pending = null;
      // A field the dialog has since removed (a new rule set drawn) has nothing left to update.
      if (field?.isConnected) update(event);
    }, delay);
  });
  form.addEventListener("change", cancel);
  form.addEventListener("submit", cancel);
  return { cancel };
}

/** A field typed into: a text or number input, or a textarea. */
function isTyped(field: HTMLElement | null): boolean {
  if (!field?.getAttribute("name")) return false;
  if (field.tagName === "TEXTAREA") return true;
  return (
    isInputElement(field) && !["checkbox", "radio", "button", "submit", "reset", "image", "file"].includes(field.type)
  );
}
