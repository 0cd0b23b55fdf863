//! Reads a JS options object into its derived `Deserialize` struct, and tells
//! the names a derive gives its fields or variants (the option checks list
//! them, so a field added to an options struct is read, checked and named
//! with no list to keep in step).
//!
//! A small reader of our own rather than serde-wasm-bindgen's `from_value`,
//! whose general deserializer (every JS type, and messages that print floats)
//! adds about 18 KB gzip to the module. It reads only what option structs
//! hold: named fields whose values are [`Given`], the JS value as it was given,
//! so that `args` can check each one with a message that names it.

use js_sys::Reflect;
use serde::de::{self, DeserializeSeed, Deserializer, IntoDeserializer, MapAccess, Visitor};
use std::cell::RefCell;
use std::fmt;
use wasm_bindgen::JsValue;

/// An option's value as JS gave it; `None` when absent or `undefined`.
#[derive(Clone, Debug, Default)]
pub struct Given(pub Option<JsValue>);

impl Given {
    /// The value, unless it is absent.
    #[must_use]
    pub fn get(&self) -> Option<&JsValue> {
        self.0.as_ref()
    }
}

thread_local! {
    /// The value being handed from [`Value`] to [`Given`]: serde's visitors
    /// carry only Rust data, so the JS value goes round them.
    static HANDED: RefCell<Option<JsValue>> = const { RefCell::new(None) };
}

impl<'de> de::Deserialize<'de> for Given {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Given, D::Error> {
        deserializer.deserialize_any(GivenVisitor)
    }
}

/// Takes the value [`Value`] handed over.
struct GivenVisitor;

impl Visitor<'_> for GivenVisitor {
    type Value = Given;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a JS value")
    }

    fn visit_unit<E: de::Error>(self) -> Result<Given, E> {
        Ok(Given(HANDED.with(|h| h.borrow_mut().take())))
    }
}

/// Why reading failed. The reasons are not kept: `args` checks the object's
/// keys and values itself and words its own messages. [`names`] uses it to
/// carry the names a derive asked for out of it.
#[derive(Debug)]
pub struct Unreadable(&'static [&'static str]);

impl fmt::Display for Unreadable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("could not be read")
    }
}

impl std::error::Error for Unreadable {}

impl de::Error for Unreadable {
    fn custom<T: fmt::Display>(_: T) -> Self {
        Unreadable(&[])
    }
}

/// A JS object, read as a struct.
pub struct Object<'a>(pub &'a JsValue);

impl<'de> Deserializer<'de> for Object<'_> {
    type Error = Unreadable;

    fn deserialize_any<V: Visitor<'de>>(self, _: V) -> Result<V::Value, Unreadable> {
        Err(Unreadable(&[]))
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _: &'static str,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Unreadable> {
        visitor.visit_map(Fields {
            object: self.0,
            names: fields.iter(),
            value: None,
        })
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes
        byte_buf option unit unit_struct newtype_struct seq tuple tuple_struct map
        enum identifier ignored_any
    }
}

/// The fields of a struct, looked up by name on the object; absent and
/// `undefined` ones are skipped (their defaults apply).
struct Fields<'a> {
    object: &'a JsValue,
    names: std::slice::Iter<'static, &'static str>,
    value: Option<JsValue>,
}

impl<'de> MapAccess<'de> for Fields<'_> {
    type Error = Unreadable;

    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, Unreadable> {
        for &name in self.names.by_ref() {
            let value =
                Reflect::get(self.object, &JsValue::from_str(name)).map_err(|_| Unreadable(&[]))?;
            if !value.is_undefined() {
                self.value = Some(value);
                return seed.deserialize(name.into_deserializer()).map(Some);
            }
        }
        Ok(None)
    }

    fn next_value_seed<V: DeserializeSeed<'de>>(
        &mut self,
        seed: V,
    ) -> Result<V::Value, Unreadable> {
        seed.deserialize(Value(self.value.take()))
    }
}

/// One field's value, handed to [`Given`] as it is.
struct Value(Option<JsValue>);

impl<'de> Deserializer<'de> for Value {
    type Error = Unreadable;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Unreadable> {
        HANDED.with(|h| *h.borrow_mut() = self.0);
        visitor.visit_unit()
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes
        byte_buf option unit unit_struct newtype_struct seq tuple tuple_struct map
        struct enum identifier ignored_any
    }
}

/// A deserializer that holds no data: it stops a derived `Deserialize` at its
/// first request and keeps the field or variant names that came with it.
struct Probe;

impl<'de> Deserializer<'de> for Probe {
    type Error = Unreadable;

    fn deserialize_any<V: Visitor<'de>>(self, _: V) -> Result<V::Value, Unreadable> {
        Err(Unreadable(&[]))
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _: &'static str,
        fields: &'static [&'static str],
        _: V,
    ) -> Result<V::Value, Unreadable> {
        Err(Unreadable(fields))
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _: &'static str,
        variants: &'static [&'static str],
        _: V,
    ) -> Result<V::Value, Unreadable> {
        Err(Unreadable(variants))
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
pub fn names<'de, T: de::Deserialize<'de>>() -> &'static [&'static str] {
    match T::deserialize(Probe) {
        Err(Unreadable(names)) => names,
        Ok(_) => &[],
    }
}

/// A side's name as JS spells it, as the core's serde derive writes it.
#[must_use]
pub fn side_name(side: urim::rules::Side) -> &'static str {
    names::<urim::rules::Side>()
        .get(side.index())
        .copied()
        .unwrap_or_default()
}
