/**
 * The token HUD (v13 client/applications/hud/placeable-hud.mjs and token-hud.mjs), as far as a module adds a button
 * to it: `canvas.hud.token.bind(token)` binds the HUD to a token placeable and renders it; the HUD is an
 * ApplicationV2 without a frame (`form#token-hud`, class `placeable-hud`) whose base application is
 * BasePlaceableHUD, so rendering calls `renderTokenHUD` and `renderBasePlaceableHUD` with (hud, element, context,
 * options); `document` is the token's document and `actor` its actor. The HUD's markup follows v13's
 * templates/hud/token-hud.hbs in its three columns (`.col.left`, `.col.middle`, `.col.right`) of
 * `button.control-icon`s. Not emulated: the HUD's own actions, attribute bars, status effects and palettes.
 */
import { ApplicationV2, type ApplicationDefaultOptions } from "./application";

interface PlaceableLike {
  readonly document?: { readonly actor?: unknown } | null;
}

export class BasePlaceableHUD extends ApplicationV2 {
  static override DEFAULT_OPTIONS: ApplicationDefaultOptions = {
    id: "placeable-hud-{id}",
    classes: ["placeable-hud"],
    tag: "form",
    window: { frame: false, positioned: true },
    position: {},
  };

  static override BASE_APPLICATION: typeof ApplicationV2 = BasePlaceableHUD;

  #object: PlaceableLike | null = null;

  get object(): PlaceableLike | null {
    return this.#object;
  }

  get document(): PlaceableLike["document"] {
    return this.#object?.document;
  }

  /** Binds the HUD to a placeable and shows it. */
  async bind(object: PlaceableLike): Promise<void> {
    this.#object = object;
    await this.render({ force: true });
  }
}

export class TokenHUD extends BasePlaceableHUD {
  static override DEFAULT_OPTIONS: ApplicationDefaultOptions = { id: "token-hud" };

  get actor(): unknown {
    return this.document?.actor ?? null;
  }

  override async _renderHTML(): Promise<string> {
    const button = (action: string, icon: string) =>
      `<button type="button" class="control-icon" data-action="${action}"><i class="${icon}" inert></i></button>`;
    return [
      `<div class="col left">${button("sort", "fa-solid fa-angles-up")}${button("config", "fa-solid fa-gear")}</div>`,
      `<div class="col middle"><div class="attribute bar2"></div><div class="attribute bar1"></div></div>`,
      `<div class="col right">${button("visibility", "fa-solid fa-eye-slash")}` +
        `${button("target", "fa-solid fa-bullseye")}</div>`,
    ].join("");
  }

  override _replaceHTML(result: unknown, content: HTMLElement): void {
    content.innerHTML = String(result);
  }
}
