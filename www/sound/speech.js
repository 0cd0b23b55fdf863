// The spoken words of <urim-game speak>: sentences said aloud by the system's own
// voices (the browser's speechSynthesis; no sound files, nothing fetched), one at
// a time, in the language asked for when the system has a voice for it, else in
// English, after saying so once. Loaded only when `speak` is on (game-speech.js);
// it imports nothing, so that it stays a small file of its own.
//
// The queue: the sentence being said is never cut off; a newer one waits for it.
// At most MOVES_WAITING moves' sentences wait (a turn: the visitor's move and the
// computer's reply); a newer one drops the oldest waiting, which would lag
// behind the board. A notice is never dropped.

/** How long to wait for the system's voices when none are listed yet (ms): Chromium lists them a little after the page starts. */
const VOICES_WAIT_MS = 2000;
/** The most moves' sentences waiting behind the one being said: one turn, the visitor's move and the computer's reply. */
const MOVES_WAITING = 2;

/**
 * What is to be said: `text` in language `lang`, or, where the system has no voice
 * for `lang` (but English, said as well as the system can), `english` in English (a function: made only when needed). `missing`
 * is asked once per language with no voice: it shows the notice and gives its
 * English words, said first. A 'move' may be dropped when newer moves come.
 * @typedef {{ text: string, lang: string, english: () => string, missing: (lang: string) => string, kind: 'move' | 'notice' }} Saying
 */

/**
 * The best voice of `voices` for language `code`: one whose language is `code` or
 * starts with `code-`; a voice of the system (it works offline) before one of a
 * network service, which is taken only while the browser is online; the system's
 * default among those. Null when there is none.
 * @param {readonly SpeechSynthesisVoice[]} voices
 * @param {string} code
 * @returns {SpeechSynthesisVoice | null}
 */
export function voiceFor(voices, code) {
  const want = code.toLowerCase();
  const online = globalThis.navigator?.onLine !== false;
  const fits = voices.filter((v) => {
    const lang = v.lang.toLowerCase().replace(/_/g, '-');
    return (lang === want || lang.startsWith(`${want}-`)) && (v.localService || online);
  });
  const rank = (/** @type {SpeechSynthesisVoice} */ v) => (v.localService ? 0 : 2) + (v.default ? 0 : 1);
  return fits.sort((a, b) => rank(a) - rank(b))[0] ?? null;
}

export class Speech {
  /**
   * @param {SpeechSynthesis} synth the browser's speechSynthesis
   * @param {typeof SpeechSynthesisUtterance} Utterance its utterances' class
   */
  constructor(synth, Utterance) {
    this.synth = synth;
    this.Utterance = Utterance;
    /** @type {{ text: string, lang: string, kind: Saying['kind'] }[]} the sentences waiting, oldest first */
    this.waiting = [];
    /** @type {SpeechSynthesisUtterance | null} the sentence being said (kept: an utterance let go may never end) */
    this.current = null;
    /** @type {Set<string>} the languages whose missing voice was told */
    this.told = new Set();
    /** @type {Promise<readonly SpeechSynthesisVoice[]> | null} */
    this.voicesLoaded = null;
    /** @type {readonly SpeechSynthesisVoice[]} the voices as last listed */
    this.voiceList = [];
    this.waited = false; // whether the voices were waited for once already
    this.stops = 0; // how many times stop() was called: a saying asked before the last one is not said
  }

  /** The system's voices: at once when listed, else, the first time, once it lists them (or after VOICES_WAIT_MS, whatever it has then). */
  voices() {
    const now = this.synth.getVoices();
    if (now.length > 0 || this.waited) return Promise.resolve(now);
    this.voicesLoaded ??= new Promise((done) => {
      const listed = () => {
        clearTimeout(timer);
        this.synth.removeEventListener('voiceschanged', listed);
        this.waited = true; // once: a system with no voices does not make each sentence wait
        done(this.synth.getVoices());
      };
      const timer = setTimeout(listed, VOICES_WAIT_MS);
      this.synth.addEventListener('voiceschanged', listed);
    });
    return this.voicesLoaded;
  }

  /**
   * Says `saying` after what is being said (see the queue above).
   * @param {Saying} saying
   */
  async say(saying) {
    const stops = this.stops;
    const voices = await this.voices();
    if (stops !== this.stops) return; // silenced meanwhile
    this.voiceList = voices;
    let { text, lang } = saying;
    if (!voiceFor(voices, lang) && lang !== 'en') {
      if (!this.told.has(lang)) {
        this.told.add(lang);
        this.queue({ text: saying.missing(lang), lang: 'en', kind: 'notice' });
      }
      [text, lang] = [saying.english(), 'en'];
    }
    this.queue({ text, lang, kind: saying.kind });
  }

  /**
   * Puts a sentence in the queue; a move's drops the oldest move's waiting when MOVES_WAITING wait already.
   * @param {{ text: string, lang: string, kind: Saying['kind'] }} item
   */
  queue(item) {
    const moves = this.waiting.filter((w) => w.kind === 'move');
    if (item.kind === 'move' && moves.length >= MOVES_WAITING) this.waiting.splice(this.waiting.indexOf(moves[0]), 1);
    this.waiting.push(item);
    // The browser says nothing, yet never told the end of ours (some browsers lose one now and then): it is past.
    if (this.current && !this.synth.speaking && !this.synth.pending) this.current = null;
    if (!this.current) this.next();
  }

  /** Says the next sentence waiting, if any. */
  next() {
    const item = this.waiting.shift();
    this.current = null;
    if (!item) return;
    const utterance = new this.Utterance(item.text);
    this.current = utterance;
    utterance.lang = item.lang;
    const voice = voiceFor(this.voiceList, item.lang);
    if (voice) utterance.voice = voice;
    const over = () => {
      if (this.current === utterance) this.next();
    };
    utterance.addEventListener('end', over);
    utterance.addEventListener('error', over); // refused (no touch yet, no audio): the rest still goes on
    this.synth.speak(utterance);
  }

  /** The sentences waiting are dropped (a notice aside); the one being said ends. */
  drop() {
    this.waiting = this.waiting.filter((w) => w.kind === 'notice');
  }

  /** Silence at once: nothing more is said of what was asked. */
  stop() {
    this.stops += 1;
    this.waiting = [];
    const speaking = this.current;
    this.current = null;
    if (speaking) this.synth.cancel();
  }
}
