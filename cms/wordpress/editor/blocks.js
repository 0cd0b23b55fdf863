// The blocks urim/game and urim/board in the block editor: each shows the real
// element, live, with its settings in the block's sidebar. Plain JavaScript on
// WordPress's wp.* globals, no build step. The attributes and the values each
// takes come from window.urimRules (urim-options.json, which the release writes
// from the elements' own option lists); the server registers the same attributes.
/* global wp */
(function (rules) {
  'use strict';
  const el = wp.element.createElement;
  const { __, sprintf } = wp.i18n;
  const { InspectorControls, useBlockProps } = wp.blockEditor;
  const { PanelBody, SelectControl, TextControl, ToggleControl } = wp.components;

  /** The sidebar's first panel, by block: the settings an author wants most, in order. */
  const MAIN = {
    'urim-game': ['holes', 'seeds', 'opponent', 'lang', 'steps', 'analysis', 'predict', 'position'],
    'urim-board': ['position', 'move', 'steps', 'predict', 'autoplay', 'interactive', 'lang'],
  };

  /** The words of the main settings; any other is named by its attribute. */
  const LABELS = {
    holes: __('Board', 'urim'),
    seeds: __('Seeds in each pit at the start', 'urim'),
    opponent: __('Opponent', 'urim'),
    lang: __('Language', 'urim'),
    steps: __('Moves step by step, with words', 'urim'),
    analysis: __('Show what each move is worth', 'urim'),
    predict: __('Predict first: ask where the last seed falls', 'urim'),
    position: __('Position (empty: the start)', 'urim'),
    move: __('Move to show', 'urim'),
    autoplay: __('Play the move once it is in view', 'urim'),
    interactive: __('Readers may play on', 'urim'),
  };

  /** How a value is shown in a list: the board's size, a level's name, a language's own name. */
  function choiceLabel(name, rule, value) {
    if (name === 'holes') return sprintf(__('2 × %s pits', 'urim'), value);
    if (rule.labels && rule.labels[value]) return rule.labels[value];
    return String(value);
  }

  /** The values a list offers for `rule`, or null when it is typed in. */
  function choices(name, rule) {
    if (name === 'lang') return Object.keys(rules.languages).map((code) => ({ value: code, label: rules.languages[code] }));
    if (rule.kind === 'oneOf' || rule.kind === 'pitLetter') return rule.values.map((v) => ({ value: String(v), label: choiceLabel(name, rule, v) }));
    if (rule.kind === 'whole' && rule.labels) return Object.keys(rule.labels).map((v) => ({ value: v, label: rule.labels[v] }));
    return null;
  }

  /** The control of attribute `name` (a toggle, a list or a text field) for the block's sidebar. */
  function control(name, rule, attributes, setAttributes) {
    const label = LABELS[name] || name;
    const help = LABELS[name] ? undefined : rule.description;
    const set = (value) => setAttributes({ [name]: value === '' ? undefined : value });
    if (rule.kind === 'flag') {
      return el(ToggleControl, { key: name, label, help, checked: !!attributes[name], onChange: (on) => setAttributes({ [name]: on || undefined }) });
    }
    const listed = choices(name, rule);
    if (listed) {
      const fallback = name === 'lang' ? __('the page’s', 'urim') : rule.default ?? __('none', 'urim');
      const first = { value: '', label: sprintf(__('Default (%s)', 'urim'), choiceLabel(name, rule, fallback)) };
      return el(SelectControl, { key: name, label, help, value: attributes[name] || '', options: [first, ...listed], onChange: set });
    }
    return el(TextControl, { key: name, label, help, value: attributes[name] || '', onChange: set });
  }

  /** The element's attributes for the preview: flags present or absent, values as text. */
  function elementProps(tag, attributes) {
    const props = {};
    for (const [name, rule] of Object.entries(rules.elements[tag])) {
      const value = attributes[name];
      if (rule.kind === 'flag' ? value : value !== undefined && value !== '') props[name] = rule.kind === 'flag' ? '' : String(value);
    }
    return props;
  }

  /** The editor of the block of element `tag`: the element, live, and its settings in the sidebar. */
  function editor(tag) {
    return function Edit({ attributes, setAttributes }) {
      const all = rules.elements[tag];
      const main = MAIN[tag].filter((name) => all[name]);
      const more = Object.keys(all).filter((name) => !main.includes(name));
      return el(
        'div',
        useBlockProps(),
        el(
          InspectorControls,
          null,
          el(PanelBody, { title: __('Settings', 'urim') }, main.map((name) => control(name, all[name], attributes, setAttributes))),
          el(PanelBody, { title: __('More settings', 'urim'), initialOpen: false }, more.map((name) => control(name, all[name], attributes, setAttributes))),
        ),
        el(tag, elementProps(tag, attributes)),
      );
    };
  }

  for (const [block, tag] of [
    ['urim/game', 'urim-game'],
    ['urim/board', 'urim-board'],
  ]) {
    // The rest (title, icon, attributes) is the server's, from block.json and the plugin.
    wp.blocks.registerBlockType(block, { edit: editor(tag), save: () => null });
  }
})(window.urimRules);
