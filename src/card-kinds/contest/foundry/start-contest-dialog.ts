/**
 * Where a user starts a contest: the "Start contest" tool beside the Indie Dice tool in the token controls
 * (src/foundry/cards/card-chunk-loader.ts) opens this dialog for the controlled tokens against the targeted one.
 * It asks the rule set, its contest choices (Kaiser's Attack, K&R's acting side) and each side's roll in the rule
 * set's own fields, and shows every pairing's exact chances as the fields change — the view model
 * src/card-kinds/contest/ui/start-contest-model.ts, which the playground shares.
 */
import { offeredContestKinds } from "../core/contest-kinds";
import type { ContestState } from "../core/contest-types";
import type { FormValues } from "../../../ui/dialogs/dialog-types";
import { applyFieldStates } from "../../../ui/dom/apply-field-states";
import { onLiveInput, type LiveInput } from "../../../ui/dom/live-input";
import {
  nextStartForm,
  startContestModel,
  withSavedPick,
  type StartContestSpec,
  type StartContestSideInput,
  type StartContestView,
} from "../ui/start-contest-model";
import { savedRollsOf } from "../../../foundry/saved-rolls/saved-rolls-api";
import { readDialogSettings } from "../../../foundry/dialog-settings";
import {
  DialogRefusal,
  HandlebarsApplicationBase,
  listenToKeys,
  resultOnClose,
  stepNumberField,
} from "../../../foundry/apps/form-application";
import { withStableName } from "../../../foundry/dice/stable-name";
import { MODULE_ID } from "../../../foundry/module-id";
import { notifyError } from "../../../foundry/notify";
import { offeredRuleSets } from "../../../foundry/settings";
import { currentUser } from "../../../foundry/cards/card-documents";
import type { CardKind } from "../../../foundry/cards/card-kind";
import { characterOf, nameOf } from "../../../foundry/sides";
import type { ContestSideInput } from "../../../foundry/types/sides";
import { chosenSides, startContestCard } from "./post-contest-card";
import { openingPosition, rememberSize } from "../../../foundry/apps/window-sizes";
import { refusalText } from "../../../foundry/apps/gm-form";
import { eventElement } from "../../../ui/dom/elements";
import type { ChatMessageView } from "../../../foundry/types/chat-message";

const TEMPLATES = `modules/${MODULE_ID}/templates/dialogs`;

interface StartContestDialogOptions {
  readonly attackers: readonly StartContestSideInput[];
  readonly defender: StartContestSideInput;
  /** The rolls chosen only propose (a player's client). */
  readonly proposes: boolean;
}

/**
 * A field change that keeps the same fields only patches them and redraws the chances; a new rule set draws the
 * sides anew. The footer is never redrawn on a change: a click on Start that blurred a changed field must land.
 */
const LIVE_PARTS = ["odds"];
const ALL_PARTS = ["setup", "odds", "footer"];

/**
 * The tool's whole flow: the controlled tokens against the one target (or a localized error, and no dialog), the
 * dialog, then the card. A GM's choices fix the rolls; a player's are proposals (see post-contest-card.ts).
 */
export async function startFromTool(kind: CardKind<ContestState>): Promise<ChatMessageView | null> {
  let sides: { attackers: ContestSideInput[]; defender: ContestSideInput };
  try {
    sides = chosenSides();
  } catch (error) {
    notifyError("error", error);
    return null;
  }
  // startContestCard tells the user of a refusal itself; the dialog stays open with every side's fields.
  return StartContestDialog.open(
    { attackers: sides.attackers.map(sideInput), defender: sideInput(sides.defender), proposes: !currentUser().isGM },
    (request) => startContestCard(kind, { ...request, attackers: sides.attackers, defender: sides.defender }),
  );
}

/**
 * A side as the dialog shows it: its name, and for a character the user owns (a token's actor, or the actor), its
 * numbers for the fields written with `@` and its saved rolls to fill the side from.
 */
function sideInput(side: ContestSideInput): StartContestSideInput {
  const name = nameOf(side);
  const actor = characterOf(side);
  if (!actor?.isOwner) return { name };
  return { name, rollData: actor.getRollData(), savedRolls: savedRollsOf(actor) };
}

/** The Start contest dialog, part of the card chunk (src/root/card-chunk.ts). */
class StartContestDialog extends HandlebarsApplicationBase {
  static override DEFAULT_OPTIONS = {
    // `roll-dialog` for the roll dialogs' field styles, which this dialog's sides reuse.
    classes: ["indie-dice", "roll-dialog", "contest-start"],
    tag: "form",
    window: { icon: "fa-solid fa-people-arrows", contentClasses: ["standard-form"], resizable: true },
    // Opened as wide as its sides and chances need, side by side (src/ui/dialogs/window-size.ts); resizable.
    position: { width: 760, height: "auto" },
    // Closed by the handler once the contest is started: a refusal keeps every side's fields (docs/cards.md).
    form: { handler: StartContestDialog.#onSubmitForm, closeOnSubmit: false, submitOnChange: false },
    actions: { stepField: StartContestDialog.#onStepField },
  };

  static override PARTS = {
    setup: { template: `${TEMPLATES}/start-contest.hbs`, templates: [`${TEMPLATES}/fields.hbs`], scrollable: [""] },
    odds: { template: `${TEMPLATES}/start-contest-odds.hbs` },
    footer: { template: `${TEMPLATES}/start-contest-footer.hbs` },
  };

  readonly #options: StartContestDialogOptions;
  readonly #start: (request: StartContestSpec) => Promise<ChatMessageView>;
  #form: FormValues = {};
  #view: StartContestView | null = null;
  #shownRuleSet: StartContestView["ruleSet"] | null = null;
  #started: ChatMessageView | null = null;
  #liveInput: LiveInput | null = null;

  constructor(options: StartContestDialogOptions, start: (request: StartContestSpec) => Promise<ChatMessageView>) {
    super({
      position: openingPosition("start-contest", { kind: "startContest", sides: options.attackers.length + 1 }),
    });
    this.#options = options;
    this.#start = start;
  }

  /** Opens the dialog; resolves with the card `start` posted, or null when it is closed without one. */
  static open(
    options: StartContestDialogOptions,
    start: (request: StartContestSpec) => Promise<ChatMessageView>,
  ): Promise<ChatMessageView | null> {
    const dialog = new this(options, start);
    return resultOnClose(dialog, () => dialog.#started);
  }

  get view(): StartContestView {
    this.#view ??= this.#build();
    return this.#view;
  }

  override get title(): string {
    return this.view.title;
  }

  #build(): StartContestView {
    return startContestModel({
      ruleSets: offeredContestKinds(offeredRuleSets()),
      attackers: this.#options.attackers,
      defender: this.#options.defender,
      form: this.#form,
      settings: readDialogSettings(),
      i18n: game.i18n,
      idPrefix: this.id,
      proposes: this.#options.proposes,
    });
  }

  override async _preparePartContext(
    partId: string,
    context: Record<string, unknown>,
    options: unknown,
  ): Promise<Record<string, unknown>> {
    const part = { ...(await super._preparePartContext(partId, context, options)) };
    return { ...part, ...this.view };
  }

  override _onRender(context: unknown, options: { isFirstRender?: boolean }): void {
    super._onRender(context, options);
    this.#shownRuleSet = this.view.ruleSet;
    if (!options.isFirstRender) return;
    listenToKeys(this);
    // Typing updates the chances as a change does, once it pauses.
    this.#liveInput = onLiveInput(this.element, (event) => {
      if (this.rendered) this.#update(event);
    });
  }

  override _onChangeForm(formConfig: unknown, event: Event): void {
    super._onChangeForm(formConfig, event);
    this.#update(event);
  }

  override _onClose(options: unknown): void {
    this.#liveInput?.cancel();
    rememberSize("start-contest", this.position);
    super._onClose(options);
  }

  #update(event: Event): void {
    const before = this.view;
    this.#readForm();
    if (this.#applyPick(event)) {
      void this.render({ parts: ALL_PARTS });
      return;
    }
    const after = this.view;
    if (sameFields(before, after)) {
      this.#patchSides(after);
      void this.render({ parts: LIVE_PARTS });
      return;
    }
    // Another rule set (or a field that appears with it): the sides are drawn anew, focus back where it was.
    const focused = eventElement(event)?.getAttribute("name") ?? null;
    void this.render({ parts: ALL_PARTS }).then(() => this.#refocus(focused));
  }

  /** Each side's fields brought up to date in place (errors, disabled states, notes), keeping focus and caret. */
  #patchSides(view: StartContestView): void {
    for (const side of view.sides) {
      const root = this.element.querySelector<HTMLElement>(`fieldset[data-side-key="${side.key}"]`);
      if (root) applyFieldStates(root, side);
    }
    const start = this.element.querySelector<HTMLButtonElement>("button.indie-dice-contest-start-button");
    if (start) start.disabled = !view.canStart;
  }

  #refocus(name: string | null): void {
    if (name === null) return;
    const field = [...this.element.querySelectorAll<HTMLElement>("[name]")].find(
      (element) => element.getAttribute("name") === name,
    );
    field?.focus();
  }

  /** A side's saved roll picked: that side's fields become the roll's. True when the event was such a pick. */
  #applyPick(event: Event): boolean {
    const name = eventElement(event)?.getAttribute("name") ?? "";
    const match = /^(a\d+|d)\.savedRoll$/.exec(name);
    if (!match) return false;
    const key = match[1]!;
    const sides = [...this.#options.attackers, this.#options.defender];
    const side = key === "d" ? this.#options.defender : sides[Number(key.slice(1))];
    const roll = side?.savedRolls?.find((saved) => saved.id === this.#form[name]);
    if (roll) this.#form = withSavedPick(this.#form, key, roll, side?.rollData ?? null, readDialogSettings());
    this.#view = this.#build();
    return true;
  }

  #readForm(): void {
    const { FormDataExtended } = foundry.applications.ux;
    const values = new FormDataExtended(this.element as HTMLFormElement).object as FormValues;
    // The rule set the fields on screen belong to: a change made before a new rule set's fields are drawn still
    // holds the old rule set's fields, which must not pass for the new one's.
    this.#form = nextStartForm(this.#form, values, this.#shownRuleSet ?? this.view.ruleSet);
    this.#view = this.#build();
  }

  static #onStepField(this: StartContestDialog, _event: Event, target: HTMLElement): void {
    stepNumberField(this.element, target);
  }

  /**
   * Start: the contest is started from here, and the dialog closes once its card is posted. A refusal (shown by the
   * start as a notification) is said again above the button, and every field stays as typed.
   */
  static async #onSubmitForm(this: StartContestDialog): Promise<void> {
    this.#readForm();
    const view = this.view;
    if (!view.canStart || !view.spec) {
      this.#patchSides(view);
      throw new DialogRefusal(game.i18n.localize("INDIE_DICE.Dialog.FixErrors"));
    }
    const refusal = this.element.querySelector<HTMLElement>(".indie-dice-form-refusal");
    if (refusal) refusal.hidden = true;
    try {
      this.#started = await this.#start(view.spec);
    } catch (error) {
      if (refusal) {
        refusal.textContent = refusalText(error);
        refusal.hidden = false;
      }
      return;
    }
    await this.close();
  }
}

// Named for the render and close hooks Foundry calls by class name: a minified build keeps the name.
withStableName(StartContestDialog, "StartContestDialog");

/** The same fields, by name, on both sides of a change: only their values and states differ. */
function sameFields(before: StartContestView, after: StartContestView): boolean {
  const names = (view: StartContestView) =>
    [...view.setup.fields, ...view.sides.flatMap((side) => side.fields)].map((field) => field.name).join(",");
  return names(before) === names(after);
}
