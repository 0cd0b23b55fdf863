//! The game record: PGN-like tags, then the moves.
//!
//! ```text
//! [Variant "Urim 2x6, 3 seeds"]
//! [Date "2026.11.30"]
//! [South "Ana"]
//! [North "Tomé"]
//! [Result "*"]
//!
//! 1. C d 2. E a+3 *
//! ```
//! A `[Position "…"]` tag gives the start when it is not the standard one
//! (North starting counts as non-standard). Moves are pit letters, a capture
//! suffixed `+k`; move numbers count South's moves (`1... a` when North starts).

use super::{parse_pit, parse_position, pit_name, NotationError};
use crate::game::Game;
use crate::rules::{GameResult, Position, Side, Variant};
use std::fmt;

/// Width at which printed move text is wrapped.
const LINE_WIDTH: usize = 80;
/// Tag names with a meaning to the reader.
const TAG_VARIANT: &str = "Variant";
const TAG_POSITION: &str = "Position";
const TAG_RESULT: &str = "Result";
/// The value of an unknown tag, as in PGN.
pub const UNKNOWN: &str = "?";

/// The result token of a record.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RecordResult {
    /// `1-0`.
    SouthWins,
    /// `0-1`.
    NorthWins,
    /// `1/2-1/2`.
    Draw,
    /// `*`: the game goes on, or was left.
    Unfinished,
}

impl RecordResult {
    /// The token as written.
    #[must_use]
    pub const fn token(self) -> &'static str {
        match self {
            RecordResult::SouthWins => "1-0",
            RecordResult::NorthWins => "0-1",
            RecordResult::Draw => "1/2-1/2",
            RecordResult::Unfinished => "*",
        }
    }

    fn parse(token: &str) -> Option<RecordResult> {
        [
            RecordResult::SouthWins,
            RecordResult::NorthWins,
            RecordResult::Draw,
            RecordResult::Unfinished,
        ]
        .into_iter()
        .find(|r| r.token() == token)
    }

    fn of(game: &Game) -> RecordResult {
        match game.score().result {
            Some(GameResult::Win(Side::South)) => RecordResult::SouthWins,
            Some(GameResult::Win(Side::North)) => RecordResult::NorthWins,
            Some(GameResult::Draw) => RecordResult::Draw,
            None => RecordResult::Unfinished,
        }
    }
}

/// A game with its tags.
///
/// ```
/// use urim::{Game, Record, Variant};
/// let mut game = Game::new(Variant::standard(6)?);
/// game.play(2)?;
/// let record = Record::from_game(&game, "2026.11.30", "Ana", "Tomé");
/// let text = record.to_string();
/// let back: Record = text.parse()?;
/// assert_eq!(back.game, game);
/// assert_eq!(back.to_string(), text);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// The tags in order, as (name, value).
    pub tags: Tags,
    /// The game the moves make.
    pub game: Game,
    /// The result written in the record.
    pub result: RecordResult,
}

impl Record {
    /// A record of `game` with the standard tags.
    #[must_use]
    pub fn from_game(game: &Game, date: &str, south: &str, north: &str) -> Record {
        let result = RecordResult::of(game);
        let mut tags = vec![
            (TAG_VARIANT.to_string(), game.variant().to_string()),
            ("Date".to_string(), date.to_string()),
            ("South".to_string(), south.to_string()),
            ("North".to_string(), north.to_string()),
            (TAG_RESULT.to_string(), result.token().to_string()),
        ];
        if *game.start() != Position::start(game.variant().with_first(Side::South)) {
            tags.push((TAG_POSITION.to_string(), game.start().to_string()));
        }
        Record {
            tags,
            game: game.clone(),
            result,
        }
    }

    /// The value of tag `name`, if present.
    #[must_use]
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

impl fmt::Display for Record {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (name, value) in &self.tags {
            writeln!(f, "[{name} \"{}\"]", escape(value))?;
        }
        writeln!(f)?;
        let variant = self.game.variant();
        let mut line = String::new();
        let mut number = 1;
        for (i, ply) in self.game.plies().iter().enumerate() {
            let before = if i == 0 {
                self.game.start()
            } else {
                &self.game.plies()[i - 1].position
            };
            let mut token = match before.to_move() {
                Side::South => format!("{number}. "),
                Side::North if i == 0 => format!("{number}... "),
                Side::North => String::new(),
            };
            token.push(pit_name(variant, ply.pit));
            if ply.captured > 0 {
                token.push_str(&format!("+{}", ply.captured));
            }
            if before.to_move() == Side::North {
                number += 1;
            }
            push_wrapped(f, &mut line, &token)?;
        }
        push_wrapped(f, &mut line, self.result.token())?;
        writeln!(f, "{line}")
    }
}

/// Adds `token` to `line`, first writing the line out if it would grow too long.
fn push_wrapped(f: &mut fmt::Formatter<'_>, line: &mut String, token: &str) -> fmt::Result {
    if !line.is_empty() && line.len() + 1 + token.len() > LINE_WIDTH {
        writeln!(f, "{line}")?;
        line.clear();
    }
    if !line.is_empty() {
        line.push(' ');
    }
    line.push_str(token);
    Ok(())
}

fn escape(value: &str) -> String {
    value.replace('\\', "\\\\").replace('"', "\\\"")
}

impl std::str::FromStr for Record {
    type Err = NotationError;

    /// Reads a record and replays its moves.
    ///
    /// # Errors
    /// [`NotationError`] naming the bad tag, the bad or illegal move (with its
    /// number), a wrong capture count, or a result that contradicts the game.
    fn from_str(text: &str) -> Result<Record, NotationError> {
        let (tags, movetext) = parse_tags(text)?;
        let find = |name: &str| {
            tags.iter()
                .find(|(n, _)| n == name)
                .map(|(_, v)| v.as_str())
        };
        let variant = match find(TAG_VARIANT) {
            Some(v) => parse_variant(v)?,
            None => {
                return Err(NotationError::Tag(format!(
                    "the {TAG_VARIANT} tag is missing"
                )))
            }
        };
        let start = match find(TAG_POSITION) {
            Some(p) => {
                let pos = parse_position(p, Some(u32::from(variant.seeds_per_pit())))?;
                if pos.variant().holes() != variant.holes() {
                    return Err(NotationError::Tag(format!(
                        "the position has {} pits a row but the variant says {}",
                        pos.variant().holes(),
                        variant.holes()
                    )));
                }
                pos
            }
            None => Position::start(variant),
        };
        let mut game = Game::from_position(start);
        let mut result = None;
        for token in movetext_tokens(movetext) {
            if let Some(r) = RecordResult::parse(token) {
                result = Some(r);
                continue;
            }
            let token = token.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.');
            if token.is_empty() {
                continue; // a move number
            }
            if result.is_some() {
                return Err(NotationError::Result(format!(
                    "moves follow the result token ({token})"
                )));
            }
            play_token(&mut game, token)?;
        }
        let result = result.or_else(|| find(TAG_RESULT).and_then(RecordResult::parse));
        let result = result.unwrap_or(RecordResult::Unfinished);
        let actual = RecordResult::of(&game);
        if actual != RecordResult::Unfinished && actual != result {
            return Err(NotationError::Result(format!(
                "the record says {} but the game ended {}",
                result.token(),
                actual.token()
            )));
        }
        Ok(Record { tags, game, result })
    }
}

/// Tags as (name, value) pairs, in the order written.
type Tags = Vec<(String, String)>;

/// Splits the tag lines (`[Name "value"]`) from the move text.
fn parse_tags(text: &str) -> Result<(Tags, &str), NotationError> {
    let mut tags = Vec::new();
    let mut rest = text.trim_start();
    while let Some(body) = rest.strip_prefix('[') {
        let (name, after_name) = body
            .split_once(char::is_whitespace)
            .ok_or_else(|| NotationError::Tag(format!("{:?} has no value", first_line(rest))))?;
        let (value, after) = parse_quoted(after_name.trim_start()).ok_or_else(|| {
            NotationError::Tag(format!("{:?} has no quoted value", first_line(rest)))
        })?;
        let after = after.trim_start().strip_prefix(']').ok_or_else(|| {
            NotationError::Tag(format!("{:?} is not closed by ]", first_line(rest)))
        })?;
        if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
            return Err(NotationError::Tag(format!("{name:?} is not a tag name")));
        }
        tags.push((name.to_string(), value));
        rest = after.trim_start();
    }
    Ok((tags, rest))
}

fn first_line(text: &str) -> &str {
    text.lines().next().unwrap_or("")
}

/// Reads a quoted value with `\"` and `\\` escapes; returns it and the text after it.
fn parse_quoted(text: &str) -> Option<(String, &str)> {
    let body = text.strip_prefix('"')?;
    let mut value = String::new();
    let mut chars = body.char_indices();
    while let Some((i, c)) = chars.next() {
        match c {
            '"' => return Some((value, &body[i + 1..])),
            '\\' => value.push(chars.next()?.1),
            '\n' => return None,
            _ => value.push(c),
        }
    }
    None
}

/// Reads `Urim 2x6, 3 seeds`.
fn parse_variant(text: &str) -> Result<Variant, NotationError> {
    let bad = || {
        NotationError::Tag(format!(
            "variant {text:?} is not of the form \"Urim 2x6, 3 seeds\""
        ))
    };
    let rest = text.trim().strip_prefix("Urim 2x").ok_or_else(bad)?;
    let (holes, seeds) = rest.split_once(", ").ok_or_else(bad)?;
    let seeds = seeds.strip_suffix(" seeds").ok_or_else(bad)?;
    let holes: i64 = holes.parse().map_err(|_| bad())?;
    let seeds: i64 = seeds.parse().map_err(|_| bad())?;
    Ok(Variant::new(holes, seeds, Side::South)?)
}

/// The move text's tokens, without `{comments}`.
fn movetext_tokens(text: &str) -> impl Iterator<Item = &str> {
    let mut depth = 0usize;
    text.split(move |c: char| {
        if c == '{' {
            depth += 1;
        }
        let split = c.is_whitespace() || c == '{' || c == '}' || depth > 0;
        if c == '}' {
            depth = depth.saturating_sub(1);
        }
        split
    })
    .filter(|t| !t.is_empty())
}

/// Plays one move token such as `C` or `d+3`, checking the capture count.
fn play_token(game: &mut Game, token: &str) -> Result<(), NotationError> {
    let ply = game.plies().len() + 1;
    let (name, claimed) = match token.split_once('+') {
        Some((name, k)) => {
            let k: u8 = k.parse().map_err(|_| {
                NotationError::at_move(ply, token, "the capture count is not a number")
            })?;
            (name, Some(k))
        }
        None => (token, None),
    };
    let pit = parse_pit(game.variant(), name).map_err(|_| {
        NotationError::at_move(ply, token, format!("{name:?} is not a pit of this board"))
    })?;
    let report = game
        .play(pit as i64)
        .map_err(|e| NotationError::from((ply, token, e)))?;
    if claimed.unwrap_or(0) != report.captured {
        game.undo().ok();
        return Err(NotationError::at_move(
            ply,
            token,
            format!(
                "the move captures {}, not {}",
                report.captured,
                claimed.unwrap_or(0)
            ),
        ));
    }
    Ok(())
}
