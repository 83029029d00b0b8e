import { IndieDiceError } from "../src/core/errors";
import { seededSource, uniformSource, type RandomSource } from "../src/core/random";
import { MECHANICS, type Field, type Mechanic } from "./mechanics";

const select = document.querySelector<HTMLSelectElement>("#mechanic")!;
const fields = document.querySelector<HTMLFieldSetElement>("#fields")!;
const form = document.querySelector<HTMLFormElement>("#roller")!;
const summary = document.querySelector<HTMLHeadingElement>("#summary")!;
const output = document.querySelector<HTMLPreElement>("#result")!;
const seed = document.querySelector<HTMLInputElement>("#seed")!;

for (const mechanic of MECHANICS) select.append(new Option(mechanic.label, mechanic.id));

function current(): Mechanic {
  return MECHANICS.find((m) => m.id === select.value) ?? MECHANICS[0]!;
}

function input(field: Field): HTMLElement {
  const label = document.createElement("label");
  label.textContent = field.label;
  if (field.kind === "select") {
    const control = document.createElement("select");
    control.name = field.name;
    for (const option of field.options) control.append(new Option(option, option, false, option === field.value));
    label.append(control);
  } else {
    const control = document.createElement("input");
    control.name = field.name;
    control.type = field.kind === "number" ? "number" : "text";
    control.value = String(field.value);
    if (field.kind === "text") label.className = "wide";
    label.append(control);
  }
  return label;
}

/** Shows the chosen mechanic's fields and clears the last result, which belonged to another mechanic. */
function showFields(): void {
  fields.replaceChildren(...current().fields.map(input));
  show("", "");
}

/** The form's values; a number field left empty (or holding what the browser could not read as a number) is an error. */
function readValues(mechanic: Mechanic): Record<string, string> {
  const values = Object.fromEntries(new FormData(form).entries()) as Record<string, string>;
  for (const field of mechanic.fields) {
    const value = values[field.name]?.trim() ?? "";
    if (field.kind === "number" && (value === "" || !Number.isFinite(Number(value)))) {
      throw new Error(`${field.label}: enter a number.`);
    }
  }
  return values;
}

/** Crypto-quality randomness for the page; a seed (a whole number that fits 32 bits) makes a roll repeatable. */
function randomSource(): RandomSource {
  const text = seed.value.trim();
  if (text === "") return uniformSource(() => crypto.getRandomValues(new Uint32Array(1))[0]! / 0x1_0000_0000);
  if (!/^\d+$/.test(text) || Number(text) > 0xffff_ffff) {
    throw new Error("Seed: enter a whole number from 0 to 4294967295, or leave it empty for a random roll.");
  }
  return seededSource(Number(text));
}

function show(heading: string, text: string, isError = false): void {
  summary.className = isError ? "error" : "";
  summary.textContent = heading;
  output.textContent = text;
}

function roll(event?: Event): void {
  event?.preventDefault();
  try {
    const mechanic = current();
    const { result, odds } = mechanic.run(readValues(mechanic), randomSource());
    show("Result", JSON.stringify({ result, exactOdds: odds }, null, 2));
  } catch (error) {
    if (error instanceof IndieDiceError) show(error.message, JSON.stringify({ key: error.key, data: error.data }, null, 2), true);
    else show(error instanceof Error ? error.message : String(error), "", true);
  }
}

select.addEventListener("change", showFields);
form.addEventListener("submit", roll);
showFields();
