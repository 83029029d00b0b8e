import { ironOdds, type IronRoll } from "../core/ironsworn-odds";
import { ironswornLabels } from "../ui/ironsworn-labels";
import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemDialog } from "../../../foundry/systems/system-adapter";
import { actorById, isCharacter, keptFromUser, momentumOf, statValue } from "./actor-reads";
import { moveOpened } from "./move-wrap";
import { rollOfOptions } from "./preroll-options";

/**
 * Ironsworn's pre-roll dialog (docs/systems-ironsworn.md "Reading the dialog"): `IronswornPrerollDialog extends
 * DialogV2` (src/module/rolls/preroll-dialog.ts:212-251 at f5253894), its `prerollOptions` the roll as opened, its form
 * the rest; the button pressed chooses the roll (docs/systems.md "A button that chooses"): a stat's dialog one button,
 * a progress dialog one, a move's a button a trigger option, each rolling the stat `chooseStatToRoll` picks for the
 * actor at the click, with that actor's momentum (:442-456). It never renders again: its inputs' `change` replaces
 * `.roll-graphic` alone, so the figures go before the footer and are redrawn on every input and change.
 */

/** The dialog's form as `prerollOptionsWithFormData` reads it (:151-210): each value that is a number, `parseInt`ed. */
function formOptions(form: HTMLFormElement, base: unknown): Record<string, unknown> {
  const values: Record<string, number> = {};
  for (const [name, value] of new FormData(form).entries()) {
    if (typeof value === "string" && value !== "null" && value !== "" && !Number.isNaN(Number(value)))
      values[name] = Number.parseInt(value, 10);
  }
  const set = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? undefined : { value });
  return {
    ...(typeof base === "object" && base !== null ? base : {}),
    adds: values.adds,
    automaticOutcome: set(values.automaticOutcomeValue),
    presetActionDie: set(values.presetActionDieValue),
    presetChallenge1: set(values.presetChallengeDie1Value),
    presetChallenge2: set(values.presetChallengeDie2Value),
    extraChallengeDice: set(values.extraChallengeDiceValue),
  };
}

interface TriggerOption {
  readonly method: string;
  readonly using: readonly string[];
}

const ALLOWED = ["edge", "iron", "heart", "shadow", "wits", "health", "spirit", "supply", "hold"];

/** The move's rollable options, a button each in order (`rollableOptions`, :38-60). */
function rollableOptions(kit: RuleSetKit, move: unknown): TriggerOption[] {
  const { field } = kit.systems;
  const options = field(field(field(move, "system"), "Trigger"), "Options");
  if (!Array.isArray(options)) return [];
  return options.flatMap((option: unknown) => {
    const using = field(option, "Using");
    const method = field(option, "Method");
    if (field(option, "Roll type") !== "Action roll" || !Array.isArray(using) || typeof method !== "string") return [];
    const stats = using.filter((stat): stat is string => typeof stat === "string");
    return stats.length === using.length && stats.every((stat) => ALLOWED.includes(stat.toLowerCase()))
      ? [{ method, using: stats }]
      : [];
  });
}

/** The stat a button rolls for this actor (`chooseStatToRoll`, :111-135): max/min of the list, or its first. */
function chosenStat(kit: RuleSetKit, option: TriggerOption, actor: unknown): number | null {
  const keys = option.using.map((stat) => stat.toLowerCase());
  if (option.method === "Any") return statValue(kit, actor, keys[0] ?? "");
  if (option.method !== "Highest" && option.method !== "Lowest") return null;
  const values = keys.map((key) => statValue(kit, actor, key));
  if (values.some((value) => value === null)) return null;
  const numbers = values.filter((value): value is number => value !== null);
  return option.method === "Highest" ? Math.max(...numbers) : Math.min(...numbers);
}

/** The character a move's button rolls for: the select's, else the one opened with, else the world's only one. */
function rollingActor(kit: RuleSetKit, element: HTMLElement, opened: unknown): unknown {
  const select = element.querySelector<HTMLSelectElement>('select[name="char"]');
  if (select) return actorById(select.value);
  if (isCharacter(kit, opened)) return opened;
  const characters = (game.actors?.contents ?? []).filter((actor) => isCharacter(kit, actor));
  return characters.length === 1 ? characters[0] : null;
}

/** Each button's roll, by its action, and the actor they roll for. */
function buttonRolls(
  kit: RuleSetKit,
  app: unknown,
  element: HTMLElement,
  form: HTMLFormElement,
): { rolls: Map<string, IronRoll | null>; actor: unknown } {
  const { field } = kit.systems;
  const base = field(app, "prerollOptions");
  const options = formOptions(form, base);
  const actions = [...kit.systems.dialogButtons(element).keys()];
  const move = moveOpened(base);
  if (field(base, "stat") !== undefined || field(base, "progress") !== undefined) {
    // A stat's or progress dialog: every button rolls the options as they are (a move with a progress and action
    // options would add a stat and make the system throw: no figures).
    const actor = actorById(field(base, "actorId"));
    const actionMove =
      move !== null && rollableOptions(kit, move.move).length > 0 && field(base, "progress") !== undefined;
    const roll = actionMove
      ? null
      : rollOfOptions(kit, options, isCharacter(kit, actor) ? momentumOf(kit, actor) : null);
    return { rolls: new Map(actions.map((action) => [action, roll])), actor };
  }
  if (move === null) return { rolls: new Map(), actor: null };
  const actor = rollingActor(kit, element, move.actor);
  const triggers = rollableOptions(kit, move.move);
  const momentum = momentumOf(kit, actor);
  const rolls = new Map(
    actions.map((action) => {
      const option = triggers[Number(action)];
      const stat = option && actor ? chosenStat(kit, option, actor) : null;
      return [
        action,
        stat === null
          ? null
          : rollOfOptions(kit, { ...options, stat: { value: stat }, momentum: momentum ?? undefined }, momentum),
      ];
    }),
  );
  return { rolls, actor };
}

function dialogClass({ systems: { field } }: RuleSetKit): unknown {
  return field(field(field(CONFIG, "IRONSWORN"), "applications"), "IronswornPrerollDialog");
}

export const ironswornDialog = (kit: RuleSetKit): SystemDialog => ({
  // DialogV2's own: the class's name is the bundle's to keep or not (docs/systems-ironsworn.md), its instance is not.
  renderHook: "renderDialogV2",
  read(app, element) {
    const cls = dialogClass(kit);
    const form = element.querySelector("form");
    if (typeof cls !== "function" || !(app instanceof cls) || !form) return null;
    const { rolls, actor } = buttonRolls(kit, app, element, form);
    if (keptFromUser(kit, actor) || ![...rolls.values()].some((roll) => roll !== null)) return null;
    return { odds: () => ironOdds(kit.systems, rolls), labels: ironswornLabels, targetVisible: true };
  },
  place(_app, element) {
    const footer = element.querySelector<HTMLElement>("footer.form-footer");
    return footer ? { panelBefore: footer, choices: kit.systems.dialogButtons(element) } : null;
  },
  listen(_app, element, redraw) {
    // The system hears `change` alone; the figures follow each keystroke too.
    for (const type of ["input", "change"]) element.addEventListener(type, () => redraw());
  },
});
