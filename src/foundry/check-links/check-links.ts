/**
 * Check links (docs/characters.md "Check links"): `[[/indie <ruleSet> name=value …]]{label}` in any enriched text draws
 * a link (a custom enricher of Foundry's TextEditor, after its own inline rolls, which leave `/indie` alone); clicking
 * it opens the roll's dialog for whose roll it is — the clicking user's one controlled token, else their assigned
 * character (src/foundry/whose-roll.ts) — filled from the link (Shift: rolled at once), each `@` field read from that
 * character's data. A link that cannot be read draws as a short error saying why, never as a broken button.
 * Everything drawn is text nodes.
 */
import {
  checkLinkSummary,
  isFormulaLink,
  parseCheckLink,
  type CheckLink,
  type FormulaCheckLink,
} from "../../core/check-links/check-link";
import { FORMULA_KIND } from "../../core/dialog-kinds";
import { dialogKindLook } from "../../ui/dialog-kinds";
import { IndieDiceError } from "../../core/errors";
import type { DialogsApi } from "../types/dialogs";
import type { SharedCardApis } from "../types/indie-dice-api";
import { readsCharacter } from "../../core/expressions/field-expression";
import { dialogSpec } from "../saved-rolls/dialog-spec";
import { asFormatData, notifyError } from "../notify";
import { savedRollOf } from "../saved-rolls/saved-rolls-api";
import { readDialogSettings } from "../dialog-settings";
import { requireKnownNames } from "../../ui/dialog-spec-check";
import { withChoiceValues } from "../../ui/saved-rolls/typed-choices";
import { eventElement, shiftHeld } from "../../ui/dom/elements";
import type { MessageMode } from "../types/message-mode";
import { requireRoller } from "../whose-roll";
import { mainDocument } from "../pages";

const CHECK_LINK_CLASS = "indie-dice-check-link";
/** `[[/indie kaiser …]]` with an optional `{label}`; the words may not hold `]]`. */
const PATTERN = /\[\[\/indie\s+((?:(?!\]\]).)*)\]\](?:\{([^}]*)\})?/gi;

const UNKNOWN_FIELD = "INDIE_DICE.Error.SavedRoll.UnknownField";

/**
 * The link's words read, every name it sets checked against the names its rule set's rolls take, and a list's shown
 * words read as its value: the one reading the enricher draws from (an error in the link's place) and a click, a
 * request and the chat command act on.
 */
export function readCheckLink(words: string): CheckLink {
  const link = parseCheckLink(words);
  if (isFormulaLink(link)) return link;
  const settings = readDialogSettings();
  requireKnownNames(link.ruleSet, settings, game.i18n, link.fields);
  // A list's value may be written as the words the list shows (`stat=d8`).
  return { ...link, fields: withChoiceValues(link.ruleSet, settings, game.i18n, link.fields) };
}

/** The drawn link (or the short error in its place) for one match. */
function enrichCheckLink(match: RegExpMatchArray): HTMLElement {
  const [, words = "", label] = match;
  try {
    const link = readCheckLink(words);
    // Built in the main page; the DOM adopts it into whichever page it is put in.
    const page = mainDocument();
    const anchor = page.createElement("a");
    anchor.className = CHECK_LINK_CLASS;
    anchor.dataset.indieCheck = words.trim();
    anchor.setAttribute("role", "button");
    anchor.tabIndex = 0;
    const icon = page.createElement("i");
    icon.className = "fa-solid fa-dice";
    icon.setAttribute("aria-hidden", "true");
    const ruleSet = game.i18n.localize(dialogKindLook(link.ruleSet).labelKey);
    const text =
      label?.trim() || game.i18n.format("INDIE_DICE.CheckLink.Text", { ruleSet, check: checkLinkSummary(link) });
    anchor.title = isFormulaLink(link)
      ? game.i18n.localize("INDIE_DICE.FormulaRequest.LinkTitle")
      : game.i18n.format("INDIE_DICE.CheckLink.Title", { ruleSet });
    anchor.append(icon, ` ${text}`);
    return game.user?.isGM ? withRequest(anchor, words.trim()) : anchor;
  } catch (error) {
    const broken = mainDocument().createElement("span");
    broken.className = `${CHECK_LINK_CLASS} broken`;
    const full = errorMessage(error);
    // An unknown name is told short in the text's flow; the names the rule set takes are in its tooltip.
    const reason =
      error instanceof IndieDiceError && error.key === UNKNOWN_FIELD ? unknownFieldReason(words, error) : full;
    broken.textContent = game.i18n.format("INDIE_DICE.CheckLink.Broken", { reason });
    if (reason !== full) broken.title = full;
    return broken;
  }
}

function errorMessage(error: unknown): string {
  if (!(error instanceof IndieDiceError)) return String(error);
  return game.i18n.format(error.key, asFormatData(error.data));
}

/** "“bogus” is no field of Kaiser checks." — the link's rule set named (it was read, or the name was not checked). */
function unknownFieldReason(words: string, error: IndieDiceError): string {
  const { ruleSet } = parseCheckLink(words);
  return game.i18n.format("INDIE_DICE.Error.CheckLink.UnknownField", {
    name: String(error.data.name),
    ruleSet: game.i18n.localize(dialogKindLook(ruleSet).labelKey),
  });
}

const CHECK_REQUEST_CLASS = "indie-dice-check-request";

/** For a GM, the link and a small button beside it that asks the table for the same roll (a roll request). */
function withRequest(anchor: HTMLElement, words: string): HTMLElement {
  const page = anchor.ownerDocument;
  const group = page.createElement("span");
  group.className = "indie-dice-check-link-group";
  const request = page.createElement("a");
  request.className = CHECK_REQUEST_CLASS;
  request.dataset.indieRequest = words;
  request.setAttribute("role", "button");
  request.tabIndex = 0;
  const label = game.i18n.localize("INDIE_DICE.CheckLink.Request");
  request.title = label;
  request.setAttribute("aria-label", label);
  const icon = page.createElement("i");
  icon.className = "fa-solid fa-users";
  icon.setAttribute("aria-hidden", "true");
  request.append(icon);
  group.append(anchor, " ", request);
  return group;
}

/**
 * A GM's *Request* on a link: the table is asked for the link's roll — its plain fields fixed for every row, its
 * fields written with `@` each row's own numbers read from the row's character — of the controlled tokens, else the
 * scene's player characters.
 */
export async function requestCheckLink(
  requests: SharedCardApis["requests"],
  words: string,
  mode: MessageMode | null = null,
): Promise<unknown> {
  const link = readCheckLink(words);
  const asked = { ...(mode ? { mode } : {}), ...(link.question === null ? {} : { question: link.question }) };
  if (isFormulaLink(link)) {
    // Each row reads the formula's `@` paths from its own character (docs/cards.md "Requests for any system").
    const spec = {
      formula: link.formula,
      compare: link.compare,
      ...(link.target === null ? {} : { target: link.target }),
    };
    return requests.start({ ruleSet: FORMULA_KIND, spec, ...asked });
  }
  const fixed = Object.fromEntries(Object.entries(link.fields).filter(([, value]) => !readsCharacter(value)));
  const own = Object.fromEntries(Object.entries(link.fields).filter(([, value]) => readsCharacter(value)));
  return requests.start({
    ruleSet: link.ruleSet,
    spec: fixed,
    ...(Object.keys(own).length > 0 ? { eachRow: own } : {}),
    ...asked,
  });
}

type ClickingCharacter = ReturnType<typeof requireRoller>;

/**
 * A click: the link's roll for the clicking character (Shift: at once). The `/indie` chat command rolls through here
 * too, with the mode its words name (none: the dialog's own default, the chat's mode).
 */
export async function rollCheckLink(
  dialogs: DialogsApi,
  words: string,
  label: string | null,
  fastForward: boolean,
  mode: MessageMode | null = null,
): Promise<unknown> {
  const link: CheckLink = readCheckLink(words);
  // Whose roll it is, as every entry point reads it; with nobody, the reason is thrown (and shown).
  const who = requireRoller();
  if (isFormulaLink(link)) return rollFormulaLink(dialogs, link, who, label, fastForward, mode);
  const saved = link.saved === null ? null : savedRollOf(who.actor, link.saved);
  if (saved && saved.ruleSet !== link.ruleSet)
    throw new IndieDiceError("INDIE_DICE.Error.CheckLink.SavedRuleSet", { name: saved.name });
  const rollData = who.actor.getRollData();
  const written = { ...(saved?.spec ?? {}), ...link.fields };
  const spec = dialogSpec(link.ruleSet, written, rollData, fastForward);
  return dialogs.open(link.ruleSet, {
    actor: who.actor,
    token: who.token,
    spec,
    fastForward,
    flavor: label ?? saved?.flavor ?? saved?.name ?? null,
    ...(mode ? { rollMode: mode } : {}),
  });
}

/**
 * A formula link's click: the *Any formula* dialog filled with the link's formula, target and comparison for the
 * clicking character (Shift, or `!` after a chat command: rolled at once) — the same dialog, chance and card as any
 * formula roll (docs/formula-dialog.md); a missing `@` path or a part the exact odds cannot answer is refused there.
 */
function rollFormulaLink(
  dialogs: DialogsApi,
  link: FormulaCheckLink,
  who: ClickingCharacter,
  label: string | null,
  fastForward: boolean,
  mode: MessageMode | null,
): Promise<unknown> {
  const spec = {
    formula: link.formula,
    compare: link.compare,
    ...(link.target === null ? {} : { target: link.target }),
  };
  return dialogs.formula({
    actor: who.actor,
    token: who.token,
    spec,
    fastForward,
    flavor: label,
    ...(mode ? { rollMode: mode } : {}),
  });
}

/** The documents a click listener is already on (one per page, whatever calls `listenCheckLinks`). */
const listening = new WeakSet<Document>();

/** The dialogs and requests the last `listenCheckLinks` was given (`init` gives them once per page in Foundry). */
let current: { readonly dialogs: DialogsApi; readonly requests: SharedCardApis["requests"] } | null = null;

/**
 * Registers the enricher. The links drawn anywhere (chat, journals, sheets) are heard by one click (and Enter)
 * listener on each page of the client — the main one and every window Foundry v14 detaches, where a link in a
 * detached journal or card is clicked (`listenCheckLinksOn`) — which acts with what the last call here was given.
 */
export function listenCheckLinks(dialogs: DialogsApi, requests: SharedCardApis["requests"]): void {
  current = { dialogs, requests };
  CONFIG.TextEditor.enrichers.push({
    pattern: PATTERN,
    enricher: async (match: RegExpMatchArray) => enrichCheckLink(match),
  });
}

/** The page's one click (and Enter) listener for the links (init.ts calls it for every page of the client). */
export function listenCheckLinksOn(page: Document): void {
  if (listening.has(page)) return;
  listening.add(page);
  const activate = (event: Event) => {
    const asking = eventElement(event)?.closest<HTMLElement>(`a.${CHECK_REQUEST_CLASS}`);
    const requestsApi = current?.requests;
    if (asking?.dataset.indieRequest && requestsApi) {
      event.preventDefault();
      // A refusal (no token to ask, a field the rule set refuses) is shown by the API itself.
      void requestCheckLink(requestsApi, asking.dataset.indieRequest).catch(() => null);
      return;
    }
    const anchor = eventElement(event)?.closest<HTMLElement>(`a.${CHECK_LINK_CLASS}`);
    const api = current?.dialogs;
    if (!anchor?.dataset.indieCheck || !api) return;
    event.preventDefault();
    const label = anchor.textContent?.trim() || null;
    void rollCheckLink(api, anchor.dataset.indieCheck, label, shiftHeld(event)).catch((error: unknown) =>
      notifyError("error", error),
    );
  };
  page.addEventListener("click", activate);
  page.addEventListener("keydown", (event) => {
    if (event.key === "Enter" || event.key === " ") activate(event);
  });
}
