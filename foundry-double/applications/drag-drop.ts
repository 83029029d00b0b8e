/**
 * v13 client/applications/ux/drag-drop.mjs, as an application uses it to make its elements draggable:
 * `new DragDrop.implementation({dragSelector, dropSelector, permissions, callbacks}).bind(html)`.
 *
 * - bind(html): each element matching `dragSelector` gets `draggable` set to whether `permissions.dragstart`
 *   allows it (no permission function: allowed) and `ondragstart` / `ondragend` handlers (or null); the drop
 *   targets (`dropSelector`'s elements, else `html` itself) get `ondragover` (which prevents the default),
 *   `ondrop`, `ondragenter` and `ondragleave`, or null when `permissions.drop` refuses.
 * - A drag start runs `callbacks.dragstart(event)`, then stops the event's propagation when it put data on the
 *   transfer (`dataTransfer.items.length`). `implementation` is `CONFIG.ux.DragDrop` when that is a subclass, else
 *   this class.
 * Not emulated: the drag preview image (`createDragImage`).
 */
import { globalOf } from "../globals";
type Handler = ((event: DragEvent) => unknown) | null;

interface DragDropOptions {
  dragSelector?: string | null;
  dropSelector?: string | null;
  permissions?: Record<string, ((selector: string | null) => boolean) | undefined>;
  callbacks?: Record<string, ((event: DragEvent) => unknown) | undefined>;
}

export class DragDrop {
  dragSelector: string | null;
  dropSelector: string | null;
  permissions: NonNullable<DragDropOptions["permissions"]>;
  callbacks: NonNullable<DragDropOptions["callbacks"]>;

  constructor({ dragSelector = null, dropSelector = null, permissions = {}, callbacks = {} }: DragDropOptions = {}) {
    this.dragSelector = dragSelector;
    this.dropSelector = dropSelector;
    this.permissions = permissions;
    this.callbacks = callbacks;
  }

  bind(html: HTMLElement): this {
    const canDrag = !!this.dragSelector && this.can("dragstart", this.dragSelector);
    const draggables = this.dragSelector ? html.querySelectorAll<HTMLElement>(this.dragSelector) : [];
    for (const element of draggables) {
      element.setAttribute("draggable", String(canDrag));
      element.ondragstart = (canDrag ? this._handleDragStart.bind(this) : null) as Handler;
      element.ondragend = (canDrag ? this._handleDragEnd.bind(this) : null) as Handler;
    }
    const canDrop = this.can("drop", this.dropSelector);
    const droppables =
      !this.dropSelector || html.matches(this.dropSelector)
        ? [html]
        : [...html.querySelectorAll<HTMLElement>(this.dropSelector)];
    for (const element of droppables) {
      element.ondragover = (canDrop ? this._handleDragOver.bind(this) : null) as Handler;
      element.ondrop = (canDrop ? this._handleDrop.bind(this) : null) as Handler;
      element.ondragenter = (canDrop ? (event: DragEvent) => this.callback(event, "dragenter") : null) as Handler;
      element.ondragleave = (canDrop ? (event: DragEvent) => this.callback(event, "dragleave") : null) as Handler;
    }
    return this;
  }

  callback(event: DragEvent, action: string): unknown {
    const fn = this.callbacks[action];
    return fn instanceof Function ? fn(event) : undefined;
  }

  can(action: string, selector: string | null): boolean {
    const fn = this.permissions[action];
    return fn instanceof Function ? fn(selector) : true;
  }

  _handleDragStart(event: DragEvent): void {
    this.callback(event, "dragstart");
    if (event.dataTransfer?.items.length) event.stopPropagation();
  }

  _handleDragEnd(event: DragEvent): void {
    this.callback(event, "dragend");
  }

  _handleDragOver(event: DragEvent): boolean {
    event.preventDefault();
    this.callback(event, "dragover");
    return false;
  }

  _handleDrop(event: DragEvent): unknown {
    event.preventDefault();
    return this.callback(event, "drop");
  }

  static get implementation(): typeof DragDrop {
    const configured = globalOf<{ ux?: { DragDrop?: unknown } }>("CONFIG")?.ux?.DragDrop;
    if (typeof configured === "function" && (configured === DragDrop || configured.prototype instanceof DragDrop))
      return configured as typeof DragDrop;
    if (configured !== undefined) console.warn("Configured DragDrop override must be a subclass of DragDrop.");
    return DragDrop;
  }
}
