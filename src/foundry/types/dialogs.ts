/**
 * The roll dialogs' contract — what `api.dialogs` takes and gives back — as types only, so the cards, the saved
 * rolls and the API itself name it without importing the dialogs' code (or each other).
 */
import type { CardChance } from "../../ui/dialogs/card-chances";
import type { FormValues, RollSpecs } from "../../ui/dialogs/dialog-types";
import type { MessageMode } from "./message-mode";
import type { RuleSetId } from "../../core/rule-set-types";
import type { UnrolledRoll } from "./rolls";
import type { FixedRoll } from "../../core/fixed-roll";
import type { FormulaKind } from "../../core/dialog-kind-types";
import type { FormulaCompare } from "../../core/formula/formula-distribution-types";
import type { FormulaDialogSpec } from "../../ui/dialogs/formula-dialog-types";

/** Who rolls and how the message is shown. */
export interface RollMessageOptions {
  readonly actor: Actor.Implementation | null;
  readonly token: TokenDocument.Implementation | null;
  /** Who may see the roll. */
  readonly rollMode: MessageMode;
  /** Plain text as typed (escaped when posted); null for none. */
  readonly flavor: string | null;
  /** Set on the roll's options before it is evaluated (a contest side's Kaiser Fumble penalty, its K&R pool). */
  readonly rollOptions: Readonly<Record<string, unknown>> | null;
  /** The message's flags (a card's roll names its card). */
  readonly messageFlags: Readonly<Record<string, unknown>> | null;
  /**
   * The speaker as it was, where no actor or token speaks (a roll made again of one no character spoke keeps its
   * user's name); absent, the speaker is Foundry's for `actor` and `token` — with neither, the user's selected token.
   */
  readonly keptSpeaker?: Readonly<Record<string, string | null>> | null;
}

/** What a roll dialog (or a fast-forwarded spec) settles: the roll spec and how to post it. */
export interface ConfiguredRoll<R extends RuleSetId = RuleSetId> {
  readonly ruleSet: R;
  readonly spec: RollSpecs[R];
  /** @deprecated Read `spec` (the same object): this old name is kept for one release, then removed. */
  readonly request?: RollSpecs[R];
  readonly message: RollMessageOptions;
  /**
   * The dialog's fields as the user confirmed them: remembered for the speaker once the roll is posted, so a roll
   * that a hook cancels or a guard refuses leaves the last inputs as they were. Absent after fast-forward.
   */
  readonly confirmedForm?: FormValues | null;
}

export interface PostRollOptions<R extends RuleSetId = RuleSetId> {
  /**
   * Refuses a roll spec by throwing, after `indie-dice.preRoll` and before any die is rolled (a card refusing a
   * roll other than the one it fixed). The error reaches the caller of `post`.
   */
  readonly guard?: (spec: RollSpecs[R]) => void;
  /**
   * The mode the message is posted in whatever a `indie-dice.preRoll` listener sets (a card's own mode: its rolls
   * are never less private than it asks, docs/cards.md "A card's mode rules its rolls"); either spelling.
   */
  readonly mode?: string;
}

/** A posted roll and its message (null only when another module's `preCreateChatMessage` hook stopped it). */
export interface PostedRoll {
  readonly roll: UnrolledRoll;
  readonly message: ChatMessage.Implementation | null;
}

/**
 * A roll a card asks of this user, opened on their screen without their asking (docs/prompts.md): the dialog's
 * header says who asks, for which character and why. Plain text, escaped when drawn.
 */
export interface DialogPrompt {
  /** Who asks: the user whose card it is. */
  readonly asker: string;
  /** The user started the card themselves (a contest a player started): the header reads as theirs. */
  readonly own?: boolean;
  /** For which character. */
  readonly character: string;
  /** Why: what the card says the roll is for. */
  readonly reason: string;
}

/** An open roll dialog as whoever opened it may handle it: bring it forward, or close it. */
export interface OpenedDialog {
  readonly id: string;
  /** Still open on this client (false once closed, or gone with its page). */
  readonly open: boolean;
  bringToFront(): void;
  close(): Promise<unknown>;
  /**
   * The card chance as it stands now (a contest side's opponents, an extended test's standing): the odds part
   * is redrawn, with the fields as typed, only when it differs from the one shown — the same card chance changes
   * nothing on screen. A dialog no card chance applies to ignores it.
   */
  followCard(cardChance: CardChance): void;
}

/**
 * `api.dialogs.configure`'s and `api.dialogs.open`'s options, with the card chance a card asks (`CardChances`: a
 * contest side's `contest`, an extended test round's `extendedTest` …).
 */
export interface OpenDialogOptions<R extends RuleSetId = RuleSetId> extends CardChance {
  /** The speaker, and whose remembered inputs fill the form. */
  readonly actor?: Actor.Implementation | null;
  readonly token?: TokenDocument.Implementation | null;
  /** Values for the form (the rule set's roll spec: the same names the Roll factories take). */
  readonly spec?: Partial<RollSpecs[R]> | null;
  /** Settle the roll straight from the spec, without showing the dialog. */
  readonly fastForward?: boolean;
  /** Who may see the roll: `"public"`, `"gm"`, `"blind"`, `"self"` or v13's `"publicroll"`, `"gmroll"`, … */
  readonly rollMode?: string | null;
  readonly flavor?: string | null;
  readonly rollOptions?: RollMessageOptions["rollOptions"];
  readonly messageFlags?: RollMessageOptions["messageFlags"];
  /** The name *Save as…* starts with: the saved roll the dialog was opened from. */
  readonly savedName?: string | null;
  /** Offer the actor's saved rolls to fill the dialog from (default: yes; no where a card fixes the roll). */
  readonly offerSavedRolls?: boolean;
  /**
   * What a card fixed (a request's difficulty, a contest side's whole roll): shown locked ("Fixed by the card"), and
   * a picked saved roll fills only the rest.
   */
  readonly fixed?: FixedRoll | null;
  /**
   * The options of the roll this one makes again (the message menu's): the rules it was made under — Kaiser's
   * Advantage method and opposed rules, K&R's success reading — hold for it, not the world's as they stand now.
   */
  readonly rules?: Readonly<Record<string, unknown>> | null;
  /** The roll is posted in `rollMode` whatever is chosen (a request's mode): the dialog shows the mode locked. */
  readonly lockRollMode?: boolean;
  /**
   * Refuses (throws) a roll spec the caller cannot take: run when Roll is pressed, where a refusal keeps the dialog
   * open with what `fixed` names set back; pass the same guard to `post`, which runs it after `indie-dice.preRoll`.
   */
  readonly guard?: ((spec: RollSpecs[R]) => void) | null;
  /**
   * The dialog opens as a prompt: a header says who asks, for whom and why; it is a labelled dialog that takes the
   * focus.
   */
  readonly prompt?: DialogPrompt | null;
  /** Called once the dialog is drawn (not under fastForward), with a handle to bring it forward or close it. */
  readonly opened?: ((dialog: OpenedDialog) => void) | null;
}

/** A formula dialog's spec: the names `api.dialogs.formula` and a saved formula roll take. */
export interface FormulaSpec {
  /** Foundry's own notation; `@` paths are read from the actor's roll data. */
  readonly formula?: string;
  /** The total compared with: a whole number, or an `@` expression read from the actor. */
  readonly target?: number | string;
  /** `"atLeast"` (the default), `"atMost"` or `"exactly"`. */
  readonly compare?: FormulaCompare;
}

/** `api.dialogs.formula`'s options: those of a rule set's dialog that a formula roll has use for. */
export interface FormulaDialogOptions extends Pick<
  OpenDialogOptions,
  "actor" | "token" | "fastForward" | "rollMode" | "flavor" | "savedName"
> {
  readonly spec?: FormulaSpec | null;
}

/**
 * `api.dialogs.configureFormula`'s options: a card's formula roll (a formula request's row, docs/cards.md "Requests
 * for any system"; a formula contest's side, with its chance to beat each opponent) opens the dialog with what the
 * card fixed locked, as a prompt, in the card's mode.
 */
export interface ConfigureFormulaOptions
  extends
    FormulaDialogOptions,
    Pick<OpenDialogOptions, "offerSavedRolls" | "fixed" | "lockRollMode" | "prompt" | "opened" | "contest"> {
  /**
   * Refuses (throws) a formula the caller cannot take, when Roll is pressed: the dialog stays open, the fixed fields
   * set back.
   */
  readonly guard?: ((spec: FormulaDialogSpec) => void) | null;
}

/** What the formula dialog (or a fast-forwarded spec) settles: the formula to roll and how to post it. */
export interface ConfiguredFormulaRoll {
  readonly kind: FormulaKind;
  readonly spec: FormulaDialogSpec;
  /** @deprecated Read `spec` (the same object): this old name is kept for one release, then removed. */
  readonly request?: FormulaDialogSpec;
  readonly message: RollMessageOptions;
  /** The dialog's fields as confirmed, remembered once posted (see ConfiguredRoll). Absent after fast-forward. */
  readonly confirmedForm?: FormValues | null;
}

/**
 * The roll dialogs, for macros, sheets, systems and cards. A dialog only configures a roll; posting is a step of
 * its own that hands back the roll and its message; `open` does both.
 */
export interface DialogsApi {
  /**
   * Opens a rule set's roll dialog (`"kaiser"`, `"ogs"`, `"kingdoms"`, `"klepto"`, `"olde"`), prefilled from
   * `spec` (the names the Roll factories take), or with `fastForward` checks the spec without a dialog. Resolves
   * with the request and the message options once the user presses Roll (the dialog closes; nothing is rolled
   * yet), or null when the dialog is closed without rolling. A bad spec under fast-forward, an unknown rule set
   * or roll mode is refused with its localized message.
   */
  configure<R extends RuleSetId>(ruleSet: R, options?: OpenDialogOptions<R>): Promise<ConfiguredRoll<R> | null>;
  /**
   * Rolls a configured roll spec and posts it as the user's chat message: runs `indie-dice.preRoll` (false → null;
   * listeners may change the request in place), then `guard` (which throws to refuse before any die is rolled),
   * evaluates, posts, runs `indie-dice.roll`, and resolves with the roll and its message.
   */
  post<R extends RuleSetId>(configured: ConfiguredRoll<R>, options?: PostRollOptions<R>): Promise<PostedRoll | null>;
  /**
   * `configure`, then `post`: resolves with the posted roll, or null when the dialog is closed without rolling or
   * a `indie-dice.preRoll` hook cancels it.
   */
  open<R extends RuleSetId>(ruleSet: R, options?: OpenDialogOptions<R>): Promise<UnrolledRoll | null>;
  /**
   * Opens the *Any formula* dialog: a formula in Foundry's own notation with its exact odds, prefilled from `spec`,
   * or with `fastForward` rolls the spec at once. Roll posts a plain Foundry roll (`new Roll(formula)`, its `@` paths
   * read from the actor) whose card shows the chance it had and its luck. Resolves with the evaluated roll, or null
   * when the dialog is closed without rolling. A formula the odds engine refuses is refused with its localized
   * message, and nothing is posted.
   */
  formula(options?: FormulaDialogOptions): Promise<foundry.dice.Roll | null>;
  /**
   * The *Any formula* dialog as `configure` is for a rule set's: resolves with the formula its Roll button settled
   * and the message options (nothing is rolled yet), or null when it was closed. With `fixed`, the fields the card
   * fixed are locked and `guard` refuses any other formula before the dialog closes.
   */
  configureFormula(options?: ConfigureFormulaOptions): Promise<ConfiguredFormulaRoll | null>;
  /**
   * Asks which offered rule set to roll, or *Any formula*, then opens that dialog; the actor or token speaks —
   * given none, whose roll it is (the user's one controlled token, else their assigned character). Resolves with the
   * roll made (a rule set's Roll class, or Foundry's own Roll for a formula), or null.
   */
  pick(options?: {
    actor?: Actor.Implementation | null;
    token?: TokenDocument.Implementation | null;
  }): Promise<UnrolledRoll | foundry.dice.Roll | null>;
}
