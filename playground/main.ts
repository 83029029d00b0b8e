import { IndieDiceError } from "../src/core/errors";
import { seededSource, uniformSource } from "../src/core/random";
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
    label.append(control);
  }
  return label;
}

function showFields(): void {
  fields.replaceChildren(...current().fields.map(input));
}

function roll(event?: Event): void {
  event?.preventDefault();
  const values = Object.fromEntries(new FormData(form).entries()) as Record<string, string>;
  // Crypto-quality randomness for the page; a seed makes a roll repeatable.
  const source = seed.value.trim()
    ? seededSource(Number(seed.value))
    : uniformSource(() => crypto.getRandomValues(new Uint32Array(1))[0]! / 0x1_0000_0000);
  try {
    const { result, odds } = current().run(values, source);
    summary.className = "";
    summary.textContent = "Result";
    output.textContent = JSON.stringify({ result, exactOdds: odds }, null, 2);
  } catch (error) {
    summary.className = "error";
    summary.textContent = error instanceof IndieDiceError ? error.message : String(error);
    output.textContent = error instanceof IndieDiceError ? JSON.stringify({ key: error.key, data: error.data }, null, 2) : "";
  }
}

select.addEventListener("change", showFields);
form.addEventListener("submit", roll);
showFields();
