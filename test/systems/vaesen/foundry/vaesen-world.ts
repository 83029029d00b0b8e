/**
 * A Vaesen table for the adapter's tests: the Foundry double playing Vaesen 7.3.0 (foundry-double/systems/vaesen),
 * on Foundry 13 and 14, with Indie Dice installed. Ada (the player's character): Precision 3, Agility 3; Vilhelm
 * (another player's character: the player does not own him); the Nix (the GM's vaesen).
 */
import { useIndieDice } from "../../../foundry/support/helpers";
import type { AdapterHarness } from "../../../foundry/support/setup";
import { vaesenActorSpec } from "../../../../foundry-double/systems/vaesen/driver";
import type { BaseLine } from "../../../../foundry-double/systems/vaesen/roll";

export const GM = "gmUser0000000000";
export const PLAYER = "playerUser000000";
export const OTHER = "otherPlayer00000";

export function useVaesenTable(): () => AdapterHarness {
  return useIndieDice({
    system: "vaesen",
    users: [
      { id: GM, name: "Gamemaster", isGM: true },
      { id: PLAYER, name: "Player", isGM: false, character: "ada" },
      { id: OTHER, name: "Other", isGM: false, character: "vilhelm" },
    ],
    actors: [
      vaesenActorSpec({
        _id: "ada",
        name: "Ada",
        attributes: { precision: 3 },
        skills: { agility: 3 },
        ownership: { [PLAYER]: 3 },
      }),
      vaesenActorSpec({ _id: "vilhelm", name: "Vilhelm", attributes: { logic: 4 }, ownership: { [OTHER]: 3 } }),
      vaesenActorSpec({ _id: "nix", name: "Nix", type: "vaesen", attributes: { might: 5 } }),
    ],
  });
}

/** The sheet's Agility test (rollSkill): Precision 3 and Agility 3 — six dice. */
export const AGILITY: BaseLine[] = [
  { name: "Precision", value: 3 },
  { name: "Agility", value: 3 },
];
