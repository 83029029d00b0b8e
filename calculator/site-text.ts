/**
 * The words the odds calculator adds to the playground's frame (playground/frame-text.ts holds the ones they
 * share: the language and theme pickers, the contest, group and extended test panels), and its own words for the
 * module's texts that speak of what only a Foundry table has.
 */
import { translatorOf, type Translator } from "../src/ui/translator";
import type { PageLanguage } from "./frame-text";

const EN = {
  title: "Indie Dice odds calculator",
  intro:
    "The exact odds of the dice of five indie rule sets, and of any roll in Foundry's own dice notation, worked out in your browser by the Indie Dice module for Foundry VTT. Pick a question, fill in its fields and read the chances; the link holds the question, so sharing it shares the answer.",
  views: "Questions",
  sides: "Sides",
  groupHint: "Every participant rolls the Test set in the Kleptonomicon dialog.",
  extendedHint: "A round throws the whole pool against the DT.",
  copyLink: "Copy link",
  copied: "Link copied.",
  working: "Working out the exact chance…",
  copyByHand: "Copy this link:",
  linkNotice: "This link could not be read in full ({problems}). What it could not give is the calculator's default; the address stays as it came until you change the question.",
  "problem.unreadable": "nothing in “{value}” is a question of this calculator",
  "problem.version": "it is of version {value}, and this page reads version 1",
  "problem.view": "“{value}” is no question of this calculator",
  "problem.lang": "“{value}” is no language of this calculator",
  "problem.theme": "“{value}” is no colour scheme of this calculator",
  "problem.setting": "“{value}” is no choice of that world setting",
  dtHint: "Each die above it is a success, any other a failure; a 12 counts as two successes, a 1 as two failures.",
  poolHint: "The dice the first round throws.",
  replenishHint: "How many dice come back to the pool after each round, once the dice that failed have left it.",
  targetHint: "The running Margin the test must reach.",
  roundsHint: "How many rounds there are to reach it.",
} as const;

export type SiteTextKey = keyof typeof EN;

const DE: Record<SiteTextKey, string> = {
  title: "Indie Dice – Wahrscheinlichkeitsrechner",
  intro:
    "Die genauen Chancen der Würfel von fünf Indie-Regelwerken und jedes Wurfs in Foundrys eigener Würfelschreibweise, berechnet in deinem Browser vom Indie-Dice-Modul für Foundry VTT. Wähle eine Frage, fülle ihre Felder aus und lies die Chancen ab; der Link enthält die Frage, wer ihn teilt, teilt also die Antwort.",
  views: "Fragen",
  sides: "Seiten",
  groupHint: "Jeder Teilnehmer würfelt die im Kleptonomicon-Dialog eingestellte Probe.",
  extendedHint: "Eine Runde wirft den ganzen Pool gegen die SS.",
  copyLink: "Link kopieren",
  copied: "Link kopiert.",
  working: "Die genaue Chance wird berechnet …",
  copyByHand: "Diesen Link kopieren:",
  linkNotice: "Dieser Link ließ sich nicht vollständig lesen ({problems}). Was er nicht hergab, zeigt der Rechner mit seinen Vorgaben; die Adresse bleibt, wie sie kam, bis du die Frage änderst.",
  "problem.unreadable": "nichts in „{value}“ ist eine Frage dieses Rechners",
  "problem.version": "er hat die Version {value}, und diese Seite liest Version 1",
  "problem.view": "„{value}“ ist keine Frage dieses Rechners",
  "problem.lang": "„{value}“ ist keine Sprache dieses Rechners",
  "problem.theme": "„{value}“ ist kein Farbschema dieses Rechners",
  "problem.setting": "„{value}“ ist keine Wahl dieser Welteinstellung",
  dtHint: "Jeder Würfel darüber ist ein Erfolg, jeder andere ein Fehlschlag; eine 12 zählt als zwei Erfolge, eine 1 als zwei Fehlschläge.",
  poolHint: "Die Würfel, die die erste Runde wirft.",
  replenishHint: "Wie viele Würfel nach jeder Runde in den Pool zurückkehren, nachdem die fehlgeschlagenen ihn verlassen haben.",
  targetHint: "Die Gesamtmarge, die die Probe erreichen muss.",
  roundsHint: "Wie viele Runden es gibt, um sie zu erreichen.",
};

const TEXTS: Record<PageLanguage, Record<SiteTextKey, string>> = { en: EN, de: DE };

export function siteText(lang: PageLanguage, key: SiteTextKey, data: Readonly<Record<string, string>> = {}): string {
  return TEXTS[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) => data[name] ?? whole);
}

/**
 * The module's texts that speak of tokens, actors and dialogs opened in a world — none of which a calculator user
 * has — in the calculator's words, by the module's key; an empty text is a note the calculator leaves out (the
 * dialog's small chart is not shown here, and the "Every result" chart does count Fumbles). vite.site.config.ts
 * leaves the module's own texts for these keys out of the calculator's language files.
 */
const REWORDED: Record<PageLanguage, Readonly<Record<string, string>>> = {
  en: {
    "INDIE_DICE.Contest.Start.Hint": "Each attacker named above rolls against the defender. Choose each side's roll to see every pairing's chances.",
    "INDIE_DICE.Contest.Error.NoAttacker": "A contest needs at least one attacker: name one above.",
    "INDIE_DICE.Contest.Error.DefenderCount": "A contest needs exactly one defender: name one above (named: {count}).",
    "INDIE_DICE.Error.Expression.NoActor": "{path} reads a character's numbers, and the calculator has no character: write a number.",
    "INDIE_DICE.Dialog.Klepto.CritMethodHint": "A 10 flips a coin, or roll the d10ish die.",
    "INDIE_DICE.Dialog.Kaiser.Odds.ChartWithoutFumbles": "",
  },
  de: {
    "INDIE_DICE.Contest.Start.Hint": "Jeder oben genannte Angreifer würfelt gegen den Verteidiger. Wähle für jede Seite den Wurf, um die Chancen jeder Paarung zu sehen.",
    "INDIE_DICE.Contest.Error.NoAttacker": "Ein Wettstreit braucht mindestens einen Angreifer: Nenne oben einen.",
    "INDIE_DICE.Contest.Error.DefenderCount": "Ein Wettstreit braucht genau einen Verteidiger: Nenne oben einen (genannt: {count}).",
    "INDIE_DICE.Error.Expression.NoActor": "{path} liest die Werte einer Figur, und der Rechner hat keine: Schreibe eine Zahl.",
    "INDIE_DICE.Dialog.Klepto.CritMethodHint": "Bei einer 10 eine Münze werfen, oder den d10ish-Würfel verwenden.",
    "INDIE_DICE.Dialog.Kaiser.Odds.ChartWithoutFumbles": "",
  },
};

/** The keys the calculator words itself (the same in every language). */
export const REWORDED_KEYS: readonly string[] = Object.keys(REWORDED.en);

/** The module's translator, but in the calculator's own words where the module's speak of a Foundry table. */
export function withCalculatorWords(module: Translator): Translator {
  const own = REWORDED[module.lang === "de" ? "de" : "en"];
  return translatorOf(module.lang, (key) => own[key] ?? module.localize(key));
}
