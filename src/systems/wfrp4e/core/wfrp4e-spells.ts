import type { SystemOdds, SystemOutcome } from "../../../core/systems/system-odds-types";
import { WFRP4E_ROLL, wfrp4eFails, type Wfrp4eQuestion, type Wfrp4eSlRules } from "./wfrp4e-odds";
import { wfrp4eOddsWithSl, wfrp4eSl } from "./wfrp4e-sl";

/**
 * The figures of WFRP 4e's spell tests (docs/systems-wfrp4e.md "Spells"), as its code judges a d100 roll r at 9.6.4
 * (32897839): the test's outcome and SL as every test's (test-wfrp4e.js `computeResult`), then
 * - a cast (cast-test.js `computeResult`): the CN to reach is the spell's CN, 0 once the channelled SL reaches it (with
 *   partial channelling, homebrew or Winds of Magic's, the CN less the channelled SL); a test passed with SL under that
 *   CN fails to cast, unless r is a double: then it is cast by Total Power; a double that casts is a critical cast.
 *   Overcasts: (SL − CN) ÷ 2 rounded down (Winds of Magic: SL − CN, plus r's tens on Total Power). With a hit location
 *   (a spell with damage) every test's Fumble is named too: a double over T, a 99 or a 100 (`isCriticalFumble`).
 * - a channel (channel-test.js `computeResult`, `postTest`): its SL is added to the spell's channelled SL (0 at least,
 *   at most the CN unmemorized-doubled); a passed double is a critical channel, which channels the whole CN.
 * - miscasts are counted (one each: witchcraft, a failed cast with channelled SL, a failed double or 100, a double
 *   that casts or channels, a malignant influence's 8; a failed channel's double, 10s or 100 two), then named by
 *   `_handleMiscasts`: 1 a minor miscast, 2 a major, 3 or more a major (catastrophic with the homebrew rule); with an
 *   ingredient one step less, except 3 or more without the homebrew rule.
 * One d100, counted face by face: exact.
 */

/** What a spell test reads besides its target: the spell, the dialog's fields and the world's settings. */
export interface Wfrp4eMagic {
  readonly kind: "cast" | "channel";
  /** The spell's CN as the test reads it (`item.cn.value`: doubled unmemorized, four times an unmemorized ritual). */
  readonly cn: number;
  /** The channelled SL before the test (`system.cn.SL`), or null where it is not known (a channel's message). */
  readonly channelled: number | null;
  /** A channel's cap: the CN of the source data, doubled unmemorized (`updateChannelledItems`). */
  readonly channelCap: number;
  /** The homebrew partialChannelling, or useWoMChannelling. */
  readonly partialChannelling: boolean;
  readonly womChannelling: boolean;
  readonly womOvercast: boolean;
  readonly womInfluences: boolean;
  readonly witchcraft: boolean;
  readonly malignantInfluence: boolean;
  /** Whether the test has an ingredient (`hasIngredient`), or null where it is not known: then no miscast is named. */
  readonly ingredient: boolean | null;
  /** A cast with a hit location (a spell with damage): test-wfrp4e.js names a Fumble (an Oops!) as on any such test. */
  readonly hitLocation: boolean;
  /** The homebrew mooCatastrophicMiscasts. */
  readonly catastrophicMiscasts: boolean;
  /** A channel's: the settings extendedTests and homebrew channelingNegativeSLTests, the actor's WP bonus (WoM). */
  readonly extendedTests: boolean;
  readonly negativeSlZero: boolean;
  readonly wpBonus: number;
}

export type Wfrp4eSpellQuestion = Wfrp4eQuestion & { readonly sl: Wfrp4eSlRules; readonly magic: Wfrp4eMagic };
type Known = Wfrp4eSpellQuestion & { readonly target: number };

/** The miscast the card names for a count (`_handleMiscasts`, without the Unofficial Grimoire). */
function miscastOf(count: number, magic: Wfrp4eMagic): "minor" | "major" | "catastrophic" | null {
  const ingredient = magic.ingredient === true;
  if (count === 1) return ingredient ? null : "minor";
  if (count === 2) return ingredient ? "minor" : "major";
  if (count >= 3 && magic.catastrophicMiscasts) return ingredient ? "major" : "catastrophic";
  return count >= 3 ? "major" : null;
}

/** The malignant influence's miscast (`_checkInfluences`): an 8 in the units, or (Winds of Magic) a failed test. */
const influence = (roll: number, failed: boolean, magic: Wfrp4eMagic): number =>
  magic.malignantInfluence && (magic.womInfluences ? failed : roll % 10 === 8) ? 1 : 0;

interface Face {
  readonly success: boolean;
  readonly critical: boolean;
  readonly totalPower?: boolean;
  readonly overcast?: boolean;
  readonly ready?: boolean;
  readonly fumble?: boolean;
  readonly miscasts: number;
}

function castFace(roll: number, question: Known): Face {
  const { magic } = question;
  const channelled = magic.channelled ?? 0;
  const cn = magic.partialChannelling ? Math.max(0, magic.cn - channelled) : channelled >= magic.cn ? 0 : magic.cn;
  const failed = wfrp4eFails(roll, question);
  const over = wfrp4eSl(roll, question) - cn;
  const double = roll % 11 === 0;
  let miscasts = magic.witchcraft ? 1 : 0;
  if (failed)
    miscasts +=
      (channelled !== 0 ? 1 : 0) +
      (double || roll === 100 ? 1 : 0) +
      (roll === 100 && magic.catastrophicMiscasts ? 1 : 0);
  else if (double) miscasts += 1;
  miscasts += influence(roll, failed, magic);
  const success = !failed && (over >= 0 || double);
  const totalPower = !failed && over < 0 && double;
  const overcasts = magic.womOvercast
    ? Math.max(0, over) + (totalPower ? Math.floor(roll / 10) : 0)
    : Math.max(0, Math.floor(over / 2));
  const fumble = (roll > question.target && double) || roll >= 99;
  return {
    success,
    critical: success && !totalPower && double,
    totalPower,
    overcast: success && overcasts >= 1,
    fumble,
    miscasts,
  };
}

function channelFace(roll: number, question: Known): Face {
  const { magic } = question;
  const failed = wfrp4eFails(roll, question);
  const critical = !failed && roll % 11 === 0;
  let miscasts = magic.witchcraft ? 1 : 0;
  if (failed && (roll % 11 === 0 || (roll % 10 === 0 && !magic.womChannelling) || roll === 100)) {
    miscasts += (magic.womChannelling ? 1 : 2) + (roll === 100 && magic.catastrophicMiscasts ? 1 : 0);
  }
  if (critical) miscasts += 1;
  miscasts += influence(roll, failed, magic);
  let sl = wfrp4eSl(roll, question);
  if (sl === 0 && magic.extendedTests) sl = failed ? -1 : 1;
  if (sl < 0 && magic.negativeSlZero) sl = 0;
  if (critical) sl = magic.womChannelling ? sl + magic.wpBonus : magic.cn;
  const channelled =
    magic.channelled === null
      ? null
      : Math.max(0, magic.womChannelling ? magic.channelled + sl : Math.min(magic.channelCap, magic.channelled + sl));
  return { success: !failed, critical, ...(channelled === null ? {} : { ready: channelled >= magic.cn }), miscasts };
}

function countFaces(faces: readonly Face[], test: (face: Face) => boolean): number {
  return faces.filter(test).length / faces.length;
}

/** Every outcome the system names for this spell test (none from the target where it is not known). */
export function wfrp4eSpellOdds(question: Wfrp4eSpellQuestion): SystemOdds {
  const { target, magic } = question;
  const outcomes: SystemOutcome[] = [];
  if (target !== null) {
    const known = { ...question, target };
    const faces = Array.from({ length: 100 }, (_, index) =>
      (magic.kind === "cast" ? castFace : channelFace)(index + 1, known),
    );
    const row = (key: string, test: (face: Face) => boolean): void =>
      void outcomes.push({ key, probability: countFaces(faces, test), fromTarget: true });
    row(magic.kind === "cast" ? "cast" : "success", (face) => face.success);
    row(magic.kind === "cast" ? "notCast" : "failure", (face) => !face.success);
    row(magic.kind === "cast" ? "criticalCast" : "criticalChannel", (face) => face.critical);
    if (magic.kind === "cast") {
      row("totalPower", (face) => face.totalPower === true);
      row("overcast", (face) => face.overcast === true);
      if (magic.hitLocation) row("fumble", (face) => face.fumble === true);
    } else if (magic.channelled !== null) row("ready", (face) => face.ready === true);
    if (magic.ingredient !== null) {
      const named = (kind: string) => (face: Face) => miscastOf(face.miscasts, magic) === kind;
      row("minorMiscast", named("minor"));
      row("majorMiscast", named("major"));
      if (magic.catastrophicMiscasts) row("catastrophicMiscast", named("catastrophic"));
    }
  }
  return { target, choices: [{ id: WFRP4E_ROLL, outcomes }], totals: [] };
}

/**
 * Any WFRP 4e test's figures: a spell's by its own rules, every other test's by the d100's (wfrp4e-odds.ts) with its
 * SL bands (wfrp4e-sl.ts).
 */
export function wfrp4eAnyOdds(question: Wfrp4eQuestion | Wfrp4eSpellQuestion): SystemOdds {
  return "magic" in question ? wfrp4eSpellOdds(question) : wfrp4eOddsWithSl(question);
}
