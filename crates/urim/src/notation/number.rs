//! Reading a count of seeds from text: ASCII digits only, so that a sign, a
//! space or another script's digits are refused rather than read.

/// Reads a decimal number of ASCII digits only (no sign, no spaces);
/// `None` when empty, not all digits, or over `u32::MAX`.
#[must_use]
pub(crate) fn parse_number(text: &str) -> Option<u32> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digits_only() {
        for n in [0u32, 7, 10, 99, 100, 4_294_967_295] {
            assert_eq!(parse_number(&n.to_string()), Some(n));
        }
        for bad in ["", "+3", "-3", " 3", "3 ", "4294967296", "x", "٣"] {
            assert_eq!(parse_number(bad), None, "{bad:?}");
        }
    }
}
