/**
 * Ironsworn's pre-roll dialog (src/module/rolls/preroll-dialog.ts at f5253894, foundry-ironsworn 1.28.1):
 * `IronswornPrerollDialog extends DialogV2` (:212-227, classes `ironsworn dialog`, width 500) holding its
 * `prerollOptions`; the content rendered once (`renderContent`, :486-513: the graphic inside the double's
 * preroll-dialog.hbs); `_onRender` listens to every input's and select's `change` and replaces `.roll-graphic` alone
 * (:229-251), the form read as `prerollOptionsWithFormData` reads it (:151-210: each value that `parseInt`s);
 * - `showForStat` (:253-293): one button, its action the stat key, its label the stat's;
 * - `showForProgress` (:295-339): one button `roll`;
 * - `showForMoveItem` (:372-465, from `showForMove` :354-370): a button an action roll option of the move's trigger
 *   (`rollableOptions`, :38-60), action "0", "1", …, labelled the stat, or "Highest of …"; a move with none but a
 *   progress, one Progress button; the actor select when more than one character could roll; the button's callback
 *   picks the actor, sets `momentum` from it and the stat by `chooseStatToRoll` (:442-456);
 * - `submitRoll` (:467-484): a new IronswornRoll of the options and the form, and its message.
 * Not emulated: the trigger text's markdown, the details' resize, the resolution dialog for extra challenge dice,
 * `showForOfficialMove` (:341-352: a Datasworn move looked up, then `showForMoveItem` as `showForMove` calls it).
 */
import { DialogV2 } from "../../applications/dialog";
import { game } from "../../globals";
import { renderTemplate } from "../kit/globals";
import { chooseStatToRoll, getStatData, worldActor, worldActors } from "./documents";
import { IronswornRoll, IronswornRollMessage, renderRollGraphic, template, type PreRollOptions } from "./rolls";
import type { IronswornActor } from "./documents";

export type MoveOption = { "Roll type": string; Method: string; Using: string[] };
export interface MoveItem {
  id: string;
  name: string;
  type: string;
  system: { Trigger: { Text?: string; Options?: MoveOption[] } };
}

const ALLOWED = ["edge", "iron", "heart", "shadow", "wits", "health", "spirit", "supply", "hold"];

function rollableOptions(move: MoveItem): MoveOption[] {
  const actions = (move.system.Trigger.Options ?? []).filter((option) => option["Roll type"] === "Action roll");
  return actions.filter((option) => option.Using.every((using) => ALLOWED.includes(using.toLowerCase())));
}

function prerollOptionsWithFormData(form: HTMLFormElement, base: PreRollOptions): PreRollOptions {
  const options: PreRollOptions = structuredClone(base);
  const values: Record<string, number> = {};
  for (const [name, value] of new FormData(form).entries()) {
    if (typeof value === "string" && value !== "null" && value !== "" && !Number.isNaN(Number(value)))
      values[name] = Number.parseInt(value, 10);
  }
  options.adds = values.adds;
  const set = (value: number | undefined) =>
    value === undefined || Number.isNaN(value) ? undefined : { source: "set manually", value };
  options.automaticOutcome = set(values.automaticOutcomeValue);
  options.presetActionDie = set(values.presetActionDieValue);
  options.presetChallenge1 = set(values.presetChallengeDie1Value);
  options.presetChallenge2 = set(values.presetChallengeDie2Value);
  options.extraChallengeDice = set(values.extraChallengeDiceValue);
  return options;
}

/** A roll button (the d10 icon), its callback handed the button's form (`button.form!` in the system's code). */
function rollButton(action: string, label: string, isDefault: boolean, submit: (form: HTMLFormElement) => void) {
  const callback = (_event: Event, button: HTMLButtonElement) => {
    if (!button.form) throw new Error("The button is in no form");
    submit(button.form);
  };
  return { action, label, icon: "isicon-d10-tilt juicy", default: isDefault, callback };
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();

export class IronswornPrerollDialog extends DialogV2 {
  prerollOptions: PreRollOptions;

  constructor(prerollOptions: PreRollOptions, config: ConstructorParameters<typeof DialogV2>[0]) {
    super(config);
    this.prerollOptions = prerollOptions;
  }

  static override DEFAULT_OPTIONS = { classes: ["ironsworn", "dialog"], position: { width: 500 } };

  /** The message the last submitted roll posted (the double's, for drivers). */
  static lastRoll: Promise<unknown> | null = null;

  override async _onRender(...args: Parameters<DialogV2["_onRender"]>): Promise<void> {
    await super._onRender(...args);
    const element = this.element;
    const form = element.querySelector("form");
    if (!form) return;
    const rerender = async () => {
      const graphic = await renderRollGraphic(new IronswornRoll(prerollOptionsWithFormData(form, this.prerollOptions)));
      const fragment = element.ownerDocument.createRange().createContextualFragment(graphic);
      element.querySelector(".roll-graphic")?.replaceWith(fragment);
    };
    for (const input of element.querySelectorAll("input, select"))
      input.addEventListener("change", () => void rerender());
  }

  static async showForStat(
    attr: string,
    actor: IronswornActor,
    appendNameToLabel = false,
  ): Promise<IronswornPrerollDialog | undefined> {
    const stat = getStatData(attr, actor, appendNameToLabel);
    if (!stat) return undefined;
    const prerollOptions: PreRollOptions = { stat, actorId: actor.id };
    const content = await this.renderContent({ prerollOptions, action: true });
    const buttons = [rollButton(attr, stat.source, true, (form) => this.submitRoll(form, prerollOptions))];
    const title = game().i18n.format("IRONSWORN.roll +x", { stat: stat.source });
    return new IronswornPrerollDialog(prerollOptions, { window: { title }, content, buttons }).render({ force: true });
  }

  static async showForProgress(name: string, value: number, actor?: IronswornActor): Promise<IronswornPrerollDialog> {
    const prerollOptions: PreRollOptions = { progress: { source: name, value }, actorId: actor?.id };
    const content = await this.renderContent({ prerollOptions });
    const label = game().i18n.localize("IRONSWORN.Roll");
    const buttons = [rollButton("roll", label, true, (form) => this.submitRoll(form, prerollOptions))];
    const title = `${game().i18n.localize("IRONSWORN.ProgressRoll")}: ${name}`;
    return new IronswornPrerollDialog(prerollOptions, { window: { title }, content, buttons }).render({ force: true });
  }

  static async showForMove(move: MoveItem, opts?: { actor?: IronswornActor }): Promise<IronswornPrerollDialog> {
    return this.showForMoveItem(move, { moveId: move.id }, opts);
  }

  static async showForMoveItem(
    move: MoveItem,
    prerollOptions: PreRollOptions,
    opts?: { actor?: IronswornActor },
  ): Promise<IronswornPrerollDialog> {
    prerollOptions.actorId = opts?.actor?.id;
    const options = rollableOptions(move);
    if (options.length === 0) {
      if (!prerollOptions.progress) throw new Error(`Move '${move.name}' is not rollable`);
      options.push({ "Roll type": "Progress roll", Method: "Any", Using: ["Progress"] });
    }
    const characters = worldActors().filter((actor) => actor.type === "character");
    const allActors =
      opts?.actor?.type === "character" ? [opts.actor] : characters.sort((a, b) => a.name.localeCompare(b.name));
    const content = await this.renderContent({
      prerollOptions,
      move,
      allActors,
      showActorSelect: allActors.length > 1,
      action: true,
    });
    const buttons = options.map((option, i) => {
      const stats = option.Using.map((using) => game().i18n.localize(`IRONSWORN.${capitalize(using)}`));
      const label =
        option.Method === "Any"
          ? stats[0]
          : game().i18n.format(`IRONSWORN.PreRollMethod.${capitalize(option.Method)}`, { statList: stats.join(", ") });
      return rollButton(String(i), label ?? "", i === 0, (form) => {
        const select = form.elements.namedItem("char");
        const actor =
          allActors.length === 1 ? allActors[0] : worldActor(select instanceof HTMLSelectElement ? select.value : "");
        if (!actor) throw new Error("No character to roll");
        prerollOptions.momentum = actor.momentum;
        prerollOptions.stat = chooseStatToRoll(option.Method, option.Using, actor);
        this.submitRoll(form, prerollOptions);
      });
    });
    return new IronswornPrerollDialog(prerollOptions, { window: { title: move.name }, content, buttons }).render({
      force: true,
    });
  }

  static submitRoll(form: HTMLFormElement, options: PreRollOptions): void {
    const roll = new IronswornRoll(prerollOptionsWithFormData(form, options));
    IronswornPrerollDialog.lastRoll = new IronswornRollMessage(roll).createOrUpdate();
  }

  /** The body: the options' graphic, and `move`, `allActors`, `showActorSelect`, `action` as given. */
  static async renderContent(data: { prerollOptions: PreRollOptions; [key: string]: unknown }): Promise<string> {
    const graphic = await renderRollGraphic(new IronswornRoll(data.prerollOptions));
    const advancedOptionsOpen = game().settings.get("foundry-ironsworn", "advanced-rolling-default-open");
    return renderTemplate(template("preroll-dialog"), { ...data, graphic, advancedOptionsOpen });
  }
}
