import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemWrap } from "../../../foundry/systems/system-adapter";

/**
 * What Alien RPG's dialogs do not carry (docs/systems-alienrpg.md "Reading the dialog"): every prompt is a plain
 * `DialogV2.wait` whose content is two text inputs or a checkbox, opened by a method of the actor or the item that
 * holds the roll — `alienrpgActor#rollAbilityMod(actor, dataset)` (a right-click on an attribute or a skill),
 * `#abilityRoll(actor, dataset, rollMod)` (a left-click, and the roll a modifier dialog goes on to), and
 * `alienrpgItem#roll(right, dataset)` (a weapon) — module/documents/actor.mjs:186-572 and item.mjs:39-360 at 4.0.5.
 * So those methods are observed (the wrapping seam), and the last call still running is what the next dialog of
 * theirs asks about.
 */

/** One observed call: which method, on what, with the dataset as it was when called. */
export type AlienCall =
  | { readonly kind: "abilityMod"; readonly actor: unknown; readonly dataset: unknown }
  | {
      readonly kind: "ability";
      readonly actor: unknown;
      readonly dataset: unknown;
      readonly modifier: unknown;
      readonly stressMod: unknown;
    }
  | { readonly kind: "item"; readonly item: unknown; readonly right: boolean };

/** The call whose dialog is open now, or null: one slot an adapter's wraps share. */
interface CallSlot {
  current: AlienCall | null;
}

type Field = RuleSetKit["systems"]["field"];

/**
 * Forgets the call when its method's promise settles, unless a later call took its place (a roll going on to another).
 */
function settle(slot: CallSlot, field: Field, call: AlienCall, result: unknown): void {
  const then = field(result, "finally");
  const forget = () => {
    if (slot.current === call) slot.current = null;
  };
  if (typeof then === "function") Reflect.apply(then, result, [forget]);
  else forget();
}

function observed(
  slot: CallSlot,
  field: Field,
  target: string,
  callOf: (self: unknown, args: readonly unknown[]) => AlienCall,
): SystemWrap {
  let call: AlienCall | null = null;
  return {
    target,
    before(self, args) {
      call = slot.current = callOf(self, args);
    },
    after(_self, _args, result) {
      if (call) settle(slot, field, call, result);
    },
  };
}

/** The methods an adapter observes, and the call of theirs still running. */
export interface AlienCapture {
  readonly wraps: readonly SystemWrap[];
  /** The call whose dialog is open now, or null. */
  currentCall(): AlienCall | null;
}

export function alienCapture(kit: RuleSetKit): AlienCapture {
  const { field } = kit.systems;
  const slot: CallSlot = { current: null };
  const wraps: readonly SystemWrap[] = [
    observed(slot, field, "CONFIG.Actor.documentClass.prototype.rollAbilityMod", (_self, [actor, dataset]) => ({
      kind: "abilityMod",
      actor,
      dataset,
    })),
    // abilityRoll sets the dataset's modifiers back to 0 before its dialog (actor.mjs:206): they are read as it is
    // called.
    observed(slot, field, "CONFIG.Actor.documentClass.prototype.abilityRoll", (_self, [actor, dataset]) => ({
      kind: "ability",
      actor,
      dataset,
      modifier: field(dataset, "modifier"),
      stressMod: field(dataset, "stressMod"),
    })),
    observed(slot, field, "CONFIG.Item.documentClass.prototype.roll", (self, [right]) => ({
      kind: "item",
      item: self,
      right: right === true,
    })),
  ];
  return { wraps, currentCall: () => slot.current };
}
