//! Record tags kept with a JS game: the players and date a record was read with
//! (or that `record()` is given), and any other tags it carried, so that a
//! record read and written again keeps them.

use super::args::{self, ArgError};
use crate::game::Game as CoreGame;
use crate::notation::{Record, UNKNOWN};
use wasm_bindgen::JsValue;

/// Tags that `Record::from_game` writes itself.
const OWN_TAGS: [&str; 6] = ["Variant", "Date", "South", "North", "Result", "Position"];
/// The options `record()` takes, in the order of [`Tags::names`].
const OPTIONS: &[&str] = &["date", "south", "north"];

/// The tags of a game's record that are not computed from the game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tags {
    /// Date, South's player, North's player (`None`: unknown).
    names: [Option<String>; 3],
    /// Other tags, in the order they were read.
    extra: Vec<(String, String)>,
}

impl Tags {
    /// The tags of a record that was read.
    #[must_use]
    pub fn of(record: &Record) -> Tags {
        let names = ["Date", "South", "North"].map(|n| record.tag(n).map(str::to_string));
        let extra = record
            .tags
            .iter()
            .filter(|(name, _)| !OWN_TAGS.contains(&name.as_str()))
            .cloned()
            .collect();
        Tags { names, extra }
    }

    /// The record of `game` with these tags, `options` (`{ date, south, north }`,
    /// all strings) taking the place of the kept values.
    ///
    /// # Errors
    /// [`ArgError`] for bad options: not an object, an unknown key, a value that
    /// is not a string or holds a line break.
    pub fn write(&self, game: &CoreGame, options: &JsValue) -> Result<String, ArgError> {
        let given = args::options(options, "record", OPTIONS)?;
        let mut values: [String; 3] = Default::default();
        for (i, (value, slot)) in given.iter().zip(values.iter_mut()).enumerate() {
            let kept = self.names.get(i).cloned().flatten();
            *slot = match value {
                Some(v) => tag_value(v, OPTIONS.get(i).copied().unwrap_or("tag"))?,
                None => kept.unwrap_or_else(|| UNKNOWN.to_string()),
            };
        }
        let [date, south, north] = values;
        let mut record = Record::from_game(game, &date, &south, &north);
        record.tags.extend(self.extra.iter().cloned());
        Ok(record.to_string())
    }
}

/// A tag value: a string on one line.
fn tag_value(value: &JsValue, what: &str) -> Result<String, ArgError> {
    let text = args::string(value, &format!("record option {what}"))?;
    if text.chars().any(char::is_control) {
        return Err(ArgError(format!(
            "record option {what} must be on one line, without control characters"
        )));
    }
    Ok(text)
}
