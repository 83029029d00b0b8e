// @vitest-environment happy-dom
/**
 * The card framework (src/foundry/cards): a new card kind is a subclass of `CardKind`, a pure view model and a
 * template — nothing else. A toy "tally" card, which a player who owns its actor counts up by pressing its button, is drawn,
 * pressed, recorded by the active GM's client and refused for anyone else, with no card code of its own beyond
 * this file's class.
 */
import { describe, expect, it } from "vitest";
import { array, integer, literal, object, string, type VersionedSchema } from "../../../src/core/schema";
import { IndieDiceError } from "../../../src/core/errors";
import { createMessage, moduleFlags, userMayRoll } from "../../../src/foundry/cards/card-documents";
import { CardKind, type CardActions, type CardContext, type CardPost } from "../../../src/foundry/cards/card-kind";
import { cardDrawn, renderCard } from "../../../src/foundry/cards/card-renderer";
import { CardWriter } from "../../../src/foundry/cards/card-writer";
import { askActiveGM } from "../../../src/foundry/cards/gm-query";
import { postCard } from "../../../src/foundry/cards/post-card";
import { settle, messageById } from "../support/dialog-harness";
import { useIndieDice } from "../support/helpers";
import { spyWarnings } from "../support/contests-harness";
import type { QueryHandler } from "../../../src/foundry/types/queries";
import type { ChatMessageView } from "../../../src/foundry/types/chat-message";
import { chatMessageView } from "../../../src/foundry/foundry-documents";
import { indieErrorIn, must, renderedElement } from "../../kit";

// The toy kind's query, declared as every card kind declares its own (src/foundry/foundry-config.d.ts).
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- CONFIG.Queries is declared in fvtt-types' namespace.
  namespace CONFIG {
    interface Queries {
      "indie-dice.toyTallyAdd": QueryHandler;
    }
  }
}

const GM = "gmUser0000000000";
const P1 = "playerOne0000000";
const P2 = "playerTwo0000000";
const ACTOR = "tallyActor000001";

interface TallyState {
  readonly version: 1;
  readonly actorUuid: string;
  readonly count: number;
  /** The request messages counted, so a replay counts nothing. */
  readonly counted: readonly string[];
}

/** The toy's pure view model. */
function tallyView(state: TallyState, mayAdd: boolean) {
  return { count: state.count, disabled: !mayAdd, label: "Add" };
}

const schema: VersionedSchema<TallyState> = {
  version: 1,
  migrations: {},
  check: object({ version: literal(1), actorUuid: string, count: integer, counted: array(string) }),
};

const toyError = (name: string) => new IndieDiceError(`INDIE_DICE.Contest.Error.${name}`);

/** The toy kind: everything a card kind must say, and nothing the framework does for it. */
class TallyKind extends CardKind<TallyState> {
  readonly flag = "toyTally";
  readonly schema = schema;
  readonly writer: CardWriter;
  readonly add: CardPost<TallyState, { cardId: string }> = {
    flag: "toyTallyAdd",
    query: "indie-dice.toyTallyAdd",
    notPost: "BadMessage",
    readFlag: (flag) => (typeof flag.cardId === "string" ? { cardId: flag.cardId } : null),
    recorded: ({ state, message }) => state.counted.includes(message.id ?? ""),
    waiting: ({ state, message }) => !state.counted.includes(message.id ?? ""),
    replay: () => toyError("MessageUsed"),
    whose: ({ state }) => ({ actorUuids: [state.actorUuid], refusal: () => toyError("NotOwner") }),
    record: async ({ state, message }) => ({ state: { ...state, count: state.count + 1, counted: [...state.counted, message.id ?? ""] } }),
  };
  override readonly posts = [this.add];

  constructor(writer: CardWriter) {
    super();
    this.writer = writer;
  }

  // A kind outside the module's own folders names its template and the lang section of its words.
  override get template(): string {
    return "modules/indie-dice/test/foundry/fixtures/toy/tally-card.hbs";
  }

  override get langSection(): string {
    return "Contest";
  }

  placeholder(): readonly string[] {
    return ["Tally"];
  }

  view({ state, user }: CardContext<TallyState>): object {
    return tallyView(state, userMayRoll(user, state.actorUuid));
  }

  readonly actions: CardActions<TallyState> = {
    "toy-tally-add": {
      refusal: ({ state, user }) => (userMayRoll(user, state.actorUuid) ? null : toyError("NotYours")),
      run: async ({ card }) => {
        const message = await createMessage({ content: "+1", flags: moduleFlags("toyTallyAdd", { cardId: card.id }) });
        return askActiveGM({ query: this.add.query, data: { cardId: card.id, messageId: message?.id }, local: (data) => this.writer.handlePost(this, this.add, data) });
      },
    },
  };
}

describe("a toy card kind needs only a descriptor, a view model and a template", () => {
  const table = useIndieDice({
    users: [
      { id: GM, name: "Gamemaster", isGM: true },
      { id: P1, name: "Ann" },
      { id: P2, name: "Bo" },
    ],
    clients: [GM, P1, P2],
    actors: [{ _id: ACTOR, name: "Counter", ownership: { default: 0, [P1]: 3 } }],
  });

  async function setUp() {
    const writer = new CardWriter();
    const kind = new TallyKind(writer);
    writer.add(kind);
    Hooks.on("renderChatMessageHTML", (message, html) => renderCard([kind], chatMessageView(message), html));
    Hooks.on("createChatMessage", (message) => writer.pickUp(chatMessageView(message)));
    const card = await table().foundry.withClient(GM, () => postCard(kind, { version: 1, actorUuid: `Actor.${ACTOR}`, count: 0, counted: [] }));
    return { kind, card };
  }

  async function drawAs(userId: string, card: ChatMessageView): Promise<HTMLElement> {
    return table().foundry.withClient(userId, async () => {
      const html = renderedElement(await table().foundry.renderMessage(must(game.messages).get(must(card.id))));
      await cardDrawn(html);
      return html;
    });
  }

  const countOf = (html: HTMLElement) => html.querySelector(".toy-tally-count")?.textContent;
  const button = (html: HTMLElement) => must(html.querySelector<HTMLButtonElement>('button[data-action="toy-tally-add"]'));

  it("draws the card from its view model, pressable by the actor's owner only", async () => {
    const { card } = await setUp();
    expect(countOf(await drawAs(P1, card))).toBe("0");
    expect(button(await drawAs(P1, card)).disabled).toBe(false);
    expect(button(await drawAs(P2, card)).disabled).toBe(true);
  });

  it("an owner's press is recorded by the GM's client once, and every client draws the new count", async () => {
    const { card } = await setUp();
    const html = await drawAs(P1, card);
    await table().foundry.withClient(P1, async () => button(html).click());
    await settle(20);
    expect(countOf(await drawAs(P2, card))).toBe("1");
    expect(must((messageById(must(card.id))).flags["indie-dice"]).toyTally).toMatchObject({ count: 1 });
  });

  it("a player who does not own the actor is refused, and nothing is written", async () => {
    const warn = spyWarnings();
    const { kind, card } = await setUp();
    const forged = await table().foundry.withClient(P2, () => createMessage({ content: "+1", flags: moduleFlags("toyTallyAdd", { cardId: card.id }) }));
    await settle(20);
    const answer = await table().foundry.withClient(P2, () => must(must(game.users).activeGM).query(must(kind.posts[0]).query, { cardId: card.id, messageId: must(forged).id }));
    expect(answer).toMatchObject({ ok: false, key: "INDIE_DICE.Contest.Error.NotOwner" });
    expect(countOf(await drawAs(GM, card))).toBe("0");
    // The GM's client logged the refusal twice: the forged message it heard of, then the query asking for it.
    expect(warn.mock.calls.map(([text, error]) => [text, (indieErrorIn(error)).key])).toEqual([
      [expect.stringMatching(/^Indie Dice \| toyTally request refused:/), "INDIE_DICE.Contest.Error.NotOwner"],
      [expect.stringMatching(/^Indie Dice \| toyTally request refused:/), "INDIE_DICE.Contest.Error.NotOwner"],
    ]);
  });

  it("a state its schema refuses is drawn as the kind's problem, not as a card", async () => {
    const warn = spyWarnings();
    const { card } = await setUp();
    await table().foundry.withClient(GM, () => (messageById(must(card.id))).update({ "flags.indie-dice.toyTally.count": "many" }));
    await settle(20);
    const html = await drawAs(P1, card);
    expect(html.querySelector(".indie-dice-card-problem")?.textContent).toContain("cannot be drawn");
    expect(html.querySelector(".toy-tally")).toBeNull();
    expect(warn).toHaveBeenCalledWith("Indie Dice | a card could not be drawn", expect.objectContaining({ path: "count", expected: "an integer" }));
  });
});
