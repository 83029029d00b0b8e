/**
 * Renders the dialog templates the way the browser playground does: the `handlebars` package with its core
 * helpers only, so a template that needed a Foundry-only helper would fail here. Strict mode also turns a
 * misspelt field into an error instead of an empty string.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import Handlebars from "handlebars";
import type { DialogView } from "../../../src/ui/dialogs/dialog-types";
import type { FooterTemplateContext, OddsTemplateContext } from "../../../src/ui/dialogs/template-context";

function moduleFile(path: string): string {
  return readFileSync(fileURLToPath(new URL(`../../../${path}`, import.meta.url)), "utf8");
}

const handlebars = Handlebars.create();
const compile = <T>(name: string) =>
  handlebars.compile<T>(moduleFile(`templates/dialogs/${name}.hbs`), { strict: true });

export const renderFields: (view: DialogView) => string = compile<DialogView>("fields");
export const renderOdds: (context: OddsTemplateContext) => string = compile<OddsTemplateContext>("odds");
export const renderFooter: (context: FooterTemplateContext) => string = compile<FooterTemplateContext>("footer");
