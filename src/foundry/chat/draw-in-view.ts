/**
 * What a message of ours adds to Foundry's own drawing (a card's body, a roll card's dice, odds and steps, a roll's
 * notes, "Go to the card") is drawn only when its reader can see it. Foundry's log draws its last
 * hundred messages on load and a hundred more whenever the reader scrolls to the top (v13 chat.mjs
 * #doRenderBatch), each in full though a few fit on screen: here an IntersectionObserver on the log's scroll box
 * draws ours as they come near it. Above what the reader sees, the browser's scroll anchoring keeps it still
 * while a message grows.
 *
 * Drawn at once, as before: a message this client has drawn before (a change to a card the reader has seen must
 * not blink back to its placeholder for a frame), one of the world's last few messages (the ones in view when
 * the log opens at its bottom), anywhere without an IntersectionObserver, and a render that is not in the page
 * a frame later (someone drew it to use elsewhere: it is made whole). A message Foundry put anywhere but a chat
 * log's scroll box — the notification area, a message's pop-out — is drawn whole a frame later: it is shown on its
 * own where the reader looks (docs/cards.md "Drawn wherever Foundry draws it").
 */
import { windowOf, type PageWindow } from "../../ui/dom/realm";

type Draw = () => void | Promise<void>;

/**
 * A little beyond what the reader sees, so a message is drawn before it scrolls in. It widens the log's own scroll
 * box, the observer's root: the viewport's margin would not reach past the box's clipping.
 */
const ROOT_MARGIN = "600px 0px";

/** The chat log's scroll box (v13 templates/sidebar/tabs/chat/log.hbs), in the sidebar and in its pop-out. */
const SCROLL_BOX = ".chat-scroll";

/** The world's last messages, drawn at once: more than a chat log shows at its bottom. */
const RECENT_MESSAGES = 10;

/**
 * Past this many elements waiting, those that left the page undrawn (Foundry replaced or deleted their message, or
 * the log was cleared) are let go: an observer holds what it watches.
 */
const SWEEP_AT = 300;
/** The next sweep's size: twice what the last left, so a long log still waiting is not swept at every render. */
let sweepAt = SWEEP_AT;

/** What waits in each element, for which message. */
const waiting = new Map<Element, { readonly messageId: string; readonly draws: Draw[] }>();
/** The draws under way in an element, for those who wait for them (tests, "Go to the card"). */
const underWay = new WeakMap<Element, Promise<unknown>>();
const drawnMessages = new Set<string>();
/** One observer per scroll box, and which one watches each element. */
const observersByRoot = new WeakMap<Element, IntersectionObserver>();
const watchedBy = new WeakMap<Element, IntersectionObserver>();
let recent: { collection: unknown; size: number; ids: ReadonlySet<string> } | null = null;

/** Will what is drawn for this message wait until its element comes into view? */
export function willWaitForView(messageId: string | null | undefined): messageId is string {
  if (typeof messageId !== "string" || drawnMessages.has(messageId) || isRecent(messageId)) return false;
  // What the running page can do (the adapter's Node tests have neither); the element's own window does the work.
  const running: Partial<Pick<PageWindow, "IntersectionObserver" | "requestAnimationFrame">> = globalThis;
  return typeof running.IntersectionObserver === "function" && typeof running.requestAnimationFrame === "function";
}

/**
 * Runs `draw` for this rendered message's element now, or once the element comes into view. Foundry puts the
 * element into its log after the render hooks, so it is looked at in the next frame: by then it is in the page,
 * or it never will be (someone rendered it for another use), and then it is drawn whole at once.
 */
export function drawInView(messageId: string | null | undefined, element: Element, draw: Draw): void {
  if (!willWaitForView(messageId)) {
    run(messageId ?? null, element, draw);
    return;
  }
  const pending = waiting.get(element);
  if (pending) {
    pending.draws.push(draw);
    return;
  }
  if (waiting.size >= sweepAt) {
    letGoOfDetached();
    sweepAt = Math.max(SWEEP_AT, 2 * waiting.size);
  }
  waiting.set(element, { messageId, draws: [draw] });
  watchNextFrame(element);
}

/**
 * The elements each window looks at in its next frame: one frame asked for a window, not one a message (Foundry's
 * log renders a batch of a hundred at once, v13 chat.mjs #doRenderBatch).
 */
const nextFrame = new Map<PageWindow, Element[]>();

function watchNextFrame(element: Element): void {
  // The frame of the element's own window: a window Foundry v14 detached keeps drawing while the main one is hidden.
  const page = windowOf(element);
  const queued = nextFrame.get(page);
  if (queued) {
    queued.push(element);
    return;
  }
  nextFrame.set(page, [element]);
  page.requestAnimationFrame(() => {
    const elements = nextFrame.get(page) ?? [];
    nextFrame.delete(page);
    elements.forEach(watch);
  });
}

/** Resolves when what is due in this element is drawn: at once when it is waiting to come into view. */
export function drawnInView(element: Element): Promise<void> {
  if (waiting.has(element)) return Promise.resolve();
  return (underWay.get(element) ?? Promise.resolve()).then(() => undefined);
}

/** Draws what waits in an element now (before it is scrolled to, so it does not grow as it arrives). */
export function drawNow(element: Element): void {
  const pending = waiting.get(element);
  if (!pending) return;
  forget(element);
  for (const draw of pending.draws) run(pending.messageId, element, draw);
}

function run(messageId: string | null, element: Element, draw: Draw): void {
  if (messageId !== null) drawnMessages.add(messageId);
  let drawing: Promise<unknown>;
  try {
    drawing = Promise.resolve(draw()).catch(warn);
  } catch (error) {
    drawing = Promise.resolve(warn(error));
  }
  const before = underWay.get(element);
  underWay.set(element, before ? Promise.all([before, drawing]) : drawing);
}

/** A drawing that fails leaves the message as Foundry drew it: the log must not break. */
function warn(error: unknown): void {
  console.warn("Indie Dice | a message could not be drawn", error);
}

function watch(element: Element): void {
  if (!waiting.has(element)) return;
  const scrollBox = element.isConnected ? element.closest(SCROLL_BOX) : null;
  if (!scrollBox) {
    drawNow(element);
    return;
  }
  const observer = observerFor(scrollBox);
  watchedBy.set(element, observer);
  observer.observe(element);
}

function observerFor(root: Element): IntersectionObserver {
  const known = observersByRoot.get(root);
  if (known) return known;
  // The observer of the log's own window: one of the main window sees nothing of a detached window's log.
  const observer = new (windowOf(root).IntersectionObserver)(onEntries, { root, rootMargin: ROOT_MARGIN });
  observersByRoot.set(root, observer);
  return observer;
}

function onEntries(entries: IntersectionObserverEntry[]): void {
  for (const entry of entries) if (entry.isIntersecting) drawNow(entry.target);
}

function forget(element: Element): void {
  waiting.delete(element);
  watchedBy.get(element)?.unobserve(element);
  watchedBy.delete(element);
}

/** Elements watched once and since taken out of the page (not those of a batch still being rendered). */
function letGoOfDetached(): void {
  for (const element of [...waiting.keys()]) if (!element.isConnected && watchedBy.has(element)) forget(element);
}

/** Is the message among the world's last few? Worked out again only when the collection changes size. */
function isRecent(messageId: string): boolean {
  const messages = typeof game === "undefined" ? undefined : game.messages;
  if (!messages) return true;
  if (!recent || recent.collection !== messages || recent.size !== messages.size) {
    recent = {
      collection: messages,
      size: messages.size,
      ids: new Set(messages.contents.slice(-RECENT_MESSAGES).map((message) => message.id ?? "")),
    };
  }
  return recent.ids.has(messageId);
}
