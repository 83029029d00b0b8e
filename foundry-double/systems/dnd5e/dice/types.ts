/**
 * The configuration objects dnd5e's rolling workflow passes around (module/dice/_types.mjs at 965ad2d, release
 * 5.3.3): the process configuration (every roll of one rolling process, its hook names, target and event), one
 * roll's configuration (parts, data, options), the dialog's and the message's.
 */
import type { Plain } from "../../kit/data";

/** dnd5e's CriticalDamageConfiguration (module/dice/_types.mjs:133-143; `multiplyDice` is never read). */
export interface CriticalDamageConfiguration {
  allow?: boolean;
  multiplier?: number;
  bonusDice?: number;
  bonusDamage?: string;
  multiplyNumeric?: boolean;
  powerfulCritical?: boolean;
}

export interface RollOptions {
  target?: number;
  advantage?: boolean;
  disadvantage?: boolean;
  advantageMode?: number;
  criticalSuccess?: number;
  criticalFailure?: number;
  elvenAccuracy?: boolean;
  halflingLucky?: boolean;
  reliableTalent?: boolean;
  minimum?: number;
  maximum?: number;
  configured?: boolean;
  rollMode?: string;
  /** A damage roll's: whether it is critical, how, its damage type, allowed types and physical properties. */
  isCritical?: boolean;
  critical?: CriticalDamageConfiguration;
  type?: string;
  types?: string[];
  properties?: string[];
  [key: string]: unknown;
}

export interface RollConfiguration {
  parts?: string[];
  data?: Plain;
  options?: RollOptions;
  /** false: this roll takes no situational bonus. */
  situational?: boolean;
  [key: string]: unknown;
}

/** An event with the keys held when it happened (a click on a sheet): Shift, Alt, Ctrl, Meta. */
export interface RollEvent {
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  shiftKey?: boolean;
  clientY?: number;
  target?: { closest?(selector: string): { id?: string; dataset?: Record<string, string> } | null } | null;
}

export interface ProcessConfiguration {
  rolls?: RollConfiguration[];
  /** The ability, skill or tool rolled (an actor's rolls), and a bonus for a skill or tool check. */
  ability?: string;
  skill?: string;
  tool?: string;
  bonus?: string;
  hookNames?: string[];
  event?: RollEvent;
  target?: number;
  subject?: unknown;
  evaluate?: boolean;
  advantage?: boolean;
  disadvantage?: boolean;
  elvenAccuracy?: boolean;
  halflingLucky?: boolean;
  reliableTalent?: boolean;
  /** A damage process's: whether it is critical, and how. */
  isCritical?: boolean;
  critical?: CriticalDamageConfiguration;
  [key: string]: unknown;
}

/** What `dialog.options.buildConfig` is called with: (process, roll config, form data or null, index). */
export type BuildConfig = (
  process: ProcessConfiguration,
  config: RollConfiguration,
  formData: FormDataLike | null | undefined,
  index: number,
) => unknown;

export interface FormDataLike {
  get(name: string): unknown;
  has(name: string): boolean;
}

export interface DialogConfiguration {
  configure?: boolean;
  applicationClass?: {
    configure(
      config: ProcessConfiguration,
      dialog: DialogConfiguration,
      message: MessageConfiguration,
    ): Promise<unknown[]>;
  };
  options?: Plain & { buildConfig?: BuildConfig };
  sheet?: { _renderChild?(app: unknown): unknown } | null;
  [key: string]: unknown;
}

export interface MessageConfiguration {
  create?: boolean;
  document?: unknown;
  rollMode?: string;
  data?: Plain;
  [key: string]: unknown;
}
