import { DRAGONBANE_ROLL, dragonbaneOdds, type DragonbaneDice, type DragonbaneOption } from "../core/dragonbane-odds";
import { dragonbaneLabels } from "../ui/dragonbane-labels";
import type { RuleSetKit } from "../../../foundry/composition";
import type {
  SystemDialog,
  SystemDialogReading,
  SystemPlaces,
  SystemWatch,
} from "../../../foundry/systems/system-adapter";
import type { RowClick, RowClicks } from "./sheet-rows";
import { callMethod, valueOf, valueVisible } from "./actor-reads";
import { DRAGONBANE_PUSH } from "../core/dragonbane-push";
import { pushReading } from "./roll-messages";

/**
 * Dragonbane's roll dialog (docs/systems-dragonbane.md "The dialog"): no class of its own but a `DialogV2.input`
 * whose content is templates/partials/roll-dialog.hbs (modules/tests/dod-test.js:125-155 at 3f766cb), known by its
 * `.dod-controls` and its extra boons select. The dice are what the form would submit now (`processDialogOptions`,
 * :157-179; a weapon's weapon-test.js:245-271): each boon or bane checkbox ticked, the extra selects, a weapon's
 * weak-spot action a bane more and its topple a boon more when the weapon topples, its enchantment the extra Dragons.
 * The value rolled against is the sheet row clicked (sheet-rows.ts), read from the actor as the test will read it.
 */

/** What the dialog is for: the actor, and the item (skill, weapon, spell) or attribute, when its click is known. */
interface Subject {
  readonly actor: unknown;
  readonly item: unknown;
  readonly attribute: string | null;
}

const subjects = new WeakMap<object, Subject | null>();

const localize = (key: string): string => game.i18n.localize(key);

/**
 * The click's subject when the dialog's title is the one the system gives it (skill-test.js:16, attribute-test.js:13).
 */
function subjectOf(kit: RuleSetKit, app: object, click: RowClick | null): Subject | null {
  if (!click) return null;
  const { field } = kit.systems;
  const title: unknown = Reflect.get(app, "title");
  if (click.attribute !== null) {
    const attribute = click.attribute.toLowerCase();
    const expected = `${localize("DoD.ui.dialog.attributeRollTitle")}: ${localize(`DoD.attributes.${attribute}`)}`;
    return title === expected ? { actor: click.actor, item: null, attribute } : null;
  }
  const item = click.itemId === null ? null : callMethod(kit, field(click.actor, "items"), "get", click.itemId);
  // A skill's, a weapon's and a spell's test all title their dialog with the item's name (weapon-test.js:204).
  const expected = `${localize("DoD.ui.dialog.skillRollTitle")}: ${String(field(item, "name"))}`;
  return item && title === expected ? { actor: click.actor, item, attribute: null } : null;
}

/**
 * The value the test will roll against, read now (skill-test.js:28; weapon-test.js:9; spell-test.js:8; actor.js:1297).
 */
function targetOf(kit: RuleSetKit, subject: Subject | null): number | null {
  if (!subject) return null;
  const { field } = kit.systems;
  if (subject.attribute !== null) return valueOf(callMethod(kit, subject.actor, "getAttribute", subject.attribute));
  const system = field(subject.item, "system");
  const type = field(subject.item, "type");
  const skill =
    type === "skill"
      ? subject.item
      : type === "weapon"
        ? callMethod(kit, subject.actor, "findSkill", String(field(field(system, "skill"), "name") ?? ""))
        : callMethod(kit, subject.actor, "findMagicSkill", field(system, "school"));
  return valueOf(field(field(skill, "system"), "value"));
}

/** A select's number as `Number(input.extra…)` reads it (none: 0). */
function selected(element: HTMLElement, name: string): number {
  const value = Number(element.querySelector<HTMLSelectElement>(`select[name="${name}"]`)?.value ?? 0);
  return Number.isFinite(value) ? value : 0;
}

const boxes = (element: HTMLElement, group: "boons" | "banes") =>
  Array.from(element.querySelectorAll<HTMLInputElement>(`.dod-controls input[type="checkbox"][name^="${group}."]`));

/** A source's name as its checkbox carries it (`boons.<source>`). */
const sourceOf = (box: HTMLInputElement): string => box.name.slice(box.name.indexOf(".") + 1);

/**
 * The sources a submit counts (`processDialogOptions`: the entries of `expandObject(values).boons` whose value is
 * truthy). Two values are truthy ticked or not: a name holding a dot, which expands into an object (each such first
 * part counts once), and a name two boxes share (two items of one name), which FormDataExtended reads as a list
 * (counted once). The system's own reading, followed: only a box alone with its plain name counts by its tick.
 */
function counted(sources: readonly HTMLInputElement[]): number {
  const always = new Set(
    sources
      .map(sourceOf)
      .filter((name) => !readsItsTick(sources, name))
      .map((name) => name.split(".")[0]),
  );
  return always.size + sources.filter((box) => readsItsTick(sources, sourceOf(box)) && box.checked).length;
}

/** Whether the submit reads this source's tick: a plain name (no dot) that no other box of the group shares. */
function readsItsTick(sources: readonly HTMLInputElement[], name: string): boolean {
  return !name.includes(".") && sources.filter((box) => sourceOf(box) === name).length === 1;
}

/**
 * The dice the form would roll now; null where they depend on what is not known (a topple with a weapon not read:
 * whether it topples decides a boon).
 */
function diceOf(
  kit: RuleSetKit,
  element: HTMLElement,
  subject: Subject | null,
): { dice: DragonbaneDice; options: DragonbaneOption[] } | null {
  const action = kit.dom.checkedRadio(element, "action")?.value;
  let boons = counted(boxes(element, "boons")) + selected(element, "extraBoons");
  let banes = counted(boxes(element, "banes")) + selected(element, "extraBanes");
  if (action === "weakpoint") banes += 1;
  if (action === "topple") {
    const topples =
      subject && kit.systems.field(subject.item, "type") === "weapon"
        ? callMethod(kit, subject.item, "hasWeaponFeature", "toppling")
        : undefined;
    if (typeof topples !== "boolean") return null;
    if (topples) boons += 1;
  }
  const dice = { boons, banes, extraDragons: selected(element, "enchantedWeapon") };
  // A box whose tick the submit does not read (a dotted or shared name) changes nothing, so has no figure beside it.
  const options = (["boons", "banes"] as const).flatMap((group) =>
    boxes(element, group)
      .filter((box, _, all) => readsItsTick(all, sourceOf(box)))
      .map((box): DragonbaneOption => {
        const other = { ...dice, [group]: dice[group] + (box.checked ? -1 : 1) };
        return box.checked
          ? { id: box.name, withIt: dice, withoutIt: other }
          : { id: box.name, withIt: other, withoutIt: dice };
      }),
  );
  return { dice, options };
}

/** Whether the element is Dragonbane's roll dialog with its boons and banes (an automatic success has none). */
function isRollDialog(element: HTMLElement): boolean {
  return element.querySelector('.dod-controls select[name="extraBoons"]') !== null;
}

function rollDialogRead(
  kit: RuleSetKit,
  rows: RowClicks,
  app: unknown,
  element: HTMLElement,
): SystemDialogReading | null {
  if (typeof app !== "object" || app === null || !isRollDialog(element)) return null;
  if (!subjects.has(app)) subjects.set(app, subjectOf(kit, app, rows.claim()));
  const subject = subjects.get(app) ?? null;
  const read = diceOf(kit, element, subject);
  if (!read) return null;
  const target = targetOf(kit, subject);
  return {
    odds: () => dragonbaneOdds({ ...read.dice, target, options: read.options }),
    labels: dragonbaneLabels,
    targetVisible: subject ? valueVisible(kit, subject.actor) : true,
  };
}

function rollDialogPlaces(element: HTMLElement): SystemPlaces | null {
  const footer = element.querySelector<HTMLElement>("footer.form-footer");
  const ok = element.querySelector<HTMLElement>('footer button[data-action="ok"]');
  if (!footer || !ok) return null;
  const extras = new Map<string, HTMLElement>();
  for (const box of [...boxes(element, "boons"), ...boxes(element, "banes")]) {
    const words = box.closest("tr")?.querySelector<HTMLElement>(".text-data");
    if (words) extras.set(box.name, words);
  }
  return { panelBefore: footer, choices: new Map([[DRAGONBANE_ROLL, ok]]), extras };
}

/**
 * The push's own prompt (docs/systems-dragonbane.md "After the roll"): a click on a card's Push button
 * (`button.push-roll`, chat.js:16 at 3f766cb) opens a `DialogV2.prompt` titled "Push roll: <attribute or skill>" whose
 * radios (`pushChoice`) offer the conditions not taken (:556-625). It carries neither the message nor the test, so the
 * click is heard on the card in the capture phase, before the system's own listener, and claimed by the next prompt
 * of that title; the prompt shows the push's chance before its footer and on its Push button. The condition chosen
 * changes nothing of the roll: the push rolls the roll's own options, with no bane for the condition just taken.
 */

const pushClaims = new WeakMap<object, unknown>();

/** The Push clicks the adapter hears: the watch of the cards, and the claim of the prompt a click opened. */
interface PushClicks {
  readonly watch: SystemWatch;
  /** The last Push clicked, taken by the prompt it opened, if the prompt is the push's (its title's first words). */
  claim(app: object): unknown;
}

/** Every card's Push button, heard as a card is drawn (the system's own listeners are added on the same hook). */
export function pushClicks(kit: RuleSetKit): PushClicks {
  let pushClicked: unknown = null;
  const heard = new WeakSet<HTMLElement>();
  return {
    watch: {
      renderHook: "renderChatMessageHTML",
      watch(message, element) {
        if (heard.has(element)) return;
        heard.add(element);
        const hear = (event: Event) => {
          if (kit.dom.isElement(event.target) && event.target.closest("button.push-roll")) pushClicked = message;
        };
        element.addEventListener("click", hear, { capture: true });
      },
    },
    claim(app) {
      const title: unknown = Reflect.get(app, "title");
      const prefix = `${game.i18n.localize("DoD.roll.pushButtonLabel")}: `;
      const message = pushClicked;
      pushClicked = null;
      return typeof title === "string" && title.startsWith(prefix) ? message : null;
    },
  };
}

const isPushPrompt = (element: HTMLElement): boolean => element.querySelector('input[name="pushChoice"]') !== null;

function pushPromptRead(
  kit: RuleSetKit,
  pushes: PushClicks,
  app: unknown,
  element: HTMLElement,
): SystemDialogReading | null {
  if (typeof app !== "object" || app === null || !isPushPrompt(element)) return null;
  if (!pushClaims.has(app)) pushClaims.set(app, pushes.claim(app));
  const message = pushClaims.get(app);
  return message ? pushReading(kit, message) : null;
}

function pushPromptPlaces(element: HTMLElement): SystemPlaces | null {
  const footer = element.querySelector<HTMLElement>("footer.form-footer");
  const ok = element.querySelector<HTMLElement>('footer button[data-action="ok"]');
  return footer && ok ? { panelBefore: footer, choices: new Map([[DRAGONBANE_PUSH, ok]]) } : null;
}

/**
 * Both of the system's `DialogV2`s, the roll's and the push's prompt, as one: a second dialog on the same hook would
 * take away what the first drew on every DialogV2 it does not read.
 */
export function dragonbaneDialog(kit: RuleSetKit, rows: RowClicks, pushes: PushClicks): SystemDialog {
  return {
    // Foundry's, on each render of any DialogV2; Dragonbane's content draws once and never again.
    renderHook: "renderDialogV2",
    read: (app, element) =>
      isPushPrompt(element) ? pushPromptRead(kit, pushes, app, element) : rollDialogRead(kit, rows, app, element),
    place: (_app, element) => (isPushPrompt(element) ? pushPromptPlaces(element) : rollDialogPlaces(element)),
    listen(_app, element, redraw) {
      // The checkboxes, selects and radios change the roll without a render (the dialog reads them only on submit).
      element.addEventListener("change", (event) => {
        if (kit.dom.isElement(event.target) && event.target.closest(".dod-controls")) redraw();
      });
    },
  };
}
