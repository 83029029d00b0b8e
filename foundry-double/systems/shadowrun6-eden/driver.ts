/**
 * Driving a Shadowrun 6e world of the double as a player would (not emulation: conveniences for tests and the
 * playground): a prepared roll as a sheet's skill row builds it (the actor's Edge, no wound modifier), the next roll
 * dialog once drawn, a field set with the change a browser sends, the Edge boost chosen, Roll pressed.
 */
import { fire, partOf } from "../kit/driver";
import { hooks } from "../next-render";
import { read } from "../kit/data";
import { chatMessage } from "../kit/globals";
import { RollDialog, doRoll, type PreparedRoll } from "./roll-dialog";
import type { SR6Roll } from "./sr6-roll";

/** A skill roll of `pool` dice for an actor of the world (its `system.edge`), with a threshold its sheet set. */
export function rollSkill(actor: unknown, title: string, pool: number, threshold = 0): Promise<SR6Roll | null> {
  const edge = read(read(actor, "system"), "edge");
  const prepared: PreparedRoll = {
    pool,
    calcPool: pool,
    threshold,
    modifier: 0,
    title,
    edgePoolIgnoringCap: 0,
    actor: {
      name: String(read(actor, "name")),
      system: { edge: { value: Number(read(edge, "value")) || 0, max: Number(read(edge, "max")) || 0 } },
      getWoundModifier: () => 0,
    },
    speaker: chatMessage().getSpeaker({ actor }),
  };
  return doRoll(prepared);
}

/** The next roll dialog drawn (a V1 window's render hook: it renders once, its listeners change it in place). */
export function nextRollDialog(): Promise<RollDialog> {
  return new Promise((resolve) => {
    const id = hooks().on("renderRollDialog", (app: unknown) => {
      if (!(app instanceof RollDialog)) return;
      hooks().off("renderRollDialog", id);
      resolve(app);
    });
  });
}

/** A field of the dialog set (a number typed, a checkbox ticked, an option chosen); the dialog changes in place. */
export function setRollField(dialog: RollDialog, selector: string, value: string | boolean): void {
  const field = partOf<HTMLInputElement>(dialog.element.get(0) ?? document, selector, `No field ${selector}`);
  if (typeof value === "boolean") field.checked = value;
  else field.value = value;
  fire(field, "change");
}

/** The dialog's Roll ("normal") pressed. */
export function pressRoll(dialog: RollDialog): void {
  partOf(dialog.element.get(0) ?? document, ".dialog-button.normal", "The roll dialog has no Roll button").click();
}
