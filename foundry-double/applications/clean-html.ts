/**
 * foundry.utils.cleanHTML (v13 client/utils/helpers.mjs): rebuild an HTML fragment keeping only the tags and
 * attributes of CONST.ALLOWED_HTML_TAGS / ALLOWED_HTML_ATTRIBUTES (common/constants.mjs; the lists below are that
 * data), dropping href/src/cite values whose URL scheme is not allowed, sandboxing iframes from other domains than
 * the trusted ones, and cleaning data-tooltip contents as HTML. A disallowed element is dropped with its content;
 * comments are dropped; text is kept. DialogV2 cleans a string `content` with it. Needs a DOM.
 */

const ALLOWED_TAGS = new Set(
  [
    "header",
    "main",
    "section",
    "article",
    "aside",
    "nav",
    "footer",
    "div",
    "address",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "hr",
    "br",
    "p",
    "blockquote",
    "summary",
    "details",
    "span",
    "code",
    "pre",
    "a",
    "label",
    "abbr",
    "cite",
    "mark",
    "q",
    "ruby",
    "rp",
    "rt",
    "small",
    "time",
    "var",
    "kbd",
    "samp",
    "dfn",
    "sub",
    "sup",
    "strong",
    "em",
    "b",
    "i",
    "u",
    "s",
    "del",
    "ins",
    "ol",
    "ul",
    "li",
    "dl",
    "dd",
    "dt",
    "menu",
    "table",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
    "col",
    "colgroup",
    "form",
    "input",
    "select",
    "option",
    "button",
    "datalist",
    "fieldset",
    "legend",
    "meter",
    "optgroup",
    "progress",
    "textarea",
    "output",
    "figure",
    "figcaption",
    "caption",
    "img",
    "video",
    "map",
    "area",
    "track",
    "picture",
    "source",
    "audio",
    "iframe",
    "color-picker",
    "code-mirror",
    "document-embed",
    "document-tags",
    "enriched-content",
    "file-picker",
    "hue-slider",
    "multi-select",
    "multi-checkbox",
    "range-picker",
    "secret-block",
    "string-tags",
    "prose-mirror",
  ].map((tag) => tag.toUpperCase()),
);

const FIELD = ["disabled", "name", "value", "placeholder", "readonly", "required"];

const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  "*": [
    "class",
    "data-*",
    "id",
    "title",
    "style",
    "draggable",
    "aria-*",
    "tabindex",
    "dir",
    "hidden",
    "inert",
    "role",
    "is",
    "lang",
    "popover",
    "autocapitalize",
    "autocorrect",
    "autofocus",
    "contenteditable",
    "spellcheck",
    "translate",
  ],
  a: ["href", "name", "target", "rel"],
  area: ["alt", "coords", "href", "rel", "shape", "target"],
  audio: ["controls", "loop", "muted", "src", "autoplay"],
  blockquote: ["cite"],
  button: ["disabled", "name", "type", "value"],
  col: ["span"],
  colgroup: ["span"],
  "code-mirror": [...FIELD, "language", "indent", "nowrap"],
  "color-picker": FIELD,
  details: ["open"],
  "document-embed": ["uuid"],
  "document-tags": [...FIELD, "type", "single", "max"],
  "enriched-content": ["enricher"],
  fieldset: ["disabled"],
  "file-picker": [...FIELD, "type", "noupload"],
  form: ["name"],
  "hue-slider": ["disabled", "name", "value", "readonly", "required"],
  iframe: ["src", "srcdoc", "name", "height", "width", "loading", "sandbox"],
  img: ["height", "src", "width", "usemap", "sizes", "srcset", "alt"],
  input: [
    "checked",
    "disabled",
    "name",
    "value",
    "placeholder",
    "type",
    "alt",
    "height",
    "list",
    "max",
    "min",
    "readonly",
    "size",
    "src",
    "step",
    "width",
    "required",
  ],
  label: ["for"],
  li: ["value"],
  map: ["name"],
  meter: ["value", "min", "max", "low", "high", "optimum"],
  "multi-checkbox": ["disabled", "name", "required"],
  "multi-select": ["disabled", "name", "required"],
  ol: ["reversed", "start", "type"],
  optgroup: ["disabled", "label"],
  option: ["disabled", "selected", "label", "value"],
  output: ["for", "form", "name"],
  progress: ["max", "value"],
  "prose-mirror": [...FIELD, "toggled", "open"],
  "range-picker": ["disabled", "name", "value", "placeholder", "readonly", "min", "max", "step"],
  select: ["name", "disabled", "multiple", "size", "required"],
  source: ["media", "sizes", "src", "srcset", "type"],
  "string-tags": FIELD,
  table: ["border"],
  td: ["colspan", "headers", "rowspan"],
  textarea: ["rows", "cols", "disabled", "name", "readonly", "wrap", "required"],
  time: ["datetime"],
  th: ["abbr", "colspan", "headers", "rowspan", "scope", "sorted"],
  track: ["default", "kind", "label", "src", "srclang"],
  video: ["controls", "height", "width", "loop", "muted", "poster", "src", "autoplay"],
};

const ATTRIBUTE_PATTERNS = new Map(
  Object.entries(ALLOWED_ATTRIBUTES).map(([tag, names]) => [
    tag === "*" ? tag : tag.toUpperCase(),
    new RegExp(`^(?:${names.map((n) => n.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replaceAll("*", ".*")).join("|")})$`),
  ]),
);

const URL_SCHEMES = new Set(["http:", "https:", "data:", "mailto:", "obsidian:", "syrinscape-online:"]);
const URL_ATTRIBUTES = new Set(["href", "src", "cite"]);
const TRUSTED_IFRAME_DOMAINS = ["google.com", "youtube.com"];

function parseUrl(value: string | null): URL | null {
  if (value === null) return null;
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

export function cleanHTML(raw: string): string {
  const template = document.createElement("template");
  template.innerHTML = raw;
  const body = document.createElement("div");
  for (const child of Array.from(template.content.childNodes)) {
    const cleaned = cleanNode(child);
    if (cleaned) body.appendChild(cleaned);
  }
  return body.innerHTML;
}

function cleanNode(node: Node): Node | null {
  if (node.nodeType === 3) return node.cloneNode(true);
  if (node.nodeType !== 1) return null;
  const element = node as Element;
  const tag = element.tagName.toUpperCase();
  if (!ALLOWED_TAGS.has(tag)) return null;
  const cleaned = document.createElement(tag.toLowerCase());
  const global = ATTRIBUTE_PATTERNS.get("*");
  const local = ATTRIBUTE_PATTERNS.get(tag);
  for (const attribute of Array.from(element.attributes)) {
    if (!global?.test(attribute.name) && !local?.test(attribute.name)) continue;
    if (URL_ATTRIBUTES.has(attribute.name)) {
      const url = parseUrl(attribute.value);
      if (url && !URL_SCHEMES.has(url.protocol)) continue;
    }
    cleaned.setAttribute(attribute.name, attribute.value);
  }
  const source = tag === "TEMPLATE" ? [] : Array.from(element.childNodes);
  for (const child of source) {
    const inner = cleanNode(child);
    if (inner) cleaned.appendChild(inner);
  }
  if (tag === "IFRAME") {
    const host = parseUrl(cleaned.getAttribute("src"))?.hostname;
    const trusted = TRUSTED_IFRAME_DOMAINS.some((domain) => host === domain || host?.endsWith(`.${domain}`));
    if (trusted) cleaned.removeAttribute("sandbox");
    else cleaned.setAttribute("sandbox", "allow-scripts allow-forms");
  }
  const tooltip = cleaned.getAttribute("data-tooltip");
  if (tooltip !== null) cleaned.setAttribute("data-tooltip", cleanHTML(tooltip));
  return cleaned;
}
