/**
 * The words the odds calculator adds to the playground's frame (playground/frame-text.ts holds the ones they
 * share: the language and theme pickers, the contest, group and extended test panels).
 */
import type { PageLanguage } from "./frame-text";

const EN = {
  title: "Indie Dice odds calculator",
  intro:
    "The exact odds of the dice of five indie rule sets, worked out in your browser by the Indie Dice module for Foundry VTT. Pick a question, fill in its fields and read the chances; the link holds the question, so sharing it shares the answer.",
  views: "Questions",
  sides: "Sides",
  groupHint: "Every participant rolls the Test set in the Kleptonomicon dialog.",
  extendedHint: "A round throws the whole pool against the DT.",
  copyLink: "Copy link",
  copied: "Link copied.",
  working: "Working out the exact chance…",
  copyByHand: "Copy this link:",
} as const;

export type SiteTextKey = keyof typeof EN;

const DE: Record<SiteTextKey, string> = {
  title: "Indie Dice – Wahrscheinlichkeitsrechner",
  intro:
    "Die genauen Chancen der Würfel von fünf Indie-Regelwerken, berechnet in deinem Browser vom Indie-Dice-Modul für Foundry VTT. Wähle eine Frage, fülle ihre Felder aus und lies die Chancen ab; der Link enthält die Frage, wer ihn teilt, teilt also die Antwort.",
  views: "Fragen",
  sides: "Seiten",
  groupHint: "Jeder Teilnehmer würfelt die im Kleptonomicon-Dialog eingestellte Probe.",
  extendedHint: "Eine Runde wirft den ganzen Pool gegen die SS.",
  copyLink: "Link kopieren",
  copied: "Link kopiert.",
  working: "Die genaue Chance wird berechnet …",
  copyByHand: "Diesen Link kopieren:",
};

const TEXTS: Record<PageLanguage, Record<SiteTextKey, string>> = { en: EN, de: DE };

export function siteText(lang: PageLanguage, key: SiteTextKey): string {
  return TEXTS[lang][key];
}
