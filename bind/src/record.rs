//! Record tags kept with a JS game: the players and date a record was read with
//! (or that `record()` is given), and any other tags it carried, so that a
//! record read and written again keeps them.

use super::args::{self, ArgError};
use super::options::RecordOptions;
use super::refusal::Refused;
use urim::game::Game as CoreGame;
use urim::notation::{Comments, Record, MAX_TAG_CHARS, UNKNOWN};
use wasm_bindgen::JsValue;

/// Tags that `Record::from_game` writes itself.
const OWN_TAGS: [&str; 6] = ["Variant", "Date", "South", "North", "Result", "Position"];
/// The tags that `record()`'s options set, in the order of [`Tags::names`].
const NAMES: [&str; 3] = ["Date", "South", "North"];

/// The tags of a game's record that are not computed from the game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tags {
    /// Date, South's player, North's player (`None`: unknown).
    names: [Option<String>; 3],
    /// Other tags, in the order they were read.
    extra: Vec<(String, String)>,
}

impl Tags {
    /// The tags of a record that was read, taken from it.
    #[must_use]
    pub fn of(tags: Vec<(String, String)>) -> Tags {
        let mut kept = Tags::default();
        for (name, value) in tags {
            match NAMES.iter().position(|n| *n == name) {
                // The first of a repeated tag counts, as in `Record::tag`.
                Some(i) => {
                    if let Some(slot @ None) = kept.names.get_mut(i) {
                        *slot = Some(value);
                    }
                }
                None if OWN_TAGS.contains(&name.as_str()) => {}
                None => kept.extra.push((name, value)),
            }
        }
        kept
    }

    /// The record of `game` with these tags and `comments`, `options` (`{ date,
    /// south, north }`, all strings) taking the place of the kept values.
    ///
    /// # Errors
    /// [`ArgError`] for bad options: not an object, an unknown key, a value that
    /// is not a string or holds a line break.
    pub fn write(
        &self,
        game: &CoreGame,
        options: &JsValue,
        comments: &Comments,
    ) -> Result<String, ArgError> {
        let given: RecordOptions = args::options(options, "record")?;
        let options = [
            (&given.date, "date"),
            (&given.south, "south"),
            (&given.north, "north"),
        ];
        let mut values = self.names.clone();
        for ((value, what), slot) in options.into_iter().zip(values.iter_mut()) {
            if let Some(v) = value.get() {
                *slot = Some(tag_value(v, what)?);
            }
        }
        let [date, south, north] = values.each_ref().map(|v| v.as_deref().unwrap_or(UNKNOWN));
        Ok(Record::write_game(
            game,
            [date, south, north],
            &self.extra,
            comments,
        ))
    }
}

/// A tag value: a string on one line.
fn tag_value(value: &JsValue, what: &str) -> Result<String, ArgError> {
    let what = format!("record option {what}");
    let text = args::string(value, &what, MAX_TAG_CHARS)?;
    if text.chars().any(char::is_control) {
        return Err(Refused::argument(
            &format!("{what} must be on one line, without control characters"),
            &what,
            "a line break or a control character",
        ));
    }
    Ok(text)
}
