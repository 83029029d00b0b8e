import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemWrap } from "../../../foundry/systems/system-adapter";
import { SFRPG_CRITICAL, SFRPG_FUMBLE } from "../core/sfrpg-odds";

/**
 * What a Starfinder roll is judged against, learned from the call that opens its dialog (docs/systems-sfrpg.md "The
 * dialog"): `RollDialog` carries no DC and no action target — they live only in `DiceSFRPG.d20Roll`'s arguments
 * (src/module/dice.js:174-334 at 41684b57, 0.30.0; the class is `game.sfrpg.dice`, src/sfrpg.js:128, 202). The wrap
 * keeps each call's arguments by its roll context, the very object the dialog holds as `contexts`
 * (rolltree.js:192, roll-dialog.js:36); a damage roll's dialog, opened by another method, finds none.
 */

/** The arguments of one `d20Roll` call the figures read. */
interface SfrpgCall {
  /** `difficulty`: the DC a caller passes (`options.dc`, actor.js:585, 618, 669; the `@Check` enricher). */
  readonly difficulty: unknown;
  /** `rollOptions.actionTarget` of an attack (item.js:943-946): kac, kac8, eac, ac5, ac15, other. */
  readonly actionTarget: unknown;
  /**
   * Whether the roller was shown the DC: not where the call came from a `@Check` link whose `displayDC` is "false"
   * (enrichers/check.js:120-150, which prints "DC n" then for a GM alone); a macro's or a sheet's own number is.
   */
  readonly dcShown: boolean;
}

const calls = new WeakMap<object, SfrpgCall>();

/** The wrap of `d20Roll`: a call whose thresholds are not the 20 and 1 every caller passes in 0.30.0 is not kept. */
export function d20RollWrap(kit: RuleSetKit): SystemWrap {
  const { field } = kit.systems;
  return {
    target: "game.sfrpg.dice.d20Roll",
    before(_self, [options]) {
      const context = field(options, "rollContext");
      const critical = field(options, "critical") ?? SFRPG_CRITICAL;
      const fumble = field(options, "fumble") ?? SFRPG_FUMBLE;
      if (typeof context !== "object" || context === null) return;
      if (critical !== SFRPG_CRITICAL || fumble !== SFRPG_FUMBLE) return;
      const actionTarget = field(field(options, "rollOptions"), "actionTarget");
      const clicked = field(field(options, "event"), "target");
      const link = kit.dom.isElement(clicked) ? clicked.closest("[data-dc]") : null;
      const dcShown = field(field(link, "dataset"), "displayDC") !== "false";
      calls.set(context, { difficulty: field(options, "difficulty"), actionTarget, dcShown });
    },
  };
}

/** The call that opened a dialog holding these contexts, or null. */
export function callOf(contexts: unknown): SfrpgCall | null {
  return typeof contexts === "object" && contexts !== null ? (calls.get(contexts) ?? null) : null;
}

/** The value, and whether the current user may see it; `value` null: the roll is judged against nothing. */
interface SfrpgValue {
  readonly value: number | null;
  readonly visible: boolean;
}

/** `CONFIG.SFRPG.actionTargetPaths` (config.js:2572-2578): where the target's data keeps each value. */
const PATHS: Readonly<Record<string, readonly string[]>> = {
  kac: ["attributes", "kac", "value"],
  kac8: ["attributes", "cmd", "value"],
  eac: ["attributes", "eac", "value"],
};

const pathIn = (kit: RuleSetKit, from: unknown, path: readonly string[]) =>
  path.reduce((at, key) => kit.systems.field(at, key), from);

/** `getTargetRollEvalValue`'s value of an actor target (dice.js:1017-1051); undefined where it reads none. */
function targetValue(kit: RuleSetKit, data: unknown, actionTarget: string): number | null | undefined {
  if (actionTarget === "ac5") return 5;
  if (actionTarget === "ac15") return 15;
  const path = PATHS[actionTarget];
  if (!path) return actionTarget === "other" || actionTarget === "" ? null : undefined;
  const value = pathIn(kit, data, path);
  if (actionTarget === "kac8" && !value) {
    const kac = pathIn(kit, data, PATHS.kac ?? []);
    return typeof kac === "number" && kac ? kac + 8 : null;
  }
  return typeof value === "number" ? value : value ? undefined : null;
}

/**
 * The value the roll is judged against, as `getTargetRollEvalValue` (dice.js:1008-1055) finds it: the call's
 * `difficulty` when truthy — shown to its roller unless a `@Check` link hid it — else the targeted token's value
 * for the item's action target (`game.user.targets.first()`, rollcontext.js:162-171), which the dialog shows only to
 * an owner of the target (roll-dialog.js:123, template :33) and the message only to a GM. Null where the adapter does
 * not read it: a starship's quadrants, a value that is no number.
 */
export function rollValue(kit: RuleSetKit, call: SfrpgCall, contexts: unknown): SfrpgValue | null {
  const { field } = kit.systems;
  if (call.difficulty) {
    // The enricher hands its dataset's string ("20"); `total >= "20"` compares it as a number.
    const dc = typeof call.difficulty === "string" ? Number(call.difficulty) : call.difficulty;
    if (typeof dc !== "number" || !Number.isInteger(dc)) return null;
    return { value: dc, visible: call.dcShown || game.user?.isGM === true };
  }
  const target = field(field(contexts, "allContexts"), "target");
  if (!target || typeof call.actionTarget !== "string") return { value: null, visible: true };
  if (field(field(field(target, "entity"), "actor"), "type") === "starship") return null;
  const value = targetValue(kit, field(target, "data"), call.actionTarget);
  if (value === undefined) return null;
  const owner = field(field(target, "entity"), "isOwner") === true;
  return { value, visible: value === null || game.user?.isGM === true || owner };
}
