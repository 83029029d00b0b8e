/**
 * The {{selectOptions}} Handlebars helper (v13 client/applications/handlebars.mjs selectOptions, which delegates to
 * client/applications/forms/fields.mjs createSelectInput and prepareSelectOptionGroups), producing the <option>
 * markup as a string so that it renders without a DOM too.
 *
 * - choices: an object (key → label, or key → object with `valueAttr` / `labelAttr`; `inverted` swaps key and
 *   label) or an array (of labels, valued by index, or of option objects).
 * - `selected`: a value, an array or a Set; `localize` localizes labels (and the blank and group names); `blank`
 *   adds a first empty option unless one exists; `sort` sorts by label within groups; `groups` orders <optgroup>s.
 * - An option object may carry `group`, `disabled`, `selected`, `rule` (an <hr> after it) and `dataset`.
 * prepareGroups is also what foundry.applications.fields.createSelectInput lays out (applications/fields.ts).
 */
import type Handlebars from "handlebars";
import { escapeHTML } from "./utils";

type Plain = Record<string, unknown>;

interface LocalizerLike {
  lang: string;
  localize(key: string): string;
}

export interface SelectOption {
  value?: string;
  label?: string;
  selected: boolean;
  disabled: boolean;
  rule?: boolean;
  dataset?: Record<string, string>;
}

export interface SelectConfig {
  options: Plain[];
  value: string[];
  blank?: unknown;
  groups?: unknown;
  valueAttr?: string;
  labelAttr?: string;
  localize: boolean;
  sort: boolean;
}

export function createSelectOptionsHelper(hbs: typeof Handlebars, i18n: LocalizerLike) {
  return (choices: unknown, options: Handlebars.HelperOptions): Handlebars.SafeString => {
    const {
      localize = false,
      selected,
      blank,
      sort = false,
      valueAttr,
      labelAttr,
      inverted,
      groups,
    } = options.hash as Plain;
    const values =
      selected === undefined || selected === null
        ? []
        : selected instanceof Set
          ? Array.from(selected)
          : Array.isArray(selected)
            ? selected
            : [selected];
    const config: SelectConfig = {
      options: choiceOptions(choices, { inverted: Boolean(inverted), valueAttr: valueAttr as string | undefined }),
      value: values.map(String),
      blank,
      groups,
      valueAttr: valueAttr as string | undefined,
      labelAttr: labelAttr as string | undefined,
      localize: Boolean(localize),
      sort: Boolean(sort),
    };
    return new hbs.SafeString(prepareGroups(config, i18n).map(renderGroup).join(""));
  };
}

/** selectOptions' normalization of the choices into option objects. */
function choiceOptions(choices: unknown, { inverted, valueAttr }: { inverted: boolean; valueAttr?: string }): Plain[] {
  if (Array.isArray(choices)) {
    return choices.map((choice, i) =>
      typeof choice === "object" && choice !== null ? (choice as Plain) : { value: i, label: choice },
    );
  }
  return Object.entries(choices as Plain).map((entry) => {
    const [k, v] = inverted ? [entry[1] as string, entry[0]] : entry;
    const value = valueAttr ? (v as Plain)[valueAttr] : k;
    return typeof v === "object" && v !== null ? { value, ...(v as Plain) } : { value, label: v };
  });
}

/** prepareSelectOptionGroups: options grouped (ungrouped under ""), ordered, sorted, with the blank option first. */
export function prepareGroups(config: SelectConfig, i18n: LocalizerLike): { group: string; options: SelectOption[] }[] {
  let hasBlank = false;
  const byGroup: Record<string, SelectOption[]> = {};
  for (const option of config.options) {
    let value = config.valueAttr ? option[config.valueAttr] : option.value;
    if (value !== undefined) {
      value = String(value);
      if (value === "") hasBlank = true;
    }
    let label = (config.labelAttr ? option[config.labelAttr] : option.label) ?? value;
    if (label !== undefined) {
      label = String(label);
      if (config.localize) label = i18n.localize(label as string);
    }
    const group = (option.group as string | undefined) || "";
    (byGroup[group] ??= []).push({
      value: value as string | undefined,
      label: label as string | undefined,
      selected: Boolean(option.selected) || config.value.includes(value as string),
      disabled: Boolean(option.disabled),
      rule: option.rule as boolean | undefined,
      dataset: option.dataset as Record<string, string> | undefined,
    });
  }
  const result: { group: string; options: SelectOption[] }[] = [];
  if (Array.isArray(config.groups)) {
    for (const group of config.groups as string[]) {
      result.push({ group: config.localize ? i18n.localize(group) : group, options: byGroup[group] ?? [] });
      delete byGroup[group];
    }
  }
  for (const [group, options] of Object.entries(byGroup))
    result.push({ group: group && config.localize ? i18n.localize(group) : group, options });
  if (config.sort) {
    if (!config.groups) result.sort((a, b) => a.group.localeCompare(b.group, i18n.lang));
    for (const { options } of result) options.sort((a, b) => String(a.label).localeCompare(String(b.label), i18n.lang));
  }
  if (typeof config.blank === "string" && !hasBlank) {
    const label = config.localize ? i18n.localize(config.blank) : config.blank;
    result.unshift({
      group: "",
      options: [{ value: "", label, selected: config.value.includes(""), disabled: false }],
    });
  }
  return result;
}

function renderGroup({ group, options }: { group: string; options: SelectOption[] }): string {
  const html = options.map(renderOption).join("");
  return group ? `<optgroup label="${escapeHTML(group)}">${html}</optgroup>` : html;
}

function renderOption({ value, label, selected, disabled, rule, dataset }: SelectOption): string {
  let html = "";
  if (value !== undefined && label !== undefined) {
    const data = Object.entries(dataset ?? {})
      .map(([k, v]) => ` data-${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}="${escapeHTML(v)}"`)
      .join("");
    const states = `${selected ? " selected" : ""}${disabled ? " disabled" : ""}`;
    html += `<option value="${escapeHTML(value)}"${states}${data}>${escapeHTML(label)}</option>`;
  }
  return rule ? `${html}<hr>` : html;
}
