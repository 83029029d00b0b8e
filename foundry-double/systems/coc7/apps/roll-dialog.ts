/**
 * CoC7's roll dialog (CoC7RollDialog, coc7/apps/roll-dialog.js at 7974aac, release 8.15): a DialogV2 subclass, so
 * Foundry fires `renderCoC7RollDialog`, `renderDialogV2` and `renderApplicationV2` on its render.
 * - `create(options)` renders templates/apps/bonus.hbs (templates/apps/bonus.hbs here) into a `prompt` with classes
 *   coc7 dialog bonus-selection, width 610, `rejectClose`, the title "BonusSelectionWindowNamed" with the roll's
 *   displayName (else "BonusSelectionWindow"); its form: the card type select (unless the card type is fixed), the
 *   threshold (only with `askValue`), the difficulty select (−1 Unknown, 1 Regular, 2 Hard, 3 Extreme; unless
 *   `hideDifficulty`), the flat dice and flat threshold modifiers (each only when its world setting allows it and the
 *   roll does not disable it) and the bonus/penalty range −2…2.
 * - Its `render` callback: a change of card type moves the range to the idea, know or default pool modifier.
 * - Its ok callback copies each field present into the options it returns: cardType and difficulty and threshold as
 *   the field's text, the modifiers and the pool as `valueAsNumber`.
 * - `_renderButtons` draws one submit button, action "ok", with two d10 icons and "RollDice".
 */
import { DialogV2 } from "../../../applications/dialog";
import { CoC7DicePool } from "./dice-pool";
import { CARD_TYPE, cardTypes, type RollConfig } from "./roll-normalize";
import { renderTemplate } from "../../kit/globals";
import { game } from "../../../globals";

/** What the dialog hands back: the options it was given, each field of the form written over them. */
export type RollDialogResult = Pick<
  RollConfig,
  "cardType" | "difficulty" | "flatDiceModifier" | "flatThresholdModifier" | "poolModifier" | "threshold"
>;

type FormFields = HTMLFormControlsCollection & Record<string, (HTMLInputElement & HTMLSelectElement) | undefined>;

export class CoC7RollDialog extends DialogV2 {
  static async create(options: Partial<RollConfig> = {}): Promise<RollDialogResult> {
    const level = CoC7DicePool.difficultyLevel;
    const data = {
      allowFlatDiceModifier: game().settings.get("CoC7", "allowFlatDiceModifier") && !options.disableFlatDiceModifier,
      allowFlatThresholdModifier:
        game().settings.get("CoC7", "allowFlatThresholdModifier") && !options.disableFlatThresholdModifier,
      askValue: options.askValue ?? false,
      cardTypes: cardTypes(options),
      difficultyTypes: [
        { key: level.unknown, val: "CoC7.RollDifficultyUnknownName" },
        { key: level.regular, val: "CoC7.RollDifficultyRegular" },
        { key: level.hard, val: "CoC7.RollDifficultyHard" },
        { key: level.extreme, val: "CoC7.RollDifficultyExtreme" },
      ],
      hideDifficulty: options.hideDifficulty === true,
      poolModifiers: {
        default: options.poolModifierDefault,
        idea: options.poolModifierIdea ?? 0,
        know: options.poolModifierKnow ?? 0,
      },
      options: {
        cardType: options.cardType,
        difficulty: options.difficulty,
        flatDiceModifier: options.flatDiceModifier,
        flatThresholdModifier: options.flatThresholdModifier,
        poolModifier: options.poolModifier,
        threshold: options.threshold,
      } as RollDialogResult,
    };
    await this.prompt({
      classes: ["coc7", "dialog", "bonus-selection"],
      window: {
        title: options.displayName
          ? game().i18n.format("CoC7.BonusSelectionWindowNamed", { name: options.displayName })
          : game().i18n.localize("CoC7.BonusSelectionWindow"),
      },
      position: { width: 610 },
      rejectClose: true,
      content: await renderTemplate("systems/CoC7/templates/apps/bonus.hbs", data),
      render: (_event, dialog) => {
        dialog.element.querySelector("select[name=cardType]")?.addEventListener("change", (event) => {
          const select = event.currentTarget as HTMLSelectElement;
          const poolModifier = select.form?.querySelector<HTMLInputElement>("input[name=poolModifier]");
          if (!poolModifier) return;
          const pools = data.poolModifiers;
          const value =
            select.value === CARD_TYPE.IDEA_CHECK
              ? pools.idea
              : select.value === CARD_TYPE.KNOW_CHECK
                ? pools.know
                : pools.default;
          poolModifier.value = String(value);
        });
      },
      ok: {
        callback: (_event, button) => {
          const fields = (button.form as HTMLFormElement).elements as FormFields;
          if (fields.cardType !== undefined) data.options.cardType = fields.cardType.value;
          if (fields.difficulty !== undefined) data.options.difficulty = fields.difficulty.value;
          if (fields.flatDiceModifier !== undefined)
            data.options.flatDiceModifier = fields.flatDiceModifier.valueAsNumber;
          if (fields.flatThresholdModifier !== undefined)
            data.options.flatThresholdModifier = fields.flatThresholdModifier.valueAsNumber;
          if (fields.poolModifier !== undefined) data.options.poolModifier = fields.poolModifier.valueAsNumber;
          if (fields.threshold !== undefined) data.options.threshold = fields.threshold.value;
          return undefined;
        },
      },
    });
    return data.options;
  }

  /** One submit button with two d10 icons (CoC7's replacement of DialogV2's buttons). */
  override _renderButtons(): string {
    const button = document.createElement("button");
    button.setAttribute("type", "submit");
    button.setAttribute("data-action", "ok");
    button.toggleAttribute("autofocus", true);
    for (let dice = 2; dice > 0; dice--) {
      const icon = document.createElement("i");
      icon.className = "fa-solid fa-dice-d10";
      button.appendChild(icon);
    }
    const span = document.createElement("span");
    span.innerText = game().i18n.localize("CoC7.RollDice");
    button.appendChild(span);
    return button.outerHTML;
  }
}
