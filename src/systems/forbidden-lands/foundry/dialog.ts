import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemDialog } from "../../../foundry/systems/system-adapter";
import { FBL_MAX_DICE, fblPool, poolOdds, type FblDice } from "../core/fbl-odds";
import { fblLabels } from "../ui/roll-labels";
import { fblHiddenFrom } from "./secrets";

/**
 * Forbidden Lands' roll dialog, `FBLRollHandler` (a FormApplication; docs/systems-forbidden-lands.md "The dialog"):
 * its inputs `#base`, `#skill`, `#gear`, `#artifact`, `#modifier` as they stand — the ± buttons and the modifier
 * options change them in place, never drawing the dialog again, so every input, change and click redraws the figures.
 * The pool is `_handleYZRoll`'s (engine.js:326-397 at 14.0.4): skill + modifier below 0 gives negative dice instead;
 * gear-bonus options checked split the gear into terms whose sum is at least the options' (`_getModifierGear`);
 * artifacts "d8+2d10" parsed as `parseArtifacts` does. A spell's dialog (its own template) is not read.
 */

const ARTIFACT_SIDES = [8, 10, 12] as const;

/** A whole, non-negative number of dice from an input ("" is none, as FormDataExtended's null adds as 0). */
function diceIn(element: HTMLElement, id: string, signed = false): number | null {
  const text = element.querySelector<HTMLInputElement>(`input#${id}`)?.value;
  if (text === undefined) return null;
  const value = text.trim() === "" ? 0 : Number(text);
  return Number.isInteger(value) && (signed || value >= 0) && Math.abs(value) <= FBL_MAX_DICE ? value : null;
}

/** `parseArtifacts`: "d8+2d10" → [8, 10, 10]; anything but d8, d10 and d12 is read as no figure (null). */
function artifactsIn(text: string): (8 | 10 | 12)[] | null {
  const sides: (8 | 10 | 12)[] = [];
  for (const part of text.split(/[+, ]/).filter((term) => !!term && term !== "0")) {
    const [number, faces] = part.split(/d/i);
    const die = ARTIFACT_SIDES.find((sides) => sides === Number(faces));
    const count = Number(number) || 1;
    if (die === undefined || !Number.isInteger(count) || count > FBL_MAX_DICE) return null;
    sides.push(...Array.from({ length: count }, () => die));
  }
  return sides;
}

/** The gear-bonus options checked (`true_<name>_<value>`): the gear dice they add. */
function gearBonusesIn(element: HTMLElement): number | null {
  const checked = [...element.querySelectorAll<HTMLInputElement>('input.option[data-gear-bonus="true"]:checked')];
  if (checked.length === 0) return null;
  return checked.reduce((sum, option) => sum + Number(option.name.split("_")[2]), 0);
}

function diceOf(kit: RuleSetKit, app: unknown, element: HTMLElement): FblDice | null {
  const [attribute, skill, gearTyped, modifier] = [
    diceIn(element, "base"),
    diceIn(element, "skill"),
    diceIn(element, "gear"),
    diceIn(element, "modifier", true),
  ];
  const text = element.querySelector<HTMLInputElement>("input#artifact")?.value ?? "";
  const artifacts = artifactsIn(text);
  if (attribute === null || skill === null || gearTyped === null || modifier === null || !artifacts) return null;
  // With gear-bonus options checked, the item's own gear dice and theirs are rolled, and the typed rest if more.
  const bonuses = gearBonusesIn(element);
  const ownGear = Number(kit.systems.field(kit.systems.field(app, "gear"), "value")) || 0;
  const gear = bonuses === null ? gearTyped : Math.max(gearTyped, ownGear + bonuses);
  return Number.isFinite(gear) ? { attribute, skill, gear, modifier, artifacts } : null;
}

/** `getRollOptions`'s maxPush: the options' (a monster sheet's "0"), else 10000, 0 for a monster, or 1. */
function canPush(kit: RuleSetKit, app: unknown): boolean {
  const { field } = kit.systems;
  const options = field(app, "options");
  const actor = game.actors?.get(String(field(options, "actorId")));
  const fallback = field(options, "unlimitedPush")
    ? 10000
    : field(field(actor, "system"), "type") === "monster"
      ? 0
      : 1;
  return Number(field(options, "maxPush") || fallback) > 0;
}

export function fblDialog(kit: RuleSetKit): SystemDialog {
  const { field, dom } = { field: kit.systems.field, dom: kit.dom };
  return {
    renderHook: "renderFBLRollHandler",
    read(app, element) {
      const options = field(app, "options");
      if (field(options, "type") === "spell" || field(options, "template")) return null;
      if (fblHiddenFrom(kit, field(options, "actorId"))) return null;
      const dice = diceOf(kit, app, element);
      if (!dice) return null;
      const pool = fblPool(kit.pools, dice);
      return { odds: () => poolOdds(kit.pools, pool, canPush(kit, app)), labels: fblLabels, targetVisible: true };
    },
    place(_app, element) {
      const actions = element.querySelector<HTMLElement>(".form-actions");
      return actions ? { panelBefore: actions, choices: new Map() } : null;
    },
    listen(_app, element, redraw) {
      // The ± buttons and the options change inputs in place (their own listeners run first, on the targets).
      const heard = (event: Event) => {
        const target = dom.eventElement(event);
        if (target?.closest("input, .inc-dec-btns")) redraw();
      };
      for (const type of ["input", "change", "click"]) element.addEventListener(type, heard);
    },
  };
}
