/**
 * The Daggerheart world the adapter's tests play (the double's Daggerheart): Marlowe, Agility 2 and Evasion 10, two
 * experiences and a rally die, played by the default player; the Bandit (Difficulty 12, critical at 19), whom she may
 * not observe; the Wolf (Difficulty 60), whom everyone may observe; a token each on the scene.
 */
import { daggerheartAdversary, daggerheartCharacter } from "../../../../foundry-double/systems/daggerheart/driver";
import { DhActor } from "../../../../foundry-double/systems/daggerheart/index";
import type { FoundryDoubleOptions } from "../../../../foundry-double/install";
import { DEFAULT_USERS } from "../../../../foundry-double/users";
import { must } from "../../../kit";

export const [GM, PLAYER] = [must(DEFAULT_USERS[0]).id, must(DEFAULT_USERS[1]).id];
const OBSERVER = 2;
const OWNER = 3;

export const MARLOWE_WORLD: FoundryDoubleOptions = {
  system: "daggerheart",
  actors: [
    daggerheartCharacter({
      _id: "marlowe",
      traits: { agility: 2 },
      evasion: 10,
      ownership: { [PLAYER]: OWNER },
      experiences: { sneak: { name: "Sneaky", value: 2 }, brawl: { name: "Brawler", value: 3 } },
      effects: [{ id: "rally", name: "Rally", changes: [{ key: "system.bonuses.rally", value: "d6" }] }],
    }),
    daggerheartAdversary({ _id: "bandit", name: "Bandit", difficulty: 12, criticalThreshold: 19 }),
    daggerheartAdversary({ _id: "wolf", name: "Wolf", difficulty: 60, ownership: { default: OBSERVER } }),
  ],
  scenes: [
    {
      _id: "scene",
      tokens: [
        { _id: "banditTok", actorId: "bandit", actorLink: true },
        { _id: "wolfTok", actorId: "wolf", actorLink: true },
        { _id: "marloweTok", actorId: "marlowe", actorLink: true },
      ],
    },
  ],
};

/** A world actor as the double's Daggerheart makes it. */
export function actor(id: string): DhActor {
  const found: unknown = game.actors?.get(id);
  if (!(found instanceof DhActor)) throw new Error(`The world has no Daggerheart actor ${id}`);
  return found;
}
