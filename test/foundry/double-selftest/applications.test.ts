// @vitest-environment happy-dom
/**
 * ApplicationV2 + HandlebarsApplicationMixin + FormDataExtended as a module's roll dialog uses them, asserting the
 * semantics of v13 client/applications/api/application.mjs, handlebars-application.mjs and
 * client/applications/ux/form-data-extended.mjs (and dnd5e's roll-configuration-dialog.mjs usage: rebuild from
 * FormDataExtended in _onChangeForm, render({parts}), a handler that closes, configure() resolved on "close").
 */
import { describe, expect, it } from "vitest";
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { g, useFoundryDouble } from "./helpers";
import {
  ApplicationV2,
  FormDataExtended,
  HandlebarsApplicationMixin,
} from "../../../foundry-double/applications/index";
import type {
  ApplicationDefaultOptions,
  ApplicationRenderOptions,
  HandlebarsRenderOptions,
} from "../../../foundry-double/applications/index";
import { waitFor } from "../support/dialog-harness";
import { elementOf, must } from "../../kit";

const repoRoot = mkdtempSync(join(tmpdir(), "double-apps-"));
mkdirSync(join(repoRoot, "templates", "t"), { recursive: true });
writeFileSync(
  join(repoRoot, "templates", "t", "fields.hbs"),
  `<fieldset class="fields">
  <input name="skill" type="number" value="{{skill}}">
  <input id="{{partId}}-flavor" name="flavor" value="{{flavor}}">
  <input type="checkbox" name="fast" {{checked fast}}>
</fieldset>`,
);
writeFileSync(
  join(repoRoot, "templates", "t", "odds.hbs"),
  `<section class="odds">
  <p data-outcome="success" data-probability="{{chance}}">{{chance}}</p>
  <input name="note" value="{{note}}">
</section>`,
);
writeFileSync(
  join(repoRoot, "templates", "t", "footer.hbs"),
  `<footer class="form-footer">
  <button type="submit" data-action="roll" autofocus>Roll</button>
  <button type="submit" data-action="advantage">Advantage</button>
  <button type="button" data-action="bump"><span class="label">Bump</span></button>
  <button type="button" data-action="mystery">?</button>
</footer>`,
);
writeFileSync(join(repoRoot, "templates", "t", "two.hbs"), "<p>one</p><p>two</p>");

const double = useFoundryDouble({ repoRoot, translations: { "TEST.Title": "Skill check" } });

const T = "modules/indie-dice/templates/t";

type Calls = unknown[][];

/**
 * A dialog shaped like the rolling UI contract: fields, odds and buttons parts, a form that rebuilds on change.
 * Its DEFAULT_OPTIONS are annotated because the tests subclass it (see ApplicationDefaultOptions).
 */
class RollDialog extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS: ApplicationDefaultOptions = {
    classes: ["indie-roll"],
    tag: "form",
    window: { title: "TEST.Title", icon: "fa-solid fa-dice", contentClasses: ["standard-form"] },
    position: { width: 480 },
    form: { handler: RollDialog.onSubmit, closeOnSubmit: true },
    actions: {
      bump: RollDialog.onBump,
      both: { handler: RollDialog.onBump, buttons: [0, 2] },
    },
  };

  static override PARTS = {
    fields: { template: `${T}/fields.hbs` },
    odds: { template: `${T}/odds.hbs`, classes: ["odds-part"] },
    footer: { template: `${T}/footer.hbs` },
  };

  calls: Calls = [];

  state_ = { skill: 7, flavor: "Climb", fast: false, note: "" };

  renders: Promise<unknown>[] = [];

  sharedContexts = new Set<object>();

  static onSubmit(this: ApplicationV2, event: Event, form: HTMLFormElement, formData: FormDataExtended): void {
    const app = this as RollDialog;
    app.calls.push([
      "submit",
      (event as SubmitEvent).submitter?.dataset.action,
      form === app.form,
      { ...formData.object },
    ]);
    if (formData.object.skill === 13) throw new Error("unlucky number");
  }

  static onBump(this: ApplicationV2, event: PointerEvent, target: HTMLElement): void {
    (this as RollDialog).calls.push(["bump", this instanceof RollDialog, event.type, target.dataset.action]);
  }

  override async _prepareContext(options: ApplicationRenderOptions): Promise<Record<string, unknown>> {
    const context = await super._prepareContext(options);
    return { ...context, ...this.state_, chance: (this.state_.skill / 12).toFixed(4) };
  }

  override async _preparePartContext(
    partId: string,
    context: Record<string, unknown>,
    options: HandlebarsRenderOptions,
  ): Promise<Record<string, unknown>> {
    const partContext = await super._preparePartContext(partId, context, options);
    this.sharedContexts.add(partContext);
    this.calls.push(["part", partId, partContext.partId]);
    return partContext;
  }

  override _onChangeForm(formConfig: object, event: Event): void {
    super._onChangeForm(formConfig, event);
    const data = new FormDataExtended(elementOf(this.form, HTMLFormElement)).object;
    this.state_ = { ...this.state_, ...(data as typeof this.state_) };
    this.calls.push(["change", elementOf(event.target, HTMLInputElement).name]);
    this.renders.push(this.render({ parts: ["odds"] }));
  }

  override _onClickAction(event: PointerEvent, target: HTMLElement): void {
    this.calls.push(["unhandled", target.dataset.action, event.defaultPrevented]);
  }

  override _onClose(options: Record<string, unknown>): void {
    this.calls.push(["onClose", options]);
  }
}

function change(input: HTMLInputElement, value: string): void {
  input.value = value;
  input.dispatchEvent(new Event("change", { bubbles: true }));
}

describe("ApplicationV2 options", () => {
  it("merges DEFAULT_OPTIONS down the chain: arrays concatenate, objects merge, the rest replaces", () => {
    class Child extends RollDialog {
      static override DEFAULT_OPTIONS = {
        classes: ["child"],
        window: { resizable: true },
        form: { submitOnChange: true },
      };
    }
    const app = new Child({ classes: ["extra"], id: "roll-{id}", position: { height: 300 } });
    expect(app.options.classes).toEqual(["application", "indie-roll", "child", "extra"]);
    expect(app.options.tag).toBe("form");
    expect(app.options.window).toMatchObject({
      frame: true,
      title: "TEST.Title",
      icon: "fa-solid fa-dice",
      resizable: true,
      contentTag: "section",
      contentClasses: ["standard-form"],
    });
    expect(app.options.form).toMatchObject({ handler: RollDialog.onSubmit, submitOnChange: true, closeOnSubmit: true });
    expect(app.options.position).toEqual({ width: 480, height: 300 });
    expect(Object.keys(app.options.actions)).toEqual(["bump", "both"]);
    expect(app.id).toMatch(/^roll-\d+$/);
    expect(Object.isFrozen(app.options)).toBe(true);
    expect(app.title).toBe("Skill check");
    const other = new RollDialog();
    expect(other.id).toMatch(/^app-\d+$/);
    expect(other.id).not.toBe(app.id);
    expect(g().foundry.applications.api.ApplicationV2).toBe(ApplicationV2);
  });

  it("a frameless application has no 'application' class and cannot minimize", () => {
    const app = new ApplicationV2({ window: { frame: false }, classes: ["a", "a"] });
    expect(app.options.classes).toEqual(["a"]);
    expect(app.options.window.minimizable).toBe(false);
  });
});

describe("rendering", () => {
  it("renders nothing on a first render without force; with force the frame, the parts and the hooks", async () => {
    const app = new RollDialog();
    const hooks: string[] = [];
    for (const name of ["renderRollDialog", "renderHandlebarsApplication", "renderApplicationV2"]) {
      g().Hooks.on(
        name,
        (a: unknown, element: HTMLElement, context: { skill: number }, options: { isFirstRender: boolean }) => {
          hooks.push(`${name}:${a === app}:${element === app.element}:${context.skill}:${options.isFirstRender}`);
        },
      );
    }
    const events: string[] = [];
    app.addEventListener("render", (event) => events.push(`${event.type}:${event.target === app}`));
    await app.render();
    expect(app.rendered).toBe(false);
    expect(app.state).toBe(ApplicationV2.RENDER_STATES.NONE);
    await app.render({ force: true });
    expect(app.state).toBe(ApplicationV2.RENDER_STATES.RENDERED);
    const element = app.element;
    expect(element.tagName).toBe("FORM");
    expect(app.form).toBe(element);
    expect(element.parentElement).toBe(document.body);
    expect(element.className).toBe("application indie-roll");
    expect(element.querySelector(".window-header .window-title")?.textContent).toBe("Skill check");
    expect(element.querySelector(".window-header .window-icon")?.className).toBe("window-icon fa-fw fa-solid fa-dice");
    const content = elementOf(element.querySelector(".window-content"), HTMLElement);
    expect(content.tagName).toBe("SECTION");
    expect(content.classList.contains("standard-form")).toBe(true);
    expect(Array.from(content.children, (c) => elementOf(c, HTMLElement).dataset.applicationPart)).toEqual([
      "fields",
      "odds",
      "footer",
    ]);
    expect(app.parts.odds?.classList.contains("odds-part")).toBe(true);
    expect(app.parts.odds?.querySelector("[data-outcome=success]")?.getAttribute("data-probability")).toBe("0.5833");
    expect(document.activeElement).toBe(element.querySelector("[autofocus]"));
    expect(g().foundry.applications.instances.get(app.id)).toBe(app);
    expect(hooks).toEqual([
      "renderRollDialog:true:true:7:true",
      "renderHandlebarsApplication:true:true:7:true",
      "renderApplicationV2:true:true:7:true",
    ]);
    expect(events).toEqual(["render:true"]);
    // One shared context object for every part, each given its partId.
    expect(app.sharedContexts.size).toBe(1);
    expect(app.calls.filter((c) => c[0] === "part")).toEqual([
      ["part", "fields", `${app.id}-fields`],
      ["part", "odds", `${app.id}-odds`],
      ["part", "footer", `${app.id}-footer`],
    ]);
  });

  it("render({parts}) redraws only those parts, keeps the other parts' nodes and the focused field", async () => {
    const app = await new RollDialog().render({ force: true });
    const fields = elementOf(app.parts.fields, HTMLElement);
    const oldOdds = elementOf(app.parts.odds, HTMLElement);
    const skill = elementOf(fields.querySelector("input[name=skill]"), HTMLInputElement);
    skill.focus();
    app.state_.skill = 9;
    await app.render({ parts: ["odds"] });
    expect(app.parts.fields).toBe(fields);
    expect(app.element.contains(fields)).toBe(true);
    expect(app.parts.odds).not.toBe(oldOdds);
    expect(app.element.contains(oldOdds)).toBe(false);
    expect(app.parts.odds?.querySelector("p")?.textContent).toBe("0.7500");
    expect(document.activeElement).toBe(skill);
    // Focus inside a redrawn part moves to the new field of the same name.
    elementOf(app.parts.odds?.querySelector("input[name=note]"), HTMLInputElement).focus();
    await app.render({ parts: ["odds"] });
    expect(document.activeElement).toBe(app.parts.odds?.querySelector("input[name=note]"));
    expect(
      Array.from(
        app.element.querySelector(".window-content")?.children ?? [],
        (c) => elementOf(c, HTMLElement).dataset.applicationPart,
      ),
    ).toEqual(["fields", "odds", "footer"]);
  });

  it(
    "a change event reaches _onChangeForm(formConfig, event); " + "rebuilding from FormDataExtended updates the odds",
    async () => {
      const app = await new RollDialog().render({ force: true });
      change(elementOf(app.element.querySelector("input[name=skill]"), HTMLInputElement), "10");
      await Promise.all(app.renders);
      expect(app.calls.filter((c) => c[0] === "change")).toEqual([["change", "skill"]]);
      expect(app.state_.skill).toBe(10);
      expect(app.parts.odds?.querySelector("p")?.textContent).toBe("0.8333");
      expect(elementOf(app.element.querySelector("input[name=skill]"), HTMLInputElement).value).toBe("10");
    },
  );

  it("a part that does not render exactly one element fails the render; the error state is kept", async () => {
    class Broken extends HandlebarsApplicationMixin(ApplicationV2) {
      static override PARTS = { two: { template: `${T}/two.hbs` } };
    }
    const app = new Broken();
    await expect(app.render({ force: true })).rejects.toThrow(
      `Failed to render Application "${app.id}":\nFailed to render template part ` +
        `"two":\nTemplate part "two" must render a single HTML element.`,
    );
    expect(app.state).toBe(ApplicationV2.RENDER_STATES.ERROR);
    expect(document.getElementById(app.id)).toBeNull();
  });

  it("an unknown part is a warning; a root part must come first; a bare ApplicationV2 is not renderable", async () => {
    const app = await new RollDialog().render({ force: true });
    await app.render({ parts: ["nope"] });
    expect(double.handle.notifications.at(-1)).toMatchObject({
      type: "warning",
      message: 'Part "nope" is not a supported template part for RollDialog',
    });
    class BadRoot extends HandlebarsApplicationMixin(ApplicationV2) {
      static override PARTS = { a: { template: `${T}/odds.hbs` }, b: { template: `${T}/odds.hbs`, root: true } };
    }
    expect(() => new BadRoot()).toThrow("A root template must be first in the PARTS record.");
    await expect(new ApplicationV2().render({ force: true })).rejects.toThrow("is not renderable");
  });

  it("_canRender returning false stops; throwing warns", async () => {
    class Guarded extends RollDialog {
      override _canRender(): false | void {
        if (this.state_.skill < 0) throw new Error("no negative skills");
        return this.state_.skill === 0 ? false : undefined;
      }
    }
    const app = new Guarded();
    app.state_.skill = 0;
    await app.render({ force: true });
    expect(app.rendered).toBe(false);
    app.state_.skill = -1;
    await app.render({ force: true });
    expect(double.handle.notifications.at(-1)).toMatchObject({ type: "warning", message: "no negative skills" });
  });
});

describe("actions", () => {
  it("a click on [data-action] (or inside it) calls the handler with this = app and (event, target)", async () => {
    const app = await new RollDialog().render({ force: true });
    elementOf(app.element.querySelector("[data-action=bump] .label"), HTMLElement).click();
    expect(app.calls.filter((c) => c[0] === "bump")).toEqual([["bump", true, "click", "bump"]]);
  });

  it("an action of the form {handler, buttons} answers the listed mouse buttons; others only button 0", async () => {
    const app = await new RollDialog().render({ force: true });
    const both = document.createElement("a");
    both.dataset.action = "both";
    app.parts.odds?.append(both);
    both.dispatchEvent(new MouseEvent("contextmenu", { bubbles: true, button: 2 }));
    elementOf(app.element.querySelector("[data-action=bump]"), HTMLElement).dispatchEvent(
      new MouseEvent("contextmenu", { bubbles: true, button: 2 }),
    );
    expect(app.calls.filter((c) => c[0] === "bump")).toEqual([["bump", true, "contextmenu", "both"]]);
  });

  it("an action without a handler goes to _onClickAction, and its default is not prevented", async () => {
    const app = await new RollDialog().render({ force: true });
    elementOf(app.element.querySelector("[data-action=mystery]"), HTMLElement).click();
    expect(app.calls.filter((c) => c[0] === "unhandled")).toEqual([["unhandled", "mystery", false]]);
  });

  it("the header's close button closes the window", async () => {
    const app = await new RollDialog().render({ force: true });
    const closed = new Promise((resolve) => app.addEventListener("close", resolve, { once: true }));
    elementOf(app.window.close, HTMLButtonElement).click();
    await closed;
    expect(app.state).toBe(ApplicationV2.RENDER_STATES.CLOSED);
  });

  it(
    "v14: the header's menu offers Detach in the main page and Attach once detached, " + "each moving the window",
    async () => {
      const options = { repoRoot, translations: { "TEST.Title": "Skill check" } };
      double.handle.reset({ ...options, generation: 14 });
      const app = await new RollDialog().render({ force: true });
      const offered = () =>
        [...app.element.querySelectorAll<HTMLElement>(".controls-dropdown .header-control")].map(
          (control) => control.dataset.action,
        );
      expect(offered()).toEqual(["detach"]);
      // The second page opens through real I/O (happy-dom's Window loaded on first use), which no count of event
      // loop turns bounds on a busy machine: its hook is awaited, then the element's move.
      const pageOpened = new Promise((resolve) => g().Hooks.once("openDetachedWindow", resolve));
      must(app.element.querySelector<HTMLElement>('.controls-dropdown [data-action="detach"]')).click();
      await pageOpened;
      await waitFor("the window in a page of its own", () => app.element.ownerDocument !== document);
      expect(offered()).toEqual(["attach"]);
      must(app.element.querySelector<HTMLElement>('.controls-dropdown [data-action="attach"]')).click();
      await waitFor("the window back in the main page", () => app.element.ownerDocument === document);
      expect(offered()).toEqual(["detach"]);
      await app.close();
      double.handle.reset(options);
    },
  );
});

describe("core's Configure Dice (DiceConfig, v13 client/applications/settings/menus/dice-config.mjs)", () => {
  it(
    "is core's settings menu; it offers each die's methods " +
      "(manual entry only with MANUAL_ROLLS) and saves the choice",
    async () => {
      const menu = g().game.settings.menus.get("core.diceConfiguration") as {
        type: new () => ApplicationV2;
        restricted: boolean;
      };
      expect(menu.restricted).toBe(false);
      const app = await new menu.type().render({ force: true });
      const selects = [...app.element.querySelectorAll<HTMLSelectElement>("select")];
      expect(selects.map((select) => select.name)).toEqual(["d4", "d6", "d8", "d10", "d12", "d20", "d100"]);
      expect([...must(selects[1]).options].map((option) => [option.value, option.selected])).toEqual([
        ["", true],
        ["mersenne", false],
        ["manual", false],
      ]);
      must(selects[1]).value = "manual";
      const closed = new Promise((resolve) => app.addEventListener("close", resolve, { once: true }));
      must(app.element.querySelector<HTMLButtonElement>("footer button[type=submit]")).click();
      await closed;
      expect(g().game.settings.get("core", "diceConfiguration")).toEqual({
        d4: "",
        d6: "manual",
        d8: "",
        d10: "",
        d12: "",
        d20: "",
        d100: "",
      });
      // A player (no MANUAL_ROLLS by default) is not offered manual entry, and sees their own browser's choice.
      g().game.userId = "playerUser000000";
      const theirs = await new menu.type().render({ force: true });
      expect(
        [...theirs.element.querySelectorAll<HTMLOptionElement>('select[name="d6"] option')].map(
          (option) => option.value,
        ),
      ).toEqual(["", "mersenne"]);
      await theirs.close();
      g().game.userId = "gmUser0000000000";
    },
  );
});

describe("form submission and closing", () => {
  it(
    "submit: handler(event, form, formData) with this = app, " + "then closeOnSubmit closes with {submitted: true}",
    async () => {
      const app = await new RollDialog().render({ force: true });
      const closeHooks: unknown[] = [];
      g().Hooks.on("closeRollDialog", (a: unknown) => closeHooks.push(a === app));
      g().Hooks.on("closeApplicationV2", (a: unknown) => closeHooks.push(a === app));
      // As dnd5e's configure(): a promise resolved by the "close" event.
      const configured = new Promise((resolve) =>
        app.addEventListener("close", () => resolve(app.state), { once: true }),
      );
      elementOf(app.element.querySelector("input[name=fast]"), HTMLInputElement).checked = true;
      elementOf(app.element.querySelector("[data-action=advantage]"), HTMLButtonElement).click();
      expect(await configured).toBe(ApplicationV2.RENDER_STATES.CLOSED);
      expect(app.calls.find((c) => c[0] === "submit")).toEqual([
        "submit",
        "advantage",
        true,
        { skill: 7, flavor: "Climb", fast: true, note: "" },
      ]);
      expect(app.calls.at(-1)).toEqual(["onClose", { submitted: true }]);
      expect(closeHooks).toEqual([true, true]);
      expect(app.rendered).toBe(false);
      expect(app.element).toBeNull();
      expect(document.getElementById(app.id)).toBeNull();
      expect(g().foundry.applications.instances.has(app.id)).toBe(false);
      // Closed: only a forced render opens it again.
      await app.render();
      expect(app.rendered).toBe(false);
      await app.render({ force: true });
      expect(app.rendered).toBe(true);
    },
  );

  it("a handler that throws shows ui.notifications.error and the application stays open", async () => {
    const app = await new RollDialog().render({ force: true });
    elementOf(app.element.querySelector("input[name=skill]"), HTMLInputElement).value = "13";
    elementOf(app.element.querySelector("[data-action=roll]"), HTMLButtonElement).click();
    await waitFor("the handler's error", () => double.handle.notifications.length === 1);
    expect(double.handle.notifications[0]).toMatchObject({ type: "error", message: "Error: unlucky number" });
    expect(double.handle.notifications[0]?.error?.message).toBe("unlucky number");
    expect(app.rendered).toBe(true);
    expect(app.calls.some((c) => c[0] === "onClose")).toBe(false);
  });

  it("submitOnChange submits on every change while rendered; submit() calls the handler directly", async () => {
    class Live extends RollDialog {
      static override DEFAULT_OPTIONS = { form: { submitOnChange: true, closeOnSubmit: false } };
    }
    const app = await new Live().render({ force: true });
    change(elementOf(app.element.querySelector("input[name=flavor]"), HTMLInputElement), "Swim");
    await waitFor("the submit on change", () => app.calls.filter((c) => c[0] === "submit").length === 1);
    expect(app.calls.find((c) => c[0] === "submit")?.[3]).toMatchObject({ flavor: "Swim" });
    await app.submit();
    expect(app.calls.filter((c) => c[0] === "submit")).toHaveLength(2);
    expect(app.rendered).toBe(true);
  });

  it("close(options) runs _onClose(options) and the close event; closing twice is harmless", async () => {
    const app = await new RollDialog().render({ force: true });
    let closes = 0;
    const listener = () => closes++;
    app.addEventListener("close", listener);
    await app.close({ reason: "test" });
    await app.close();
    expect(app.calls.filter((c) => c[0] === "onClose")).toEqual([["onClose", { reason: "test" }]]);
    expect(closes).toBe(1);
    app.removeEventListener("close", listener);
    expect(() => app.addEventListener("submit", listener)).toThrow(
      '"submit" is not a supported event of the RollDialog class',
    );
  });
});

describe("FormDataExtended", () => {
  it("casts values the Foundry way and skips what Foundry skips", () => {
    const form = document.createElement("form");
    form.innerHTML = `
      <input name="text" value="a">
      <input name="num" type="number" value="4">
      <input name="empty" type="number" value="">
      <input name="flag" type="checkbox" checked>
      <input name="valued" type="checkbox" value="yes">
      <input name="choice" type="radio" value="x"><input name="choice" type="radio" value="y" checked>
      <input name="none" type="radio" value="x">
      <select name="many" multiple>
        <option value="1" selected>1</option><option value="2" selected>2</option><option value="3">3</option>
      </select>
      <input name="bool" data-dtype="Boolean" value="false">
      <input name="json" data-dtype="JSON" value='{"a":1}'>
      <input name="asNumber" data-dtype="Number" value="">
      <input name="off" value="x" disabled>
      <input name="same" value="1"><input name="same" value="2">
      <button name="button" value="b">b</button>
      <div data-edit="notes"> <b>hi</b> </div>`;
    const data = new FormDataExtended(form);
    expect(data.object).toEqual({
      text: "a",
      num: 4,
      empty: null,
      flag: true,
      valued: null,
      choice: "y",
      none: null,
      many: ["1", "2"],
      bool: false,
      json: { a: 1 },
      asNumber: null,
      same: ["1", "2"],
      notes: "<b>hi</b>",
    });
    expect(data.get("num")).toBe("4");
    expect(data.get("many")).toBe('["1","2"]');
    expect(data.has("off")).toBe(false);
    expect(new FormDataExtended(form, { disabled: true }).object.off).toBe("x");
    form.setAttribute("disabled", "");
    expect(new FormDataExtended(form).object).toEqual({ notes: "<b>hi</b>" });
  });
});

describe("DragDrop (v13 client/applications/ux/drag-drop.mjs)", () => {
  it("bind makes the drag selector's elements draggable as permitted, and a drag start runs the callback", async () => {
    const { DragDrop } = await import("../../../foundry-double/applications/drag-drop");
    const html = document.createElement("div");
    html.innerHTML = '<ol><li data-row="a">A</li><li data-row="b">B</li></ol>';
    const started: string[] = [];
    new DragDrop({
      dragSelector: "[data-row]",
      callbacks: {
        dragstart: (event) => void started.push(must(elementOf(event.currentTarget, HTMLElement).dataset.row)),
      },
    }).bind(html);
    expect([...html.querySelectorAll("[data-row]")].map((li) => li.getAttribute("draggable"))).toEqual([
      "true",
      "true",
    ]);
    const event = new Event("dragstart", { bubbles: true });
    Object.defineProperty(event, "dataTransfer", { value: { items: [] } });
    must(html.querySelector<HTMLElement>('[data-row="b"]')).dispatchEvent(event);
    expect(started).toEqual(["b"]);
    new DragDrop({ dragSelector: "[data-row]", permissions: { dragstart: () => false } }).bind(html);
    expect(must(html.querySelector("[data-row]")).getAttribute("draggable")).toBe("false");
    // `implementation` is CONFIG.ux.DragDrop when that is a subclass.
    expect(
      (g() as unknown as { foundry: { applications: { ux: { DragDrop: typeof DragDrop } } } }).foundry.applications.ux
        .DragDrop.implementation,
    ).toBe(DragDrop);
  });
});
