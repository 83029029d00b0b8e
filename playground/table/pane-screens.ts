/**
 * Each pane is its client's screen. Foundry sizes and places a window by the screen (v13
 * ApplicationV2#_updatePosition reads the document's client area), and the module sizes its dialogs by it too
 * (src/foundry/apps/window-sizes.ts): on this page two clients share one screen, so the document's client area
 * reads as the pane of the client the page runs as (`game.userId`: the client whose code runs, else the pane last
 * used, as the double has it) — the room its windows have, under the pane's name and over its hotbar
 * (`.table-windows`, which table.css makes the box their fixed places are measured from). Before the game exists,
 * the page reads as it is.
 */

/** The document's client width and height read as the screen `screenOf` gives for the client now running. */
export function paneIsTheScreen(screenOf: () => HTMLElement | null): void {
  const root = document.documentElement;
  for (const name of ["clientWidth", "clientHeight"] as const) {
    const read = Object.getOwnPropertyDescriptor(Element.prototype, name)!.get!;
    Object.defineProperty(root, name, {
      configurable: true,
      get: (): number => {
        const screen = screenOf();
        return screen ? screen[name] : (read.call(root) as number);
      },
    });
  }
}
