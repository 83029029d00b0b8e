import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemWatch } from "../../../foundry/systems/system-adapter";

/**
 * The skill row this user clicked last on an actor sheet (docs/systems-coc7.md "The value rolled against"): CoC7
 * hands its roll dialog no value for a skill — it reads the skill's value only once the dialog has answered
 * (CoC7RollNormalize.normalizeRequest leaves the threshold unset; CoC7Check#rollSkill reads `item.system.value`,
 * coc7/apps at 7974aac) — and keeps no reference to the skill on the dialog. The sheet row clicked carries the
 * skill's uuid (`data-item-uuid`, templates/actors/investigator-v2/tabs/skills.hbs), and CoC7 opens the dialog for
 * that click once it has found the item: the row is remembered in the capture phase, before CoC7's own listener on
 * the name runs, and claimed by the next roll dialog to open (roll-dialog.ts, which checks the dialog's title names
 * that skill).
 *
 * A click that opens no roll dialog is not remembered: Shift rolls at once, and a GM's Ctrl (or Meta) click on a
 * regular check makes a link (CoC7RollNormalize.trigger).
 */

function skillClicked(kit: RuleSetKit, event: Event): string | null | undefined {
  const name = kit.dom.eventElement(event)?.closest(".skill-name.rollable");
  if (!name) return undefined;
  const uuid = name.closest<HTMLElement>(".skill[data-item-uuid]")?.dataset.itemUuid ?? null;
  const makesLink =
    event.type === "click" &&
    game.user.isGM &&
    (("ctrlKey" in event && event.ctrlKey === true) || ("metaKey" in event && event.metaKey === true));
  return kit.dom.shiftHeld(event) || makesLink ? null : uuid;
}

/** The skill clicks the adapter hears: the watch of the sheets, and the claim of the dialog a click opened. */
export interface SkillClicks {
  readonly watch: SystemWatch;
  /** The skill of the last click, taken by the dialog it opened (null when none is waiting). */
  claim(): string | null;
}

/** A skill's name clicked or right-clicked on any actor sheet (CoC7's are ActorSheetV2s). */
export function skillClicks(kit: RuleSetKit): SkillClicks {
  return kit.systems.sheetClickWatch((_app, event) => skillClicked(kit, event), ["click", "contextmenu"]);
}
