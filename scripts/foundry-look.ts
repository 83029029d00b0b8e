/**
 * Foundry's own look in the playground (README "Develop"). With `FOUNDRY_PATH` set to a Foundry
 * installation — a folder holding `public/css/foundry2.css`, such as `resources/app` of an installed Foundry —
 * `npm start` and `npm run screenshots` serve that folder's `public/` under /foundry/, load Foundry's stylesheet
 * (with its fonts and UI images) ahead of the module's styles, mark the page as Foundry v13 marks its game page
 * (`body.vtt.game`), and empty the stand-in the table and the calculator share (calculator/foundry-approximation.css).
 * Nothing of Foundry's is copied into the build or the repository: the files are read from FOUNDRY_PATH as they are
 * asked for.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join, resolve, sep } from "node:path";
import type { Plugin } from "vite";

/** Where the page asks for Foundry's files. */
export const FOUNDRY_URL_PREFIX = "/foundry/";
const STYLESHEET = "css/foundry2.css";
/** Foundry's own edition of its icon font, which its stylesheet names (a checkbox is one of its glyphs). */
const ICONS = "fonts/fontawesome/css/all.min.css";
const APPROXIMATION = "/calculator/foundry-approximation.css";

const CONTENT_TYPES: Record<string, string> = {
  ".css": "text/css; charset=utf-8",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".ttf": "font/ttf",
  ".otf": "font/otf",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
};

/**
 * The `public/` folder of the Foundry installation FOUNDRY_PATH names, or null when it is not set. A FOUNDRY_PATH
 * without Foundry's stylesheet stops the build with a message naming the file it looked for.
 */
export function foundryPublicDir(foundryPath: string | undefined): string | null {
  if (foundryPath === undefined || foundryPath.trim() === "") return null;
  const publicDir = resolve(foundryPath.trim(), "public");
  const stylesheet = join(publicDir, STYLESHEET);
  if (!existsSync(stylesheet)) {
    throw new Error(
      `FOUNDRY_PATH is set to "${foundryPath}", but ${stylesheet} does not exist. Point ` +
        `FOUNDRY_PATH at the folder of a ` +
        "Foundry v13 installation that holds public/css/foundry2.css " +
        "(resources/app of an installed Foundry), or unset it " +
        "to use the playground's own approximation.",
    );
  }
  return publicDir;
}

/**
 * Foundry's own images, also at the root where Foundry serves them: its stylesheet's variables hold relative URLs
 * (`--background-parchment: url(../ui/parchment.jpg)`), which a browser resolves against the sheet that uses the
 * variable — in Foundry a sheet under /css/, here the playground's at the root — so they ask for /ui/….
 */
const FOUNDRY_ROOT_FOLDER = "/ui/";

/**
 * The file a /foundry/… (or /ui/…) request names inside `publicDir`, or null for anything outside it or not a file.
 */
export function foundryFileFor(publicDir: string, url: string): string | null {
  const path = decodeURIComponent(url.split(/[?#]/)[0] ?? "");
  const [inside, folder] = path.startsWith(FOUNDRY_URL_PREFIX)
    ? [path.slice(FOUNDRY_URL_PREFIX.length - 1), publicDir]
    : path.startsWith(FOUNDRY_ROOT_FOLDER)
      ? [path, join(publicDir, FOUNDRY_ROOT_FOLDER)]
      : [null, publicDir];
  if (inside === null) return null;
  const file = resolve(publicDir, `.${inside}`);
  if (!file.startsWith(resolve(folder) + sep)) return null;
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

/** The Vite plugin: a no-op without FOUNDRY_PATH. */
export function foundryLook(foundryPath = process.env.FOUNDRY_PATH): Plugin {
  const publicDir = foundryPublicDir(foundryPath);
  const serve = (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    const file = publicDir && request.url ? foundryFileFor(publicDir, request.url) : null;
    if (!file) return next();
    response.setHeader("Content-Type", CONTENT_TYPES[extname(file).toLowerCase()] ?? "application/octet-stream");
    response.end(readFileSync(file));
  };
  return {
    name: "indie-dice-foundry-look",
    configureServer: (server) => void (publicDir && server.middlewares.use(serve)),
    configurePreviewServer: (server) => void (publicDir && server.middlewares.use(serve)),
    // Foundry's stylesheet replaces the stand-in, which is emptied (its import stays, so the styles' order does).
    load: (id) => (publicDir && id.split("?")[0]!.endsWith(APPROXIMATION) ? "" : null),
    transformIndexHtml: {
      order: "pre",
      handler(html) {
        if (!publicDir) return html;
        const icons = existsSync(join(publicDir, ICONS))
          ? `\n    <link rel="stylesheet" href="${FOUNDRY_URL_PREFIX}${ICONS}" data-foundry-look />`
          : "";
        return html
          .replace(
            "<head>",
            `<head>\n    <link rel="stylesheet" href="${FOUNDRY_URL_PREFIX}${STYLESHEET}" data-foundry-look />${icons}`,
          )
          .replace(/<html([^>]*)>/, '<html$1 class="foundry-look">')
          .replace(/<body class="([^"]*)">/, '<body class="vtt game $1">');
      },
    },
  };
}
