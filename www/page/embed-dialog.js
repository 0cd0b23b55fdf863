// The demo page's "Embed this" dialog, loaded when its button is first pressed (its
// own bundle, www/pkg/page/embed-dialog.js, with its words and its stylesheet
// embed-dialog.css): a site's editor picks the game's options and copies the exact
// code that embed-snippet.js writes for them, the HTML, the CSS rule and the
// Content-Security-Policy sources. A modal <dialog>: the keyboard stays inside,
// Esc closes it, every control has its label, the copies are announced. Built
// without markup strings or inline style, so it runs under the strictest policy.
import { LANGUAGES, loadFonts, loadTranslator } from '../pkg/urim-elements.js';
import { h } from '../dom/nodes.js';
import { DEFAULTS, WIDTHS, embedWords, snippet } from './embed-snippet.js';

/** @typedef {import('./embed-snippet.js').EmbedOptions} EmbedOptions */

/** The stylesheet of the dialog, beside the page (index.html). */
const STYLESHEET = 'embed-dialog.css';
/** The levels of the computer (opponent 1 to 5); 0 is two people on one device. */
const LEVELS = 5;
/** The board sizes the rules know. */
const BOARDS = ['6', '7'];
/** A code box's rows where the browser does not size it to its text: a row for about this many characters, and at most this many rows. */
const ROW_CHARS = 60;
const MAX_ROWS = 8;
/** The options chosen so far: kept while the page is open, so a second look starts where the first left off. @type {EmbedOptions | null} */
let chosen = null;
/** @type {Promise<void> | null} The stylesheet, once asked for. */
let styled = null;

/** Adds the dialog's stylesheet to the page once; resolves when it has loaded (or failed: the dialog still works unstyled). */
function addStyles() {
  styled ??= new Promise((resolve) => {
    const link = h('link', { rel: 'stylesheet', href: STYLESHEET });
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => resolve());
    document.head.append(link);
  });
  return styled;
}

/**
 * A labelled <select> of `choices` ([value, words, and the words' language when it
 * is not the dialog's]), `value` chosen; `change` hears each new choice.
 * @param {string} id
 * @param {string} label
 * @param {([string, string] | [string, string, string])[]} choices
 * @param {string} value
 * @param {(value: string) => void} change
 */
function picker(id, label, choices, value, change) {
  const select = h(
    'select',
    { id, onchange: () => change(select.value) },
    ...choices.map(([v, words, lang]) => Object.assign(new Option(words, v, false, v === value), lang ? { lang } : {})),
  );
  return h('div', { class: 'embed-field' }, h('label', { for: id }, label), select);
}

/**
 * Opens the dialog in the page's language `code`, with the game's translator for
 * that language (its level names and board words), returning focus to `opener`
 * when it closes.
 * @param {{ code: string, opener: HTMLElement }} where
 */
export async function openEmbedDialog({ code, opener }) {
  await customElements.whenDefined('urim-game'); // the level names come with the game's code
  const [t] = await Promise.all([loadTranslator(code), addStyles()]);
  loadFonts(); // the language picker shows each language's own name, some beyond Latin
  const w = embedWords(code);
  const options = (chosen ??= {
    form: 'element',
    lang: code,
    opponent: DEFAULTS.opponent,
    holes: DEFAULTS.holes,
    controls: 'full',
    steps: false,
    theme: 'auto',
    size: 'medium',
    base: new URL('.', location.href).href,
  });
  document.getElementById('embed-dialog')?.remove();

  const levels = /** @type {string[]} */ (/** @type {unknown} */ (t('levels')));
  const out = {
    html: h('textarea', { id: 'embed-html', readonly: true, rows: 3, spellcheck: 'false' }),
    css: h('textarea', { id: 'embed-css', readonly: true, rows: 2, spellcheck: 'false' }),
    policy: h('textarea', { id: 'embed-policy', readonly: true, rows: 3, spellcheck: 'false', 'aria-describedby': 'embed-policy-help' }),
  };
  const policyHelp = h('p', { id: 'embed-policy-help', class: 'embed-help' });
  const baseError = h('p', { id: 'embed-base-error', class: 'embed-error', role: 'alert', hidden: true });
  const status = h('p', { class: 'embed-status', role: 'status' });
  const codeBox = h('div', { class: 'embed-code' });
  // The frame's line needs no stylesheet and takes the host column's width: no CSS, no width to pick.
  const cssPart = h('div', { class: 'embed-css' });
  /** @type {HTMLElement} */
  let sizeField;

  // Each change asks for a new snippet; one that waits on a language's words may be
  // overtaken by a later change, and only the last asked for is written. A copy
  // waits for it: what is copied is the code of the options as they are.
  let asked = 0;
  /** @type {Promise<void>} */
  let written = Promise.resolve();
  const update = () => {
    written = write(++asked);
    return written;
  };
  /**
   * Writes the snippet for the options as they are now, or says why it cannot,
   * unless a later change asked for another meanwhile.
   * @param {number} mine
   */
  const write = async (mine) => {
    status.textContent = '';
    let made;
    try {
      const named = await loadTranslator(options.lang); // the frame's name, in the game's language
      if (mine !== asked) return;
      made = snippet(options, `${named('title')} — ${named('tagline')}`);
    } catch (error) {
      if (mine !== asked) return;
      const words = /** @type {{ words?: { key: string, vars: Record<string, string> } }} */ (error).words;
      baseError.textContent = words ? w(words.key, words.vars) : String(error);
      baseError.hidden = false;
      base.setAttribute('aria-invalid', 'true');
      codeBox.hidden = true;
      return;
    }
    baseError.hidden = true;
    base.removeAttribute('aria-invalid');
    codeBox.hidden = false;
    out.html.value = made.html;
    for (const [area, text] of /** @type {[HTMLTextAreaElement, string][]} */ ([
      [out.html, made.html],
      [out.css, made.css],
      [out.policy, made.policy],
    ])) {
      area.rows = Math.min(MAX_ROWS, text.split('\n').length + Math.floor(text.length / ROW_CHARS));
    }
    out.css.value = made.css;
    cssPart.hidden = made.css === '';
    sizeField.hidden = options.form === 'frame';
    out.policy.value = made.policy;
    policyHelp.textContent = w(options.form === 'frame' ? 'embedPolicyFrame' : 'embedPolicyElement');
  };
  /** @param {(value: string) => void} set */
  const on = (set) => (/** @type {string} */ value) => {
    set(value);
    update();
  };

  const base = h('input', {
    id: 'embed-base',
    type: 'text',
    inputmode: 'url',
    value: options.base,
    spellcheck: 'false',
    'aria-describedby': 'embed-base-help embed-base-error',
    oninput: () => {
      options.base = base.value;
      update();
    },
  });
  const radio = (/** @type {'element' | 'frame'} */ form, /** @type {string} */ key) =>
    h(
      'label',
      { class: 'embed-radio' },
      h('input', {
        type: 'radio',
        name: 'embed-form',
        value: form,
        checked: options.form === form,
        onchange: on(() => {
          options.form = form;
        }),
      }),
      ` ${w(key)}`,
    );
  const steps = h('input', {
    id: 'embed-steps',
    type: 'checkbox',
    checked: options.steps,
    onchange: () => {
      options.steps = steps.checked;
      update();
    },
  });
  const copyButton = (/** @type {HTMLTextAreaElement} */ area, /** @type {string} */ key) =>
    h('button', { type: 'button', class: 'embed-copy', onclick: () => written.then(() => copy(area, status, w)) }, w(key));
  const close = h('button', { type: 'button', class: 'embed-close', onclick: () => dialog.close() }, w('embedClose'));

  const dialog = h(
    'dialog',
    { id: 'embed-dialog', class: 'embed-dialog', 'aria-labelledby': 'embed-title', 'aria-describedby': 'embed-intro' },
    h('div', { class: 'embed-head' }, h('h2', { id: 'embed-title' }, w('embedTitle')), close),
    h('p', { id: 'embed-intro' }, w('embedIntro')),
    h('fieldset', { class: 'embed-forms' }, h('legend', {}, w('embedForm')), radio('element', 'embedElement'), radio('frame', 'embedFrame')),
    h(
      'div',
      { class: 'embed-fields' },
      picker(
        'embed-lang',
        w('embedLanguage'),
        Object.entries(LANGUAGES),
        options.lang,
        on((v) => {
          options.lang = v;
        }),
      ),
      picker(
        'embed-opponent',
        w('embedOpponent'),
        [['0', t('twoPlayers')], ...levels.slice(0, LEVELS).map((name, i) => /** @type {[string, string]} */ ([String(i + 1), name]))],
        options.opponent,
        on((v) => {
          options.opponent = v;
        }),
      ),
      picker(
        'embed-holes',
        w('embedBoard'),
        BOARDS.map((n) => /** @type {[string, string]} */ ([n, t('pits', { n })])),
        options.holes,
        on((v) => {
          options.holes = v;
        }),
      ),
      picker(
        'embed-controls',
        w('embedControls'),
        [
          ['full', w('embedFull')],
          ['compact', w('embedCompact')],
        ],
        options.controls,
        on((v) => {
          options.controls = /** @type {'full' | 'compact'} */ (v);
        }),
      ),
      picker(
        'embed-theme',
        w('embedTheme'),
        [
          ['auto', w('embedThemeAuto')],
          ['light', w('embedThemeLight')],
          ['dark', w('embedThemeDark')],
        ],
        options.theme,
        on((v) => {
          options.theme = /** @type {'auto' | 'light' | 'dark'} */ (v);
        }),
      ),
      (sizeField = picker(
        'embed-size',
        w('embedSize'),
        [
          ['small', w('embedSmall', { width: WIDTHS.small })],
          ['medium', w('embedMedium', { width: WIDTHS.medium })],
          ['large', w('embedLarge', { width: WIDTHS.large })],
        ],
        options.size,
        on((v) => {
          options.size = /** @type {'small' | 'medium' | 'large'} */ (v);
        }),
      )),
    ),
    h('label', { class: 'embed-check' }, steps, ` ${w('embedSteps')}`),
    h(
      'div',
      { class: 'embed-field embed-base' },
      h('label', { for: 'embed-base' }, w('embedBase')),
      base,
      h('p', { id: 'embed-base-help', class: 'embed-help' }, w('embedBaseHelp')),
      baseError,
    ),
    codeBox,
    status,
  );
  codeBox.append(
    h('label', { for: 'embed-html' }, w('embedHtml')),
    out.html,
    copyButton(out.html, 'embedCopyHtml'),
    cssPart,
    h('label', { for: 'embed-policy' }, w('embedPolicy')),
    policyHelp,
    out.policy,
    copyButton(out.policy, 'embedCopyPolicy'),
  );
  cssPart.append(h('label', { for: 'embed-css' }, w('embedCss')), out.css, copyButton(out.css, 'embedCopyCss'));
  dialog.lang = code;
  dialog.addEventListener('close', () => {
    dialog.remove();
    opener.focus();
  });
  document.body.append(dialog);
  await update();
  dialog.showModal();
}

/**
 * Copies `area`'s text and says so in `status`; where the browser refuses, selects
 * the text for the editor to copy with the keyboard, and says that instead.
 * @param {HTMLTextAreaElement} area
 * @param {HTMLElement} status
 * @param {(key: string) => string} w
 */
async function copy(area, status, w) {
  try {
    await navigator.clipboard.writeText(area.value);
    status.textContent = w('embedCopied');
  } catch {
    area.focus();
    area.select();
    status.textContent = w('embedCopyFailed');
  }
}
