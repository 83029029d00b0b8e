/**
 * User queries between clients: CONFIG.queries, User#query (v13 client/documents/user.mjs) and the receiving side
 * (client/documents/collections/users.mjs #handleUserQuery): the handler gets `(queryData, {timeout})` only, runs on
 * the queried user's client, and its value or error message crosses back as JSON. Also game.users.activeGM
 * (getDesignatedUser), User#isSelf / isActiveGM, permissions by role (common/documents/user.mjs) and withClient.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { createdMessage, g, useFoundryDouble } from "./helpers";
import type { ChatMessage } from "../../../foundry-double/index";
import { must } from "../../kit";

const GM = "gmUser0000000000";
const PLAYER = "playerUser000000";

const double = useFoundryDouble();
// Tests below reset with their own options; start every test from the file's options again.
beforeEach(() => double.handle.reset({}));

type Handler = (data: unknown, options: { timeout?: number }) => unknown;

function queries(): Record<string, Handler> {
  return g().CONFIG.queries as Record<string, Handler>;
}

function user(id: string) {
  return g().game.users.get(id) as NonNullable<ReturnType<ReturnType<typeof g>["game"]["users"]["get"]>>;
}

describe("User#query", () => {
  it(
    "runs the handler on the queried user's client with " + "(queryData, {timeout}) only, and returns its value",
    async () => {
      double.handle.setUser(PLAYER);
      const calls: unknown[] = [];
      queries()["indie-dice.record"] = async (...args: unknown[]) => {
        calls.push(["args", args.length, args[1], g().game.user.id]);
        await new Promise((resolve) => setTimeout(resolve, 1));
        calls.push(["after await", g().game.user.id]);
        return { ok: true, at: new Date(0) };
      };
      const value = await user(GM).query("indie-dice.record", { messageId: "abc" }, { timeout: 5000 });
      expect(calls).toEqual([
        ["args", 2, { timeout: 5000 }, GM],
        ["after await", GM],
      ]);
      // The value crossed a socket: JSON only.
      expect(value).toEqual({ ok: true, at: "1970-01-01T00:00:00.000Z" });
      expect(g().game.user.id).toBe(PLAYER);
    },
  );

  it("the handler receives a JSON copy of the data, never the sender's objects", async () => {
    class Payload {
      constructor(readonly id: string) {}
      get secret(): string {
        return "getter";
      }
    }
    let received: unknown;
    queries()["indie-dice.echo"] = (data) => {
      received = data;
      return undefined;
    };
    const sent = { payload: new Payload("p1"), list: [1, undefined] };
    expect(await user(GM).query("indie-dice.echo", sent)).toBeUndefined();
    expect(received).toEqual({ payload: { id: "p1" }, list: [1, null] });
    expect(received).not.toBe(sent);
    expect((received as { payload: unknown }).payload).not.toBeInstanceOf(Payload);
  });

  it("a handler's error comes back as a new Error with its message only", async () => {
    const thrown = Object.assign(new Error("not your participant"), { code: 403 });
    queries()["indie-dice.fail"] = () => {
      throw thrown;
    };
    const error = await user(GM)
      .query("indie-dice.fail", {})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe("not your participant");
    expect(error).not.toBe(thrown);
    expect((error as { code?: number }).code).toBeUndefined();
  });

  it("refuses an unregistered query, a sender without QUERY_USER, and an inactive user", async () => {
    await expect(user(GM).query("nope", {})).rejects.toThrow("User query 'nope' is not registered");
    queries()["indie-dice.ping"] = () => "pong";
    double.handle.reset({
      users: [{ id: GM, isGM: true, active: false }, { id: PLAYER, deniedPermissions: ["QUERY_USER"] }, { id: "p2" }],
    });
    queries()["indie-dice.ping"] = () => "pong";
    await expect(user(GM).query("indie-dice.ping", {})).rejects.toThrow(`User [${GM}] is not active`);
    double.handle.setUser(PLAYER);
    await expect(user("p2").query("indie-dice.ping", {})).rejects.toThrow("You do not have permission to query users");
    double.handle.setUser("p2");
    expect(await user(PLAYER).query("indie-dice.ping", {})).toBe("pong");
  });

  it("a timeout rejects when the handler does not answer in time", async () => {
    queries()["indie-dice.slow"] = () => new Promise(() => undefined);
    await expect(user(GM).query("indie-dice.slow", {}, { timeout: 5 })).rejects.toThrow(
      "User query 'indie-dice.slow' timed out after 5ms",
    );
  });
});

describe("users and clients", () => {
  it("activeGM is the active GM with the highest role, then the lowest id; assistants count as GMs", () => {
    double.handle.reset({
      users: [
        { id: "zAssistant000000", role: 3 },
        { id: "yGamemaster00000", isGM: true, active: false },
        { id: "bGamemaster00000", isGM: true },
        { id: "aGamemaster00000", isGM: true },
        { id: "player0000000000" },
      ],
      userId: "player0000000000",
    });
    const { users } = g().game;
    expect(users.activeGM?.id).toBe("aGamemaster00000");
    expect(user("zAssistant000000").isGM).toBe(true);
    expect(user("aGamemaster00000").isActiveGM).toBe(true);
    expect(user("bGamemaster00000").isActiveGM).toBe(false);
    user("aGamemaster00000").active = false;
    user("bGamemaster00000").active = false;
    expect(users.activeGM?.id).toBe("zAssistant000000");
    user("zAssistant000000").active = false;
    expect(users.activeGM).toBeNull();
    expect(users.players.map((u) => u.id)).toEqual(["player0000000000"]);
  });

  it("permissions follow the role's defaults unless set on the user; a banned user has none", () => {
    double.handle.reset({
      users: [
        { id: "p", permissions: ["SETTINGS_MODIFY"] },
        { id: "t", role: 2 },
        { id: "b", role: 0 },
        { id: "g", isGM: true },
      ],
    });
    expect(user("p").hasPermission("QUERY_USER")).toBe(true);
    expect(user("p").hasPermission("MANUAL_ROLLS")).toBe(false);
    expect(user("p").hasPermission("SETTINGS_MODIFY")).toBe(true);
    expect(user("t").hasPermission("MANUAL_ROLLS")).toBe(true);
    expect(user("t").isTrusted).toBe(true);
    expect(user("b").hasPermission("QUERY_USER")).toBe(false);
    expect(user("g").can("SETTINGS_MODIFY")).toBe(true);
    expect(user("g").can("ASSISTANT")).toBe(true);
    expect(user("p").can("NOT_A_PERMISSION")).toBe(false);
  });

  it("withClient switches game.user for the call and the promises it starts, then restores it", async () => {
    const seen: string[] = [];
    const result = double.handle.withClient(PLAYER, async () => {
      seen.push(g().game.user.id, String(user(PLAYER).isSelf));
      await new Promise((resolve) => setTimeout(resolve, 1));
      seen.push(g().game.userId);
      return double.handle.withClient(GM, () => g().game.user.id);
    });
    seen.push(`outside:${g().game.user.id}`);
    expect(await result).toBe(GM);
    expect(seen).toEqual([PLAYER, "true", `outside:${GM}`, PLAYER]);
    expect(user(GM).isSelf).toBe(true);
  });
});

describe("a contest round trip", () => {
  it(
    "a player posts their own roll; " + "the GM's handler reads the author (not the sender) and records it on the card",
    async () => {
      double.handle.reset({
        actors: [
          { _id: "heroActor0000000", name: "Hero", ownership: { default: 0, [PLAYER]: 3 } },
          { _id: "orcActor00000000", name: "Orc" },
        ],
        clients: [GM, PLAYER],
      });
      const card = createdMessage(
        await g().ChatMessage.create({
          content: "<div>contest</div>",
          flags: {
            "indie-dice": {
              contest: {
                status: "open",
                participants: [
                  { id: "p1", actorUuid: "Actor.heroActor0000000" },
                  { id: "p2", actorUuid: "Actor.orcActor00000000" },
                ],
              },
            },
          },
        }),
      );
      queries()["indie-dice.recordRoll"] = async (data) => {
        const { cardId, participantId, messageId } = data as {
          cardId: string;
          participantId: string;
          messageId: string;
        };
        const game = g().game;
        const rollMessage = game.messages.get(messageId) as ChatMessage;
        const cardMessage = game.messages.get(cardId) as ChatMessage;
        const contest = cardMessage.getFlag("indie-dice", "contest") as {
          participants: { id: string; actorUuid: string; messageId?: string }[];
        };
        const participant = contest.participants.find((p) => p.id === participantId);
        const actor = await (
          globalThis as { fromUuid(u: string): Promise<{ testUserPermission(u: unknown, l: string): boolean } | null> }
        ).fromUuid(participant?.actorUuid ?? "");
        if (!actor?.testUserPermission(rollMessage.author, "OWNER"))
          throw new Error("The roll's author does not own this participant");
        must(participant).messageId = messageId;
        await cardMessage.setFlag("indie-dice", "contest", contest);
        return game.user.id;
      };
      double.handle.setUser(PLAYER);
      const own = createdMessage(await g().ChatMessage.create({ content: "my roll" }));
      // The player may not write the card, but the GM's client records the roll for them.
      await expect(card.setFlag("indie-dice", "x", 1)).rejects.toThrow("lacks permission");
      const gm = g().game.users.activeGM;
      expect(
        await gm?.query("indie-dice.recordRoll", { cardId: card.id, participantId: "p1", messageId: own.id }),
      ).toBe(GM);
      expect(
        (card.getFlag("indie-dice", "contest") as { participants: { messageId?: string }[] }).participants[0]
          ?.messageId,
      ).toBe(own.id);
      // Claiming the orc with the player's roll is refused: the handler judges the message's author.
      await expect(
        gm?.query("indie-dice.recordRoll", { cardId: card.id, participantId: "p2", messageId: own.id }),
      ).rejects.toThrow("does not own this participant");
    },
  );
});
