/**
 * The table's world: a GM and one player, each with a Foundry client in the page; the player's character and three
 * others the GM plays (many may stand against one), each with a token on the one scene.
 */
import type { FoundryDoubleOptions } from "../../foundry-double/install";
import { ANN, WARDEN_TOKEN } from "./systems/table-system";
import type { TableSystem } from "./systems/table-system";

const GM = "gmUser0000000000";
const HERO_TOKEN = "heroToken0000001";
const NPC_TOKEN = WARDEN_TOKEN;

/**
 * A journal page with the module's check links (its `@` fields read from the roller's character) and a deferred
 * inline roll (Foundry rolls it when clicked, with the speaker's data).
 */
export const JOURNAL = {
  en: {
    title: "Journal: the gate",
    text:
      "The guard dozes by the gate. [[/indie kaiser kind=skill bonus=@skills.stealth " +
      "difficulty=12]]{Sneak past the guard} — or force it: " +
      "[[/indie kingdoms pool=@pools.might dt=7]]. A plain roll, rolled when clicked: " +
      "[[/r 2d6ko + @skills.stealth # Sneak]]",
  },
  de: {
    title: "Tagebuch: das Tor",
    text:
      "Die Wache döst am Tor. [[/indie kaiser kind=skill bonus=@skills.stealth difficulty=12]]{An " +
      "der Wache vorbeischleichen} — oder es erzwingen: " +
      "[[/indie kingdoms pool=@pools.might dt=7]]. Ein einfacher Wurf, beim Klick gewürfelt: " +
      "[[/r 2d6ko + @skills.stealth # Schleichen]]",
  },
};

/** The clients side by side, in the page's order. */
export const CLIENTS = [GM, ANN] as const;

/** Foundry's own words the double's chat shows (core's translations are no part of the module). */
const CORE_WORDS: Record<string, Record<string, string>> = {
  en: {
    "CHAT.PrivateRollContent": "{user} made a private roll",
    "CHAT.UnknownUser": "Unknown user",
    "CHAT.To": "To",
    "CHAT.InvalidCommand": "{command} is not a valid chat message command.",
    "APPLICATION.TOOLS.Close": "Close Window",
    "APPLICATION.TOOLS.ToggleControls": "Toggle Controls",
    "CHAT.RollPublic": "Public Roll",
    "CHAT.RollPrivate": "Private GM Roll",
    "CHAT.RollBlind": "Blind GM Roll",
    "CHAT.RollSelf": "Self Roll",
    // A V1 system dialog's roll-mode heading (Blade Runner's roller.hbs).
    "CHAT.RollDefault": "Default Roll Mode",
    // v14's names of the same modes (CONFIG.ChatMessage.modes) and its header controls (?generation=14).
    "CHAT.MODES.public": "Public Roll",
    "CHAT.MODES.gm": "Private GM Roll",
    "CHAT.MODES.blind": "Blind GM Roll",
    "CHAT.MODES.self": "Self Roll",
    // v14's fifth mode (a message spoken in character), which a system's own mode select lists too (Twodsix's).
    "CHAT.MODES.ic": "In Character",
    "APPLICATION.ACTIONS.Detach": "Detach Window",
    "APPLICATION.ACTIONS.Attach": "Attach Window",
    "CHAT.Flush": "Clear Chat Log",
    "CHAT.FlushTitle": "Clear Chat Log",
    // Core's Configure Dice (a settings menu) and the window where dice are entered by hand.
    "DICE.CONFIG.Title": "Configure Dice",
    "DICE.CONFIG.Label": "Configure Dice",
    "DICE.CONFIG.Hint": "Choose how each kind of die is rolled: digitally, or entered by hand.",
    "DICE.FULFILLMENT.Default": "Default",
    "DICE.FULFILLMENT.Mersenne": "Digital Roll",
    "DICE.FULFILLMENT.Manual": "Manual Input",
    "DICE.RollResolution": "Roll Resolution",
    "DICE.SubmitRoll": "Submit Roll",
    "DICE.SubmitRollPl": "Submit Rolls",
    "SETTINGS.Save": "Save Changes",
    // Dice Tray's own word for its Roll button.
    "DICE_TRAY.Roll": "Roll",
    "CHAT.FlushWarning": "All chat messages will be permanently deleted.",
    "CHAT.PopoutMessage": "Pop Out",
    "CHAT.RevealMessage": "Reveal to Everyone",
    "CHAT.ConcealMessage": "Conceal from Everyone",
    "SIDEBAR.Delete": "Delete",
    AreYouSure: "Are you sure?",
    Yes: "Yes",
    No: "No",
  },
  de: {
    "CHAT.PrivateRollContent": "{user} hat privat gewürfelt",
    "CHAT.UnknownUser": "Unbekannter Benutzer",
    "CHAT.To": "An",
    "CHAT.InvalidCommand": "{command} ist kein gültiger Chatbefehl.",
    "APPLICATION.TOOLS.Close": "Fenster schließen",
    "APPLICATION.TOOLS.ToggleControls": "Steuerelemente umschalten",
    "CHAT.RollPublic": "Öffentlicher Wurf",
    "CHAT.RollPrivate": "Privater SL-Wurf",
    "CHAT.RollBlind": "Verdeckter SL-Wurf",
    "CHAT.RollSelf": "Eigener Wurf",
    "CHAT.RollDefault": "Standard-Würfelmodus",
    "CHAT.MODES.public": "Öffentlicher Wurf",
    "CHAT.MODES.gm": "Privater SL-Wurf",
    "CHAT.MODES.blind": "Verdeckter SL-Wurf",
    "CHAT.MODES.self": "Eigener Wurf",
    "CHAT.MODES.ic": "Im Charakter",
    "CHAT.Flush": "Chatverlauf leeren",
    "CHAT.FlushTitle": "Chatverlauf leeren",
    "DICE.CONFIG.Title": "Würfel konfigurieren",
    "DICE.CONFIG.Label": "Würfel konfigurieren",
    "DICE.CONFIG.Hint": "Wie jede Würfelart gewürfelt wird: digital oder von Hand eingegeben.",
    "DICE.FULFILLMENT.Default": "Standard",
    "DICE.FULFILLMENT.Mersenne": "Digitaler Wurf",
    "DICE.FULFILLMENT.Manual": "Manuelle Eingabe",
    "DICE.RollResolution": "Wurfauflösung",
    "DICE.SubmitRoll": "Wurf absenden",
    "DICE.SubmitRollPl": "Würfe absenden",
    "SETTINGS.Save": "Änderungen speichern",
    "DICE_TRAY.Roll": "Würfeln",
    "CHAT.FlushWarning": "Alle Chatnachrichten werden endgültig gelöscht.",
    "CHAT.PopoutMessage": "Herauslösen",
    "CHAT.RevealMessage": "Allen zeigen",
    "CHAT.ConcealMessage": "Vor allen verbergen",
    "SIDEBAR.Delete": "Löschen",
    AreYouSure: "Bist du sicher?",
    Yes: "Ja",
    No: "Nein",
  },
};

/**
 * `generation`: the Foundry the double plays (the address's `?generation=14` plays v14, whose windows pop out);
 * `system`: the game system (`?system=dnd5e`: dnd5e 5.3.3 on v13, 6.0.0 on v14, with its own roll dialogs; the
 * others of systems/index.ts), whose pieces give the four actors in its own shape.
 */
export function world(
  lang: string,
  seed: number,
  generation: 13 | 14 = 13,
  system: TableSystem | null = null,
): FoundryDoubleOptions {
  const base = tableWorld(lang, seed, generation);
  if (!system) return base;
  const scenes = base.scenes?.map((scene) => ({
    ...scene,
    tokens: [...(scene.tokens ?? []), ...(system.tokens ?? [])],
  }));
  return { ...base, system: system.id, actors: system.actors, scenes };
}

function tableWorld(lang: string, seed: number, generation: 13 | 14): FoundryDoubleOptions {
  return {
    seed,
    generation,
    langFile: "lang/en.json",
    translations: CORE_WORDS[lang] ?? CORE_WORDS.en,
    users: [
      { id: GM, name: "Gamemaster", isGM: true },
      // Allowed to enter dice by hand (Foundry's MANUAL_ROLLS, a Trusted Player's by default), as a table that rolls
      // physical dice grants it: her Configure Dice offers Manual Input.
      { id: ANN, name: "Ann", character: "heroActor0000001", permissions: ["MANUAL_ROLLS"] },
    ],
    userId: GM,
    // Dice Tray (module dice-calculator) beside the module: its tray under each chat input, with the module's buttons.
    modules: [
      { id: "indie-dice", active: true },
      { id: "dice-calculator", active: true, version: generation === 14 ? "3.7.1" : "3.5.5" },
    ],
    clients: [...CLIENTS],
    separateBrowsers: true,
    ready: false,
    actors: [
      {
        _id: "heroActor0000001",
        name: "Ilsa Brandt",
        ownership: { default: 0, [ANN]: 3 },
        system: { skills: { stealth: 3 }, pools: { might: 5 }, abilities: { dex: { mod: 3 } } },
      },
      {
        _id: "wardenActor00001",
        name: "Grave Warden",
        ownership: { default: 0 },
        system: { abilities: { dex: { mod: 1 } } },
      },
      {
        _id: "tomasActor000001",
        name: "Tomas Reed",
        ownership: { default: 0 },
        system: { abilities: { dex: { mod: 0 } } },
      },
      {
        _id: "miraActor0000001",
        name: "Mira Vell",
        ownership: { default: 0 },
        system: { abilities: { dex: { mod: 5 } } },
      },
    ],
    scenes: [
      {
        _id: "sceneHall0000001",
        name: "Hall",
        tokens: [
          { _id: HERO_TOKEN, name: "Ilsa Brandt", actorId: "heroActor0000001", actorLink: true },
          { _id: NPC_TOKEN, name: "Grave Warden", actorId: "wardenActor00001", actorLink: false },
          { _id: "tomasToken000001", name: "Tomas Reed", actorId: "tomasActor000001", actorLink: true },
          { _id: "miraToken0000001", name: "Mira Vell", actorId: "miraActor0000001", actorLink: true },
        ],
      },
    ],
  };
}
