import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemDialog } from "../../../foundry/systems/system-adapter";
import { dccCountable, dccOdds, type DccDice, type DccRoll } from "../core/dcc-odds";
import { dccLabels } from "../ui/roll-labels";

/**
 * Dungeon Crawl Classics' RollModifierDialog, `HandlebarsApplicationMixin(ApplicationV2)` (module/roll-modifier.js
 * at 0.70.46, 78a62275; docs/systems-dcc.md "The dialog"): one text field a term, `#term-<index>`, whose buttons
 * (`modifyDie` along the chain, `modifyBonus`, `modifySpellburn`, presets, reset: :518-653) set the field's value in
 * place — the dialog is not drawn again — and `_constructRoll` joins the fields as they stand (:423-450). So the
 * figures are read from the fields on every input and every press of one of its buttons.
 */

interface Term {
  readonly type: string;
  readonly index: number;
}

const DIE = /^\+?(\d+)d(\d+)$/;
const SIGNED_DIE = /^([+-]?)(\d+)d(\d+)$/;
const NUMBER = /^[+-]?\d+$/;

function termsOf(kit: RuleSetKit, app: unknown): Term[] | null {
  const terms = kit.systems.field(app, "terms");
  if (!Array.isArray(terms)) return null;
  const read: Term[] = [];
  for (const term of terms) {
    const [type, index] = [kit.systems.field(term, "type"), kit.systems.field(term, "index")];
    if (typeof type !== "string" || typeof index !== "number") return null;
    read.push({ type, index });
  }
  return read;
}

/** What `_constructRoll` reads of a term: its field's value, spaces gone (`_cleanFormula`). */
const valueOf = (element: HTMLElement, index: number) =>
  element.querySelector<HTMLInputElement>(`#term-${index}`)?.value.replace(/\s+/g, "") ?? null;

const dice = (count: string, faces: string, sign: 1 | -1): DccDice => ({
  count: Number(count),
  faces: Number(faces),
  sign,
});

/** The roll the fields make, or null where one is no die or number the adapter reads (a formula left as typed). */
function rollOf(terms: readonly Term[], element: HTMLElement, critical: unknown): DccRoll | null {
  const [first, ...rest] = terms;
  const action = first && first.type === "Die" ? DIE.exec(valueOf(element, first.index) ?? "") : null;
  if (!first || !action) return null;
  const extra: DccDice[] = [];
  let [bonus, spellburn] = [0, 0];
  for (const term of rest) {
    const value = valueOf(element, term.index) ?? "";
    const die = SIGNED_DIE.exec(value);
    if (die) extra.push(dice(die[2] ?? "", die[3] ?? "", die[1] === "-" ? -1 : 1));
    else if (NUMBER.test(value)) bonus += Number(value);
    else if (value !== "") return null;
    if (term.type === "Spellburn" && NUMBER.test(value)) spellburn += Number(value);
  }
  const isAttack = typeof critical === "number" && Number.isFinite(critical);
  const kind = isAttack ? "attack" : terms.some((t) => t.type === "Spellburn") ? "spell" : "check";
  const roll: DccRoll = {
    kind,
    action: dice(action[1] ?? "", action[2] ?? "", 1),
    extra,
    bonus,
    spellburn: Math.max(0, spellburn),
    critRange: isAttack ? critical : 20,
  };
  return dccCountable(roll) ? roll : null;
}

export function dccDialog(kit: RuleSetKit): SystemDialog {
  const { field } = kit.systems;
  return {
    renderHook: "renderRollModifierDialog",
    read(app, element) {
      const terms = termsOf(kit, app);
      // rollToHit hands its threat range over as the roll data's `critical` (rolls-weapon-mixin.mjs:605).
      const roll = terms && rollOf(terms, element, field(field(field(app, "options"), "rollData"), "critical"));
      if (!roll) return null;
      return { odds: () => dccOdds(roll), labels: dccLabels, targetVisible: true };
    },
    place(_app, element) {
      const footer = element.querySelector<HTMLElement>(".dcc-roll-modifier > footer");
      return footer ? { panelBefore: footer, choices: new Map() } : null;
    },
    listen(_app, element, redraw) {
      const heard = (event: Event) => {
        const target = kit.dom.eventElement(event);
        if (target?.closest(".term-field, [data-action]")) redraw();
      };
      // The system's action handlers set the field before their first await: ours, added after, see its value.
      element.addEventListener("click", heard);
      element.addEventListener("input", heard);
      element.addEventListener("change", heard);
    },
  };
}
