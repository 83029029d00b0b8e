/**
 * World of Darkness 5e's actor and its sheet, for the rolls a sheet's buttons make (wod5e 5.3.25 at 66705147):
 * - the sheet (system/actor/wod-actor-base.js:55-91): HandlebarsApplicationMixin(ActorSheetV2) whose `roll` action
 *   is `_onRoll`; an attribute's or a skill's `data-action="roll" data-value-paths="…"` (display/shared/actors/
 *   parts/stats.hbs:20, 56-58). Here one part (templates/actor-sheet.hbs, the double's own), and no picker
 *   (`selectDialog`'s select-dice-dialog): the button's value paths are the roll's.
 * - `_onConfirmRoll` (system/actor/scripts/roll.js:31-157; system/api/wod5e-api.js:311-363): basic dice the sum of
 *   the value paths; advanced dice the actor's hunger (a vampire), rage (a werewolf), else 0; a vampire's and a
 *   werewolf's advanced dice replace basic ones (`advanced = min(basic, advanced)`, basic less them, roll.js:113-131);
 *   a hunter's Drive modifier (desperation, to advanced dice, unchecked: system/actor/htr/scripts/hunter-bonuses.js
 *   :1-14) — then `WOD5eDice.Roll` with the actor's `gamesystem`.
 * - a Storyteller character (type `spc`, its `gamesystem` from `spcType`: actor.js:88-103) on SPCActorSheet (system/
 *   actor/spc-actor-sheet.js:15-27: classes wod5e actor spc sheet): its standard dice pools' `roll` buttons
 *   (display/shared/actors/parts/spc/standard-dice-pools.hbs) roll `data-absolute-value` (`useAbsoluteValue`,
 *   roll.js:48, 85-89) as basic dice, then the same hunger or rage.
 * Not emulated: ghouls and groups, item rolls, willpower, Blood Surge, the Roll Menu, the sheet's other parts.
 */
import { ActorDouble } from "../../documents/actor";
import { HandlebarsApplicationMixin, type HandlebarsTemplateParts } from "../../applications/handlebars-application";
import { ActorSheetV2, type DocumentSheetOptions } from "../../applications/document-sheet";
import { WOD5eDice, type Modifier, type Splat } from "./rolls";
import { read, readPath, type Plain } from "../kit/data";
import { SheetSlot, type RollBookkeeping } from "../kit/sheet";

const SPLATS: readonly Splat[] = ["vampire", "hunter", "werewolf", "mortal"];

/** The sheet classes Foundry's registration gives an actor and a Storyteller character (set at init, index.ts). */
export const WOD5E_SHEET = new SheetSlot<WoDActor>("WoD5e");
export const SPC_SHEET = new SheetSlot<WoDActor>("WoD5e SPC");

export class WoDActor extends ActorDouble {
  get sheet(): unknown {
    return (this.type === "spc" ? SPC_SHEET : WOD5E_SHEET).of(this);
  }

  get gamesystem(): Splat {
    const splat = read(this.system, "gamesystem");
    return SPLATS.find((name) => name === splat) ?? "mortal";
  }

  /** `_onConfirmRoll` for a button's dataset (roll.js:31-157): the system's pool, then its dialog. */
  confirmRoll({ valuePaths = "", useAbsoluteValue, absoluteValue, label: title = "" }: DOMStringMap): Promise<unknown> {
    const system = this.gamesystem;
    let basic = useAbsoluteValue
      ? parseInt(absoluteValue ?? "") || 0
      : valuePaths.split(" ").reduce((total, path) => total + Number(readPath(this.system, path) ?? 0), 0);
    const resource = system === "vampire" ? "hunger" : system === "werewolf" ? "rage" : null;
    let advanced = resource ? Number(read(read(this.system, resource), "value") ?? 0) : 0;
    if (resource) {
      advanced = Math.min(basic, advanced);
      basic = Math.max(basic - advanced, 0);
    }
    const modifiers: Modifier[] =
      system === "hunter"
        ? [
            {
              label: "Drive",
              value: Number(read(read(this.system, "desperation"), "value") ?? 0),
              applyDiceTo: "advanced",
            },
          ]
        : [];
    return WOD5eDice.Roll({ basicDice: basic, advancedDice: advanced, actor: this, title, system, modifiers });
  }
}

export class WoDActorBase extends HandlebarsApplicationMixin(ActorSheetV2) implements RollBookkeeping {
  static override DEFAULT_OPTIONS: DocumentSheetOptions = {
    classes: ["wod5e", "actor", "sheet"],
    position: { width: 620, height: 500 },
    actions: { roll: WoDActorBase._onRoll },
  };

  static override PARTS: HandlebarsTemplateParts = { main: { template: "systems/wod5e/templates/actor-sheet.hbs" } };

  lastRoll: Promise<unknown> | null = null;

  override async _prepareContext(options: Parameters<ActorSheetV2["_prepareContext"]>[0]): Promise<Plain> {
    const context = await super._prepareContext(options);
    const system = read(this.document, "system");
    const stats = (group: string) =>
      Object.entries(read(system, group) ?? {}).map(([id, stat]) => ({ id, group, value: read(stat, "value") }));
    context.stats = [...stats("attributes"), ...stats("skills")];
    return context;
  }

  static _onRoll(this: unknown, event: Event, target: HTMLElement): void {
    event.preventDefault();
    if (!(this instanceof WoDActorBase) || !(this.document instanceof WoDActor)) return;
    this.lastRoll = this.document.confirmRoll(target.dataset);
  }
}

/** A Storyteller character's sheet: its standard dice pools (templates/spc-sheet.hbs), rolled by the base's action. */
export class SPCActorSheet extends WoDActorBase {
  static override DEFAULT_OPTIONS: DocumentSheetOptions = { classes: ["wod5e", "actor", "spc", "sheet"] };
  static override PARTS: HandlebarsTemplateParts = { main: { template: "systems/wod5e/templates/spc-sheet.hbs" } };

  override async _prepareContext(options: Parameters<ActorSheetV2["_prepareContext"]>[0]): Promise<Plain> {
    return {
      ...(await super._prepareContext(options)),
      standardPools: readPath(this.document, "system.standarddicepools"),
    };
  }
}
