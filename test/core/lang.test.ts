import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import english from "../../lang/en.json";
import german from "../../lang/de.json";

/** A key names either a message or a section whose messages are picked at run time (`${PREFIX}.${name}`). */
function exists(key: string): boolean {
  let node: unknown = english;
  for (const part of key.split(".")) {
    if (node === null || typeof node !== "object" || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return true;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith(".ts") || path.endsWith(".hbs") ? [path] : [];
  });
}

describe("lang/en.json", () => {
  it("has every full INDIE_DICE key the source and templates name", () => {
    const missing: string[] = [];
    for (const file of [...sourceFiles("src"), ...sourceFiles("templates")]) {
      for (const [key] of readFileSync(file, "utf8").matchAll(/INDIE_DICE(?:\.[A-Za-z0-9]+)+(?!\.|[A-Za-z0-9$`{])/g)) {
        if (!exists(key)) missing.push(`${file}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Checking helpers. Each is also run on a small broken example below, so none of the checks can pass vacuously.
// ---------------------------------------------------------------------------------------------------------------

/** Every message of a language file by its dotted key. A leaf is anything that is not a plain object (so a number,
 *  null or an array shows up as a bad value); an empty section is a leaf too, since it holds no message. */
function flatten(tree: unknown, prefix = ""): Map<string, unknown> {
  const messages = new Map<string, unknown>();
  const isSection = (node: unknown): node is Record<string, unknown> =>
    node !== null && typeof node === "object" && !Array.isArray(node) && Object.keys(node).length > 0;
  const walk = (node: unknown, path: string): void => {
    if (!isSection(node)) {
      messages.set(path, node);
      return;
    }
    for (const [name, child] of Object.entries(node)) walk(child, path ? `${path}.${name}` : name);
  };
  walk(tree, prefix);
  return messages;
}

interface KeyDifferences {
  readonly missing: string[];
  readonly extra: string[];
}

/** The keys of `reference` that `translation` lacks, and the keys `translation` has beyond them. */
function keyDifferences(reference: unknown, translation: unknown): KeyDifferences {
  const expected = flatten(reference);
  const actual = flatten(translation);
  return {
    missing: [...expected.keys()].filter((key) => !actual.has(key)).sort(),
    extra: [...actual.keys()].filter((key) => !expected.has(key)).sort(),
  };
}

/** The `{name}` placeholders of a message, once each, sorted. */
function placeholders(message: unknown): string[] {
  if (typeof message !== "string") return [];
  return [...new Set([...message.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1] ?? ""))].sort();
}

/** Each message whose placeholder set differs between the two files, with both sets. */
function placeholderMismatches(reference: unknown, translation: unknown): string[] {
  const actual = flatten(translation);
  const mismatches: string[] = [];
  for (const [key, message] of flatten(reference)) {
    if (!actual.has(key)) continue;
    const want = placeholders(message).join(", ");
    const got = placeholders(actual.get(key)).join(", ");
    if (want !== got) mismatches.push(`${key}: {${want}} but {${got}}`);
  }
  return mismatches;
}

/** Each message that is not a string, or is empty or blank. */
function badValues(tree: unknown): string[] {
  return [...flatten(tree)]
    .filter(([, value]) => typeof value !== "string" || value.trim() === "")
    .map(([key, value]) => `${key}: ${JSON.stringify(value) ?? String(value)}`);
}

/** Attributes whose value a user reads or hears. */
const TEXT_ATTRIBUTES = ["title", "aria-label", "placeholder", "alt", "label", "aria-description", "aria-roledescription", "aria-valuetext"];
const EXPRESSION = "\u0000";

/** Whether the text holds anything but punctuation and whitespace (character references count as punctuation). */
function hasWords(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text.replace(/&(?:[A-Za-z][A-Za-z0-9]*|#[0-9]+|#x[0-9A-Fa-f]+);/g, " "));
}

/** The user-facing text of a Handlebars template that is written into it rather than passed in: text nodes, and
 *  the values of TEXT_ATTRIBUTES that are not made of Handlebars expressions alone. */
function literalTemplateText(source: string): string[] {
  const shown = (text: string): string => text.replaceAll(EXPRESSION, "{{…}}").replace(/\s+/g, " ").trim();
  const found: string[] = [];
  const withoutComments = source
    .replace(/\{\{!--[\s\S]*?--\}\}/g, "")
    .replace(/\{\{![\s\S]*?\}\}/g, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, "");
  const withoutExpressions = withoutComments.replace(/\{\{\{[\s\S]*?\}\}\}|\{\{[\s\S]*?\}\}/g, EXPRESSION);
  const attribute = new RegExp(`(?<=[\\s${EXPRESSION}])(${TEXT_ATTRIBUTES.join("|")})\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>"']+))`, "gi");
  const textOnly = withoutExpressions.replace(/<\/?[A-Za-z][^>]*>/g, (tag) => {
    for (const match of tag.matchAll(attribute)) {
      const value = match[2] ?? match[3] ?? match[4] ?? "";
      if (hasWords(value.replaceAll(EXPRESSION, ""))) found.push(`${match[1]}="${shown(value)}"`);
    }
    return EXPRESSION;
  });
  for (const text of textOnly.split(EXPRESSION)) if (hasWords(text)) found.push(shown(text));
  return found;
}

// ---------------------------------------------------------------------------------------------------------------

/** Assertions shared by the real checks and by the proofs that they fail on broken input. Each names what is
 *  wrong in its failure message, not only in the diff. */
function expectSameKeys(reference: unknown, translation: unknown): void {
  const { missing, extra } = keyDifferences(reference, translation);
  expect({ missing, extra }, `missing keys: ${missing.join(", ") || "none"}; extra keys: ${extra.join(", ") || "none"}`).toEqual({
    missing: [],
    extra: [],
  });
}

function expectSamePlaceholders(reference: unknown, translation: unknown): void {
  const mismatches = placeholderMismatches(reference, translation);
  expect(mismatches, `placeholders differ in ${mismatches.join("; ")}`).toEqual([]);
}

function expectGoodValues(tree: unknown): void {
  const bad = badValues(tree);
  expect(bad, `empty or non-string messages: ${bad.join("; ")}`).toEqual([]);
}

function expectNoLiteralText(file: string, source: string): void {
  const literals = literalTemplateText(source);
  expect(literals, `${file} has literal text: ${literals.join(" | ")}`).toEqual([]);
}

/** A deep copy of a language file with one message set (or removed, with `undefined`). */
function edited(tree: unknown, key: string, value: unknown): unknown {
  const copy = structuredClone(tree) as Record<string, unknown>;
  const parts = key.split(".");
  const last = parts.pop() ?? "";
  let node = copy;
  for (const part of parts) {
    node[part] ??= {};
    node = node[part] as Record<string, unknown>;
  }
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}

describe("lang/de.json", () => {
  it("has exactly the keys of lang/en.json", () => {
    expectSameKeys(english, german);
  });

  it("names missing and extra keys when the key sets differ", () => {
    // Broken copies of en.json itself, so this proof does not depend on the state of de.json.
    const broken = edited(edited(english, "INDIE_DICE.Card.Kaiser.Die.Penalty", undefined), "INDIE_DICE.Card.Surplus", "Extra");
    expect(keyDifferences(english, broken)).toEqual({
      missing: ["INDIE_DICE.Card.Kaiser.Die.Penalty"],
      extra: ["INDIE_DICE.Card.Surplus"],
    });
    expect(() => expectSameKeys(english, broken)).toThrow(/INDIE_DICE\.Card\.Kaiser\.Die\.Penalty[\s\S]*INDIE_DICE\.Card\.Surplus/);
    // A whole section turned into a message, or a message into a section, changes the key set too.
    expect(keyDifferences(english, edited(english, "INDIE_DICE.Card.Kaiser.Die", "Dice")).missing).toContain(
      "INDIE_DICE.Card.Kaiser.Die.Penalty",
    );
    expect(keyDifferences(english, edited(english, "INDIE_DICE.Title", { Name: "Indie Dice" })).extra).toEqual([
      "INDIE_DICE.Title.Name",
    ]);
  });

  it("uses the same {placeholder} names as lang/en.json in every message", () => {
    expectSamePlaceholders(english, german);
  });

  it("reports a message whose placeholders are renamed, dropped or added", () => {
    const key = "INDIE_DICE.Error.Notation.BadDiceCount";
    const message = flatten(english).get(key) as string;
    expect(placeholders(message)).toEqual(["number", "term"]);
    const renamed = edited(english, key, message.replace("{number}", "{anzahl}"));
    expect(placeholderMismatches(english, renamed)).toEqual([`${key}: {number, term} but {anzahl, term}`]);
    expect(() => expectSamePlaceholders(english, renamed)).toThrow(/BadDiceCount/);
    expect(placeholderMismatches(english, edited(english, key, message.replace("{number}", "")))).toHaveLength(1);
    expect(placeholderMismatches(english, edited(english, key, `${message} {extra}`))).toHaveLength(1);
    // Repeating a placeholder the English message also has is fine: the set is what counts.
    expect(placeholderMismatches(english, edited(english, key, `${message} ({term})`))).toEqual([]);
  });

  it("has only non-empty strings, as has lang/en.json", () => {
    expectGoodValues(english);
    expectGoodValues(german);
  });

  it("reports empty, blank and non-string values", () => {
    const broken = { A: { Empty: "", Blank: "  ", Number: 3, Null: null, List: ["x"], Section: {}, Fine: "Gut" } };
    expect(badValues(broken)).toEqual(["A.Empty: \"\"", "A.Blank: \"  \"", "A.Number: 3", "A.Null: null", "A.List: [\"x\"]", "A.Section: {}"]);
    expect(() => expectGoodValues(edited(english, "INDIE_DICE.Dialog.Labels.Roll", ""))).toThrow(/Dialog\.Labels\.Roll/);
  });
});

describe("templates/**/*.hbs", () => {
  const templates = sourceFiles("templates").filter((file) => file.endsWith(".hbs"));

  it("are found", () => {
    expect(templates.length).toBeGreaterThan(0);
  });

  it.each(templates)("%s holds no literal user-facing text (it comes localized from the view model)", (file) => {
    expectNoLiteralText(file, readFileSync(file, "utf8"));
  });

  it("reports literal text nodes and text attributes", () => {
    expect(literalTemplateText("<p>Total: {{total}}</p>")).toEqual(["Total:"]);
    expect(literalTemplateText("{{#if open}}Open Roll{{else}}{{label}}{{/if}}")).toEqual(["Open Roll"]);
    expect(literalTemplateText('<i title="Close"></i>')).toEqual(['title="Close"']);
    expect(literalTemplateText('<i aria-label="{{kind}} check"></i>')).toEqual(['aria-label="{{…}} check"']);
    expect(literalTemplateText("<input placeholder='Name'>")).toEqual(["placeholder=\"Name\""]);
    expect(literalTemplateText("<img src=\"{{src}}\" alt=Logo>")).toEqual(['alt="Logo"']);
    expect(literalTemplateText('<b{{#if x}} title="Hint"{{/if}}>{{x}}</b>')).toEqual(['title="Hint"']);
    expect(literalTemplateText("<svg><text>3</text></svg>")).toEqual(["3"]);
    expect(() => expectNoLiteralText("in-memory.hbs", "<button>{{icon}} Roll</button>")).toThrow(/Roll/);
    // A real template with one caption written in, and one title attribute half written in, is caught.
    const card = readFileSync("templates/chat/roll-card.hbs", "utf8");
    expect(card).toContain("{{labels.steps}}");
    expect(card).toContain('title="{{banner.toneLabel}}"');
    const broken = card.replace("{{labels.steps}}", "Step by step").replace('title="{{banner.toneLabel}}"', 'title="Tone: {{banner.toneLabel}}"');
    expect(literalTemplateText(broken)).toEqual(['title="Tone: {{…}}"', "Step by step"]);
  });

  it("does not count expressions, comments, punctuation or other attributes as literal text", () => {
    const clean = [
      "{{!-- A comment with words, even }} inside it --}}",
      "{{! a short comment }}",
      "<!-- an HTML comment -->",
      '<div class="indie-dice {{#if x}} highlight{{/if}}" data-outcome="success" aria-describedby="{{id}}-error">',
      "  <p>{{a}}: {{b}} – ({{c}}) &nbsp;&times; …</p>",
      '  <i title="{{title}}" aria-label="{{first}} {{second}}" class="fa-solid fa-dice"></i>',
      '  <option value="{{value}}"{{#if selected}} selected{{/if}} label="{{label}}"></option>',
      '  {{> (lookup . "kind")}}{{#*inline "number"}}<input type="number" min="{{min}}">{{/inline}}',
      "  {{{html}}}",
      "</div>",
    ].join("\n");
    expect(literalTemplateText(clean)).toEqual([]);
  });
});
