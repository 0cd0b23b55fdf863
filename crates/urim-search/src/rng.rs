//! A tiny deterministic random number generator (SplitMix64), so that every
//! random choice of the AI follows from the caller's `seed`.

/// The golden-ratio increment of SplitMix64.
const GOLDEN_GAMMA: u64 = 0x9E37_79B9_7F4A_7C15;
/// First multiplier of the SplitMix64 output mix.
const MIX_1: u64 = 0xBF58_476D_1CE4_E5B9;
/// Second multiplier of the SplitMix64 output mix.
const MIX_2: u64 = 0x94D0_49BB_1331_11EB;
/// Bits in a `u64` that a uniform `f64` in `[0, 1)` keeps.
const UNIT_BITS: u32 = 53;

/// SplitMix64: a 64-bit state stepped by a constant and mixed on output.
///
/// ```
/// use urim_search::SplitMix64;
/// let mut a = SplitMix64::new(7);
/// let mut b = SplitMix64::new(7);
/// assert_eq!(a.next_u64(), b.next_u64());
/// assert!(a.below(6) < 6);
/// ```
#[derive(Clone, Debug)]
pub struct SplitMix64 {
    state: u64,
}

impl SplitMix64 {
    /// A generator started from `seed`.
    #[must_use]
    pub const fn new(seed: u64) -> SplitMix64 {
        SplitMix64 { state: seed }
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(GOLDEN_GAMMA);
        mix(self.state)
    }

    /// A uniform number in `0..n` (`n` must be positive).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n
    }

    /// A uniform number in `[0, 1)`.
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> (u64::BITS - UNIT_BITS)) as f64 / (1u64 << UNIT_BITS) as f64
    }
}

/// The SplitMix64 output function: a bijective mix of 64 bits.
#[must_use]
pub const fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(MIX_1);
    z = (z ^ (z >> 27)).wrapping_mul(MIX_2);
    z ^ (z >> 31)
}
