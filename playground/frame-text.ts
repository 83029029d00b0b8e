/**
 * The words of the playground's own frame (the stand-in for Foundry's chrome around the module): the module's
 * dialogs and cards take theirs from lang/*.json like in Foundry, the frame from here.
 */
import type { RollMode } from "./dialog-window";

export type PageLanguage = "en" | "de";

const EN = {
  title: "Indie Dice playground",
  intro: "The module's own roll dialogs and chat cards, rendered with its templates and styles. Pick a rule set, fill the dialog, roll.",
  ruleSets: "Rule sets",
  language: "Language",
  theme: "Theme",
  themeLight: "Light",
  themeDark: "Dark",
  speaker: "Speaker",
  seed: "Seed",
  seedHint: "empty: random · type it again to replay",
  seedError: "Seed: enter a whole number from 0 to 4294967295, or leave it empty for a random roll.",
  settings: "World settings",
  chat: "Chat log",
  clearChat: "Clear chat",
  fairness: "Dice fairness report",
  noDialog: "Pick a rule set above to open its roll dialog.",
  character: "Character",
  characterData: "Ilsa Brandt's numbers (roll data, JSON)",
  characterDataHint: "A dialog's number fields take @skills.stealth + 1 and the like; the dialogs opened above are Ilsa's.",
  characterDataError: "This is not readable JSON of an object: fields written with @ cannot be read until it is.",
  savedRolls: "Saved rolls",
  journal: "A journal page (check links):",
  contest: "Contest",
  contestAttackers: "Attackers (comma-separated)",
  contestDefender: "Defender",
  contestStart: "Choose the rolls…",
  groupTest: "Kleptonomicon group test",
  groupMembers: "Participants (comma-separated)",
  groupReading: "Gifts",
  groupReadingDice: "roll one more d10",
  groupReadingPlusOne: "+1 to the score (the text's example)",
  groupStart: "Start group test",
  extendedTest: "K&R extended test",
  extendedDt: "DT",
  extendedPool: "Pool",
  extendedReplenish: "Replenish",
  extendedTarget: "Target margin",
  extendedRounds: "Rounds",
  extendedStart: "Start extended test",
  publicroll: "Public Roll",
  gmroll: "Private GM Roll",
  blindroll: "Blind GM Roll",
  selfroll: "Self Roll",
} as const;

export type FrameTextKey = keyof typeof EN;

const DE: Record<FrameTextKey, string> = {
  title: "Indie Dice – Spielwiese",
  intro: "Die Wurfdialoge und Chatkarten des Moduls, gerendert mit seinen eigenen Vorlagen und Stilen. Wähle ein Regelwerk, fülle den Dialog aus und würfle.",
  ruleSets: "Regelwerke",
  language: "Sprache",
  theme: "Farbschema",
  themeLight: "Hell",
  themeDark: "Dunkel",
  speaker: "Sprecher",
  seed: "Startwert",
  seedHint: "leer: zufällig · neu eingeben: dieselben Würfe von vorn",
  seedError: "Startwert: Gib eine ganze Zahl von 0 bis 4294967295 ein oder lass das Feld leer für einen zufälligen Wurf.",
  settings: "Welteinstellungen",
  chat: "Chatverlauf",
  clearChat: "Chat leeren",
  fairness: "Fairnessbericht der Würfel",
  noDialog: "Wähle oben ein Regelwerk, um seinen Wurfdialog zu öffnen.",
  character: "Figur",
  characterData: "Werte von Ilsa Brandt (Wurfdaten, JSON)",
  characterDataHint: "Die Zahlenfelder eines Dialogs nehmen @skills.stealth + 1 und Ähnliches; die oben geöffneten Dialoge gehören Ilsa.",
  characterDataError: "Das ist kein lesbares JSON-Objekt: Felder mit @ lassen sich erst lesen, wenn es das ist.",
  savedRolls: "Gespeicherte Würfe",
  journal: "Eine Journalseite (Probenlinks):",
  contest: "Wettstreit",
  contestAttackers: "Angreifer (durch Kommas getrennt)",
  contestDefender: "Verteidiger",
  contestStart: "Würfe wählen …",
  groupTest: "Kleptonomicon-Gruppenprobe",
  groupMembers: "Teilnehmer (durch Kommas getrennt)",
  groupReading: "Vergaben",
  groupReadingDice: "einen d10 mehr würfeln",
  groupReadingPlusOne: "+1 auf das Ergebnis (das Beispiel des Textes)",
  groupStart: "Gruppenprobe beginnen",
  extendedTest: "K&R: ausgedehnte Probe",
  extendedDt: "SS",
  extendedPool: "Pool",
  extendedReplenish: "Nachschub",
  extendedTarget: "Zielmarge",
  extendedRounds: "Runden",
  extendedStart: "Ausgedehnte Probe beginnen",
  publicroll: "Öffentlicher Wurf",
  gmroll: "Privater SL-Wurf",
  blindroll: "Verdeckter SL-Wurf",
  selfroll: "Selbstwurf",
};

const TEXTS: Record<PageLanguage, Record<FrameTextKey, string>> = { en: EN, de: DE };

export function frameText(lang: PageLanguage, key: FrameTextKey): string {
  return TEXTS[lang][key];
}

export function rollModeText(lang: PageLanguage, mode: RollMode): string {
  return frameText(lang, mode);
}
