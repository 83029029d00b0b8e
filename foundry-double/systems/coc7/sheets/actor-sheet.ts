/**
 * CoC7's actor sheets as far as rolling a skill from one goes (coc7/models/actor/global-sheet.js and
 * character-sheet-v2.js at 7974aac, release 8.15):
 * - CoC7ModelsActorGlobalSheet, HandlebarsApplicationMixin(ActorSheetV2) with classes coc7 sheet, so Foundry fires
 *   `renderCoC7ModelsActorGlobalSheet` and `renderActorSheetV2` for every CoC7 actor sheet. On render it listens on
 *   each `.skill-name.rollable`: a click (_onRollSkillTest) asks for a skill check on a regular card, a right click
 *   (_onOpposedRoll) for an opposed one (Alt: combined), through CoC7RollNormalize.trigger with the event.
 * - CoC7ModelsActorCharacterSheetV2 (classes coc7 sheetV2 actor character, 687 × 623): here one part, the skills tab
 *   (templates/actors/investigator-v2/tabs/skills.hbs), its skills by name.
 * - CoC7ModelsActorNPCSheetV2 (npc-sheet-v2.js: classes coc7 sheet npc, 650 wide), an `npc` actor's
 *   (register-sheets.js): here its skill list (templates/actors/npc-v2/tab/skills.hbs), its skills by name; the
 *   global sheet's click on a skill's name rolls it as on a character's.
 * Not emulated: the other tabs and parts, the development flags, editing and submitting the sheet.
 */
import { HandlebarsApplicationMixin, type HandlebarsTemplateParts } from "../../../applications/handlebars-application";
import { ActorSheetV2, type DocumentSheetOptions } from "../../../applications/document-sheet";
import type { ApplicationRenderOptions } from "../../../applications/application";
import { CARD_TYPE, ROLL_TYPE, trigger } from "../apps/roll-normalize";
import type { CoC7ModelsActorDocumentClass, CoC7ModelsItemDocumentClass } from "../documents/actor";
import type { Plain } from "../../kit/data";
import { bindRollRows, type RollBookkeeping } from "../../kit/sheet";

export class CoC7ModelsActorGlobalSheet extends HandlebarsApplicationMixin(ActorSheetV2) implements RollBookkeeping {
  static override DEFAULT_OPTIONS: DocumentSheetOptions = { classes: ["coc7", "sheet"] };

  constructor(options: DocumentSheetOptions & { document: CoC7ModelsActorDocumentClass }) {
    super(options);
    this.coc7Actor = options.document;
  }

  /** The sheet's document, as the system's actor. */
  readonly coc7Actor: CoC7ModelsActorDocumentClass;

  /** The roll request the last click made: the check CoC7 rolled, the config with `runRoll` false, or undefined. */
  lastRoll: ReturnType<typeof trigger> | null = null;

  override async _onRender(context: Plain, options: ApplicationRenderOptions): Promise<void> {
    await super._onRender(context, options);
    // For every viewer: the listener the header describes checks no ownership.
    bindRollRows(
      this.element,
      true,
      ".skill-name.rollable",
      (event) => (event.type === "contextmenu" ? this._onOpposedRoll(event) : this._onRollSkillTest(event)),
      ["click", "contextmenu"],
    );
  }

  _onRollSkillTest(event: MouseEvent): void {
    event.preventDefault();
    this.lastRoll = trigger({
      rollType: ROLL_TYPE.SKILL,
      cardType: CARD_TYPE.NORMAL,
      event,
      actor: this.coc7Actor,
    });
  }

  _onOpposedRoll(event: MouseEvent): void {
    event.preventDefault();
    const cardType = event.altKey ? CARD_TYPE.COMBINED : CARD_TYPE.OPPOSED;
    this.lastRoll = trigger({
      rollType: ROLL_TYPE.SKILL,
      cardType,
      event,
      actor: this.coc7Actor,
    });
  }
}

export class CoC7ModelsActorCharacterSheetV2 extends CoC7ModelsActorGlobalSheet {
  static override DEFAULT_OPTIONS: DocumentSheetOptions = {
    classes: ["coc7", "sheetV2", "actor", "character"],
    position: { width: 687, height: 623 },
    window: { resizable: true },
  };

  static override PARTS: HandlebarsTemplateParts = {
    skills: { template: "systems/CoC7/templates/actors/investigator-v2/tabs/skills.hbs" },
  };

  override async _prepareContext(options: ApplicationRenderOptions): Promise<Plain> {
    return { ...(await super._prepareContext(options)), skillList: skillsByName(this.coc7Actor) };
  }
}

export class CoC7ModelsActorNPCSheetV2 extends CoC7ModelsActorGlobalSheet {
  static override DEFAULT_OPTIONS: DocumentSheetOptions = {
    classes: ["coc7", "sheet", "npc"],
    position: { width: 650 },
  };

  static override PARTS: HandlebarsTemplateParts = {
    skills: { template: "systems/CoC7/templates/actors/npc-v2/tab/skills.hbs" },
  };

  override async _prepareContext(options: ApplicationRenderOptions): Promise<Plain> {
    return { ...(await super._prepareContext(options)), skillList: skillsByName(this.coc7Actor) };
  }
}

/** The actor's skills by name, as both sheets list them. */
function skillsByName(actor: CoC7ModelsActorDocumentClass): CoC7ModelsItemDocumentClass[] {
  return [...actor.items.values()].filter((item) => item.type === "skill").sort((a, b) => a.name.localeCompare(b.name));
}
