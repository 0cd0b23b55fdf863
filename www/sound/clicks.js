// The sounds of <urim-game sound>, made with Web Audio (there are no sound files): a
// soft wooden tick for each seed that lands and a deeper knock for each pit taken.
// The audio is started only once the visitor has touched the page or pressed a
// key, as browsers ask, and nothing at all plays before that.

/** The input that counts as the visitor's first gesture. */
const GESTURES = ['pointerdown', 'keydown'];

/** A seed landing: a short burst of noise through a narrow band, like a seed on wood. */
const SEED = { band: 2400, spread: 500, q: 9, length: 0.05, gain: 0.5 };
/** A pit taken: a low, quickly damped tone under a softer tick. */
const TAKE = { pitch: 220, drop: 0.6, length: 0.22, gain: 0.28 };
/** The quietest level an envelope falls to (exponential ramps cannot reach 0). */
const SILENT = 0.0001;
/** Seconds of noise kept for every tick. */
const NOISE_SECONDS = 0.1;

export class Clicks {
  /** @param {Document} doc the page whose first touch or key lets the sound start */
  constructor(doc) {
    this.doc = doc;
    this.context = null;
    this.noise = null;
    this.on = false;
    this.unlock = () => this.start();
    // A visitor who has already touched the page (to tick "Sound") has let it start.
    if (globalThis.navigator?.userActivation?.hasBeenActive) this.start();
    else for (const type of GESTURES) doc.addEventListener(type, this.unlock, { capture: true, passive: true });
  }

  /** Makes the audio context, in or after a gesture; one for the life of the page. */
  start() {
    for (const type of GESTURES) this.doc.removeEventListener(type, this.unlock, { capture: true });
    const Context = globalThis.AudioContext ?? /** @type {{ webkitAudioContext?: typeof AudioContext }} */ (globalThis).webkitAudioContext;
    if (!Context || this.context) return;
    try {
      this.context = new Context();
    } catch {
      return; // no audio here: the game plays silently
    }
    const rate = this.context.sampleRate;
    this.noise = this.context.createBuffer(1, Math.round(rate * NOISE_SECONDS), rate);
    const samples = this.noise.getChannelData(0);
    for (let i = 0; i < samples.length; i += 1) samples[i] = Math.random() * 2 - 1;
  }

  /** Sounds play from now on (once the visitor has touched the page). */
  unmute() {
    this.on = true;
    if (this.context?.state === 'suspended') this.context.resume().catch(() => {});
  }

  /** No more sounds. */
  mute() {
    this.on = false;
  }

  /** The context, when sounds may play now. */
  ready() {
    const c = this.context;
    return this.on && c && c.state === 'running' ? c : null;
  }

  /** A seed lands. */
  seed() {
    const c = this.ready();
    if (!c) return;
    this.tick(c, SEED.band + (Math.random() - 0.5) * SEED.spread, SEED.gain);
  }

  /** A pit's seeds are taken. */
  take() {
    const c = this.ready();
    if (!c) return;
    const t = c.currentTime;
    const tone = c.createOscillator();
    tone.type = 'triangle';
    tone.frequency.setValueAtTime(TAKE.pitch, t);
    tone.frequency.exponentialRampToValueAtTime(TAKE.pitch * TAKE.drop, t + TAKE.length);
    const envelope = c.createGain();
    envelope.gain.setValueAtTime(TAKE.gain, t);
    envelope.gain.exponentialRampToValueAtTime(SILENT, t + TAKE.length);
    tone.connect(envelope).connect(c.destination);
    tone.start(t);
    tone.stop(t + TAKE.length);
    this.tick(c, SEED.band / 2, SEED.gain / 2);
  }

  /**
   * A burst of noise through a band-pass filter centred on `band` Hz.
   * @param {AudioContext} c
   * @param {number} band
   * @param {number} gain
   */
  tick(c, band, gain) {
    const t = c.currentTime;
    const source = c.createBufferSource();
    source.buffer = this.noise;
    const filter = c.createBiquadFilter();
    filter.type = 'bandpass';
    filter.frequency.value = band;
    filter.Q.value = SEED.q;
    const envelope = c.createGain();
    envelope.gain.setValueAtTime(gain, t);
    envelope.gain.exponentialRampToValueAtTime(SILENT, t + SEED.length);
    source.connect(filter).connect(envelope).connect(c.destination);
    source.start(t);
    source.stop(t + SEED.length);
  }
}
