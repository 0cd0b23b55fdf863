//! Checking what JavaScript hands us. Arguments arrive as untyped `JsValue`s, so
//! every number, string and options object is validated here, and anything else
//! is refused with a message that names the argument and what it was given.

use super::read;
use super::refusal::{kind, Refused};
use js_sys::{Array, JsString, Reflect};
use serde::de::value::StrDeserializer;
use serde::de::{DeserializeOwned, IntoDeserializer};
use wasm_bindgen::JsCast;
use wasm_bindgen::JsValue;

/// The largest integer a JS number holds exactly (2^53 - 1).
const MAX_SAFE_INTEGER: f64 = 9_007_199_254_740_991.0;

/// An argument that was refused: the JS `Error` to throw, its message naming
/// the argument and what it was given, with its kind and fields (`refusal.rs`).
pub type ArgError = Refused;

/// How a JS value reads in an error message: `undefined`, `2.5`, `the string "2"`, ...
#[must_use]
pub fn describe(value: &JsValue) -> String {
    if value.is_undefined() {
        "undefined".into()
    } else if value.is_null() {
        "null".into()
    } else if let Some(b) = value.as_bool() {
        b.to_string()
    } else if let Some(n) = value.as_f64() {
        number_text(n)
    } else if let Some(s) = value.dyn_ref::<JsString>() {
        quoted(s)
    } else if value.is_bigint() {
        "a bigint".into()
    } else if value.is_symbol() {
        "a symbol".into()
    } else if value.is_function() {
        "a function".into()
    } else if value.is_array() {
        "an array".into()
    } else {
        "an object".into()
    }
}

/// The longest string quoted whole in a message; a longer one is told by its length.
const QUOTED_CHARS: u32 = 60;

/// A JS string as a message shows it: quoted when short, else by its length, so
/// that a huge one is never copied into the module's memory.
fn quoted(s: &JsString) -> String {
    short(s).map_or_else(
        || format!("a string of {} characters", s.length()),
        |text| format!("the string \"{text}\""),
    )
}

/// The text of a JS string short enough to be quoted ([`QUOTED_CHARS`]), else
/// `None`: a long one is never copied in.
fn short(s: &JsString) -> Option<String> {
    (s.length() <= QUOTED_CHARS).then(|| String::from(s))
}

/// A number written as JavaScript writes it (`2.5`, `NaN`, `Infinity`, `1e+300`).
/// JS does the formatting, which keeps Rust's float printing out of the module.
fn number_text(n: f64) -> String {
    js_sys::Number::from(n)
        .to_string_with_radix(10)
        .map(String::from)
        .unwrap_or_else(|_| "a number".into())
}

/// Reads a whole number that JS holds exactly; `what` names the argument.
///
/// # Errors
/// [`ArgError`] for anything that is not a finite, whole, safe-integer number.
pub fn integer(value: &JsValue, what: &str) -> Result<i64, ArgError> {
    match value.as_f64() {
        Some(n) if n.is_finite() && n.fract() == 0.0 && n.abs() <= MAX_SAFE_INTEGER => Ok(n as i64),
        Some(n) if n.is_finite() && n.fract() == 0.0 => {
            let given = number_text(n);
            Err(Refused::argument(
                &format!("{what} {given} is out of range"),
                what,
                &given,
            ))
        }
        _ => {
            let given = describe(value);
            Err(Refused::argument(
                &format!("{what} must be a whole number, got {given}"),
                what,
                &given,
            ))
        }
    }
}

/// Reads a whole number in `min..=max`.
///
/// # Errors
/// [`ArgError`] for a non-integer or a value out of range.
pub fn integer_in(value: &JsValue, what: &str, min: i64, max: i64) -> Result<i64, ArgError> {
    match integer(value, what) {
        Ok(n) if (min..=max).contains(&n) => Ok(n),
        _ => {
            let given = describe(value);
            Err(Refused::argument(
                &format!("{what} must be a whole number from {min} to {max}, got {given}"),
                what,
                &given,
            ))
        }
    }
}

/// Reads a whole number that must be one of `allowed` (a board size, a seed
/// count); `what` names the argument. Anything else, a fraction or a string
/// included, is described in the message.
///
/// # Errors
/// [`ArgError`] naming the argument, the allowed values and the value given.
pub fn one_of(value: &JsValue, what: &str, allowed: [usize; 2]) -> Result<usize, ArgError> {
    integer(value, what)
        .ok()
        .and_then(|n| usize::try_from(n).ok())
        .filter(|n| allowed.contains(n))
        .ok_or_else(|| {
            let [a, b] = allowed;
            let given = describe(value);
            Refused::argument(
                &format!("{what} must be {a} or {b}, got {given}"),
                what,
                &given,
            )
        })
}

/// Reads a pit index of a board of `pit_count` pits.
///
/// # Errors
/// [`ArgError`] for anything but a whole number, or one off the board.
pub fn pit(value: &JsValue, pit_count: usize) -> Result<usize, ArgError> {
    let n = integer(value, "pit")?;
    usize::try_from(n)
        .ok()
        .filter(|&p| p < pit_count)
        .ok_or_else(|| {
            let last = pit_count.saturating_sub(1);
            Refused::new(
                &format!("pit {n} is not on the board (pits are 0 to {last})"),
                kind::PIT_OFF_BOARD,
            )
            .number("pit", n as f64)
            .number("pitCount", pit_count as f64)
        })
}

/// Reads one count of seeds (a pit's or a store's): a whole number from 0 up.
///
/// # Errors
/// [`ArgError`] for anything else, naming `what`.
pub fn count(value: &JsValue, what: &str) -> Result<u32, ArgError> {
    integer(value, what)
        .ok()
        .and_then(|n| u32::try_from(n).ok())
        .ok_or_else(|| {
            let given = describe(value);
            Refused::new(
                &format!("{what} must be a whole number of seeds (0 or more), got {given}"),
                kind::NOT_A_COUNT,
            )
            .text("argument", what)
            .text("given", &given)
        })
}

/// Reads an array of seed counts, one per pit; `what` names it.
///
/// # Errors
/// [`ArgError`] when it is not an array, is longer than any board, or holds
/// anything but whole numbers from 0 up.
pub fn counts(value: &JsValue, what: &str, most: usize) -> Result<Vec<u32>, ArgError> {
    if !value.is_array() {
        let given = describe(value);
        return Err(Refused::argument(
            &format!("{what} must be an array of seed counts, got {given}"),
            what,
            &given,
        ));
    }
    let array = Array::from(value);
    if array.length() as usize > most {
        let given = format!("{} counts", array.length());
        return Err(Refused::argument(
            &format!("{what} has {given}, more than the {most} pits of any board"),
            what,
            &given,
        ));
    }
    let each = format!("each count in {what}");
    array.iter().map(|v| count(&v, &each)).collect()
}

/// Reads the parts `names` of a plain object, in that order (`undefined` for
/// one that is absent): for objects that are data rather than options, such as
/// a set-up. `what` names the object in messages.
///
/// # Errors
/// [`ArgError`] when `value` is not a plain object, or has a key not in `names`.
pub fn parts<const N: usize>(
    value: &JsValue,
    what: &str,
    names: [&str; N],
) -> Result<[JsValue; N], ArgError> {
    known_keys(value, Named::Parts(what), &names)?;
    Ok(names.map(|name| Reflect::get(value, &JsValue::from_str(name)).unwrap_or_default()))
}

/// What [`known_keys`] calls the object it checks, in its messages.
#[derive(Clone, Copy)]
enum Named<'a> {
    /// The options of the call named.
    Options(&'a str),
    /// An object of data, named.
    Parts(&'a str),
}

/// Checks that `value` is a plain object whose own keys are all in `known`.
fn known_keys(value: &JsValue, named: Named<'_>, known: &[&str]) -> Result<(), ArgError> {
    let list = known.join(", ");
    if !value.is_object() || value.is_function() || value.is_array() {
        let whole = match named {
            Named::Options(what) => format!("{what} options"),
            Named::Parts(what) => what.to_owned(),
        };
        let given = describe(value);
        return Err(Refused::argument(
            &format!("{whole} must be an object (with {list}), got {given}"),
            &whole,
            &given,
        ));
    }
    let keys: Array = Reflect::own_keys(value).unwrap_or_default();
    for key in keys.iter() {
        let name = match key.dyn_ref::<JsString>() {
            Some(k) => short(k).unwrap_or_else(|| format!("(a key of {} characters)", k.length())),
            None => "(a symbol)".into(),
        };
        if !known.contains(&name.as_str()) {
            let message = match named {
                Named::Options(what) => {
                    format!("unknown {what} option \"{name}\"; the options are {list}")
                }
                Named::Parts(what) => {
                    format!("{what} has no part \"{name}\"; its parts are {list}")
                }
            };
            return Err(Refused::new(&message, kind::UNKNOWN_OPTION).text("option", &name));
        }
    }
    Ok(())
}

/// Reads a string of at most `most` UTF-16 code units (JS's `length`), refused
/// by its length before it is copied into the module's memory.
///
/// # Errors
/// [`ArgError`] for anything that is not a string, or a string too long.
pub fn string(value: &JsValue, what: &str, most: usize) -> Result<String, ArgError> {
    let text = value.dyn_ref::<JsString>().ok_or_else(|| {
        let given = describe(value);
        Refused::argument(
            &format!("{what} must be a string, got {given}"),
            what,
            &given,
        )
    })?;
    let length = text.length() as usize;
    if length > most {
        let given = format!("{length} characters");
        return Err(Refused::argument(
            &format!("{what} is {given} long, more than the {most} it may have"),
            what,
            &given,
        ));
    }
    Ok(String::from(text))
}

/// Reads an options object into `T`, a derived `Deserialize` struct whose
/// fields are the options (see `options.rs`). `undefined` means no options.
/// The object must be a plain object whose keys are all fields of `T`: the
/// deserializer only looks up the fields it knows, so the keys are checked
/// here against the names the derive gives.
///
/// # Errors
/// [`ArgError`] when `options` is not an object, or has a key that is not an option.
pub fn options<T: DeserializeOwned + Default>(
    options: &JsValue,
    what: &str,
) -> Result<T, ArgError> {
    if options.is_undefined() {
        return Ok(T::default());
    }
    known_keys(options, Named::Options(what), read::names::<T>())?;
    T::deserialize(read::Object(options)).map_err(|_| {
        Refused::argument(
            &format!("{what} options could not be read"),
            what,
            &describe(options),
        )
    })
}

/// Reads a string naming one variant of `T`, a derived `Deserialize` enum of
/// unit variants (such as a side).
///
/// # Errors
/// [`ArgError`] listing the names allowed and describing the value given.
pub fn choice<T: DeserializeOwned>(value: &JsValue, what: &str) -> Result<T, ArgError> {
    let name = value.dyn_ref::<JsString>().and_then(short);
    let read = name.and_then(|n| {
        let text: StrDeserializer<'_, read::Unreadable> = n.as_str().into_deserializer();
        T::deserialize(text).ok()
    });
    read.ok_or_else(|| {
        let names: Vec<String> = read::names::<T>()
            .iter()
            .map(|n| format!("\"{n}\""))
            .collect();
        let list = match names.split_last() {
            Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
            _ => names.concat(),
        };
        let given = describe(value);
        Refused::argument(&format!("{what} must be {list}, got {given}"), what, &given)
    })
}
