/**
 * Inline rolls from foundry.applications.ux.TextEditor (v13 text-editor.mjs), the only enrichment the double
 * does. In text, `[[formula]]` is rolled at once (if Roll.validate accepts it) and becomes an inline-result
 * anchor holding the serialized roll; `[[/r formula # flavor]]` (any roll command) becomes a deferred inline-roll
 * anchor that rolls when clicked. Within one run of text the matches are handled last to first, as in Foundry.
 * Anchors are built with Roll#toAnchor when a DOM exists, and as equivalent HTML strings otherwise. Then, as v13's
 * enrichHTML does after its own inline rolls (client/applications/ux/text-editor.mjs _applyCustomEnrichers), each
 * config of CONFIG.TextEditor.enrichers replaces its pattern's matches in the text runs with the element its
 * enricher returns (a null result leaves the match as it was). The runs are matched as written: the tests' texts
 * hold no HTML entities (Foundry matches decoded text nodes).
 *
 * Clicks, as v13's TextEditor.activateListeners (which Game#activateListeners calls as the game is set up) and
 * _onClickInlineRoll: a click anywhere in the page on a deferred inline roll rolls its formula with the roll data of
 * the speaker's actor and posts it as that speaker, with the anchor's flavor and mode. Not emulated: the inline
 * result's breakdown (expandInlineResult), and roll data from an Actor or Item sheet around the anchor.
 */
import { isV14, mapLegacyRollMode } from "./profile";
import { Roll } from "./dice/roll";
import { ChatLogDouble } from "./chat-log";
import { escapeHTML } from "./utils";
import { globalOf, installedGlobal } from "./globals";

/** The pages whose body has the inline-roll listener. */
const listening = new WeakSet<HTMLElement>();

const INLINE_ROLL = /\[\[(\/[a-zA-Z]+\s)?(.*?)(]{2,3})(?:{([^}]+)})?/gi;
const ROLL_COMMANDS = ["roll", "gmroll", "blindroll", "selfroll", "publicroll"];

/** One entry of CONFIG.TextEditor.enrichers (v13 TextEditorEnricherConfig). */
interface CustomEnricher {
  pattern: RegExp;
  enricher: (match: RegExpMatchArray, options: EnrichmentOptions) => Promise<HTMLElement | null>;
}

export interface EnrichmentOptions {
  rolls?: boolean;
  custom?: boolean;
  rollData?: object | (() => object);
  [key: string]: unknown;
}

export class TextEditorDouble {
  static get implementation(): typeof TextEditorDouble {
    return TextEditorDouble;
  }

  /**
   * The page's click listener for inline rolls (v13 TextEditor.activateListeners); returns what removes it (the double
   * uninstalled). Added once a page, however often the game is set up again.
   */
  static activateListeners(): () => void {
    const body = document.body;
    if (listening.has(body)) return () => undefined;
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element | null)?.closest?.("a.inline-roll")) void this._onClickInlineRoll(event);
    };
    body.addEventListener("click", onClick);
    listening.add(body);
    return () => {
      body.removeEventListener("click", onClick);
      listening.delete(body);
    };
  }

  /**
   * A click on an inline roll: a deferred one is rolled and posted as the current speaker (an inline result is left
   * alone).
   */
  static async _onClickInlineRoll(event: MouseEvent): Promise<unknown> {
    event.preventDefault();
    const anchor = (event.target as Element).closest<HTMLElement>("a.inline-roll")!;
    if (anchor.classList.contains("inline-result")) return undefined;
    const { formula = "", mode = "roll", flavor } = anchor.dataset;
    return clickDeferredInlineRoll({ formula, mode, flavor });
  }

  /** Replace inline rolls in the text between tags, then apply the custom enrichers (`custom: false` skips them). */
  static async enrichHTML(content: string, options: EnrichmentOptions = {}): Promise<string> {
    const { rolls = true, rollData, custom = true } = options;
    if (!content?.length) return "";
    const data = rollData instanceof Function ? rollData() : rollData || {};
    const parts = String(content).split(/(<[^>]*>)/);
    for (let i = 0; i < parts.length; i += 2) {
      if (rolls) parts[i] = await this.#enrichText(parts[i] as string, data);
      if (custom) parts[i] = await this.#applyCustomEnrichers(parts[i] as string, options);
    }
    return parts.join("");
  }

  static async #applyCustomEnrichers(text: string, options: EnrichmentOptions): Promise<string> {
    const enrichers =
      globalOf<{ TextEditor?: { enrichers?: CustomEnricher[] } }>("CONFIG")?.TextEditor?.enrichers ?? [];
    let result = text;
    for (const { pattern, enricher } of enrichers) {
      const matches = Array.from(
        result.matchAll(new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`)),
      ).reverse();
      for (const match of matches) {
        const element = await enricher(match, options);
        if (!element) continue;
        const start = match.index as number;
        result = result.slice(0, start) + element.outerHTML + result.slice(start + match[0].length);
      }
    }
    return result;
  }

  static async #enrichText(text: string, rollData: object): Promise<string> {
    let result = text;
    for (const match of Array.from(text.matchAll(INLINE_ROLL)).reverse()) {
      let replacement: string | null = null;
      try {
        replacement = await this._createInlineRoll(match, rollData);
      } catch {
        replacement = null;
      }
      if (replacement === null) continue;
      const start = match.index as number;
      result = result.slice(0, start) + replacement + result.slice(start + match[0].length);
    }
    return result;
  }

  /** The anchor HTML for one match, or null when the text is not a roll. */
  static async _createInlineRoll(match: RegExpMatchArray, rollData: object): Promise<string | null> {
    const [command, rawFormula, closing, label] = match.slice(1, 5) as [
      string | undefined,
      string,
      string,
      string | undefined,
    ];
    const formula = closing.length === 3 ? `${rawFormula}]` : rawFormula;
    const rollCls = Roll.defaultImplementation;
    if (!command) {
      if (!rollCls.validate(formula)) return null;
      try {
        const roll = await rollCls.create(formula, rollData).evaluate({ allowInteractive: false });
        return eagerAnchor(roll, formula, label);
      } catch {
        return null;
      }
    }
    const [cmd, matches] = ChatLogDouble.parse(`${command}${formula}`);
    if (!ROLL_COMMANDS.includes(cmd)) return null;
    const matched = (matches as (RegExpMatchArray | null)[]).pop() as RegExpMatchArray;
    const matchedFormula = rollCls.replaceFormulaData(String(matched[2]).trim(), rollData || {});
    const matchedFlavor = matched[3]?.trim();
    return deferredAnchor(cmd, matchedFormula, matchedFlavor ?? label ?? "", formula, label || matchedFormula);
  }
}

function eagerAnchor(roll: Roll, formula: string, label: string | undefined): string {
  if (typeof document !== "undefined") {
    return roll.toAnchor({ classes: ["inline-roll", "inline-result"], dataset: { tooltip: formula }, label }).outerHTML;
  }
  const text = label ? `${label}: ${roll.total}` : String(roll.total);
  return (
    `<a class="inline-roll inline-result" data-tooltip-text="${escapeHTML(roll.formula)}" ` +
    `data-roll="${escape(JSON.stringify(roll))}"` +
    ` data-tooltip="${escapeHTML(formula)}"><i class="fa-solid fa-dice-d20" inert=""></i>${escapeHTML(text)}</a>`
  );
}

function deferredAnchor(mode: string, formula: string, flavor: string, tooltip: string, text: string): string {
  return (
    `<a class="inline-roll ${mode}" data-mode="${mode}" data-flavor="${escapeHTML(flavor)}" ` +
    `data-formula="${escapeHTML(formula)}"` +
    ` data-tooltip-text="${escapeHTML(tooltip)}"><i class="fa-solid fa-dice-d20" inert=""></i>${escapeHTML(text)}</a>`
  );
}

interface SpeakingMessageClass {
  getSpeaker(): object;
  getSpeakerActor(speaker: object): { getRollData(): object } | null;
}

/**
 * What clicking a deferred inline roll does (v13 TextEditor._onClickInlineRoll): the current speaker (a controlled
 * token, else the user's character), the formula rolled with the default roll class and the speaker's actor's roll
 * data (unless roll data is given), posted as that speaker with the anchor's flavor and roll mode.
 */
export async function clickDeferredInlineRoll(
  { formula, mode, flavor }: { formula: string; mode: string; flavor?: string },
  rollData?: object,
): Promise<unknown> {
  const messages = installedGlobal<SpeakingMessageClass>("ChatMessage");
  const speaker = messages.getSpeaker();
  const roll = Roll.create(formula, rollData ?? messages.getSpeakerActor(speaker)?.getRollData() ?? {});
  // "roll" (an inline roll without a mode) is the current mode on both generations.
  return roll.toMessage(
    { flavor, speaker },
    isV14() ? { messageMode: mode === "roll" ? "" : mapLegacyRollMode(mode) } : { rollMode: mode },
  );
}
