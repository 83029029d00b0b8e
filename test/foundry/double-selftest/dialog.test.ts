// @vitest-environment happy-dom
/**
 * DialogV2 (v13 client/applications/api/dialog.mjs): the <dialog> it renders, its buttons and callbacks,
 * wait/confirm/prompt/input and what they resolve to, dismissal (null, or a rejection with rejectClose), Escape,
 * cleaned content, and DialogV2.query through the core "dialog" query.
 */
import { describe, expect, it } from "vitest";
import { g, useFoundryDouble } from "./helpers";
import { DialogV2 } from "../../../foundry-double/applications/index";
import { elementOf } from "../../kit";

const double = useFoundryDouble({ translations: { "TEST.Go": "Go!" } });

const seen = new WeakSet<object>();

/** Wait until a dialog not returned before has rendered (wait() renders without awaiting), and return it. */
async function opened(): Promise<DialogV2> {
  for (let i = 0; i < 50; i++) {
    const fresh = Array.from(g().foundry.applications.instances.values()).find(
      (app) => app instanceof DialogV2 && app.rendered && !seen.has(app),
    ) as DialogV2 | undefined;
    if (fresh) {
      seen.add(fresh);
      return fresh;
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  throw new Error("no dialog rendered");
}

/** Resolves once the dialog has closed. */
function closing(dialog: DialogV2): Promise<unknown> {
  return new Promise((resolve) => dialog.addEventListener("close", resolve, { once: true }));
}

function button(dialog: DialogV2, action: string): HTMLButtonElement {
  return elementOf(dialog.element.querySelector(`button[data-action="${action}"]`), HTMLButtonElement);
}

describe("DialogV2", () => {
  it(
    "renders an open <dialog> with cleaned content and one button per entry, " + "the default one autofocused",
    async () => {
      const result = DialogV2.wait({
        window: { title: "TEST.Go" },
        content: '<p onclick="evil()">Pick <script>alert(1)</script><b class="x">one</b></p><input name="n" value="2">',
        buttons: [
          { action: "a", label: "TEST.Go", icon: "fa-solid fa-dice", class: "first" },
          { action: "b", label: "B", default: true, style: { color: "red" } },
          { action: "c", label: "C", type: "button", disabled: true },
        ],
      });
      const dialog = await opened();
      const element = elementOf(dialog.element, HTMLDialogElement);
      expect(element.tagName).toBe("DIALOG");
      expect(element.open).toBe(true);
      expect(dialog.id).toMatch(/^dialog-\d+$/);
      expect(element.className).toBe("application dialog");
      expect(element.querySelector(".window-title")?.textContent).toBe("Go!");
      expect(element.querySelector("form.dialog-form .dialog-content")?.innerHTML).toBe(
        '<p>Pick <b class="x">one</b></p><input name="n" value="2">',
      );
      const buttons = Array.from(element.querySelectorAll<HTMLButtonElement>("footer.form-footer button"));
      expect(
        buttons.map((b) => [b.dataset.action, b.type, b.textContent, b.hasAttribute("autofocus"), b.disabled]),
      ).toEqual([
        ["a", "submit", "Go!", false, false],
        ["b", "submit", "B", true, false],
        ["c", "button", "C", false, true],
      ]);
      expect(buttons[0]?.querySelector("i")?.className).toBe("fa-solid fa-dice");
      expect(buttons[1]?.style.color).toBe("red");
      expect(document.activeElement).toBe(buttons[1]);
      const closed = closing(dialog);
      button(dialog, "a").click();
      // wait() resolves from the submit step, before the dialog has finished closing.
      expect(await result).toBe("a");
      await closed;
      expect(dialog.rendered).toBe(false);
    },
  );

  it(
    "a button's callback(event, button, dialog) gives the result; " + "submit(result) is awaited; then it closes",
    async () => {
      const calls: unknown[] = [];
      const result = DialogV2.wait({
        content: '<input name="n" type="number" value="3">',
        buttons: [
          {
            action: "go",
            label: "Go",
            callback: (event, target, dialog) => {
              calls.push([event.type, target.dataset.action, dialog instanceof DialogV2, target.disabled]);
              return elementOf(target.form?.elements.namedItem("n"), HTMLInputElement).valueAsNumber * 2;
            },
          },
        ],
        submit: async (value) => {
          calls.push(["submit", value]);
        },
      });
      const dialog = await opened();
      const closed = closing(dialog);
      button(dialog, "go").click();
      expect(await result).toBe(6);
      // The buttons are disabled while the callback runs.
      expect(calls).toEqual([
        ["click", "go", true, true],
        ["submit", 6],
      ]);
      await closed;
      expect(dialog.state).toBe(DialogV2.RENDER_STATES.CLOSED);
    },
  );

  it("dismissed: wait resolves null (or the close callback's value); rejectClose rejects", async () => {
    const plain = DialogV2.wait({ buttons: [{ action: "ok", label: "OK" }] });
    await (await opened()).close();
    expect(await plain).toBeNull();

    const withClose = DialogV2.wait({ buttons: [{ action: "ok", label: "OK" }], close: () => "closed" });
    (await opened()).element.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(await withClose).toBe("closed");

    const strict = DialogV2.wait({ buttons: [{ action: "ok", label: "OK" }], rejectClose: true });
    const dialog = await opened();
    elementOf(dialog.window.close, HTMLButtonElement).click();
    await expect(strict).rejects.toThrow("Dialog was dismissed without pressing a button.");
  });

  it("confirm resolves true / false with No as the default; prompt gives the ok callback's value or 'ok'", async () => {
    const yes = DialogV2.confirm({ content: "Sure?" });
    let dialog = await opened();
    expect(dialog.options.position.width).toBe(400);
    expect(button(dialog, "no").hasAttribute("autofocus")).toBe(true);
    expect(button(dialog, "yes").textContent).toBe("Yes");
    button(dialog, "yes").click();
    expect(await yes).toBe(true);

    const no = DialogV2.confirm({ content: "Sure?", yes: { label: "Do it" } });
    dialog = await opened();
    expect(button(dialog, "yes").textContent).toBe("Do it");
    button(dialog, "no").click();
    expect(await no).toBe(false);

    const ok = DialogV2.prompt({ content: "Read me" });
    button(await opened(), "ok").click();
    expect(await ok).toBe("ok");
  });

  it("input resolves to the form's FormDataExtended object", async () => {
    const values = DialogV2.input({
      content: '<input name="skill" type="number" value="5"><input name="flavor" value="Climb">',
    });
    button(await opened(), "ok").click();
    expect(await values).toEqual({ skill: 5, flavor: "Climb" });
  });

  it(
    "a render callback runs on render; " + "content must be a string or an attribute-less <div>; buttons are required",
    async () => {
      const rendered: unknown[] = [];
      const done = DialogV2.wait({
        buttons: [{ action: "ok", label: "OK" }],
        render: (event, dialog) => rendered.push([event.type, dialog instanceof DialogV2]),
      });
      button(await opened(), "ok").click();
      await done;
      expect(rendered).toEqual([["render", true]]);
      const div = document.createElement("div");
      div.innerHTML = "<p>raw</p>";
      expect(new DialogV2({ content: div, buttons: [{ action: "ok", label: "OK" }] }).options.content).toBe(
        "<p>raw</p>",
      );
      div.id = "x";
      expect(() => new DialogV2({ content: div, buttons: [{ action: "ok", label: "OK" }] })).toThrow(
        "config.content element must have no attributes",
      );
      expect(() => new DialogV2({ content: "x" })).toThrow("You must define at least one entry in config.buttons");
    },
  );

  it(
    "query(user, type, " +
      "config) answers locally for oneself and asks another user's client through the 'dialog' query",
    async () => {
      expect(g().CONFIG.queries.dialog).toBe(DialogV2._handleQuery);
      const local = DialogV2.query("gmUser0000000000", "confirm", { content: "Me?" });
      button(await opened(), "yes").click();
      expect(await local).toBe(true);
      const renderedFor: string[] = [];
      g().Hooks.on("renderDialogV2", () => renderedFor.push(g().game.user.id));
      const remote = DialogV2.query("playerUser000000", "confirm", { content: "You?" });
      const dialog = await opened();
      // The dialog was rendered on the player's client; the player answers it there.
      expect(renderedFor).toEqual(["playerUser000000"]);
      double.handle.withClient("playerUser000000", () => button(dialog, "no").click());
      expect(await remote).toBe(false);
    },
  );
});

describe("windows of separate browsers", () => {
  const GM = "gmUser0000000000";
  const PLAYER = "playerUser000000";

  it("kept apart, each client finds only its own windows, and two clients' windows may share an id", async () => {
    double.handle.reset({ translations: { "TEST.Go": "Go!" }, clients: [GM, PLAYER], separateBrowsers: true });
    const instances = () => g().foundry.applications.instances;
    const open = (userId: string) =>
      double.handle.withClient(userId, () => {
        const dialog = new DialogV2({
          id: "shared-window",
          window: { title: userId },
          content: "<p>hi</p>",
          buttons: [{ action: "ok", label: "OK" }],
        });
        return dialog.render({ force: true });
      });
    const gmWindow = await open(GM);
    const playerWindow = await open(PLAYER);
    expect(double.handle.withClient(GM, () => [...instances().values()])).toEqual([gmWindow]);
    expect(double.handle.withClient(PLAYER, () => instances().get("shared-window"))).toBe(playerWindow);
    expect(document.querySelectorAll("#shared-window")).toHaveLength(2);
    // The GM closes the player's window (a query's dialog, say): it leaves the player's registry, not the GM's.
    await double.handle.withClient(GM, () => playerWindow.close());
    expect(double.handle.withClient(PLAYER, () => instances().size)).toBe(0);
    expect(double.handle.withClient(GM, () => instances().get("shared-window"))).toBe(gmWindow);
    double.handle.reset({ translations: { "TEST.Go": "Go!" } });
    expect(document.querySelectorAll("#shared-window")).toHaveLength(0);
  });
});
