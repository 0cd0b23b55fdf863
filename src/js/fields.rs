//! The names serde gives the fields of a derived struct, or the variants of a
//! derived enum, read from the derive itself. The option checks list them in
//! their messages, so a field added to an options struct is checked and
//! named with no list to keep in step.

use serde::de::{self, Deserialize, Deserializer, Visitor};
use std::fmt;

/// The way out of a derived `Deserialize`: the names it asked for.
#[derive(Debug)]
struct Asked(&'static [&'static str]);

impl fmt::Display for Asked {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("names asked for")
    }
}

impl std::error::Error for Asked {}

impl de::Error for Asked {
    fn custom<T: fmt::Display>(_: T) -> Self {
        Asked(&[])
    }
}

/// A deserializer that holds no data: it stops a derived `Deserialize` at its
/// first request and keeps the field or variant names that came with it.
struct Probe;

impl<'de> Deserializer<'de> for Probe {
    type Error = Asked;

    fn deserialize_any<V: Visitor<'de>>(self, _: V) -> Result<V::Value, Asked> {
        Err(Asked(&[]))
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _: &'static str,
        fields: &'static [&'static str],
        _: V,
    ) -> Result<V::Value, Asked> {
        Err(Asked(fields))
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _: &'static str,
        variants: &'static [&'static str],
        _: V,
    ) -> Result<V::Value, Asked> {
        Err(Asked(variants))
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes
        byte_buf option unit unit_struct newtype_struct seq tuple tuple_struct map
        identifier ignored_any
    }
}

/// The serialized names of `T`'s fields (a struct) or variants (an enum), in
/// declaration order; empty for any other type.
#[must_use]
pub fn names<'de, T: Deserialize<'de>>() -> &'static [&'static str] {
    match T::deserialize(Probe) {
        Err(Asked(names)) => names,
        Ok(_) => &[],
    }
}
