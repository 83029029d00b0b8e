/**
 * A card's state as read from its message (src/foundry/cards/card-state.ts): a state read once is given back while
 * the stored text is the same, and read again through the kind's schema as soon as it is not — Foundry changes a
 * message's flags in place (v13 common/data/fields.mjs ObjectField#_updateCommit) — and only from a GM's message.
 */
import { describe, expect, it } from "vitest";
import { integer, literal, object, string, type VersionedSchema } from "../../../src/core/schema";
import { cardStateOf, readCard } from "../../../src/foundry/cards/card-state";

interface Tally {
  readonly version: 2;
  readonly name: string;
  readonly count: number;
}

const current: VersionedSchema<Tally> = {
  version: 2,
  migrations: { 1: (state) => ({ ...state, count: 0 }) },
  check: object({ version: literal(2), name: string, count: integer }),
};
/** The same card read by a schema that knows version 1 only. */
const older: VersionedSchema<{ readonly version: 1; readonly name: string }> = {
  version: 1,
  migrations: {},
  check: object({ version: literal(1), name: string }),
};

const kindOf = <S>(schema: VersionedSchema<S>) => ({ flag: "tally", schema });

function message(stored: object, isGM = true) {
  return {
    author: { id: isGM ? "gmUser0000000000" : "playerOne0000000", isGM },
    flags: { "indie-dice": { tally: stored } },
  };
}

describe("reading a card's state", () => {
  it(
    "gives back the state read before while the stored card is the same, " + "and reads it again once changed in place",
    () => {
      const stored: Record<string, unknown> = { version: 2, name: "Rook", count: 1 };
      const first = cardStateOf(kindOf(current), message(stored));
      expect(first).toEqual({ version: 2, name: "Rook", count: 1 });
      expect(cardStateOf(kindOf(current), message(stored))).toBe(first);
      // As Foundry's update does: the same object, its fields changed.
      stored.count = 2;
      expect(cardStateOf(kindOf(current), message(stored))).toEqual({ version: 2, name: "Rook", count: 2 });
      stored.count = "two";
      expect(readCard(kindOf(current), message(stored)).kind).toBe("unreadable");
    },
  );

  it("reads the same stored card through each kind's own schema", () => {
    const stored = { version: 1, name: "Rook" };
    expect(cardStateOf(kindOf(older), message(stored))).toEqual({ version: 1, name: "Rook" });
    // Migrated by the current schema, not the older schema's reading given back.
    expect(cardStateOf(kindOf(current), message(stored))).toEqual({ version: 2, name: "Rook", count: 0 });
  });

  it("reads nothing from a player's message, even a card the GM's message with the same flags was read from", () => {
    const stored = { version: 2, name: "Rook", count: 1 };
    expect(cardStateOf(kindOf(current), message(stored))).not.toBeNull();
    expect(readCard(kindOf(current), message(stored, false)).kind).toBe("none");
  });
});
