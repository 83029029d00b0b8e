/**
 * foundry.applications.api.DocumentSheetV2 (v13 client/applications/api/document-sheet.mjs) and
 * foundry.applications.sheets.ActorSheetV2 (client/applications/sheets/actor-sheet.mjs), the part a game system's
 * sheet in the double stands on:
 * - DocumentSheetV2: `options.document` kept as `document`; DEFAULT_OPTIONS id "{id}", classes ["sheet"], tag "form",
 *   viewPermission LIMITED, editPermission OWNER, a form that neither submits on change nor closes on submit; the
 *   unique id `<ClassName>-<uuid with dashes>`; `isVisible` / `isEditable` by the document's ownership for the user;
 *   `title` "<type label>: <name>"; _canRender refuses a user who may not see the document; the context gains
 *   document, source, editable and user.
 * - ActorSheetV2: DEFAULT_OPTIONS position width 600; `actor` (the document) and `token`.
 * The chain's classes are named as Foundry's, so Foundry's render hooks fire for them (`renderActorSheetV2`).
 * Not emulated: the header controls (configure sheet, copy uuid, token and artwork), image editing, compendium
 * import, drag and drop, submitting the form to the document, themes, `document.apps` and disabling a read-only form.
 */
import { ApplicationV2, type ApplicationDefaultOptions, type ApplicationRenderOptions } from "./application";
import { globalOf } from "../globals";

type Plain = Record<string, unknown>;

/** What a sheet needs of its document. */
export interface SheetDocument {
  readonly id: string;
  readonly uuid: string;
  readonly name: string;
  readonly type?: string;
  readonly _source: object;
  readonly token?: unknown;
  testUserPermission(user: unknown, permission: "LIMITED" | "OWNER"): boolean;
}

export interface DocumentSheetOptions extends ApplicationDefaultOptions {
  document?: SheetDocument | null;
  viewPermission?: "LIMITED" | "OWNER";
  editPermission?: "LIMITED" | "OWNER";
}

const currentUser = (): unknown => globalOf<{ user?: unknown }>("game")?.user;

export class DocumentSheetV2 extends ApplicationV2 {
  constructor(options: DocumentSheetOptions = {}) {
    super(options);
    this.#document = options.document as SheetDocument;
  }

  static override DEFAULT_OPTIONS: DocumentSheetOptions = {
    id: "{id}",
    classes: ["sheet"],
    tag: "form",
    document: null,
    viewPermission: "LIMITED",
    editPermission: "OWNER",
    form: { submitOnChange: false, closeOnSubmit: false },
  };

  readonly #document: SheetDocument;

  get document(): SheetDocument {
    return this.#document;
  }

  override get title(): string {
    const { id, name, type } = this.document;
    return `${type ?? "Document"}: ${name || id}`;
  }

  get isVisible(): boolean {
    return this.document.testUserPermission(
      currentUser(),
      (this.options as DocumentSheetOptions).viewPermission ?? "LIMITED",
    );
  }

  get isEditable(): boolean {
    return this.document.testUserPermission(
      currentUser(),
      (this.options as DocumentSheetOptions).editPermission ?? "OWNER",
    );
  }

  override _initializeApplicationOptions(
    options: DocumentSheetOptions,
  ): ReturnType<ApplicationV2["_initializeApplicationOptions"]> {
    const config = super._initializeApplicationOptions(options);
    const uuid = options.document?.uuid;
    if (uuid) config.uniqueId = `${this.constructor.name}-${uuid.replaceAll(".", "-")}`;
    return config;
  }

  override _canRender(_options: ApplicationRenderOptions): false | void {
    if (!this.isVisible)
      throw new Error(`You do not have permission to view this ${this.document.type ?? "Document"} sheet.`);
  }

  override async _prepareContext(options: ApplicationRenderOptions): Promise<Plain> {
    const context = await super._prepareContext(options);
    const document = this.document;
    return Object.assign(context, {
      document,
      source: document._source,
      editable: this.isEditable,
      user: currentUser(),
    });
  }
}

export class ActorSheetV2 extends DocumentSheetV2 {
  static override DEFAULT_OPTIONS: DocumentSheetOptions = { position: { width: 600 } };

  get actor(): SheetDocument {
    return this.document;
  }

  get token(): unknown {
    return this.document.token;
  }
}
