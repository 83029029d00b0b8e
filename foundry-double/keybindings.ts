/**
 * `game.keybindings` as Foundry v13 keeps it (client/helpers/interaction/client-keybindings.mjs), with core's own
 * defaults registered as Foundry registers them, so a module's keys meet the same neighbours:
 *
 * - `register(namespace, action, data)` only before the bindings are initialized (Foundry refuses later: "You cannot
 *   register a Keybinding after the init hook"); the action's id is `namespace.action`; precedence defaults to
 *   NORMAL, `repeat` to false; each binding needs a key that is not a protected browser key, and its modifiers are
 *   checked against KeyboardManager.MODIFIER_KEYS (the upper-case names "ALT", "CONTROL", "SHIFT" mapped to "Alt",
 *   "Control", "Shift" for backwards compatibility).
 * - `initialize()` (Game#initializeKeyboard, after `setup`): core's keys are registered first, then every action's
 *   uneditable bindings plus its editable ones (no user remapping is modelled) are indexed by key code, each key's
 *   actions sorted by precedence, then registration order.
 * Core's actions do nothing in the double but `dismiss` (Escape, keyboard.ts): they are here for their keys.
 */

export const KEYBINDING_PRECEDENCE = Object.freeze({ PRIORITY: 0, NORMAL: 1, DEFERRED: 2 });

export const MODIFIER_KEYS = Object.freeze({ CONTROL: "Control", SHIFT: "Shift", ALT: "Alt" });

const PROTECTED_KEYS = ["F5", "F11", "F12", "PrintScreen", "ScrollLock", "NumLock", "CapsLock"];

export interface KeyBinding {
  key: string;
  modifiers?: string[];
}

export interface KeyboardContext {
  readonly event: KeyboardEvent | null;
  readonly key: string;
  readonly isShift: boolean;
  readonly isControl: boolean;
  readonly isAlt: boolean;
  readonly hasModifier: boolean;
  readonly up: boolean;
  readonly repeat: boolean;
  action?: string;
}

export interface KeybindingAction {
  namespace: string;
  name: string;
  hint?: string;
  uneditable: KeyBinding[];
  editable: KeyBinding[];
  onDown?: (context: KeyboardContext) => unknown;
  onUp?: (context: KeyboardContext) => unknown;
  repeat: boolean;
  restricted?: boolean;
  reservedModifiers: string[];
  precedence: number;
  order: number;
}

/** An action as indexed under one of its keys. */
export interface ActiveKey {
  readonly action: string;
  readonly key: string;
  readonly requiredModifiers: string[];
  readonly optionalModifiers: string[];
  readonly onDown?: (context: KeyboardContext) => unknown;
  readonly onUp?: (context: KeyboardContext) => unknown;
  readonly precedence: number;
  readonly order: number;
  readonly repeat: boolean;
  readonly restricted?: boolean;
}

function validateModifiers(keys: readonly string[]): string[] {
  return keys.map((key) => {
    const modifier = key in MODIFIER_KEYS ? MODIFIER_KEYS[key as keyof typeof MODIFIER_KEYS] : key;
    if (!Object.values(MODIFIER_KEYS).includes(modifier as never)) throw new Error(`Illegal modifier ${key}`);
    return modifier;
  });
}

function validateBindings(values: unknown): KeyBinding[] {
  if (!Array.isArray(values)) throw new Error("Keybindings must be an array");
  for (const binding of values as KeyBinding[]) {
    if (!binding.key) throw new Error("Each KeybindingActionBinding must contain a valid key designation");
    if (PROTECTED_KEYS.includes(binding.key)) throw new Error(`${binding.key} is a protected key`);
    binding.modifiers = validateModifiers(binding.modifiers ?? []);
  }
  return values as KeyBinding[];
}

export class ClientKeybindingsDouble {
  readonly actions = new Map<string, KeybindingAction>();

  bindings: Map<string, KeyBinding[]> | null = null;

  activeKeys = new Map<string, ActiveKey[]>();

  #registered = 0;

  constructor(private readonly onDismiss: () => unknown) {}

  register(namespace: string, action: string, data: Partial<KeybindingAction> & { name: string }): void {
    if (this.bindings) throw new Error("You cannot register a Keybinding after the init hook");
    if (!namespace || !action)
      throw new Error("You must specify both the namespace and action portion of the Keybinding action");
    this.actions.set(`${namespace}.${action}`, {
      ...data,
      namespace,
      precedence: data.precedence ?? KEYBINDING_PRECEDENCE.NORMAL,
      order: this.#registered++,
      uneditable: validateBindings(data.uneditable ?? []),
      editable: validateBindings(data.editable ?? []),
      repeat: data.repeat ?? false,
      reservedModifiers: validateModifiers(data.reservedModifiers ?? []),
    });
  }

  get(namespace: string, action: string): KeyBinding[] {
    const id = `${namespace}.${action}`;
    if (!this.actions.has(id)) throw new Error("This is not a registered keybind action");
    return this.bindings?.get(id) ?? [];
  }

  /** Game#initializeKeyboard: core's keys, then every action's bindings indexed by key. */
  initialize(): void {
    if (!this.bindings) this.#registerCoreKeybindings();
    this.bindings = new Map();
    for (const [id, config] of this.actions) this.bindings.set(id, [...config.uneditable, ...config.editable]);
    this.activeKeys = new Map();
    for (const [id, action] of this.actions) {
      for (const binding of this.bindings.get(id) ?? []) {
        const list = this.activeKeys.get(binding.key) ?? [];
        list.push({
          action: id,
          key: binding.key,
          requiredModifiers: binding.modifiers ?? [],
          optionalModifiers: action.reservedModifiers,
          onDown: action.onDown,
          onUp: action.onUp,
          precedence: action.precedence,
          order: action.order,
          repeat: action.repeat,
          restricted: action.restricted,
        });
        list.sort((a, b) => (a.precedence === b.precedence ? a.order - b.order : a.precedence - b.precedence));
        this.activeKeys.set(binding.key, list);
      }
    }
  }

  /** Core's default keys (ClientKeybindings#_registerCoreKeybindings), registered first, as Foundry does at setup. */
  #registerCoreKeybindings(): void {
    const registered = [...this.actions];
    this.actions.clear();
    this.#registered = 0;
    const { PRIORITY, DEFERRED } = KEYBINDING_PRECEDENCE;
    const core = (action: string, data: Partial<KeybindingAction>) =>
      this.register("core", action, { name: `KEYBINDINGS.${action}`, ...data });
    const pan = ["CONTROL", "SHIFT"];
    core("dismiss", { uneditable: [{ key: "Escape" }], onDown: this.onDismiss, precedence: DEFERRED });
    core("cycleView", { editable: [{ key: "Tab" }], reservedModifiers: ["SHIFT"], repeat: true });
    core("pause", { restricted: true, editable: [{ key: "Space" }], precedence: DEFERRED });
    core("delete", { uneditable: [{ key: "Delete" }], editable: [{ key: "Backspace" }] });
    core("highlight", { editable: [{ key: "AltLeft" }, { key: "AltRight" }] });
    for (const [action, key] of [
      ["selectAll", "KeyA"],
      ["undo", "KeyZ"],
      ["cut", "KeyX"],
      ["copy", "KeyC"],
    ] as const) {
      core(action, { uneditable: [{ key, modifiers: ["CONTROL"] }] });
    }
    core("paste", { uneditable: [{ key: "KeyV", modifiers: ["CONTROL"] }], reservedModifiers: ["ALT", "SHIFT"] });
    core("sendToBack", { editable: [{ key: "BracketLeft" }] });
    core("bringToFront", { editable: [{ key: "BracketRight" }] });
    core("target", { editable: [{ key: "KeyT" }], reservedModifiers: ["SHIFT"] });
    core("ruler", { editable: [{ key: "KeyR" }] });
    core("unconstrainedMovement", { editable: [{ key: "KeyU" }] });
    core("characterSheet", { editable: [{ key: "KeyC" }], precedence: PRIORITY });
    core("panUp", {
      uneditable: [{ key: "ArrowUp" }, { key: "Numpad8" }],
      editable: [{ key: "KeyW" }],
      reservedModifiers: pan,
      repeat: true,
    });
    core("panLeft", {
      uneditable: [{ key: "ArrowLeft" }, { key: "Numpad4" }],
      editable: [{ key: "KeyA" }],
      reservedModifiers: pan,
      repeat: true,
    });
    core("panDown", {
      uneditable: [{ key: "ArrowDown" }, { key: "Numpad2" }],
      editable: [{ key: "KeyS" }],
      reservedModifiers: pan,
      repeat: true,
    });
    core("panRight", {
      uneditable: [{ key: "ArrowRight" }, { key: "Numpad6" }],
      editable: [{ key: "KeyD" }],
      reservedModifiers: pan,
      repeat: true,
    });
    for (const [action, key] of [
      ["panUpLeft", "Numpad7"],
      ["panUpRight", "Numpad9"],
      ["panDownLeft", "Numpad1"],
      ["panDownRight", "Numpad3"],
    ] as const) {
      core(action, { uneditable: [{ key }], reservedModifiers: pan, repeat: true });
    }
    core("zoomIn", {
      uneditable: [{ key: "NumpadAdd" }],
      editable: [{ key: "KeyE" }],
      reservedModifiers: pan,
      repeat: true,
    });
    core("zoomOut", {
      uneditable: [{ key: "NumpadSubtract" }],
      editable: [{ key: "KeyQ" }],
      reservedModifiers: pan,
      repeat: true,
    });
    core("rulerWaypoint", { editable: [{ key: "KeyF" }], reservedModifiers: ["SHIFT"] });
    for (const number of [1, 2, 3, 4, 5, 6, 7, 8, 9, 0])
      core(`executeMacro${number}`, { editable: [{ key: `Digit${number}` }], precedence: DEFERRED });
    for (const page of [1, 2, 3, 4, 5])
      core(`swapMacroPage${page}`, { editable: [{ key: `Digit${page}`, modifiers: ["ALT"] }], precedence: DEFERRED });
    core("pushToTalk", { editable: [{ key: "Backquote" }], precedence: PRIORITY });
    core("focusChat", { editable: [{ key: "KeyC", modifiers: ["SHIFT"] }], precedence: PRIORITY });
    // The module's own, registered during init, come after core's.
    for (const [id, action] of registered) this.actions.set(id, { ...action, order: this.#registered++ });
  }
}
