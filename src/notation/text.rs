//! Small text helpers for the notation and its messages: numbers written and
//! read, and strings joined, without `core::fmt` or `str::parse`. They keep the
//! WebAssembly module small (each `format!` site and each integer parser adds
//! code) and never panic.

/// Appends `n` in decimal.
pub(crate) fn push_number(out: &mut String, n: u64) {
    let mut digits = [0u8; 20];
    let mut first = digits.len();
    let mut rest = n;
    for slot in digits.iter_mut().rev() {
        *slot = b'0' + (rest % 10) as u8;
        first -= 1;
        rest /= 10;
        if rest == 0 {
            break;
        }
    }
    for &d in digits.iter().skip(first) {
        out.push(char::from(d));
    }
}

/// A piece of a message for [`join`].
#[derive(Clone, Copy)]
pub(crate) enum Part<'a> {
    /// Text as it is.
    T(&'a str),
    /// A number in decimal.
    N(u64),
    /// Text in double quotes, as messages show what was given.
    Q(&'a str),
}

/// The parts written one after the other. One out-of-line builder for every
/// message keeps each message site down to a list of constants.
#[must_use]
#[inline(never)]
pub(crate) fn join(parts: &[Part<'_>]) -> String {
    let mut out = String::new();
    for part in parts {
        match *part {
            Part::T(text) => out.push_str(text),
            Part::N(n) => push_number(&mut out, n),
            Part::Q(text) => {
                out.push('"');
                out.push_str(text);
                out.push('"');
            }
        }
    }
    out
}

/// Reads a decimal number of ASCII digits only (no sign, no spaces);
/// `None` when empty, not all digits, or over `u32::MAX`.
#[must_use]
pub(crate) fn parse_number(text: &str) -> Option<u32> {
    if text.is_empty() {
        return None;
    }
    let mut n: u32 = 0;
    for b in text.bytes() {
        if !b.is_ascii_digit() {
            return None;
        }
        n = n.checked_mul(10)?.checked_add(u32::from(b - b'0'))?;
    }
    Some(n)
}

/// The pieces of `text` between the `sep` bytes (an ASCII separator), empty ones included.
pub(crate) fn split_ascii(text: &str, sep: u8) -> Vec<&str> {
    let mut pieces = Vec::new();
    let mut start = 0;
    for (i, &b) in text.as_bytes().iter().enumerate() {
        if b == sep {
            pieces.push(text.get(start..i).unwrap_or_default());
            start = i + 1;
        }
    }
    pieces.push(text.get(start..).unwrap_or_default());
    pieces
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_round_trip() {
        for n in [0u32, 7, 10, 99, 100, 4_294_967_295] {
            assert_eq!(join(&[Part::N(u64::from(n))]), n.to_string());
            assert_eq!(parse_number(&n.to_string()), Some(n));
        }
        assert_eq!(join(&[Part::N(u64::MAX)]), u64::MAX.to_string());
        let text = join(&[Part::T("pit "), Part::Q("x"), Part::N(12)]);
        assert_eq!(text, "pit \"x\"12");
        for bad in ["", "+3", "-3", " 3", "3 ", "4294967296", "x", "٣"] {
            assert_eq!(parse_number(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn split_keeps_empty_pieces() {
        assert_eq!(split_ascii("", b'-'), vec![""]);
        assert_eq!(split_ascii("3--é-", b'-'), vec!["3", "", "é", ""]);
    }
}
