/**
 * The table (`npm start` opens it at /): Foundry stood in for by the Foundry double, running the module's own
 * entry, with two clients side by side — the GM's and a player's. Each pane is one browser's view of the same world:
 * its own chat log (drawn by the double, decorated by the module's hooks), chat input, token controls and windows.
 * A click in a pane runs as that pane's user (platform-browser.ts carries the client across awaits). Nothing here
 * knows how a card, a request or a roll works: that is all the module's.
 */
import "@fortawesome/fontawesome-free/css/all.css";
// Foundry's own look first (a stand-in the web calculator shares, emptied when FOUNDRY_PATH brings Foundry's
// stylesheet), then the module's styles.
import "../../calculator/foundry-approximation.css";
import "../../styles/indie-dice.css";
import "../../styles/dialogs.css";
import "../../styles/cards.css";
import "../../styles/contest-card.css";
import "../../styles/request-card.css";
import "../../styles/extended-test-card.css";
import "../../styles/group-test-card.css";
import "../../styles/card-kinds.css";
import "../../styles/systems.css";
import "./table.css";
import { provideFiles, setEventScope, setMountPoint } from "../../foundry-double/platform-browser";
import { installFoundryDouble, type FoundryDoubleHandle } from "../../foundry-double/install";
import { installDiceTray } from "../../foundry-double/dice-tray";
import type { RecordedNotification } from "../../foundry-double/notifications";
import { ClientPane } from "./client-pane";
import { paneIsTheScreen } from "./pane-screens";
import { cardsLoaded } from "../../src/foundry/cards/card-chunk-loader";
import { keepWorldAcrossLoads } from "./saved-world";
import { callHook } from "./hooks";
import { CLIENTS, world } from "./world";
import { tableSystem } from "./systems/index";
import { LANGUAGES, intlLocale, isLanguageCode, type LanguageCode } from "../../src/ui/languages";

/** The table's own frame, in English and German; in another language the frame stays English, the module speaks it. */
const FRAME_TEXT: Partial<Record<LanguageCode, Record<string, string>>> & { en: Record<string, string> } = {
  en: {
    title: "Indie Dice table",
    intro: "The module in a stand-in Foundry: the GM's client and Ann's. Each pane acts as its user.",
    language: "Language",
    theme: "Theme",
    themeLight: "Light",
    themeDark: "Dark",
    seed: "Seed",
  },
  de: {
    title: "Indie Dice am Tisch",
    intro:
      "Das Modul in einem nachgebildeten Foundry: " +
      "die Clients der Spielleitung und von Ann. Jede Hälfte handelt als ihr Benutzer.",
    language: "Sprache",
    theme: "Farbschema",
    themeLight: "Hell",
    themeDark: "Dunkel",
    seed: "Startwert",
  },
};

const params = new URLSearchParams(location.search);
const asked = params.get("lang");
/** The module's language, as Foundry's language setting gives it: any of module.json's (src/ui/languages.ts). */
const lang: LanguageCode = isLanguageCode(asked) ? asked : "en";
/**
 * The dice's seed: the one the address gives (the same seed replays the same dice), else a new one for each page
 * that opens without one — a new world does not roll the dice the last one rolled. The Seed box shows it either way.
 */
const seed = params.has("seed") ? Number(params.get("seed")) || 1 : crypto.getRandomValues(new Uint32Array(1))[0]!;

/**
 * Each language's file, fetched when a page in that language opens: the thirteen bundled eagerly made most of the
 * page's script, and parsing them most of a load.
 */
const LANGUAGE_FILES = import.meta.glob<string>("../../lang/*.json", { query: "?raw", import: "default" });

/**
 * The repository files the double reads, bundled with the page: the module's templates (the card kinds' and rule
 * sets' own too), the templates of the game systems the double plays (foundry-double/systems/<id>/templates: a
 * system world's roll dialogs and sheets), and the translations this page can read — English's and its own
 * language's, as Foundry fetches the module's files for the client's language.
 */
async function bundledFiles(): Promise<Record<string, string>> {
  const templates = {
    ...import.meta.glob<string>("../../templates/**/*.hbs", { query: "?raw", import: "default", eager: true }),
    // A system's templates as it names them: Star Wars FFG's are .html.
    ...import.meta.glob<string>("../../foundry-double/systems/*/templates/**/*.{hbs,html}", {
      query: "?raw",
      import: "default",
      eager: true,
    }),
    // A system that serves its templates from its build (Shadowrun 5e's `systems/shadowrun5e/dist/templates/…`).
    ...import.meta.glob<string>("../../foundry-double/systems/*/dist/templates/**/*.hbs", {
      query: "?raw",
      import: "default",
      eager: true,
    }),
  };
  // A card kind's and a rule set's own templates, at the path the module serves them at (scripts/module-assets.mjs).
  const ownTemplates = {
    ...import.meta.glob<string>("../../src/card-kinds/*/templates/**/*.hbs", {
      query: "?raw",
      import: "default",
      eager: true,
    }),
    ...import.meta.glob<string>("../../src/rule-sets/*/templates/**/*.hbs", {
      query: "?raw",
      import: "default",
      eager: true,
    }),
  };
  const served = Object.entries(ownTemplates).map(
    ([path, text]) => [path.replace(/^.*?\/src\/[^/]+\/[^/]+\//, ""), text] as const,
  );
  const languages = await Promise.all(
    [...new Set(["en", lang])].map(async (code) => {
      const path = `../../lang/${code}.json`;
      return [path, await LANGUAGE_FILES[path]!()] as const;
    }),
  );
  return Object.fromEntries(
    [...Object.entries(templates), ...served, ...languages].map(([path, text]) => [
      path.replace(/^(\.\.\/)+/, ""),
      text,
    ]),
  );
}

function renderFrame(): void {
  document.documentElement.lang = lang;
  const text = FRAME_TEXT[lang] ?? FRAME_TEXT.en;
  document.title = text.title!;
  for (const element of document.querySelectorAll<HTMLElement>("[data-text]"))
    element.textContent = text[element.dataset.text!] ?? "";
  const language = document.querySelector<HTMLSelectElement>("#language")!;
  // Each language by its own name, whatever the page's language, marked in its language as `Intl` (and axe's
  // valid-lang) knows it: `cn` is zh-CN there.
  language.replaceChildren(
    ...LANGUAGES.map(({ code, name }) =>
      Object.assign(document.createElement("option"), { value: code, lang: intlLocale(code), textContent: name }),
    ),
  );
  language.value = lang;
  language.addEventListener("change", () => {
    // Foundry reads its language once, as the page loads: changing it reloads, as Foundry's setting does.
    params.set("lang", language.value);
    location.search = params.toString();
  });
  const theme = document.querySelector<HTMLSelectElement>("#theme")!;
  theme.value = params.get("theme") === "dark" ? "dark" : "light";
  theme.addEventListener("change", () => {
    applyTheme(theme.value);
    params.set("theme", theme.value);
    history.replaceState(null, "", `?${params.toString()}`);
  });
}

const panes = new Map<string, ClientPane>();

/** body carries the applications' theme; each pane is an `#interface` with its own `.themed` theme. */
function applyTheme(theme: string): void {
  document.body.classList.toggle("theme-dark", theme === "dark");
  document.body.classList.toggle("theme-light", theme !== "dark");
  for (const pane of panes.values()) pane.setTheme(theme);
}

/** The seed field: the dice from here on come from this seed (the same seed replays the same dice). */
function listenToSeed(double: FoundryDoubleHandle): void {
  const input = document.querySelector<HTMLInputElement>("#seed")!;
  input.value = String(seed);
  input.addEventListener("change", () => {
    const value = Number(input.value.trim());
    const valid = input.value.trim() !== "" && Number.isInteger(value) && value >= 0 && value <= 0xffffffff;
    input.setAttribute("aria-invalid", String(!valid));
    if (!valid) return;
    double.seed(value);
    params.set("seed", String(value));
    history.replaceState(null, "", `?${params.toString()}`);
  });
}

/** A notification appears on the client that showed it (the double records which one). */
function showNotificationsInPanes(): void {
  const notifications = ui.notifications as unknown as { notify(...args: unknown[]): RecordedNotification };
  const notify = notifications.notify.bind(notifications);
  notifications.notify = (...args) => {
    const shown = notify(...args);
    panes.get(shown.userId ?? CLIENTS[0])?.notify(shown);
    return shown;
  };
}

async function start(): Promise<void> {
  renderFrame();
  provideFiles(await bundledFiles());
  const container = document.querySelector<HTMLElement>("#clients")!;
  for (const userId of CLIENTS) {
    const pane = new ClientPane(userId);
    panes.set(userId, pane);
    container.append(pane.element);
  }
  setMountPoint((element, userId) => (panes.get(userId) ?? panes.get(CLIENTS[0])!).mount(element));
  paneIsTheScreen(() => (typeof game === "undefined" ? null : (panes.get(game.userId!)?.screen ?? null)));
  // `?system=<id>`: a game system's world (systems/index.ts), the id as game.system.id has it, in any case.
  const system = tableSystem(params.get("system"));
  const double = installFoundryDouble(
    world(lang, seed, params.get("generation") === "14" || system?.generation === 14 ? 14 : 13, system),
  );
  // Dice Tray is active in the world: its script registers its listeners as the page loads, before the game starts.
  installDiceTray(Hooks as unknown as Parameters<typeof installDiceTray>[0]);
  // An event inside a pane is that client's, whoever added the listener (platform-browser.ts). The pane a person
  // last used is also where code carried on no client lands (a macro's native awaits): the browser they are in.
  setEventScope((event, dispatch) => {
    const target = event.target instanceof Node ? event.target : null;
    const element = target instanceof Element ? target : target?.parentElement;
    const userId = element?.closest<HTMLElement>("[data-client-user]")?.dataset.clientUser;
    if (!userId || !panes.has(userId)) return dispatch();
    if (event.isTrusted) double.setUser(userId);
    return double.withClient(userId, dispatch);
  });
  if (lang !== "en") {
    // Foundry loads the module's file for the client's language over English's (module.json "languages").
    game.i18n.lang = lang;
    (game.i18n as unknown as { loadFile(path: string): void }).loadFile(`lang/${lang}.json`);
  }
  for (const pane of panes.values()) pane.connect(double, CLIENTS[0]);
  listenToSeed(double);
  showNotificationsInPanes();
  // The module as Foundry loads it: its entry registers its hooks, then Foundry runs its lifecycle.
  keepWorldAcrossLoads();
  await import("../../src/module");
  double.runLifecycle();
  // Every browser loads the page and runs its own `ready` (the double ran the base client's): each picks up the
  // prompts its cards still ask of it. One copy of the module serves both panes, so its card code (loaded once, on
  // the first client that needs it) must be here before any pane draws a card: a card waiting for it would be drawn
  // on whichever client asked first — the player's cards with the GM's buttons.
  await cardsLoaded();
  for (const userId of CLIENTS.slice(1)) double.withClient(userId, () => callHook("ready"));
  // Each client's log draws its first batch of the messages already there, as each browser does as it loads.
  await double.withClient(CLIENTS[0], () => double.renderChatLog());
  for (const userId of CLIENTS.slice(1)) await double.withClient(userId, () => double.renderChatBatch());
  for (const pane of panes.values()) await pane.renderSidebar();
  applyTheme(params.get("theme") === "dark" ? "dark" : "light");
  document.body.dataset.tableReady = "";
}

void start();
