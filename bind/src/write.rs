//! Writes a derived `Serialize` value as a plain JS value: the results the API
//! hands back (`convert`, the rules, the search's and the analysis's results).
//!
//! A small writer of our own rather than serde-wasm-bindgen's `Serializer`,
//! whose general serializer (maps, bigints, byte arrays, and a cache of every
//! key it has made) adds about 1.7 KB gzip to the page module. It writes only
//! what our result types hold: structs as plain objects, sequences and tuples
//! as arrays, every number as a JS number, a `char` as a string, `None` and `()`
//! as `null`, and enums' unit variants as their names (internally tagged enums
//! come as structs). Anything else (maps, bytes, enums' data variants) is
//! refused with [`Unwritable`]; no result type holds one
//! (`bind/tests/wasm_api.rs` writes each kind that they do hold).

use js_sys::{Array, Object, Reflect};
use serde::ser::{self, Serialize};
use std::fmt;
use wasm_bindgen::JsValue;

/// Why a value could not be written: a kind of data no result type holds.
#[derive(Debug)]
pub struct Unwritable;

impl fmt::Display for Unwritable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a value of a kind the API does not hand back")
    }
}

impl std::error::Error for Unwritable {}

impl ser::Error for Unwritable {
    fn custom<T: fmt::Display>(_: T) -> Self {
        Unwritable
    }
}

/// Writes `value` as a plain JS value.
///
/// # Errors
/// [`Unwritable`] for a kind of data no result type holds.
pub fn write<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, Unwritable> {
    value.serialize(Writer)
}

/// The serializer: each call makes one JS value.
struct Writer;

/// A number as JS holds it.
fn number(n: f64) -> Result<JsValue, Unwritable> {
    Ok(JsValue::from_f64(n))
}

impl ser::Serializer for Writer {
    type Ok = JsValue;
    type Error = Unwritable;
    type SerializeSeq = Items;
    type SerializeTuple = Items;
    type SerializeTupleStruct = Items;
    type SerializeTupleVariant = ser::Impossible<JsValue, Unwritable>;
    type SerializeMap = ser::Impossible<JsValue, Unwritable>;
    type SerializeStruct = Fields;
    type SerializeStructVariant = ser::Impossible<JsValue, Unwritable>;

    fn serialize_bool(self, v: bool) -> Result<JsValue, Unwritable> {
        Ok(JsValue::from_bool(v))
    }

    fn serialize_i8(self, v: i8) -> Result<JsValue, Unwritable> {
        number(v.into())
    }

    fn serialize_i16(self, v: i16) -> Result<JsValue, Unwritable> {
        number(v.into())
    }

    fn serialize_i32(self, v: i32) -> Result<JsValue, Unwritable> {
        number(v.into())
    }

    fn serialize_i64(self, v: i64) -> Result<JsValue, Unwritable> {
        number(v as f64)
    }

    fn serialize_u8(self, v: u8) -> Result<JsValue, Unwritable> {
        number(v.into())
    }

    fn serialize_u16(self, v: u16) -> Result<JsValue, Unwritable> {
        number(v.into())
    }

    fn serialize_u32(self, v: u32) -> Result<JsValue, Unwritable> {
        number(v.into())
    }

    fn serialize_u64(self, v: u64) -> Result<JsValue, Unwritable> {
        number(v as f64)
    }

    fn serialize_f32(self, v: f32) -> Result<JsValue, Unwritable> {
        number(v.into())
    }

    fn serialize_f64(self, v: f64) -> Result<JsValue, Unwritable> {
        number(v)
    }

    fn serialize_char(self, v: char) -> Result<JsValue, Unwritable> {
        Ok(JsValue::from_str(v.encode_utf8(&mut [0; 4])))
    }

    fn serialize_str(self, v: &str) -> Result<JsValue, Unwritable> {
        Ok(JsValue::from_str(v))
    }

    fn serialize_bytes(self, _: &[u8]) -> Result<JsValue, Unwritable> {
        Err(Unwritable)
    }

    fn serialize_none(self) -> Result<JsValue, Unwritable> {
        Ok(JsValue::NULL)
    }

    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<JsValue, Unwritable> {
        value.serialize(self)
    }

    fn serialize_unit(self) -> Result<JsValue, Unwritable> {
        Ok(JsValue::NULL)
    }

    fn serialize_unit_struct(self, _: &'static str) -> Result<JsValue, Unwritable> {
        Ok(JsValue::NULL)
    }

    fn serialize_unit_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
    ) -> Result<JsValue, Unwritable> {
        Ok(JsValue::from_str(variant))
    }

    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        value: &T,
    ) -> Result<JsValue, Unwritable> {
        value.serialize(self)
    }

    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: &T,
    ) -> Result<JsValue, Unwritable> {
        Err(Unwritable)
    }

    fn serialize_seq(self, _: Option<usize>) -> Result<Items, Unwritable> {
        Ok(Items(Array::new()))
    }

    fn serialize_tuple(self, _: usize) -> Result<Items, Unwritable> {
        Ok(Items(Array::new()))
    }

    fn serialize_tuple_struct(self, _: &'static str, _: usize) -> Result<Items, Unwritable> {
        Ok(Items(Array::new()))
    }

    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleVariant, Unwritable> {
        Err(Unwritable)
    }

    fn serialize_map(self, _: Option<usize>) -> Result<Self::SerializeMap, Unwritable> {
        Err(Unwritable)
    }

    fn serialize_struct(self, _: &'static str, _: usize) -> Result<Fields, Unwritable> {
        Ok(Fields(Object::new()))
    }

    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeStructVariant, Unwritable> {
        Err(Unwritable)
    }
}

/// The items of an array being written.
struct Items(Array);

impl Items {
    fn push<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Unwritable> {
        self.0.push(&value.serialize(Writer)?);
        Ok(())
    }
}

impl ser::SerializeSeq for Items {
    type Ok = JsValue;
    type Error = Unwritable;

    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Unwritable> {
        self.push(value)
    }

    fn end(self) -> Result<JsValue, Unwritable> {
        Ok(self.0.into())
    }
}

impl ser::SerializeTuple for Items {
    type Ok = JsValue;
    type Error = Unwritable;

    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Unwritable> {
        self.push(value)
    }

    fn end(self) -> Result<JsValue, Unwritable> {
        Ok(self.0.into())
    }
}

impl ser::SerializeTupleStruct for Items {
    type Ok = JsValue;
    type Error = Unwritable;

    fn serialize_field<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Unwritable> {
        self.push(value)
    }

    fn end(self) -> Result<JsValue, Unwritable> {
        Ok(self.0.into())
    }
}

/// The fields of an object being written.
struct Fields(Object);

impl ser::SerializeStruct for Fields {
    type Ok = JsValue;
    type Error = Unwritable;

    fn serialize_field<T: Serialize + ?Sized>(
        &mut self,
        key: &'static str,
        value: &T,
    ) -> Result<(), Unwritable> {
        let value = value.serialize(Writer)?;
        Reflect::set(&self.0, &JsValue::from_str(key), &value).map_err(|_| Unwritable)?;
        Ok(())
    }

    fn end(self) -> Result<JsValue, Unwritable> {
        Ok(self.0.into())
    }
}
