/**
 * foundry.applications.handlebars (v13 client/applications/handlebars.mjs) over the real `handlebars` package:
 * getTemplate compiles and caches a template as a partial under its path (or id), loadTemplates preloads
 * partials, renderTemplate renders with prototype access allowed. Foundry fetches templates from its server;
 * the double reads Foundry's core templates from CORE_TEMPLATES and module templates from the repository:
 * "modules/<moduleId>/templates/x.hbs" and "templates/x.hbs" both resolve to <repo>/templates/x.hbs, and a game
 * system's "systems/<id>/templates/x.hbs" to the double's own emulation, foundry-double/systems/<id in lower
 * case>/templates/x.hbs. Helpers: the comparison and logic helpers, concat, ifThen, localize, numberFormat, object,
 * checked, disabled, selectOptions (select-options.ts), numberInput (foundry.applications.fields.createNumberInput's
 * outerHTML, its `class` as the className), formGroup and its alias formField (the field's toFormGroup with the hash
 * split into the group's keys — classes, label, hint, rootId, stacked, units, hidden, widget, localize — and the
 * input's, as outerHTML; no field or a failure logs an error and renders nothing). Not emulated: formInput, editor,
 * radioBoxes, timeSince and the deprecated helpers.
 */
import Handlebars from "handlebars";
import { joinPath, readTextFile, REPO_ROOT } from "./platform";
import { CORE_TEMPLATES } from "./core-templates";
import { isEmpty } from "./utils";
import { createSelectOptionsHelper } from "./select-options";
import type { LocalizationDouble } from "./localization";
import { foundryNs } from "./globals";
import type { DataField, FieldGroupConfig, FieldInputConfig } from "./data/fields";

type Template = Handlebars.TemplateDelegate;
type TemplateSpec = Parameters<typeof Handlebars.template>[0];

/**
 * Compiled template specs by source text, shared by every install in this test process. Foundry compiles a
 * template once per page load; a test run installs the double hundreds of times, and compiling the same files
 * again each time was most of an adapter test's work. Each install still binds the spec to its own isolated
 * environment (its helpers and partials), so nothing rendered differs.
 */
const compiledSpecs = new Map<string, TemplateSpec>();

function specOf(source: string): TemplateSpec {
  let spec = compiledSpecs.get(source);
  if (!spec) {
    // precompile gives the spec as JavaScript source; evaluating it once is what Handlebars.compile does lazily.
    spec = new Function(`return ${Handlebars.precompile(source)};`)() as TemplateSpec;
    compiledSpecs.set(source, spec);
  }
  return spec;
}

export class TemplatesDouble {
  constructor(
    private readonly repoRoot: string,
    private readonly moduleId: string,
    private readonly i18n: LocalizationDouble,
    /** Other modules' folders by id, each served as `modules/<id>/` as Foundry serves an installed module. */
    private readonly moduleFolders: ReadonlyMap<string, string> = new Map(),
  ) {
    this.handlebars = Handlebars.create();
    registerHelpers(this.handlebars, i18n);
  }

  /** An isolated Handlebars environment (helpers and partials do not leak between installs). */
  readonly handlebars: typeof Handlebars;

  /** Compile (once) and register as a partial under `id`. */
  async getTemplate(path: string, id: string = path): Promise<Template> {
    const existing = this.handlebars.partials[id] as Template | string | undefined;
    if (typeof existing === "function") return existing;
    const compiled = this.handlebars.template(specOf(this.#source(path)));
    this.handlebars.registerPartial(id, compiled);
    return compiled;
  }

  /** Preload templates as partials: an array of paths, or an object of partial id → path. */
  async loadTemplates(paths: string[] | Record<string, string>): Promise<Template[]> {
    if (Array.isArray(paths)) return Promise.all(paths.map((p) => this.getTemplate(p)));
    return Promise.all(Object.entries(paths).map(([id, p]) => this.getTemplate(p, id)));
  }

  async renderTemplate(path: string, data: object = {}): Promise<string> {
    const template = await this.getTemplate(path);
    return template(data || {}, { allowProtoMethodsByDefault: true, allowProtoPropertiesByDefault: true });
  }

  #source(path: string): string {
    const core = CORE_TEMPLATES[path];
    if (core !== undefined) return core;
    if (path.startsWith("systems/")) {
      // A system's folder in the double is its id in lower case (CoC7's "systems/CoC7/…" is systems/coc7/).
      const systemFile = joinPath(
        REPO_ROOT,
        "foundry-double",
        path.replace(/^systems\/[^/]+/, (folder) => folder.toLowerCase()),
      );
      const source = readTextFile(systemFile);
      if (source === undefined) throw new Error(`Unable to load template ${path}: no file at ${systemFile}`);
      return source;
    }
    const file = this.#file(path);
    const source = readTextFile(file);
    if (source === undefined) throw new Error(`Unable to load template ${path}: no file at ${file}`);
    return source;
  }

  /**
   * Where `modules/<id>/…` is: this module's repository, another module's folder; any other path from the repository.
   */
  #file(path: string): string {
    const [, id, relative] = /^modules\/([^/]+)\/(.*)$/.exec(path) ?? [];
    if (id === undefined || relative === undefined) return joinPath(this.repoRoot, path);
    if (id === this.moduleId) return joinPath(this.repoRoot, relative);
    const folder = this.moduleFolders.get(id);
    return folder === undefined ? joinPath(this.repoRoot, path) : joinPath(folder, relative);
  }
}

/** client/applications/handlebars.mjs formGroup. */
function formGroup(
  hbs: typeof Handlebars,
  field: DataField | undefined,
  options: Handlebars.HelperOptions,
): Handlebars.SafeString {
  const { classes, label, hint, rootId, stacked, units, hidden, widget, ...inputConfig } = options.hash as Record<
    string,
    unknown
  >;
  const groupConfig = {
    label,
    hint,
    rootId,
    stacked,
    widget,
    localize: inputConfig.localize,
    units,
    hidden,
    classes: typeof classes === "string" ? classes.split(" ") : [],
  } as FieldGroupConfig;
  if (!field) {
    console.error("Non-existent data field provided to {{formGroup}} handlebars helper.");
    return new hbs.SafeString("");
  }
  try {
    return new hbs.SafeString(field.toFormGroup(groupConfig, inputConfig as FieldInputConfig).outerHTML);
  } catch (error) {
    console.error(error);
    return new hbs.SafeString("");
  }
}

function registerHelpers(hbs: typeof Handlebars, i18n: LocalizationDouble): void {
  hbs.registerHelper({
    formGroup: (field: DataField | undefined, options: Handlebars.HelperOptions) => formGroup(hbs, field, options),
    formField: (field: DataField | undefined, options: Handlebars.HelperOptions) => formGroup(hbs, field, options),
    checked: (value: unknown) => (value ? "checked" : ""),
    disabled: (value: unknown) => (value ? "disabled" : ""),
    concat: (...values: unknown[]) => {
      const options = values.pop() as Handlebars.HelperOptions;
      const separator = (options.hash?.join as string | undefined) || "";
      return new hbs.SafeString(values.join(separator));
    },
    ifThen: (criteria: unknown, ifTrue: unknown, ifFalse: unknown) => (criteria ? ifTrue : ifFalse),
    localize: (value: unknown, options: Handlebars.HelperOptions) => {
      const key = value instanceof hbs.SafeString ? value.toString() : String(value);
      const data = options.hash as Record<string, unknown>;
      return isEmpty(data) ? i18n.localize(key) : i18n.format(key, data);
    },
    numberFormat: (value: unknown, options: Handlebars.HelperOptions) => {
      const decimals = (options.hash.decimals as number | undefined) ?? 0;
      const sign = Boolean(options.hash.sign);
      const n = typeof value === "string" || value == null ? parseFloat(String(value)) : (value as number);
      return new hbs.SafeString(sign && n >= 0 ? `+${n.toFixed(decimals)}` : n.toFixed(decimals));
    },
    object: (options: Handlebars.HelperOptions) => options.hash,
    // client/applications/handlebars.mjs numberInput: the value and the hash to createNumberInput, `class` apart.
    numberInput: (value: unknown, options: Handlebars.HelperOptions) => {
      const { class: cssClass, ...config } = options.hash as Record<string, unknown>;
      const element = foundryNs().applications.fields.createNumberInput({ ...config, value });
      if (cssClass) element.className = String(cssClass);
      return new hbs.SafeString(element.outerHTML);
    },
    selectOptions: createSelectOptionsHelper(hbs, i18n),
    eq: (a: unknown, b: unknown) => a === b,
    ne: (a: unknown, b: unknown) => a !== b,
    lt: (a: number, b: number) => a < b,
    gt: (a: number, b: number) => a > b,
    lte: (a: number, b: number) => a <= b,
    gte: (a: number, b: number) => a >= b,
    not: (value: unknown) => !value,
    and: (...args: unknown[]) => args.every(Boolean),
    or: (...args: unknown[]) => args.slice(0, -1).some(Boolean),
  });
}
