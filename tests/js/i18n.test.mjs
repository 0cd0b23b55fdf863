// The translations (www/i18n/*.js): every language listed has its file, every
// English key, each {slot} of the English text, and the same shape (arrays, plural
// forms); the language choice, loading one language at a time, and the plural
// rules; the built-in notice that a language did not load, in every language.
// Runs without a browser.
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { test } from 'node:test';
import { LANGUAGES, languageOf, loadTable, loadTranslator, pickLanguage, translator } from '../../www/i18n/index.js';
import { LANGUAGE_FAILED, languageFailedWords } from '../../www/i18n/language-failed.js';
import { ENGLISH as PUZZLE_ENGLISH } from '../../www/puzzles/words.js';
import { ENGLISH_BY_PART } from '../browser/words.mjs';

const TABLES = Object.fromEntries(await Promise.all(Object.keys(LANGUAGES).map(async (code) => [code, await loadTable(code)])));
// English: en.js, the words that come with the elements' parts (the game element,
// predict first, the storage, the lesson panel, the editor's tools: the one list
// the page tests read too) and the puzzles page's (each key in one place only).
const LATER = { ...ENGLISH_BY_PART, puzzles: PUZZLE_ENGLISH };
const en = Object.assign({}, TABLES.en, ...Object.values(LATER));

test('the English words that come later are not in en.js as well, nor in two places', () => {
  const seen = new Set(Object.keys(TABLES.en));
  for (const [part, words] of Object.entries(LATER)) {
    for (const key of Object.keys(words)) {
      assert.ok(!seen.has(key), `"${key}" of ${part} is in two places`);
      seen.add(key);
    }
  }
});
const slots = (text) => [...String(text).matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
/** The strings inside a value: itself, an array's items, or a plural form's forms. */
const texts = (value) => (typeof value === 'string' ? [value] : Object.values(value));

test('every language file is listed, and every listed language has its file', () => {
  const files = readdirSync(new URL('../../www/i18n/', import.meta.url)).filter((f) => /^[a-z]{2,3}\.js$/.test(f)).map((f) => f.slice(0, -3));
  assert.deepEqual(files.sort(), Object.keys(LANGUAGES).sort());
});

for (const [code, table] of Object.entries({ ...TABLES, en })) {
  test(`${code} (${table.name}): every English key, with the same slots and shape`, () => {
    assert.equal(table.name, LANGUAGES[code], 'its own name, as the picker lists it');
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

test('the language: the first tag we speak (?lang=, then the browser\'s), else English', () => {
  assert.equal(pickLanguage(['pt', 'en-GB']), 'pt');
  assert.equal(pickLanguage(['xx', 'pt-CV', 'en']), 'pt', 'an unknown tag is passed over');
  assert.equal(pickLanguage(['de-DE', 'pt-BR']), 'pt');
  assert.equal(pickLanguage(['de-DE']), 'en');
  assert.equal(languageOf('FR_ca'), 'fr');
  assert.equal(languageOf('zz'), null);
});

test('a language is loaded when asked for, once; an unknown one is refused', async () => {
  assert.equal(await loadTable('pt'), await loadTable('pt'));
  await assert.rejects(loadTable('zz'), /no language "zz"/);
  assert.equal((await loadTranslator('es'))('newGame'), TABLES.es.newGame);
});

test('plural forms follow each language', () => {
  const t = translator('en');
  assert.equal(t('seeds', { n: 1 }), '1 seed');
  assert.equal(t('seeds', { n: 0 }), '0 seeds');
  const pt = translator('pt', TABLES.pt);
  assert.equal(pt('seeds', { n: 1 }), '1 semente');
  assert.equal(pt('seeds', { n: 0 }), '0 sementes', 'as written in Cape Verde and Portugal');
  assert.equal(pt('seeds', { n: 2 }), '2 sementes');
  const fr = translator('fr', TABLES.fr);
  assert.equal(fr('seeds', { n: 0 }), TABLES.fr.seeds.one.replace('{n}', '0'), 'French counts 0 as singular');
  assert.equal(fr('seeds', { n: 2 }), TABLES.fr.seeds.other.replace('{n}', '2'));
});

test('a key missing from a translation falls back to English; an unknown key to itself', () => {
  const t = translator('zz', { name: 'Test', newGame: 'Zz' });
  assert.equal(t('newGame'), 'Zz');
  assert.equal(t('reset'), en.reset);
  assert.equal(t('no-such-key'), 'no-such-key');
  assert.equal(translator('xx')('rules'), en.rules, 'no table: English');
});

test('the notice that a language did not load is built in for every language, with its {shown} slot', () => {
  assert.deepEqual(Object.keys(LANGUAGE_FAILED).sort(), Object.keys(LANGUAGES).sort());
  for (const [code, text] of Object.entries(LANGUAGE_FAILED)) {
    assert.deepEqual(slots(text), ['shown'], code);
    assert.ok(languageFailedWords(code, 'English').includes('English'), code);
  }
  assert.equal(languageFailedWords('xx', 'English'), LANGUAGE_FAILED.en.replace('{shown}', 'English'), 'an unknown code: English');
});

/**
 * One word for one thing, in every language: the words the editor, the move list
 * and the lesson panel use for a link, a lesson and copying, each as the language
 * writes it (a part of the word that every form of it holds). A translation that
 * says "link" in one place and "ligação" in another fails here.
 */
const TERMS = {
  link: {
    keys: ['copyLink', 'linkCopied', 'editLink', 'lessonLink', 'lessonLinkCopied', 'lessonBadLink'],
    words: { en: 'link', pt: 'ligação', es: 'enlace', fr: 'lien', nl: 'link', el: 'σύνδεσμ', ja: 'リンク', ne: 'लिङ्क', sw: 'kiungo', kea: 'link' },
  },
  lesson: {
    keys: ['editLink', 'lessonLink', 'lessonLinkCopied', 'lessonBadLink', 'lessonTitle'],
    words: { en: 'lesson', pt: 'lição', es: 'lección', fr: 'leçon', nl: 'les', el: 'μάθημα', ja: 'レッスン', ne: 'पाठ', sw: 'somo', kea: 'lison' },
  },
  copy: {
    keys: ['copyLink', 'linkCopied', 'editLink', 'lessonLink', 'lessonLinkCopied', 'copyRecord'],
    words: { en: 'cop', pt: 'copi', es: 'copi', fr: 'copi', nl: 'kopi', el: 'αντιγρ', ja: 'コピー', ne: 'कपी', sw: 'naki', kea: 'kopi' },
  },
};

/** `text` lower-cased without its accents (Greek σύνδεσμος and συνδέσμου share συνδεσμ). */
const plain = (text, code) => text.toLocaleLowerCase(code).normalize('NFD').replace(/\p{M}/gu, '');

for (const [term, { keys, words }] of Object.entries(TERMS)) {
  test(`one word for "${term}" in every language, wherever the words say it`, () => {
    assert.deepEqual(Object.keys(words).sort(), Object.keys(LANGUAGES).sort(), 'every language has its word');
    for (const [code, word] of Object.entries(words)) {
      const table = code === 'en' ? en : TABLES[code];
      for (const key of keys) {
        assert.ok(plain(table[key], code).includes(plain(word, code)), `${code} "${key}" says "${table[key]}", not "${word}"`);
      }
    }
  });
}
