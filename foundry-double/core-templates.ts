/**
 * Stand-ins for Foundry's own templates (its files are not ours to ship). They produce the structure modules and
 * styles rely on: .dice-roll > .dice-result > .dice-formula, .dice-tooltip with one .tooltip-part per die term
 * (.part-formula, .part-total, ol.dice-rolls > li.roll with the term's result classes), and h4.dice-total; a
 * message's header with its metadata (the timestamp, the GM's delete and a notification's dismiss button) and its
 * content. Each element stands on a line of its own, one die's result per line, as in Foundry's files: the
 * whitespace between them is part of what a browser builds for every message (the chat-log bench weighs our
 * messages against these). The timestamp's text is left out, as the double keeps no clock for it.
 */
export const CORE_TEMPLATES: Record<string, string> = {
  "templates/dice/roll.hbs": `<div class="dice-roll" data-action="expandRoll">
    {{#if flavor}}
    <div class="dice-flavor">{{flavor}}</div>
    {{/if}}
    <div class="dice-result">
        <div class="dice-formula">{{formula}}</div>
        {{{tooltip}}}
        <h4 class="dice-total">{{total}}</h4>
    </div>
</div>
`,

  "templates/dice/roll-resolver.hbs": `<section class="flexcol standard-form">
    <p class="formula">{{ formula }}</p>
    {{#each groups}}
    <fieldset class="input-grid" data-term-id="{{ @key }}">
        <legend>{{ label }} <span data-tooltip aria-label="{{ tooltip }}">{{{ icon }}}</span></legend>
        {{#each results}}
        <label class="icon die-input {{#if isNew}}new-addition{{/if}}" data-denomination="{{ denomination }}"
               data-method="{{ method }}">
            {{ numberInput value min=1 max=faces step=1 name=id readonly=readonly placeholder=(localize denomination)
                           disabled=disabled autofocus=true }}
            {{#if rerolled}}<i class="fa-solid fa-arrow-rotate-right"></i>{{/if}}
            {{#if exploded}}<i class="fa-solid fa-burst"></i>{{/if}}
            {{{ icon }}}
        </label>
        {{/each}}
    </fieldset>
    {{/each}}
    <footer class="form-footer">
        <button type="submit">
            <i class="fa-solid fa-check" inert></i>
            {{ localize "DICE.SubmitRollPl" }}
        </button>
    </footer>
</section>
`,

  // A settings menu's form: one labelled choice of method a die, the blank one standing for the default.
  "templates/settings/menus/dice-config.hbs": `{{#each dice}}<div class="form-group dice-group">
  <label>{{{icon}}} {{localize label}}</label>
  <select name="{{denomination}}">{{selectOptions @root.methods selected=method labelAttr="label" localize=true
    blank="DICE.FULFILLMENT.Default"}}</select>
</div>
{{/each}}`,

  // The buttons under a form (a type, an icon, a label and an optional action each).
  "templates/generic/form-footer.hbs": `<footer class="form-footer">{{#each buttons}}
  <button type="{{type}}"{{#if cssClass}} class="{{cssClass}}"{{/if}}{{#if action}}
    data-action="{{action}}"{{/if}}>{{#if icon}}<i class="{{icon}}" inert></i>{{/if}}<span>{{localize
    label}}</span></button>
{{/each}}</footer>`,

  "templates/dice/tooltip.hbs": `{{#if parts.length}}
<div class="dice-tooltip">
    <div class="wrapper">
        {{#each parts}}
        <section class="tooltip-part">
            <div class="dice">
                <header class="part-header flexrow">
                    <span class="part-formula">{{formula}}</span>
                    {{#if flavor}}<span class="part-flavor">{{flavor}}</span>{{/if}}
                    {{#if icon}}
                    <span class="part-method" data-tooltip-text="{{method}}">
                        {{{icon}}}
                    </span>
                    {{/if}}
                    <span class="part-total">{{total}}</span>
                </header>
                <ol class="dice-rolls">
                {{#each rolls}}
                <li class="roll {{classes}}">{{{result}}}</li>
                {{/each}}
                </ol>
            </div>
        </section>
        {{/each}}
    </div>
</div>
{{/if}}
`,

  "templates/sidebar/chat-message.hbs": `<li class="chat-message message flexcol {{cssClass}}"
    data-message-id="{{message._id}}">
    <header class="message-header flexrow">
        <h4 class="message-sender">{{alias}}</h4>
        <span class="message-metadata">
            <time class="message-timestamp"></time>
            {{#if canDelete}}
            <a aria-label="{{localize "Delete"}}" class="message-delete" data-action="deleteMessage">
                <i class="fa-solid fa-trash" inert></i>
            </a>
            {{/if}}
            {{#if canClose}}
            <a aria-label="{{localize "CHAT.Dismiss"}}" class="message-dismiss" data-action="dismissMessage">
                <i class="fa-solid fa-xmark" inert></i>
            </a>
            {{/if}}
        </span>

        {{#if isWhisper}}
        <span class="whisper-to">{{localize "CHAT.To"}}: {{whisperTo}}</span>
        {{/if}}

        {{#if message.flavor}}
        <span class="flavor-text">{{{message.flavor}}}</span>
        {{/if}}
    </header>
    <div class="message-content">
        {{{message.content}}}
    </div>
</li>
`,

  "templates/hud/dialog.html": `<div class="dialog-content">
    {{{content}}}
</div>
<div class="dialog-buttons">
    {{#each buttons}}
    <button class="dialog-button {{cssClass}}" data-button="{{@key}}" {{disabled this.disabled}}>
        {{{icon}}}
        {{{label}}}
    </button>
    {{/each}}
</div>
`,
};
