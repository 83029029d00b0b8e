import type { SystemDamageRules } from "../../core/damage/damage-question";
import type { SystemOdds } from "../../core/systems/system-odds-types";
import type { SystemLabels } from "../../ui/systems/system-odds-view";
import type { Translator } from "../../ui/translator";

/**
 * A game system's adapter (docs/systems.md "An adapter"): how Indie Dice reads the roll dialog of one game system —
 * which dialogs (by Foundry's render hook of their class), what they roll and against what (read from the live
 * application), which outcomes to show, and whether the system lets the user see the target. One folder a system,
 * `src/systems/<id>/`, registered through the public hook `indie-dice.registerSystems`, as a module of its own
 * registers one (docs/systems.md "Systems from other modules").
 */
export interface SystemAdapter {
  /** The version of this interface the adapter is written for (SYSTEM_API_VERSION). */
  readonly apiVersion: number;
  /** The game system it reads: `game.system.id` (`dnd5e`). */
  readonly id: string;
  /** The system's roll dialogs it reads. */
  readonly dialogs: readonly SystemDialog[];
  /** Rolls the system makes with or without its dialog, whose messages keep the chance they had (optional). */
  readonly rolls?: SystemRolls;
  /**
   * Other applications whose renders the adapter watches, drawing nothing on them (optional): what a dialog does not
   * carry, the page showed before it opened (a dialog without the value it rolls against; the sheet row clicked has
   * it).
   */
  readonly watches?: readonly SystemWatch[];
  /**
   * Methods of the system the adapter observes (optional), installed once at `setup`: where the system hands no object
   * a render hook reaches (a plain `DialogV2` opened by a method that holds the roll), what that method was called
   * with, or what it returned (src/foundry/systems/system-wraps.ts).
   */
  readonly wraps?: readonly SystemWrap[];
  /**
   * Roll panels that are no Foundry application (optional): no render hook fires for them, so each is found through
   * the system's hook that opens it, and its figures follow its live state (src/foundry/systems/system-panels.ts).
   */
  readonly panels?: readonly SystemPanel[];
  /**
   * Whether the system keeps a roll message's numbers — its formula and dice — from the current user (optional; a
   * GM's NPC roll in pf2e without *show breakdowns*): then nothing of Indie Dice's is drawn on that message for them,
   * neither the chance it had nor its luck, each of which, beside the total the message shows, gives the modifier back.
   */
  numbersHidden?(message: SystemRollMessage): boolean;
  /**
   * The system's damage rules a damage question may name (optional; docs/systems.md "A damage question"): its critical
   * rules and its targets' rules by name, read by `api.odds.damage` whatever system the world runs. A name another
   * registered adapter gave first is that adapter's.
   */
  readonly damageRules?: SystemDamageRules;
}

/**
 * A method of the system the adapter observes, through libWrapper when the world has it and by the same semantics when
 * not (docs/systems.md "Wrapping a system's method"). The method always runs, with its own arguments, and returns its
 * own result; what an observer throws is logged and the roll goes on.
 */
export interface SystemWrap {
  /** The method's path from `globalThis`, as libWrapper names a target: `CONFIG.Actor.documentClass.prototype.roll`. */
  readonly target: string;
  /** Called before the method, with its `this` and its arguments (optional). */
  before?(self: unknown, args: readonly unknown[]): void;
  /**
   * Called after the method returned, with what it returned: a promise as it is, for an async method; after a call that
   * threw, with undefined (optional).
   */
  after?(self: unknown, args: readonly unknown[], result: unknown): void;
}

/**
 * A roll panel that is no Foundry application (docs/systems.md "Panels that are no application"): drawn on the page by
 * the system itself (Lancer's Svelte accuracy panel), so no render hook fires for it, and its state changes without a
 * render. It is found by the system's hooks that fire as a roll that may open it begins; from then its element is
 * looked for on the page, and once there its figures are drawn again whenever its live state may have changed: an
 * input, change or click inside it once every listener has run, a change of its element's content (what the system
 * draws again when its state changes), and the system's hooks the adapter names.
 */
export interface SystemPanel {
  /** The system's hooks fired as a roll that may open the panel begins (`lancer.preFlow.WeaponAttackFlow`). */
  readonly openHooks: readonly string[];
  /** The system's hooks fired once that roll is over, with the same first argument (optional; else when it goes). */
  readonly closeHooks?: readonly string[];
  /** Other hooks after which the panel's state may have changed with nothing in it touched (optional). */
  readonly changeHooks?: readonly string[];
  /**
   * From the open hook's arguments, the roll whose state the panel shows (an object), or null: one it does not read.
   */
  open(args: readonly unknown[]): object | null;
  /** The panel's element for that roll on the page, or null while the system has not drawn it. */
  find(roll: object, page: Document): HTMLElement | null;
  /** The question the panel asks now, read from the roll's live state, or null. */
  read(roll: object, element: HTMLElement): SystemDialogReading | null;
  /** Where the figures go in the panel: outside any part the system draws again on a change; null when not drawn. */
  place(roll: object, element: HTMLElement): SystemPlaces | null;
}

/**
 * What opens a dialog (docs/systems.md "A dialog found by what opens it"): the system's method, by its path from
 * `globalThis` as a wrap names it — every ApplicationV2 first rendered while the call runs (until its promise settles,
 * for an async method) is its dialog — or the system's hook called right before the dialog opens — the next
 * ApplicationV2 first rendered is its dialog. `opening` reads what the call or the hook holds (the roll's settings),
 * handed to the dialog's `read` on each of its renders.
 */
export interface SystemOpener {
  /** The method's path from `globalThis` (`game.twodsix.TwodsixRollSettings.prototype._throwDialog`); or `hook`. */
  readonly target?: string;
  /** The system's hook called right before it opens the dialog; or `target`. */
  readonly hook?: string;
  /** What the call holds (its `this` and arguments) or the hook (`self` undefined, its arguments). */
  opening(self: unknown, args: readonly unknown[]): unknown;
}

/** An application the adapter watches (docs/systems.md "An adapter"). */
export interface SystemWatch {
  /** Foundry's render hook of the application's class (`renderActorSheetV2`). */
  readonly renderHook: string;
  /** Called on each render, with the application and its element. */
  watch(app: unknown, element: HTMLElement): void;
}

/**
 * One roll dialog of the system. Foundry calls `render<ClassName>` for every class in an application's chain, on
 * every render (a part alone included), so the adapter names the most particular class it reads, and the figures are
 * drawn again each time, outside whatever part the dialog draws again alone.
 */
export interface SystemDialog {
  /**
   * Foundry's render hook of the dialog's class: `render${ClassName}` (`renderD20RollConfigurationDialog`). A dialog
   * names this or `openedBy`.
   */
  readonly renderHook?: string;
  /**
   * What opens the dialog, where no render hook of its own names it (a plain `DialogV2` whose roll lives in the
   * method that opens it): the system's method or hook; each ApplicationV2 first rendered while it runs is this
   * dialog, read with what the opener saw (docs/systems.md "A dialog found by what opens it").
   */
  readonly openedBy?: SystemOpener;
  /**
   * The question the live dialog asks now, or null when it rolls nothing the adapter reads; `opened` is what its
   * opener's `opening` returned (undefined for a dialog found by its render hook).
   */
  read(app: unknown, element: HTMLElement, opened?: unknown): SystemDialogReading | null;
  /** Where the figures go in the drawn dialog, or null when it is not drawn as the adapter knows it. */
  place(app: unknown, element: HTMLElement): SystemPlaces | null;
  /**
   * Inputs whose changes do not draw the dialog again (pf2e's fortune radios): `redraw` on each change. Called once
   * an element: an ApplicationV2 keeps its element through its renders (its parts drawn anew), so a listener that
   * must hear inputs drawn later is delegated from the element; an ApplicationV1 hands over new content each render.
   */
  listen?(app: unknown, element: HTMLElement, redraw: () => void): void;
}

/** One state of a dialog, read from the live application. */
export interface SystemDialogReading {
  /** Every figure; may throw the engine's refusal (an IndieDiceError naming the part it cannot answer). */
  odds(): SystemOdds;
  /** The words of the outcomes, the choices and the target. */
  readonly labels: SystemLabels;
  /** Whether the system lets the current user see the target (docs/systems.md "Secrets stay the system's"). */
  readonly targetVisible: boolean;
  /** The rules the figures applied, in the viewer's words, drawn in a line under them (optional). */
  rules?(i18n: Translator): string;
  /**
   * A message's reading only: what its dialog showed that the message cannot keep, each the localization key of a
   * sentence saying what and why, drawn under the chance line (docs/systems.md "No dialog").
   */
  readonly unkept?: readonly string[];
  /**
   * A message's reading only: lines of what the system's card offers after the roll that are no chance (CoC7's Luck
   * each success level costs), in the viewer's words, drawn under the chance lines; optional.
   */
  after?(i18n: Translator): readonly string[];
}

/** The places in a drawn dialog. */
export interface SystemPlaces {
  /** The panel of figures goes right before this element, which the dialog does not draw again alone. */
  readonly panelBefore: HTMLElement;
  /** Each choice's button, where its headline figure goes, by choice id. */
  readonly choices: ReadonlyMap<string, HTMLElement>;
  /**
   * Other elements a figure goes beside (SystemOdds.extras: Daggerheart's experiences), by the extra's id; optional.
   */
  readonly extras?: ReadonlyMap<string, HTMLElement>;
}

/** A system's rolls, so that their messages keep the chance they had before the roll (docs/systems.md "No dialog"). */
export interface SystemRolls {
  /** The system's hook that fires once a roll is configured, with or without its dialog, before it is rolled. */
  readonly hook: string;
  /**
   * Called once, at `setup` (the system's `init` has run), before any roll (optional): where the system's hook does
   * not carry the whole question, the adapter may watch what the system exposes to learn the rest (pf2e's
   * `game.pf2e.Check.roll`).
   */
  start?(): void;
  /**
   * From the hook's arguments: what the roll's message keeps (plain data: the question, not its figures) and the
   * data the system creates that message from (dotted keys allowed, as `ChatMessage.create` takes) — or the message
   * document itself, for core's `preCreateChatMessage` (the flag goes in through its `updateSource`) — or null.
   */
  record(args: readonly unknown[]): { readonly messageData: object; readonly kept: unknown } | null;
  /**
   * What a message kept, read back for the current user on that message (null when it no longer reads): its author
   * and flags say who may see its target; its rolls are what was rolled, to check what it kept against.
   */
  reread(kept: unknown, message: SystemRollMessage): SystemDialogReading | null;
  /**
   * The message's first roll as the engine reads it, from what the message kept: its luck is measured on this, not on
   * the rolled roll's formula, which a system's die may have changed as it rolled (dnd5e's `adv` counts its sets).
   */
  formula(kept: unknown, message: SystemRollMessage): string | null;
  /**
   * The buttons of the drawn message that take a choice after the roll (Alien RPG's Push), by the choice's id: each
   * gets that choice's figures as text of its own (optional).
   */
  buttons?(message: SystemRollMessage, html: HTMLElement): ReadonlyMap<string, HTMLElement>;
  /**
   * The adapter's own controls on a drawn message that kept its chance (what it kept, as `reread` gets it), once its
   * figures are drawn, and only where they may be (optional): Cyberpunk RED's DV field, which the GM's client alone
   * draws. What it draws must keep the message's secrets itself.
   */
  drawn?(kept: unknown, message: SystemRollMessage, html: HTMLElement): void;
}

/** A roll's chat message as an adapter reads it when it is drawn (Foundry's ChatMessage). */
export interface SystemRollMessage {
  readonly id?: string | null;
  readonly author?: unknown;
  readonly flags?: unknown;
  readonly rolls?: readonly unknown[];
}
