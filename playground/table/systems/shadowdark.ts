/**
 * A Shadowdark world of the table (`?system=shadowdark`, Shadowdark 4.0.4 in the double): Ilsa, Dexterity 16 (+3) and
 * Charisma 16 (+3), with a dagger (finesse), the Bard's class ability Fascinate and a luck token. Her sheet's buttons
 * call what its sheet calls — `system.rollStatCheck("dex")`, `system.rollAttack(weapon)` and
 * `system.useAbility(ability)`, whose check carries the ability's own DC (12) into the dialog — and a
 * `[[check 12 dex]]` link is drawn beside them as the
 * system's enricher draws one (system/src/enrichers.mjs at cf357e3: `a.content-link.skill-roll-request`, its icon,
 * "DC 12 DEX"), its click
 * handled as the system's listener on the page handles it (`RequestCheckSD.checkHandler`). Each opens the system's
 * own RollDialogSD. With the world setting *Attack targeting* (on by default) her attack is judged against her
 * target's AC, which the system shows a player only on a sheet they may open. The GM's three are NPCs with their AC
 * and a claw attack (+4); the GM's pane attacks with the Grave Warden's as its NPC sheet's attack link does
 * (ActorSheetSD `_onRollAttack`: `system.rollAttack(itemId)`), through the same dialog, at the token the GM targets.
 */
import {
  shadowdarkActorSpec,
  shadowdarkClassAbility,
  shadowdarkNpcAttack,
  shadowdarkWeapon,
} from "../../../foundry-double/systems/shadowdark/driver";
import { ActorSD, NpcSD, RequestCheckSD, type PlayerSD } from "../../../foundry-double/systems/shadowdark/index";
import {
  ACTOR_IDS,
  ANN,
  gmActors,
  sheetRollButton,
  sheetRolls,
  tableText,
  type AsUser,
  type TableSystem,
} from "./table-system";

const TEXT = {
  en: {
    heading: "Roll as the sheet does, or from a check link (Shift: no dialog)",
    check: "Dexterity check",
    attack: "Dagger attack (at your target)",
    fascinate: "Fascinate (class ability: Charisma, DC 12)",
    gmHeading: "The GM's NPC attacks from its sheet (a player reads a hit only at a target whose sheet she may open)",
    claw: "Grave Warden: Claw +4 (at your target)",
  },
  de: {
    heading: "Würfeln wie vom Bogen oder über einen Probenlink (Umschalt: ohne Dialog)",
    check: "Geschicklichkeitsprobe",
    attack: "Dolchangriff (auf dein Ziel)",
    fascinate: "Faszinieren (Klassenfähigkeit: Charisma, SG 12)",
    gmHeading:
      "Der NSC der SL greift von seinem NSC-Bogen aus an " +
      "(Spieler lesen einen Treffer nur bei Zielen, deren Bogen sie öffnen dürfen)",
    claw: "Grave Warden: Klaue +4 (auf dein Ziel)",
  },
};

const DAGGER = "ilsaDagger000001";
const FASCINATE = "ilsaFascinate001";

/** `[[check 12 dex]]` as the system's enricher draws it, clicked as its page listener handles it. */
function checkLink(asUser: AsUser): HTMLElement {
  const link = document.createElement("a");
  link.className = "content-link skill-roll-request";
  Object.assign(link.dataset, { command: "check", dc: "12", stat: "dex", sheetRoll: "check-link" });
  const icon = document.createElement("i");
  icon.className = "fa-solid fa-dice-d20";
  const words =
    `${game.i18n!.localize("SHADOWDARK.class-ability.dc.label")} 12 ` +
    `${game.i18n!.localize("SHADOWDARK.ability_dex")}`.toUpperCase();
  link.append(icon, words);
  link.addEventListener(
    "click",
    (event) =>
      void asUser(() =>
        RequestCheckSD.checkHandler(event as unknown as Parameters<typeof RequestCheckSD.checkHandler>[0]),
      ),
  );
  return link;
}

/** Each NPC's claw attack: its item's id, from the actor's. */
const clawOf = (actorId: string) => `${actorId.slice(0, 12)}claw`;

const npc = (_id: string, name: string, ac: number) =>
  shadowdarkActorSpec({
    _id,
    name,
    type: "NPC",
    ac,
    ownership: { default: 0 },
    items: [shadowdarkNpcAttack({ _id: clawOf(_id), name: "Claw", attackBonus: 4, damage: "1d6" })],
  });

export const SHADOWDARK: TableSystem = {
  id: "shadowdark",
  actors: [
    shadowdarkActorSpec({
      _id: ACTOR_IDS.ilsa,
      name: "Ilsa Brandt",
      abilities: { str: 10, int: 12, dex: 16, wis: 11, con: 10, cha: 16 },
      ac: 13,
      // A luck token: a failed roll's message offers her its reroll's chance (docs/systems-shadowdark.md).
      luck: { available: true },
      ownership: { default: 0, [ANN]: 3 },
      items: [
        shadowdarkWeapon({ _id: DAGGER, name: "Dagger", properties: ["Finesse"], damage: "d4" }),
        // The Bard's Fascinate, as Shadowdark's compendium has it (class-abilities: Charisma, DC 12).
        shadowdarkClassAbility({
          _id: FASCINATE,
          name: "Fascinate",
          ability: "cha",
          dc: 12,
          description: "Ilsa's song holds a listener still.",
        }),
      ],
    }),
    ...gmActors(npc, [15, 12, 14]),
  ],
  journal: {
    en: {
      title: "Journal: the torch",
      text:
        "The torch gutters in the draught. Ilsa shields it with advantage: " +
        "[[/r 2d20kh + 3 # Dexterity]] — or the GM asks everyone: " +
        "[[/indie formula 1d20+3 vs=12]]{Keep the torch lit}",
    },
    de: {
      title: "Tagebuch: die Fackel",
      text:
        "Die Fackel flackert im Luftzug. Ilsa schirmt sie mit Vorteil ab: " +
        "[[/r 2d20kh + 3 # Geschicklichkeit]] — oder die SL fragt alle: " +
        "[[/indie formula 1d20+3 vs=12]]{Die Fackel am Brennen halten}",
    },
  },
  rolls(character, asUser) {
    const ilsa = character as ActorSD;
    const model = () => ilsa.systemSD as PlayerSD;
    const text = tableText(TEXT);
    return sheetRolls(text.heading, [
      sheetRollButton(
        {
          id: "check",
          icon: "fa-solid fa-person-running",
          label: text.check,
          roll: () => model().rollStatCheck("dex"),
        },
        asUser,
      ),
      sheetRollButton(
        {
          id: "attack",
          icon: "fa-solid fa-khanda",
          label: text.attack,
          roll: () => model().rollAttack(`Actor.${ACTOR_IDS.ilsa}.Item.${DAGGER}`),
        },
        asUser,
      ),
      sheetRollButton(
        {
          id: "fascinate",
          icon: "fa-solid fa-music",
          label: text.fascinate,
          roll: (event) =>
            model().useAbility(`Actor.${ACTOR_IDS.ilsa}.Item.${FASCINATE}`, event.shiftKey ? { skipPrompt: true } : {}),
        },
        asUser,
      ),
      checkLink(asUser),
    ]);
  },
  /** The NPC sheet's attack link (npc-attack.hbs, `data-item-id`): the Warden's claw at the GM's target. */
  npcRolls(warden, asUser) {
    const model = warden instanceof ActorSD ? warden.systemSD : null;
    if (!(model instanceof NpcSD)) return null;
    const { gmHeading, claw } = tableText(TEXT);
    return sheetRolls(gmHeading, [
      sheetRollButton(
        {
          id: "warden-claw",
          icon: "fa-solid fa-paw",
          label: claw,
          roll: (event) => model.rollAttack(clawOf(ACTOR_IDS.warden), { skipPrompt: event.shiftKey }),
        },
        asUser,
      ),
    ]);
  },
};
