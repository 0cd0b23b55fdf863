// The page's translations (www/i18n/*.js): every language has every English key,
// keeps each {slot} of the English text, and the same shape (arrays, plural forms);
// the language choice and the plural rules. Runs without a browser.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LANGUAGES, pickLanguage, translator } from '../../www/i18n.js';

const en = LANGUAGES.en;
const slots = (text) => [...String(text).matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
/** The strings inside a value: itself, an array's items, or a plural form's forms. */
const texts = (value) => (typeof value === 'string' ? [value] : Object.values(value));

for (const [code, table] of Object.entries(LANGUAGES)) {
  test(`${code} (${table.name}): every English key, with the same slots and shape`, () => {
    assert.equal(typeof table.name, 'string');
    for (const [key, value] of Object.entries(en)) {
      if (key === 'plurals') continue;
      assert.ok(key in table, `${code} lacks "${key}"`);
      const ours = table[key];
      assert.equal(typeof ours, typeof value, `${code}.${key} has another type`);
      if (Array.isArray(value)) {
        assert.equal(ours.length, value.length, `${code}.${key} has another length`);
      } else if (typeof value === 'object') {
        assert.ok('other' in ours, `${code}.${key} has no "other" plural form`);
      }
      const wanted = slots(texts(value)[0]);
      for (const text of texts(ours)) {
        assert.deepEqual(slots(text), wanted, `${code}.${key}: "${text}" should have the slots {${wanted.join('}, {')}}`);
      }
    }
    for (const key of Object.keys(table)) {
      assert.ok(key in en || key === 'plurals', `${code} has "${key}", which English lacks`);
    }
  });
}

test('the language: ?lang= first, then the browser languages, then English', () => {
  assert.equal(pickLanguage('?lang=pt', ['en-GB']), 'pt');
  assert.equal(pickLanguage('?lang=xx', ['pt-CV', 'en']), 'pt', 'an unknown ?lang= is passed over');
  assert.equal(pickLanguage('', ['de-DE', 'pt-BR']), 'pt');
  assert.equal(pickLanguage('', ['de-DE']), 'en');
});

test('plural forms follow each language', () => {
  const t = translator('en');
  assert.equal(t('seeds', { n: 1 }), '1 seed');
  assert.equal(t('seeds', { n: 0 }), '0 seeds');
  const pt = translator('pt');
  assert.equal(pt('seeds', { n: 1 }), '1 semente');
  assert.equal(pt('seeds', { n: 0 }), '0 sementes', 'as written in Cape Verde and Portugal');
  assert.equal(pt('seeds', { n: 2 }), '2 sementes');
  const fr = translator('fr');
  assert.equal(fr('seeds', { n: 0 }), LANGUAGES.fr.seeds.one.replace('{n}', '0'), 'French counts 0 as singular');
  assert.equal(fr('seeds', { n: 2 }), LANGUAGES.fr.seeds.other.replace('{n}', '2'));
});

test('a key missing from a translation falls back to English; an unknown key to itself', () => {
  LANGUAGES.zz = { name: 'Test', newGame: 'Zz' };
  try {
    const t = translator('zz');
    assert.equal(t('newGame'), 'Zz');
    assert.equal(t('undo'), en.undo);
    assert.equal(t('no-such-key'), 'no-such-key');
  } finally {
    delete LANGUAGES.zz;
  }
  assert.equal(translator('xx')('newGame'), en.newGame, 'an unknown language is English');
});
