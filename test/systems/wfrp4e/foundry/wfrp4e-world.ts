/**
 * A WFRP 4e table for the adapter's tests: the Foundry double playing WFRP 4e 9.6.4 on warhammer-lib 3.3.2
 * (foundry-double/systems/wfrp4e) with Indie Dice installed — on the v14 profile only: warhammer-lib 3.3.2 declares
 * Foundry 14 its minimum, so no v13 world loads it (the tests skip themselves on dom and say so).
 * The hero (the player's): WS 35, BS 30, Int 38, Fel 30, Sin 2, Fortune 2; Perception (Int) 45 with 7 advances, Melee
 * (Basic) (WS) 50 with 15, Pray (Fel) 40 with 10; a hand weapon (Melee (Basic)), a spear with Impale (Melee (Polearm),
 * not hers: WS), a pistol with Dangerous (Ranged (Blackpowder), not hers: BS), the prayer Blessing of Battle. The orc
 * (the GM's, no player owns it): WS 41, Perception (Int) 30 with no advances, the trait Bite (WS), the spell Curse (CN
 * 2, no Language (Magick): Int 30), Sin 3, Pray (Fel) 30 with no advances and the prayer Gork's Blessing. The hero's
 * spells: Language (Magick) (Int) 45 with 7, Channelling (Aqshy) (WP 30) 40 with 10; Dart (CN 2) and Flame (CN 3, not
 * memorized: 6), both channelled with Aqshy; Bolt (CN 2, with damage).
 */
import { useIndieDice } from "../../../foundry/support/helpers";
import type { AdapterHarness } from "../../../foundry/support/setup";
import { nextRollDialog, wfrp4eActorSpec } from "../../../../foundry-double/systems/wfrp4e/driver";
import { ActorWFRP4e } from "../../../../foundry-double/systems/wfrp4e/documents";
import { defaultGeneration } from "../../../../foundry-double/profile";
import { must, renderedElement } from "../../../kit";

export const GM = "gmUser0000000000";
export const PLAYER = "playerUser000000";

/** warhammer-lib 3.3.2 runs on Foundry 14 alone (module.json): the tests run on the v14 profile, skipped on v13's. */
export const ON_V13 = defaultGeneration() !== 14;

export function useWfrp4eTable(userId = PLAYER): () => AdapterHarness {
  return useIndieDice({
    system: "wfrp4e",
    userId,
    users: [
      { id: GM, name: "Gamemaster", isGM: true },
      { id: PLAYER, name: "Player", isGM: false, character: "hero" },
    ],
    actors: [
      wfrp4eActorSpec({
        _id: "hero",
        name: "Hero",
        characteristics: { ws: 35, int: 38 },
        ownership: { [PLAYER]: 3 },
        sin: 2,
        fortune: 2,
        skills: [
          { _id: "perception", name: "Perception", characteristic: "int", advances: 7 },
          { _id: "melee", name: "Melee (Basic)", characteristic: "ws", advances: 15 },
          { _id: "pray", name: "Pray", characteristic: "fel", advances: 10 },
          { _id: "handWeapon", name: "Hand Weapon", type: "weapon", skill: "Melee (Basic)" },
          { _id: "spear", name: "Spear", type: "weapon", skill: "Melee (Polearm)", qualities: ["impale"] },
          {
            _id: "pistol",
            name: "Pistol",
            type: "weapon",
            skill: "Ranged (Blackpowder)",
            attackType: "ranged",
            flaws: ["dangerous"],
          },
          { _id: "blessing", name: "Blessing of Battle", type: "prayer" },
          { _id: "magick", name: "Language (Magick)", characteristic: "int", advances: 7 },
          { _id: "aqshy", name: "Channelling (Aqshy)", characteristic: "wp", advances: 10 },
          { _id: "dart", name: "Dart", type: "spell", cn: 2, skill: "Channelling (Aqshy)" },
          { _id: "flame", name: "Flame", type: "spell", cn: 3, memorized: false, skill: "Channelling (Aqshy)" },
          { _id: "bolt", name: "Bolt", type: "spell", cn: 2, damage: true },
        ],
      }),
      wfrp4eActorSpec({
        _id: "orc",
        name: "Orc",
        characteristics: { ws: 41, int: 30 },
        sin: 3,
        skills: [
          { _id: "orcPerception", name: "Perception", characteristic: "int", advances: 0 },
          { _id: "bite", name: "Bite", type: "trait", characteristic: "ws" },
          { _id: "curse", name: "Curse", type: "spell", cn: 2 },
          { _id: "orcPray", name: "Pray", characteristic: "fel", advances: 0 },
          { _id: "gork", name: "Gork's Blessing", type: "prayer" },
        ],
      }),
    ],
  });
}

export function actorOf(id: string): ActorWFRP4e {
  const actor: unknown = game.actors?.get(id);
  if (!(actor instanceof ActorWFRP4e)) throw new Error(`No WFRP 4e actor ${id}`);
  return actor;
}

/** A test started on the actor, and the dialog it opens; `rolling` ends with the test sent to chat. */
export async function openTest(start: () => Promise<unknown>) {
  const opened = nextRollDialog();
  const rolling = start();
  return { dialog: await opened, rolling };
}

/**
 * What the dialog shows: the caption, each row's figure by outcome (the SL bands' apart, as `bands`), the Roll
 * button's figure, the panels.
 */
export function drawn(element: HTMLElement) {
  const rows: Record<string, number> = {};
  const bands: Record<string, number> = {};
  for (const cell of element.querySelectorAll<HTMLElement>(".indie-dice-system-odds tbody td[data-probability]")) {
    const outcome = must(cell.dataset.outcome);
    (outcome.startsWith("slAtLeast") ? bands : rows)[outcome] = Number(cell.dataset.probability);
  }
  const chip = element.querySelector<HTMLElement>('button[type="submit"] .indie-dice-system-chip');
  return {
    caption: element.querySelector(".indie-dice-system-odds-caption")?.textContent ?? null,
    rows,
    bands,
    chip: chip?.dataset.probability === undefined ? null : Number(chip.dataset.probability),
    panels: element.querySelectorAll(".indie-dice-system-odds").length,
    inPart: element.querySelector("[data-application-part] .indie-dice-system-odds") !== null,
  };
}

/** A dialog's text but its selects' (the difficulties' own names hold numbers: Very Hard is −30). */
export function textBesideSelects(element: HTMLElement): string {
  return [...element.querySelectorAll("*")]
    .filter((node) => !node.closest("select"))
    .flatMap((node) => [...node.childNodes].filter((child) => child.nodeType === 3).map((child) => child.textContent))
    .join(" ");
}

/** The line a drawn test message carries under its card, or null. */
export async function chanceLine(
  harness: () => AdapterHarness,
  message = must(harness().foundry.messages.at(-1)),
): Promise<string | null> {
  const html = renderedElement(await harness().foundry.renderMessage(message));
  return html.querySelector(".indie-dice-system-chance")?.textContent ?? null;
}

/** A WFRP 4e world setting set, as the GM sets it. */
export async function setSetting(key: string, value: unknown): Promise<void> {
  const settings: unknown = game.settings;
  await Reflect.apply(Reflect.get(Object(settings), "set"), settings, ["wfrp4e", key, value]);
}
