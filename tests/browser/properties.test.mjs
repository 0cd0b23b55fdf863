// Every attribute of <urim-game> and <urim-board> has a property that mirrors it,
// as the option lists (elements/game-options.js, elements/options.js) say: each
// property set to a good value reads it back typed, sets the attribute, and a
// boolean's false removes it. No attribute's name is taken by a method of the
// element (game.predict was once a method, and game.predict = true did nothing);
// the check is shown to catch such a class. In headless Chromium.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { openBrowser, pageWith } from './browser.mjs';
import { BOARD_OPTIONS } from '../../www/elements/options.js';
import { GAME_OPTIONS } from '../../www/elements/game-options.js';
import { initSync, rules } from '../../pkg/urim.js';

initSync({ module: readFileSync(new URL('../../pkg/urim_bg.wasm', import.meta.url)) });
const RULES = rules();

let env;
before(async () => { env = await openBrowser(); });
after(() => env?.close());

/** Values no reader can tell from its spec alone: a position, a key, a name. */
const TEXTS = { position: '3-3-3-3-4-0-1-3-2-5-3-3-2-1-S', persist: 'urim-properties-test', label: 'A diagram', lang: 'pt' };
/** Addresses on the test's own server. */
const ADDRESSES = { about: 'about.html', tables: 'tables/', lesson: 'lessons/capture-chain.en.urim' };

/**
 * A good value of option `name` other than its default, from what its reader
 * takes: [the property's value, what it reads back].
 */
function sample(name, { read, fallback }) {
  const { spec } = read;
  assert.ok(spec, `${name}: its reader says what it takes (options.js takes())`);
  if (spec.flag) return [true, true];
  if (spec.rule) return [RULES[spec.rule].at(-1), RULES[spec.rule].at(-1)];
  if (spec.oneOf) return [spec.oneOf.at(-1), spec.oneOf.at(-1)];
  if (spec.whole || spec.zeroOr) {
    const [, max] = spec.whole ?? spec.zeroOr;
    return max === fallback ? [max - 1, max - 1] : [max, max];
  }
  if (spec.pitLetter) return ['E', 'E'];
  if (spec.address) return [ADDRESSES[name], ADDRESSES[name]];
  assert.ok(name in TEXTS, `${name}: a sample text is given`);
  return [TEXTS[name], TEXTS[name]];
}

for (const [tag, options] of [['urim-game', GAME_OPTIONS], ['urim-board', BOARD_OPTIONS]]) {
  test(`<${tag}>: every attribute's property is set and read back, typed, and booleans add and remove the attribute`, async () => {
    const html = `<!doctype html><html lang="en"><meta charset="utf-8"><body>
<script type="module" src="/pkg/urim-elements.js"></script>`;
    const page = await pageWith(env, `/properties-${tag}.html`, html, { reducedMotion: 'reduce' });
    const cases = Object.entries(options).map(([name, option]) => [name, !!option.boolean, ...sample(name, option)]);
    await page.evaluate((t) => { document.body.append(document.createElement(t)); return customElements.whenDefined(t); }, tag);
    assert.deepEqual(await page.evaluate((t) => [...customElements.get(t).observedAttributes].sort(), tag), Object.keys(options).sort(),
      'the element observes every attribute of its list');
    for (const [name, boolean, value, back] of cases) {
      // A fresh element for each, on the page and ready: one setting does not change another's start.
      const read = await page.evaluate(async ([t, n, v, isFlag]) => {
        document.body.replaceChildren();
        const el = document.createElement(t);
        if (t === 'urim-game') el.setAttribute('opponent', '0');
        const ready = new Promise((done) => el.addEventListener('ready', done, { once: true }));
        document.body.append(el);
        await ready;
        const errors = [];
        el.addEventListener('error', (e) => errors.push(e.detail.message));
        el[n] = v;
        const out = { value: el[n], attribute: el.getAttribute(n), errors };
        if (isFlag) {
          el[n] = false;
          out.off = { value: el[n], attribute: el.hasAttribute(n) };
        }
        return out;
      }, [tag, name, value, boolean]);
      if (name === 'position' && tag === 'urim-game') {
        // The game's own position property: the position now, which a new position starts.
        assert.equal(read.value, back, `${tag}.${name} reads back`);
      } else assert.deepEqual(read.value, back, `${tag}.${name} reads back the value set`);
      assert.deepEqual(read.errors, [], `${tag}.${name} = ${JSON.stringify(value)} is taken without an error`);
      if (boolean) {
        assert.equal(read.attribute, '', `${tag}.${name} = true adds the attribute`);
        assert.deepEqual(read.off, { value: false, attribute: false }, `${tag}.${name} = false removes it`);
      } else assert.equal(read.attribute, String(value), `${tag}.${name} sets the attribute`);
    }
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

test('no attribute is also a method: each is a property, and a class with such a method is caught', async () => {
  const html = `<!doctype html><html lang="en"><meta charset="utf-8"><body><urim-board></urim-board><urim-game opponent="0"></urim-game>
<script type="module" src="/pkg/urim-elements.js"></script>`;
  const page = await pageWith(env, '/properties-methods.html', html);
  const found = await page.evaluate(async () => {
    await Promise.all(['urim-game', 'urim-board'].map((t) => customElements.whenDefined(t)));
    /** How the class or a class above it gives `name`. */
    const kind = (proto, name) => {
      for (let p = proto; p; p = Object.getPrototypeOf(p)) {
        const d = Object.getOwnPropertyDescriptor(p, name);
        if (d) return d.get || d.set ? 'accessor' : typeof d.value;
      }
      return 'missing';
    };
    const out = {};
    for (const t of ['urim-game', 'urim-board']) {
      const Element = customElements.get(t);
      out[t] = Object.fromEntries(Element.observedAttributes.map((n) => [n, kind(Element.prototype, n)]));
    }
    // The base class's mirror, given a class with a method named like an attribute:
    // the method hides the property, and the check above names it.
    const Base = Object.getPrototypeOf(customElements.get('urim-board'));
    class Clashing extends Base {
      predict() {}
    }
    Base.mirror(Clashing, { predict: { read: () => true, fallback: false, boolean: true }, steps: { read: () => true, fallback: false, boolean: true } });
    out.clashing = { predict: kind(Clashing.prototype, 'predict'), steps: kind(Clashing.prototype, 'steps') };
    return out;
  });
  for (const [tag, kinds] of Object.entries({ 'urim-game': found['urim-game'], 'urim-board': found['urim-board'] })) {
    for (const [name, kind] of Object.entries(kinds)) assert.equal(kind, 'accessor', `${tag}.${name} is a property, not a ${kind}`);
  }
  assert.deepEqual(found.clashing, { predict: 'function', steps: 'accessor' }, 'a method named like an attribute is caught');
  assert.deepEqual(page.errors, []);
  await page.close();
});
