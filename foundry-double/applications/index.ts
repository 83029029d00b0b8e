/** foundry.applications.api and ux as the double provides them. */
export { ApplicationV2, applicationInstances } from "./application";
export type {
  ApplicationConfiguration,
  ApplicationDefaultOptions,
  ApplicationRenderOptions,
  ApplicationFormConfiguration,
  ApplicationClickAction,
  DeepPartial,
} from "./application";
export { HandlebarsApplicationMixin } from "./handlebars-application";
export type {
  HandlebarsTemplatePart,
  HandlebarsTemplateParts,
  HandlebarsRenderOptions,
} from "./handlebars-application";
export { DialogV2 } from "./dialog";
export { ActorSheetV2, DocumentSheetV2 } from "./document-sheet";
export type { DocumentSheetOptions, SheetDocument } from "./document-sheet";
export type { DialogV2Button, DialogV2Configuration, DialogV2Options, DialogV2WaitOptions } from "./dialog";
export { FormDataExtended } from "./form-data-extended";
export { cleanHTML } from "./clean-html";
