/**
 * The card kind: its declaration (what Indie Dice reads in `init`, before its card code is loaded) and its code
 * (`start`, which Indie Dice calls once, when its card chunk starts, with the card kit). The class is made inside
 * `start` because its base class is the kit's (`kit.cards.CardKind`): the module imports nothing of Indie Dice at
 * run time. docs/cards.md "A card kind" in Indie Dice names each part.
 */
import type {
  CardActions,
  CardContext,
  CardKindDeclaration,
  CardKindParts,
  CardPost,
  ChatMessageView,
  StartedCardKind,
  VersionedSchema,
} from "indie-dice-types";
import { markedReady, newReadyCheck, type ReadyCheckState } from "./state";
import { readyCheckView } from "./view";

/** This module's id: its template is served under modules/<id>/. */
export const MODULE_ID = "indie-dice-ready-check";

/** What a mark's message carries (`flags["indie-dice"].readyCheckMark`): the card, and the actor it marks. */
interface Mark {
  readonly cardId: string;
  readonly actorUuid: string;
}

/** `api.readyChecks`, a macro's way in. */
export interface ReadyChecksApi {
  /**
   * Posts a ready check of these actors (on a GM's client: Indie Dice reads a card's state only from a GM's message).
   */
  start(actorUuids: readonly string[]): Promise<ChatMessageView>;
  /** Marks an actor ready, as this client's user: a message of theirs the active GM's client records if they may. */
  mark(cardId: string, actorUuid: string): Promise<unknown>;
}

/** The kind's code: the kind, made with what Indie Dice hands every kind, and its API. */
function startReadyChecks(
  { writer, kit }: CardKindParts,
  schema: VersionedSchema<ReadyCheckState>,
): StartedCardKind<"readyChecks"> {
  class ReadyCheckKind extends kit.cards.CardKind<ReadyCheckState> {
    readonly flag = "readyCheck";
    readonly schema = schema;

    /** A mark: posted by a user as a message of their own, recorded by the active GM's client if its author may. */
    readonly mark: CardPost<ReadyCheckState, Mark> = {
      flag: "readyCheckMark",
      query: "indie-dice.markReady",
      notPost: "BadMessage",
      readFlag: ({ cardId, actorUuid }) =>
        typeof cardId === "string" && typeof actorUuid === "string" ? { cardId, actorUuid } : null,
      recorded: ({ state, message }) => state.recorded.includes(message.id ?? ""),
      waiting: ({ state, message, flag }) =>
        !state.recorded.includes(message.id ?? "") && !state.ready.includes(flag.actorUuid),
      replay: () => this.error("MessageUsed"),
      // The one check that matters: Indie Dice's writer asks it of the message's author, whom Foundry vouches for.
      whose: ({ flag }) => ({ actorUuids: [flag.actorUuid], refusal: () => this.error("NotOwner") }),
      record: async ({ state, message, flag }) => {
        if (!state.actorUuids.includes(flag.actorUuid)) throw this.error("NotOnCard");
        return { state: markedReady(state, flag.actorUuid, message.id ?? "") };
      },
    };

    override readonly posts = [this.mark];

    // A kind from another module names its template: Indie Dice's convention would look in Indie Dice's folder.
    override get template(): string {
      return `modules/${MODULE_ID}/templates/ready-check-card.hbs`;
    }

    placeholder(state: ReadyCheckState): readonly string[] {
      return state.actorUuids.map((actorUuid) => kit.sides.nameOf(actorUuid));
    }

    view({ state, user }: CardContext<ReadyCheckState>): object {
      return readyCheckView(state, {
        nameOf: (actorUuid) => kit.sides.nameOf(actorUuid),
        mayMark: (actorUuid) => kit.sides.userMayRoll(user, actorUuid),
        notYours: game.i18n.localize("INDIE_DICE.ReadyCheck.Error.NotOwner"),
      });
    }

    readonly actions: CardActions<ReadyCheckState> = {
      "ready-check-mark": {
        // A courtesy on the presser's client: the GM's client checks the mark again (`whose` above).
        refusal: ({ user }, data) =>
          kit.sides.userMayRoll(user, data.actorUuid ?? null) ? null : this.error("NotOwner"),
        run: ({ card }, { data }) => api.mark(card.id ?? "", data.actorUuid ?? ""),
      },
    };
  }

  const kind = new ReadyCheckKind();
  const api: ReadyChecksApi = {
    start: (actorUuids) => kit.cards.postCard(kind, newReadyCheck(actorUuids)),
    async mark(cardId, actorUuid) {
      const message = await kit.messages.createMessage({
        content: kit.sides.nameOf(actorUuid),
        flags: kit.messages.moduleFlags(kind.mark.flag, { cardId, actorUuid }),
      });
      return kit.gm.askActiveGM({
        query: kind.mark.query,
        data: { cardId, messageId: message?.id },
        local: (data) => writer.handlePost(kind, kind.mark, data),
      });
    },
  };
  return { kind, api };
}

/** The declaration the module registers (`registry.registerCardKind`): its names, its API's members, its code. */
export function readyCheckKind(schema: VersionedSchema<ReadyCheckState>): CardKindDeclaration<"readyChecks"> {
  return {
    api: "readyChecks",
    flag: "readyCheck",
    queries: ["indie-dice.markReady"],
    apiMembers: { start: true, mark: true },
    start: (parts) => startReadyChecks(parts, schema),
  };
}
