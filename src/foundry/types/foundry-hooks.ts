/**
 * What the hooks of other packages, and Foundry's hooks that fvtt-types 13.345 lacks, hand their listeners
 * (declared by name in src/foundry/foundry-config.d.ts). Types only.
 */

/** A die of a module's own in Dice So Nice (`addDicePreset`): its denomination, its faces' labels, its values. */
interface DiceSoNicePreset {
  readonly type: string;
  readonly labels: string[];
  readonly system: string;
  readonly values?: { readonly min: number; readonly max: number };
}

/**
 * A rule set's own die in Dice So Nice: its preset, the shape it is thrown as (`d20`), and the name (a localization
 * key) of its own dice role, under which users may restyle it where Dice So Nice has roles.
 */
export interface DiceSoNiceDie {
  readonly preset: DiceSoNicePreset;
  readonly shape: string;
  readonly roleLabelKey: string;
}

/**
 * A dice role of Dice So Nice 6.3 (`addRole`), with the members every system we read passes (docs/versions-and-
 * privacy.md "Dice So Nice"): users style the dice of a role in Dice So Nice's menu; `defaults` is its look until
 * they do.
 */
export interface DiceSoNiceRole {
  readonly id: string;
  readonly label: string;
  readonly group: string;
  readonly customizable: boolean;
  readonly optional: boolean;
  readonly dieTypes?: readonly string[];
  readonly defaults: { readonly global: { readonly colorset: string } };
}

/** The part of Dice So Nice's API (`game.dice3d`) that Indie Dice calls. */
export interface DiceSoNice {
  addDicePreset(preset: DiceSoNicePreset, shape?: string): void;
  /** Dice So Nice 6.3 and later: registers a role, `package` naming the package it belongs to. */
  addRole?(role: DiceSoNiceRole, options: { readonly package: string }): void;
  /** Resolves true when the caller's own client showed the throw. */
  showForRoll(
    roll: Roll.Any,
    user?: typeof game.user,
    synchronize?: boolean,
    users?: readonly string[] | null,
    blind?: boolean,
    messageID?: string | null,
    speaker?: object | null,
    options?: { ghost?: boolean; secret?: boolean },
  ): Promise<boolean>;
}

declare global {
  interface ReadyGame {
    /** Set by Dice So Nice when it is active and the client has a canvas. */
    dice3d?: DiceSoNice;
  }
}

/**
 * What Dice So Nice hands `diceSoNiceRollStart` (module/Dice3D.js `showForRoll`): `blind` keeps the throw off this
 * screen.
 */
export interface DiceSoNiceRollStart {
  blind?: boolean;
}

/**
 * v13's scene controls as `getSceneControlButtons` hands them: records keyed by name (`tokens`), each with its tools
 * keyed by name.
 */
export type SceneControlsV13 = Record<string, { tools: Record<string, object> } | undefined>;

/** A button among v13's token controls (record-shaped `getSceneControlButtons`, which fvtt-types 13.345 lacks). */
export interface TokenButton {
  readonly name: string;
  readonly title: string;
  readonly icon: string;
  /** Shown to this user (a GM-only tool is hidden from players); asked each time Foundry builds the controls. */
  readonly visible?: () => boolean;
  readonly onClick: () => void;
}
