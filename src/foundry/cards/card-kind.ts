/**
 * A card kind: everything that makes contests, group tests and extended tests different, as one class
 * (docs/cards.md "A card kind"). The framework around it — one state reader, renderer, click dispatcher, GM writer and
 * set of queries (card-state.ts, card-renderer.ts, card-clicks.ts, card-writer.ts) — is the same for every kind, the
 * way dnd5e's chat-message data models share one base (`metadata.actions`, `template`, `_prepareContext`). Unlike a
 * data model, one instance serves every card of its kind: the state stays in the message's flags (docs/card-state.md)
 * and reaches each member as its context. A new kind is a subclass, its view model (src/ui) and its template.
 */
import { IndieDiceError, type MessageData } from "../../core/errors";
import type { VersionedSchema } from "../../core/schema";
import { MODULE_ID } from "../module-id";
import type { MessageMode } from "../types/message-mode";
import { userMayRoll } from "./card-documents";
import type { RollCopy } from "./roll-copies";
import type { CardOutcomes } from "../types/card-menu";
import type { IndieQueryName } from "../types/queries";
import type { CardRollPrompt } from "./card-roll";
import type { Translator } from "../../ui/translator";
import type { ChatMessageView, MessageAuthor } from "../types/chat-message";

/** A button's `data-*` values (`data-participant`, `data-giver`, …). */
export type ButtonData = Readonly<Record<string, string | undefined>>;

/** A card as one user sees it: its message, its state (read through the kind's schema) and who looks. */
export interface CardContext<S> {
  readonly card: ChatMessageView;
  readonly state: S;
  readonly user: MessageAuthor;
  /** Whether this client opened the card's folded details before (card-renderer.ts); absent: folded. */
  readonly detailsOpen?: boolean;
}

/**
 * A button on the card (`data-action="<name>"`): who may press it — null, or the refusal a user who may not is
 * shown (the view draws the button disabled for them) — and what pressing does on that user's client.
 */
interface CardAction<S> {
  refusal(context: CardContext<S>, data: ButtonData): IndieDiceError | null;
  /**
   * `prompt`: the press is a prompt's (docs/prompts.md) — the roll's dialog opened without the user's press.
   * `button`: the button pressed (absent for a prompt), in its own page (a detached window's, src/foundry/pages.ts).
   */
  run(
    context: CardContext<S>,
    press: {
      readonly data: ButtonData;
      readonly shiftKey: boolean;
      readonly prompt?: CardRollPrompt | null;
      readonly button?: HTMLElement;
    },
  ): Promise<unknown>;
}

/**
 * A roll the card waits for now (docs/prompts.md): its id on the card (with the card's id, the prompt's key), whose
 * roll it is, and the card's Roll button for it — whose refusal is the one rule of who may roll it, for the button
 * and the prompt alike.
 */
export interface PendingRoll {
  readonly id: string;
  readonly actorUuid: string | null;
  readonly action: string;
  readonly data: ButtonData;
}

/** The card's next state, and any flags kept beside it (under the module's scope) that change with it. */
export interface CardWrite<S> {
  readonly state: S;
  readonly besides?: Readonly<Record<string, unknown>>;
}

/**
 * Who may ask for something on a card: a GM, an owner of any of these actors (a participant's token acts through
 * its actor: an unlinked token's synthetic actor takes its owners from its base actor), or one of these users (a
 * request row's designated roller). An action that belongs to no one side (a pairing's roll-off) names both sides.
 */
export interface Whose {
  readonly actorUuids: readonly (string | null)[];
  readonly userIds?: readonly (string | null)[];
  /** The refusal of anyone else. */
  readonly refusal: () => IndieDiceError;
}

/** May this user ask for it (the one rule of who may act, checked by the card writer for every post of every kind)? */
export function mayAsk(user: MessageAuthor | null | undefined, whose: Whose): boolean {
  if (!user) return false;
  if (user.isGM) return true;
  return (
    whose.userIds?.includes(user.id) === true || whose.actorUuids.some((actorUuid) => userMayRoll(user, actorUuid))
  );
}

/** The card's answer to a card post the GM's client is asked to record. */
export interface RecordContext<S, F> {
  readonly card: ChatMessageView;
  readonly state: S;
  readonly message: ChatMessageView;
  readonly flag: F;
}

/**
 * A message a user posts for the card — a roll, a roll-off, a gift — flagged with the card, that the active GM's
 * client records. The writer finds the message and its card, checks that its author may ask for it (`whose`), keeps a
 * copy of a roll and writes; the kind says what its flag holds, whose the message must be and what recording changes.
 */
export interface CardPost<S, F extends { readonly cardId: string } = { readonly cardId: string }> {
  /** The post's flag (`flags["indie-dice"][flag]`). */
  readonly flag: string;
  /** The `CONFIG.queries` name the sender asks the GM's client through. */
  readonly query: IndieQueryName;
  readFlag(flag: Readonly<Record<string, unknown>>): F | null;
  /** The kind's error name for a message that is no such post (`{id}`). */
  readonly notPost: string;
  /** Has the card recorded this message already (its own query then gets the same answer once more)? */
  recorded(context: RecordContext<S, F>): boolean;
  /** The refusal of a recorded message sent again. */
  replay(context: RecordContext<S, F>): IndieDiceError;
  /** Does an open card still wait for this message (the GM's sweep when the GM comes back)? */
  waiting(context: RecordContext<S, F>): boolean;
  /** Who may send it (a GM always may), and the refusal for anyone else: the writer checks the message's author. */
  whose(context: RecordContext<S, F>): Whose;
  /** Records it on the GM's client (the pure layer checks the rest); a roll's copy comes with it when it has one. */
  record(context: RecordContext<S, F>, copy: RollCopy | undefined): Promise<CardWrite<S>>;
  /**
   * The mode a roll for it must be posted in on this client, when the card rules it (docs/cards.md "A card's mode rules
   * its rolls"); absent or null: the roller's own. May throw the card's refusal when no mode fits.
   */
  rollMode?(context: RecordContext<S, F>): MessageMode | null;
  /** What the answer says besides `ok` and `cardId`. */
  answer?(context: RecordContext<S, F>, next: S): Readonly<Record<string, unknown>>;
}

/**
 * A change only a GM makes, on the active GM's own client (docs/cards.md "What the GM's client checks"): the writer
 * runs it only where the user at the keyboard is the active GM, and answers no query for it — a query does not say
 * who sent it. Whatever a player may ask for is a card post: a message of their own, whose author Foundry guarantees.
 */
interface GMAction<S> {
  /** `data`: what the button or menu named besides the card (ids only: checked again here). */
  run(
    context: { readonly card: ChatMessageView; readonly state: S },
    data: Readonly<Record<string, string>>,
  ): Promise<CardWrite<S>>;
  answer?(next: S): Readonly<Record<string, unknown>>;
}

/** A kind's buttons by their `data-action`, and its GM actions by name. */
export type CardActions<S> = Readonly<Record<string, CardAction<S>>>;
export type GMActions<S> = Readonly<Record<string, GMAction<S>>>;

/**
 * A kind is named by its flag, and the rest follows from the name: the flag `groupTest` keeps the state in
 * `flags["indie-dice"].groupTest`, draws templates/chat/group-test-card.hbs, and its words are under
 * `INDIE_DICE.GroupTest` (`.Error.<name>` for refusals, `.Problem` for a card that cannot be drawn). One instance
 * serves every card of its kind; what it is made with are its fields (rolling-card-kind.ts: the dice, the dialogs,
 * the writer).
 */
export abstract class CardKind<S> {
  /** The flag holding the state: `flags["indie-dice"][flag]`. */
  abstract readonly flag: string;
  abstract readonly schema: VersionedSchema<S>;
  /** Its buttons: who may press each, and what pressing does on that user's client. */
  abstract readonly actions: CardActions<S>;
  /** The messages users post for the card, which the active GM's client records. */
  readonly posts: readonly AnyCardPost<S>[] = [];
  readonly gmActions: GMActions<S> = {};
  /** What the card's context menu offers the GM (docs/cards.md "The card's menu"); absent: nothing of its own. */
  readonly menu?: CardKindMenu<S>;

  /**
   * The template, by the flag (overridden only where the convention does not hold: a kind from another module, a test's
   * toy).
   */
  get template(): string {
    return `modules/${MODULE_ID}/templates/chat/${this.flag.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}-card.hbs`;
  }

  /** The section of its words (`INDIE_DICE.<section>`), by the flag. */
  get langSection(): string {
    return this.flag.charAt(0).toUpperCase() + this.flag.slice(1);
  }

  /** A refusal of this kind: `INDIE_DICE.<Section>.Error.<name>`. */
  error(name: string, data?: MessageData): IndieDiceError {
    return new IndieDiceError(`INDIE_DICE.${this.langSection}.Error.${name}`, data);
  }

  /** What the card says in place of itself when it cannot be drawn. */
  get problemKey(): string {
    return `INDIE_DICE.${this.langSection}.Problem`;
  }

  /** What a client without the module shows: the names on the card, as plain text. */
  abstract placeholder(state: S): readonly string[];
  /**
   * The card's title, as its heading says it (a contest's adds who stands against whom): stored as the message's
   * `title`, which Foundry's pop-out takes for its window title before the flavor (empty on a card) and the speaker
   * (docs/cards.md "The card's menu").
   */
  title?(state: S, i18n: Translator): string;
  /**
   * The template's context for this user, as dnd5e's `_prepareContext` (may throw: the card then shows its problem
   * line).
   */
  abstract view(context: CardContext<S>): object;
  /** The rolls the card waits for now, each a prompt for its designated roller (none: the kind never prompts). */
  pendingRolls?(state: S): readonly PendingRoll[];
  /** On the active GM's client after each write (a contest's resolved hook). */
  written?(card: ChatMessageView, before: S, next: S): void;
}

/**
 * A kind's part of the card's menu: the tokens it judged, and a hidden difficulty the GM may reveal or change
 * (through its GM actions `revealDifficulty` and `changeDifficulty`, `{difficulty}` as typed).
 */
export interface CardKindMenu<S> {
  /**
   * Who passed and who failed by the card's own judgment (a contest: winners and losers); null while none is judged.
   */
  outcomes?(state: S): CardOutcomes | null;
  /** Whether a hidden difficulty may be revealed or changed now, and its number. */
  readonly difficulty?: { adjustable(state: S): boolean; current(state: S): number | null };
}

/**
 * A card post of any flag shape, for a kind's list (each post's own code keeps its flag type): the flag is read only
 * through the post's own methods, whose parameters TypeScript checks both ways (method syntax), so a post of
 * any flag fits here.
 */
export type AnyCardPost<S> = CardPost<S>;

/**
 * Any kind, for the framework's lists (each kind's own code keeps its state type; the state goes only to its own
 * methods).
 */
export type AnyCardKind = CardKind<unknown>;
