// @vitest-environment happy-dom
/**
 * The card framework (src/foundry/cards): a new card kind is a subclass of `CardKind`, a pure view model and a
 * template — nothing else. A toy "tally" card, which a player who owns its actor counts up by pressing its button, is
 * drawn, pressed, recorded by the active GM's client and refused for anyone else, with no card code of its own beyond
 * this file's class.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { array, integer, literal, object, string, type VersionedSchema } from "../../../src/core/schema";
import { IndieDiceError } from "../../../src/core/errors";
import { allMessages, createMessage, moduleFlags, userMayRoll } from "../../../src/foundry/cards/card-documents";
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
import { installFoundryDouble, type FoundryDoubleHandle } from "../../../foundry-double";
import { listenAll } from "../../../src/root";
import { REGISTER_RULE_SETS_HOOK } from "../../../src/foundry/rule-set-hook";
import type { RuleSetPackage } from "../../../src/foundry/rule-set-package";
import { cardsLoaded } from "../../../src/foundry/cards/card-chunk-loader";
import { CARD_KIT } from "../../../src/foundry/cards/card-kit";
import type { CardKindParts } from "../../../src/foundry/types/card-kinds";
import { CORE_RULE_SETS } from "../../../src/core/rule-sets";
import { uiRuleSetOf } from "../../../src/ui/rule-sets";
import { foundryRuleSetOf } from "../../../src/foundry/rule-sets";
import { GROUP_TEST_CARD } from "../../../src/rule-sets/klepto/foundry/group-test/group-test-card";

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
    record: async ({ state, message }) => ({
      state: { ...state, count: state.count + 1, counted: [...state.counted, message.id ?? ""] },
    }),
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
        return askActiveGM({
          query: this.add.query,
          data: { cardId: card.id, messageId: message?.id },
          local: (data) => this.writer.handlePost(this, this.add, data),
        });
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
    const card = await table().foundry.withClient(GM, () =>
      postCard(kind, { version: 1, actorUuid: `Actor.${ACTOR}`, count: 0, counted: [] }),
    );
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
  const button = (html: HTMLElement) =>
    must(html.querySelector<HTMLButtonElement>('button[data-action="toy-tally-add"]'));

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
    expect(must(messageById(must(card.id)).flags["indie-dice"]).toyTally).toMatchObject({ count: 1 });
  });

  it("a player who does not own the actor is refused, and nothing is written", async () => {
    const warn = spyWarnings();
    const { kind, card } = await setUp();
    const forged = await table().foundry.withClient(P2, () =>
      createMessage({ content: "+1", flags: moduleFlags("toyTallyAdd", { cardId: card.id }) }),
    );
    await settle(20);
    const answer = await table().foundry.withClient(P2, () =>
      must(must(game.users).activeGM).query(must(kind.posts[0]).query, { cardId: card.id, messageId: must(forged).id }),
    );
    expect(answer).toMatchObject({ ok: false, key: "INDIE_DICE.Contest.Error.NotOwner" });
    expect(countOf(await drawAs(GM, card))).toBe("0");
    // The GM's client logged the refusal twice: the forged message it heard of, then the query asking for it.
    expect(warn.mock.calls.map(([text, error]) => [text, indieErrorIn(error).key])).toEqual([
      [expect.stringMatching(/^Indie Dice \| toyTally request refused:/), "INDIE_DICE.Contest.Error.NotOwner"],
      [expect.stringMatching(/^Indie Dice \| toyTally request refused:/), "INDIE_DICE.Contest.Error.NotOwner"],
    ]);
  });

  it("a state its schema refuses is drawn as the kind's problem, not as a card", async () => {
    const warn = spyWarnings();
    const { card } = await setUp();
    await table().foundry.withClient(GM, () =>
      messageById(must(card.id)).update({ "flags.indie-dice.toyTally.count": "many" }),
    );
    await settle(20);
    const html = await drawAs(P1, card);
    expect(html.querySelector(".indie-dice-card-problem")?.textContent).toContain("cannot be drawn");
    expect(html.querySelector(".toy-tally")).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      "Indie Dice | a card could not be drawn",
      expect.objectContaining({ path: "count", expected: "an integer" }),
    );
  });
});

/**
 * A module's own card kind (docs/rule-set-authors.md "A card kind of your own"): its rule set's package, registered
 * through the hook `indie-dice.registerRuleSets`, declares it with its code (`start`), which the card chunk calls as it
 * starts, handing it the card kit; its API member loads the chunk, its query is answered by the GM's client.
 */
describe("a module's own card kind, registered through the hook", () => {
  let foundry: FoundryDoubleHandle | null = null;
  afterEach(async () => {
    await cardsLoaded();
    foundry?.uninstall();
    foundry = null;
  });

  /**
   * A module's rule set (Kaiser's descriptors under its own id and modifier key, without the API names and die modifier
   * only Kaiser may have), with these card kinds of its own.
   */
  function moduleRuleSet(id: string, modifierKey: string, cardKinds: readonly object[]): RuleSetPackage<"kaiser"> {
    const notation = Object.assign({}, CORE_RULE_SETS.kaiser.notation, { modifierKey });
    const core = Object.assign({}, CORE_RULE_SETS.kaiser, { id, notation, deprecatedOddsNames: undefined });
    const foundry = Object.assign({}, foundryRuleSetOf("kaiser"), {
      id,
      cardKinds,
      api: undefined,
      deprecatedApiNames: undefined,
      dieModifier: undefined,
      termExpansion: undefined,
      dieTerms: undefined,
    });
    return { apiVersion: 1, core, ui: Object.assign({}, uiRuleSetOf("kaiser"), { id }), foundry };
  }

  /** A kind's declaration as a module writes it (the type says "groupTests": the registry reads the object). */
  function declaration(
    names: { api: string; flag: string; queries: readonly string[] },
    start: (parts: CardKindParts) => object,
  ) {
    return Object.assign(
      {},
      GROUP_TEST_CARD,
      { headlinedRollFlags: [], tellingDiceFlags: [], apiMembers: { post: true } },
      names,
      { start },
    );
  }

  /** `api.<member>.post`, as a macro calls it. */
  function post(member: string, actorUuid: string): Promise<unknown> {
    const api: unknown = Reflect.get(must(must(game.modules.get("indie-dice")).api), member);
    const method: unknown = typeof api === "object" && api !== null ? Reflect.get(api, "post") : undefined;
    if (typeof method !== "function") throw new Error(`no api.${member}.post`);
    return Promise.resolve(Reflect.apply(method, api, [actorUuid]));
  }

  async function drawAs(userId: string, cardId: string): Promise<HTMLElement> {
    return must(foundry).withClient(userId, async () => {
      const html = renderedElement(await must(foundry).renderMessage(must(game.messages).get(cardId)));
      await cardDrawn(html);
      return html;
    });
  }

  it(
    "starts with the chunk, handed the card kit; " +
      "its card is posted, drawn and pressed, and a module's kind that throws breaks no other",
    async () => {
      foundry = installFoundryDouble({
        users: [
          { id: GM, name: "Gamemaster", isGM: true },
          { id: P1, name: "Ann" },
        ],
        clients: [GM, P1],
        actors: [{ _id: ACTOR, name: "Counter", ownership: { default: 0, [P1]: 3 } }],
      });
      const kits: unknown[] = [];
      const tallies = declaration(
        { api: "toyTallies", flag: "toyTally", queries: ["indie-dice.toyTallyAdd"] },
        ({ writer, kit }) => {
          kits.push(kit);
          const kind = new TallyKind(writer);
          return {
            kind,
            api: {
              post: (actorUuid: string) => kit.cards.postCard(kind, { version: 1, actorUuid, count: 0, counted: [] }),
            },
          };
        },
      );
      const broken = declaration({ api: "toyBroken", flag: "toyBroken", queries: [] }, () => {
        throw new Error("a module's bug");
      });
      const registered: boolean[] = [];
      Hooks.once(REGISTER_RULE_SETS_HOOK, (registry) => {
        registered.push(
          registry.register(moduleRuleSet("tallies", "qt", [tallies])),
          registry.register(moduleRuleSet("broken", "qu", [broken])),
        );
      });
      listenAll();
      foundry.runLifecycle();
      expect(registered).toEqual([true, true]);
      expect(foundry.hookErrors).toEqual([]);
      // Its query is registered from init, before the chunk is here, so that one that comes first loads it.
      expect(foundry.withClient(GM, () => Object.keys(CONFIG.queries))).toContain("indie-dice.toyTallyAdd");
      const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
      await foundry.withClient(GM, () => post("toyTallies", `Actor.${ACTOR}`));
      expect(kits).toEqual([CARD_KIT]);
      expect(Object.isFrozen(CARD_KIT) && Object.isFrozen(CARD_KIT.cards)).toBe(true);
      expect(error).toHaveBeenCalledWith(
        "Indie Dice | the card kind api.toyBroken could not start",
        expect.objectContaining({ message: "a module's bug" }),
      );
      error.mockRestore();
      const card = must(allMessages().find((message) => message.flags?.["indie-dice"]?.["toyTally"] !== undefined));
      const cardId = must(card.id);
      const html = await drawAs(P1, cardId);
      expect(html.querySelector(".toy-tally-count")?.textContent).toBe("0");
      await foundry.withClient(P1, async () =>
        must(html.querySelector<HTMLButtonElement>('button[data-action="toy-tally-add"]')).click(),
      );
      await settle(20);
      expect((await drawAs(GM, cardId)).querySelector(".toy-tally-count")?.textContent).toBe("1");
      // The broken kind's member says the chunk has none; the shared kinds still answer.
      await expect(post("toyBroken", `Actor.${ACTOR}`)).rejects.toThrow("the card chunk has no api.toyBroken.post");
      expect(typeof must(must(game.modules.get("indie-dice")).api).contests.startWithDialog).toBe("function");
    },
  );
});
