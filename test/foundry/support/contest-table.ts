/**
 * The table of the card tests, models and the chat-log bench: a GM, two players each owning a hero, an NPC villain,
 * every client connected (so every document hook runs on each, with that client's user), and a scene with one
 * token each. Free of vitest, so a bench can set it up too.
 */
import type { FoundryDoubleOptions } from "../../../foundry-double";

export const GM = "gmUser0000000000";
export const P1 = "playerOne0000000";
/** A second GM, logged in but not the active one (Foundry designates the lower id). */
export const GM2 = "gmUser0000000009";
export const P2 = "playerTwo0000000";
/** A third player, logged in, who owns no actor and no token (the table's `outsider` option). */
export const P3 = "playerThree00000";
export const HERO = "heroToken0000001";
export const RIVAL = "rivalToken000001";
export const VILLAIN = "villainToken0001";

export const KR = { pool: 2, dice: 2, dt: 7 };

/** The table's Foundry: users, their clients, the three actors and the scene with their tokens. */
export function contestTable(
  options: { gmActive?: boolean; secondGM?: boolean; secondGMActive?: boolean; outsider?: boolean } = {},
): FoundryDoubleOptions {
  const second = options.secondGM
    ? [{ id: GM2, name: "Assistant GM", isGM: true, active: options.secondGMActive ?? true }]
    : [];
  const outsider = options.outsider ? [{ id: P3, name: "Cleo" }] : [];
  return {
    users: [
      { id: GM, name: "Gamemaster", isGM: true, active: options.gmActive ?? true },
      { id: P1, name: "Ann" },
      { id: P2, name: "Bo" },
      ...second,
      ...outsider,
    ],
    clients: [GM, P1, P2, ...second.map((user) => user.id), ...outsider.map((user) => user.id)],
    actors: [
      { _id: "heroActor0000001", name: "Brunhild", ownership: { default: 0, [P1]: 3 } },
      { _id: "rivalActor000001", name: "Sigurd", ownership: { default: 0, [P2]: 3 } },
      { _id: "villainActor0001", name: "Fafnir", ownership: { default: 0 } },
    ],
    scenes: [
      {
        _id: "sceneMain0000001",
        name: "Hall",
        tokens: [
          { _id: HERO, name: "Brunhild", actorId: "heroActor0000001", actorLink: true },
          { _id: RIVAL, name: "Sigurd", actorId: "rivalActor000001", actorLink: true },
          { _id: VILLAIN, name: "Fafnir", actorId: "villainActor0001", actorLink: false },
        ],
      },
    ],
  };
}
