import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemDialog, SystemWrap } from "../../../foundry/systems/system-adapter";
import {
  bladesOdds,
  isBladesRollKind,
  BLADES_MAX_DICE,
  BLADES_MAX_THREATS,
  type BladesQuestion,
  type BladesRollKind,
} from "../core/blades-odds";
import { bladesLabels } from "../ui/roll-labels";
import { bladesHiddenFrom } from "./secrets";

/**
 * Blades in the Dark's roll dialog (docs/systems-blades-in-the-dark.md "The dialog"): `BladesActor#rollAttributePopup`
 * (module/blades-actor.js:79-232 at 6.1.1, bafff200) builds a content string and opens it with `DialogV2.wait`
 * (lib/dialog-compat.js:59-114): a plain dialog, drawn once, that carries no dice rating. So the method is wrapped: the
 * call's actor and attribute give the rating (`getRollData().dice_amount`, :31-66), and the form's selects and
 * radios as they stand say which roll the Roll button would make (:170-231).
 */

/** The method that opens the dialog, as a wrap names it. */
const POPUP = "CONFIG.Actor.documentClass.prototype.rollAttributePopup";

/** A call of the method: its actor and name, whether its dialog was found, the last question that dialog asked. */
export interface BladesOpened {
  readonly actor: unknown;
  readonly attribute: unknown;
  asked: BladesQuestion | null;
  claimed: boolean;
}

/** `Number(dialogResult.x ?? 0) || 0` as the method reads a field (:170, 193, 209, 215). */
function numberIn(element: HTMLElement, name: string): number {
  const value = element.querySelector<HTMLSelectElement | HTMLInputElement>(`[name="${name}"]`)?.value;
  return Number(value ?? 0) || 0;
}

/** The actor's `getRollData().dice_amount[name]` (:31-36): the rating the sheet rolls. */
function ratingOf(kit: RuleSetKit, actor: unknown, name: string): number | null {
  const getRollData = kit.systems.field(actor, "getRollData");
  if (typeof getRollData !== "function") return null;
  const rating: unknown = kit.systems.field(
    kit.systems.field(Reflect.apply(getRollData, actor, []), "dice_amount"),
    name,
  );
  return typeof rating === "number" && Number.isFinite(rating) ? rating : null;
}

/** Whether the name is one of the actor's attributes (insight, prowess, resolve): a resistance roll (:151). */
const isAttribute = (kit: RuleSetKit, actor: unknown, name: string) => {
  const attributes = kit.systems.field(kit.systems.field(actor, "system"), "attributes");
  return typeof attributes === "object" && attributes !== null && Object.hasOwn(attributes, name);
};

/** The roll type checked (`rollSelection ?? "actionRoll"`, :185); null for an attribute's dialog, which has none. */
function kindIn(kit: RuleSetKit, element: HTMLElement): BladesRollKind | null {
  if (!element.querySelector('input[name="rollSelection"]')) return null;
  // The last checked: with both rows offered, both radios are written `checked` and HTML keeps the last one.
  const checked = element.querySelectorAll<HTMLInputElement>('input[name="rollSelection"]:checked');
  const value = [...checked].at(-1)?.value ?? "actionRoll";
  return isBladesRollKind(value) && value !== "resistance" ? value : null;
}

/** The dice each roll type throws before `bladesRoll` clamps them (:170-231). */
function diceFor(kit: RuleSetKit, opened: BladesOpened, kind: BladesRollKind, element: HTMLElement): number | null {
  const modifier = numberIn(element, "mod");
  const rating = (name: string) => {
    const read = ratingOf(kit, opened.actor, name);
    return read === null ? null : read + modifier;
  };
  const attribute = String(opened.attribute);
  if (kind === "indulgeVice") return rating("BITD.Vice");
  if (kind === "engagement") return numberIn(element, "qty");
  if (kind === "acquireAsset") return numberIn(element, "tier") + modifier;
  return rating(attribute);
}

/** The roll the Roll button would make now, or null where the adapter does not read it. */
function bladesQuestion(kit: RuleSetKit, opened: BladesOpened, element: HTMLElement): BladesQuestion | null {
  const attribute = String(opened.attribute);
  const kind = kindIn(kit, element) ?? (isAttribute(kit, opened.actor, attribute) ? "resistance" : null);
  if (!kind) return null;
  const dice = diceFor(kit, opened, kind, element);
  if (dice === null || dice > BLADES_MAX_DICE) return null;
  const threat = kind === "threatRoll";
  const extraThreats = threat ? Math.max(0, Math.min(BLADES_MAX_THREATS, numberIn(element, "extraThreats"))) : 0;
  const desperate = threat && element.querySelector<HTMLSelectElement>('[name="pos2"]')?.value === "desperate";
  const stress = Number(
    kit.systems.field(kit.systems.field(kit.systems.field(opened.actor, "system"), "stress"), "value"),
  );
  return { kind, dice, extraThreats, desperate, stress: kind === "indulgeVice" ? stress || 0 : 0 };
}

/**
 * The dialog, the calls of `rollAttributePopup` running now (their questions the messages' record), and the one wrap
 * that follows them: `before` notes the call, the first `DialogV2` rendered while it runs is its dialog, and the call
 * ends once its promise settles — after its roll's message was made. One wrap, not an opener beside it: libWrapper
 * takes one wrapper of a target from a package.
 */
export function bladesDialog(kit: RuleSetKit): { dialog: SystemDialog; running: BladesOpened[]; wrap: SystemWrap } {
  const running: BladesOpened[] = [];
  const dialogs = new WeakMap<object, BladesOpened>();
  /** The call a dialog belongs to: its own, or, on its first render, the latest call with no dialog yet. */
  const callOf = (app: unknown): BladesOpened | null => {
    if (typeof app !== "object" || app === null) return null;
    const known = dialogs.get(app);
    if (known) return known;
    const waiting = running.findLast((call) => !call.claimed);
    if (!waiting) return null;
    waiting.claimed = true;
    dialogs.set(app, waiting);
    return waiting;
  };
  const dialog: SystemDialog = {
    renderHook: "renderDialogV2",
    read(app, element) {
      // Another prompt while no call runs, or a dialog without the popup's modifier: not this one.
      if (!element.querySelector('[name="mod"]')) return null;
      const call = callOf(app);
      if (!call || bladesHiddenFrom(kit, call.actor)) return null;
      const question = bladesQuestion(kit, call, element);
      call.asked = question;
      return question ? { odds: () => bladesOdds(question), labels: bladesLabels, targetVisible: true } : null;
    },
    place(_app, element) {
      // DialogV2 draws its content once: the footer with the Roll button stays.
      const footer = element.querySelector<HTMLElement>("footer.form-footer");
      return footer ? { panelBefore: footer, choices: new Map() } : null;
    },
    listen(_app, element, redraw) {
      const heard = (event: Event) => {
        if (kit.dom.eventElement(event)?.closest(".dialog-content")) redraw();
      };
      element.addEventListener("change", heard);
    },
  };
  const wrap: SystemWrap = {
    target: POPUP,
    before(self, args) {
      running.push({ actor: self, attribute: args[0], asked: null, claimed: false });
    },
    after(self, args, result) {
      const call = running.findLast((open) => open.actor === self && open.attribute === args[0]);
      if (call) void Promise.resolve(result).finally(() => running.splice(running.indexOf(call), 1));
    },
  };
  return { dialog, running, wrap };
}
