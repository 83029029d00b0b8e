/**
 * The Call of Cthulhu 7e system in the Foundry double (CoC7, Miskatonic-Investigative-Society/CoC7-FoundryVTT at
 * 7974aac, release 8.15, on both profiles: its system.json's compatibility is minimum 12, verified 14), for the part a
 * module reading its roll dialog meets: a character's sheet, its skill rows, the roll dialog a click opens, and the
 * skill check it then rolls and posts (apps/check.ts, apps/dice-pool.ts).
 * - As its script loads: its translations (here the double's own English text, translations.ts).
 * - init: CONFIG.Actor.documentClass = CoC7ModelsActorDocumentClass (characters' sheet
 *   CoC7ModelsActorCharacterSheetV2, NPCs' CoC7ModelsActorNPCSheetV2); its tens die as CONFIG.Dice.terms.t and .o
 *   (coc7/setup/register-dice.js);
 *   the world settings its dialog reads (settings.ts); the Handlebars helpers calcHard and calcExtreme (a value's half
 *   and fifth, rounded down; 0 for what is not a whole number), coc7/setup/handlebars-helper.js.
 * - renderChatMessageHTML (coc7/hooks/render-chat-message-html.js:20-48, async): on a card of CoC7's, the actors the
 *   user may update (`CoC7Utilities.canModifyActor`, utilities.js:1253-1263: `canUserModify(user, "update")`); each
 *   `owner-and-keeper-block` removed for a user who is no GM, no trusted viewer (`trustedCanSeeChatCard`) and may not
 *   update its actor; then a check's card listens on its buttons (CoC7Check._onRenderMessage). Its other blocks,
 *   kinds of card and the dropdowns are not emulated.
 * CoC7 is one webpack bundle: none of its classes is on a global (no `game.CoC7` class, no CONFIG entry), so a module
 * meets them only through Foundry's hooks; their names survive (terser runs with `mangle: false`).
 */
import type { Generation } from "../../profile";
import {
  CoC7ModelsActorDocumentClass,
  CoC7ModelsItemDocumentClass,
  COC7_NPC_SHEET,
  COC7_SHEET,
} from "./documents/actor";
import {
  CoC7ModelsActorCharacterSheetV2,
  CoC7ModelsActorGlobalSheet,
  CoC7ModelsActorNPCSheetV2,
} from "./sheets/actor-sheet";
import { CoC7RollDialog } from "./apps/roll-dialog";
import { CoC7RollNormalize } from "./apps/roll-normalize";
import { CoC7DicePool } from "./apps/dice-pool";
import { CoC7Check } from "./apps/check";
import { CoC7DecaderDie, CoC7DecaderDieOther } from "./dice/decader-die";
import { registerCoc7Settings } from "./settings";
import { COC7_TRANSLATIONS } from "./translations";
import { systemScript } from "../kit/script";
import { read, readPath, type Plain } from "../kit/data";
import { fromUuid } from "../kit/globals";
import { installedGlobal, type GameView } from "../../globals";
import type { UserDouble } from "../../users";

export {
  CoC7ModelsActorDocumentClass,
  CoC7ModelsItemDocumentClass,
  CoC7ModelsActorCharacterSheetV2,
  CoC7ModelsActorGlobalSheet,
  CoC7ModelsActorNPCSheetV2,
  CoC7RollDialog,
  CoC7RollNormalize,
  CoC7DicePool,
  CoC7Check,
  CoC7DecaderDie,
};

/** static/system.json at 7974aac, as game.system shows it (the same release on either profile). */
export function coc7System(_generation: Generation): Plain {
  return {
    id: "CoC7",
    title: "Call of Cthulhu 7th Edition",
    version: "8.15",
    compatibility: { minimum: "12", verified: "14" },
  };
}

/** A half or a fifth of a whole number, as the skill row's "(half/fifth)" shows it. */
const part =
  (divisor: number) =>
  (value: unknown): number =>
    typeof value !== "object" && value !== null && value !== undefined && /^\d+$/.test(String(value))
      ? Math.floor(Number(value) / divisor)
      : 0;

/** Load the system into a world the double just built. */
export const installCoc7 = systemScript(COC7_TRANSLATIONS, ({ config, game, hooks, templates }) => {
  (config.Actor as Plain).documentClass = CoC7ModelsActorDocumentClass;
  COC7_SHEET.register(CoC7ModelsActorCharacterSheetV2);
  COC7_NPC_SHEET.register(CoC7ModelsActorNPCSheetV2);
  Object.assign(config.Dice.terms, { t: CoC7DecaderDie, o: CoC7DecaderDieOther });
  registerCoc7Settings(game.settings);
  templates.handlebars.registerHelper("calcHard", part(2));
  templates.handlebars.registerHelper("calcExtreme", part(5));
  hooks.on("renderChatMessageHTML", (message: CardMessage, html: HTMLElement) => void renderCard(message, html));
});

type CardMessage = Parameters<typeof CoC7Check.push>[0];

/** `game` as CoC7's render hook reads it: the core slice, its user a full one (isTrusted). */
const game = () => installedGlobal<GameView & { user: UserDouble }>("game");

/** render-chat-message-html.js:20-48, as far as a check's card's buttons go. */
async function renderCard(message: CardMessage, html: HTMLElement): Promise<void> {
  const load = readPath(message.flags, "CoC7.load");
  if (read(load, "as") === undefined) return;
  const { user, settings } = game();
  const trustedViewer = user.isTrusted && settings.get("CoC7", "trustedCanSeeChatCard") === true;
  const uuid = read(load, "actorUuid");
  const actor = typeof uuid === "string" ? await fromUuid(uuid) : null;
  const modifies = actor instanceof CoC7ModelsActorDocumentClass && actor.canUserModify(user, "update");
  const allowed = typeof uuid === "string" && modifies ? [uuid] : [];
  for (const element of html.querySelectorAll<HTMLElement>(".owner-and-keeper-block"))
    if (!user.isGM && !trustedViewer && !allowed.includes(element.dataset.actorUuid ?? "")) element.remove();
  if (read(load, "as") === "CoC7Check") CoC7Check.onRenderMessage(message, html, allowed);
}
