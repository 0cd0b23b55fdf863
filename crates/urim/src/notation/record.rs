//! The game record: PGN-like tags, then the moves.
//!
//! ```text
//! [Variant "Urim 2x6, 3 seeds"]
//! [Date "2026.11.30"]
//! [South "Ana"]
//! [North "Tomé"]
//! [Result "*"]
//!
//! {A quiet opening.}
//! 1. C d 2. E a+3 {South takes three.} *
//! ```
//! A `[Position "…"]` tag gives the start when it is not the standard one
//! (North starting counts as non-standard). Moves are pit letters, a capture
//! suffixed `+k`; move numbers count South's moves (`1... a` when North starts).
//! Comments (`{…}`, see [`super::comment`]) before the first move are on the
//! start position, any other on the move before it.

use super::comment::{push_comment, read_comment};
use super::number::parse_number;
use super::{
    parse_pit, parse_position, pit_name, CommentError, Comments, MoveProblem, NotationError,
};
use crate::game::Game;
use crate::rules::{GameResult, Position, Side, Variant};
use std::fmt::{self, Write as _};

/// Width at which printed move text is wrapped.
const LINE_WIDTH: usize = 80;
/// Tag names with a meaning to the reader.
/// The longest record read, in bytes. The longest game of Urim takes a few tens of
/// kilobytes; anything much longer is not a record of one game.
pub const MAX_RECORD_BYTES: usize = 1 << 20;
/// The longest tag value (a player's name, a date, an event), in UTF-16 code
/// units as JavaScript counts a string's length.
pub const MAX_TAG_CHARS: usize = 200;
/// The mark some editors put at the start of a text file, passed over.
const BYTE_ORDER_MARK: char = '\u{feff}';
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
    /// The comments on the start position and the moves.
    pub comments: Comments,
}

impl Record {
    /// A record of `game` with the standard tags.
    #[must_use]
    pub fn from_game(game: &Game, date: &str, south: &str, north: &str) -> Record {
        let result = RecordResult::of(game);
        Record {
            tags: standard_tags(game, result, [date, south, north]),
            game: game.clone(),
            result,
            comments: Comments::default(),
        }
    }

    /// The text of [`Record::from_game`] (`names`: date, South, North) with
    /// `extra` tags after the standard ones and `comments` on the moves played
    /// (those on undone moves are left out), written without copying the game.
    ///
    /// ```
    /// use urim::{Game, Record, Variant};
    /// let game = Game::new(Variant::standard(6)?);
    /// let extra = [("Event".to_string(), "Club night".to_string())];
    /// let none = Default::default();
    /// let text = Record::write_game(&game, ["?", "Ana", "Tomé"], &extra, &none);
    /// assert!(text.contains("[North \"Tomé\"]\n[Result \"*\"]\n[Event \"Club night\"]\n"));
    /// let plain = Record::from_game(&game, "?", "Ana", "Tomé").to_string();
    /// assert_eq!(Record::write_game(&game, ["?", "Ana", "Tomé"], &[], &none), plain);
    /// # Ok::<(), urim::VariantError>(())
    /// ```
    #[must_use]
    pub fn write_game(
        game: &Game,
        names: [&str; 3],
        extra: &[(String, String)],
        comments: &Comments,
    ) -> String {
        let result = RecordResult::of(game);
        let tags = standard_tags(game, result, names);
        write_text(&tags, extra, game, result, comments)
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
        f.write_str(&write_text(
            &self.tags,
            &[],
            &self.game,
            self.result,
            &self.comments,
        ))
    }
}

/// The tags `Record::from_game` writes: variant, date, players (`names`), result,
/// and the start position when it is not the standard one.
fn standard_tags(game: &Game, result: RecordResult, names: [&str; 3]) -> Tags {
    let [date, south, north] = names;
    let mut tags = vec![
        (TAG_VARIANT.to_string(), variant_text(game.variant())),
        ("Date".to_string(), date.to_string()),
        ("South".to_string(), south.to_string()),
        ("North".to_string(), north.to_string()),
        (TAG_RESULT.to_string(), result.token().to_string()),
    ];
    if *game.start() != Position::start(game.variant()) {
        tags.push((TAG_POSITION.to_string(), game.start().to_string()));
    }
    tags
}

/// A record as text: the tag lines (`tags`, then `extra`), a blank line, then
/// the moves of `game` with their `comments`, wrapped at [`LINE_WIDTH`], and the
/// result token.
fn write_text(
    tags: &[(String, String)],
    extra: &[(String, String)],
    game: &Game,
    result: RecordResult,
    comments: &Comments,
) -> String {
    let mut out = String::new();
    for (name, value) in tags.iter().chain(extra) {
        out.push('[');
        out.push_str(name);
        out.push_str(" \"");
        for c in value.chars() {
            // A value is one line: a line break, or any control character, is written as a space.
            let c = if c.is_control() { ' ' } else { c };
            if c == '"' || c == '\\' {
                out.push('\\');
            }
            out.push(c);
        }
        out.push_str("\"]\n");
    }
    out.push('\n');
    let variant = game.variant();
    let mut line = String::new();
    let mut token = String::new();
    let mut number = 1;
    let mut before = game.start();
    push_comment_token(&mut out, &mut line, comments.get(0));
    for (i, ply) in game.plies().iter().enumerate() {
        token.clear();
        let mover = before.to_move();
        // North's move is numbered at the start, and after a comment, as in PGN.
        if mover == Side::South || i == 0 || !comments.get(i).is_empty() {
            let dots = if mover == Side::South { ". " } else { "... " };
            let _ = write!(token, "{number}{dots}"); // writing to a String cannot fail
        }
        push_move(&mut token, variant, ply.pit, ply.captured);
        if mover == Side::North {
            number += 1;
        }
        push_wrapped(&mut out, &mut line, &token);
        push_comment_token(&mut out, &mut line, comments.get(i + 1));
        before = &ply.position;
    }
    push_wrapped(&mut out, &mut line, result.token());
    out.push_str(&line);
    out.push('\n');
    out
}

/// A move as a record writes it: its pit letter, then `+k` when it captured k.
///
/// ```
/// use urim::{notation::move_text, Variant};
/// let v = Variant::standard(6)?;
/// assert_eq!(move_text(v, 2, 0), "C");
/// assert_eq!(move_text(v, 9, 3), "d+3");
/// # Ok::<(), urim::VariantError>(())
/// ```
#[must_use]
pub fn move_text(variant: Variant, pit: usize, captured: u8) -> String {
    let mut text = String::new();
    push_move(&mut text, variant, pit, captured);
    text
}

/// Appends the record text of a move (see [`move_text`]).
fn push_move(out: &mut String, variant: Variant, pit: usize, captured: u8) {
    out.push(pit_name(variant, pit));
    if captured > 0 {
        let _ = write!(out, "+{captured}"); // writing to a String cannot fail
    }
}

/// Adds comment `text` (when there is one) to `line`, as [`push_wrapped`] does a token.
fn push_comment_token(out: &mut String, line: &mut String, text: &str) {
    if !text.is_empty() {
        let mut token = String::new();
        push_comment(&mut token, text);
        push_wrapped(out, line, &token);
    }
}

/// Adds `token` to `line`, first moving the line to `out` if it would grow too long.
fn push_wrapped(out: &mut String, line: &mut String, token: &str) {
    if !line.is_empty() && line.len() + 1 + token.len() > LINE_WIDTH {
        out.push_str(line);
        out.push('\n');
        line.clear();
    }
    if !line.is_empty() {
        line.push(' ');
    }
    line.push_str(token);
}

impl std::str::FromStr for Record {
    type Err = NotationError;

    /// Reads a record and replays its moves.
    ///
    /// # Errors
    /// [`NotationError`] naming the bad tag, the bad or illegal move (with its
    /// number), a wrong capture count, a result that contradicts the game, a
    /// comment unclosed or too long (with the move it is on), a `}` that closes
    /// no comment, or a text longer than [`MAX_RECORD_BYTES`]. A byte-order mark at the start and
    /// Windows line ends are read as any other text.
    fn from_str(text: &str) -> Result<Record, NotationError> {
        if text.len() > MAX_RECORD_BYTES {
            return Err(NotationError::TooLong(text.len()));
        }
        let text = text.strip_prefix(BYTE_ORDER_MARK).unwrap_or(text);
        let (tags, movetext) = parse_tags(text)?;
        let (game, result, comments) = replay(&tags, movetext)?;
        Ok(Record {
            tags,
            game,
            result,
            comments,
        })
    }
}

/// Sets up the game that `tags` describe and plays `movetext` on it; returns the
/// game, the result the record gives and the comments.
fn replay(tags: &Tags, movetext: &str) -> Result<(Game, RecordResult, Comments), NotationError> {
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
    let mut comments = Comments::default();
    let result = play_movetext(&mut game, &mut comments, movetext, find(TAG_RESULT))?;
    Ok((game, result, comments))
}

/// Plays the moves of `movetext`, keeping its comments in `comments`, and checks
/// its result token (or else the `Result` tag's value, `tagged`) against the game.
fn play_movetext(
    game: &mut Game,
    comments: &mut Comments,
    movetext: &str,
    tagged: Option<&str>,
) -> Result<RecordResult, NotationError> {
    let mut result = None;
    // The comments since the last move, joined, and the ply they are on.
    let mut words = String::new();
    let mut on = 0;
    for token in (Tokens { text: movetext }) {
        let token = match token.map_err(|e| (game.plies().len(), e))? {
            Token::Comment(more) => {
                on = game.plies().len();
                if !words.is_empty() {
                    words.push(' ');
                }
                words.push_str(&more);
                continue;
            }
            Token::Word(word) => word,
        };
        keep_comment(comments, on, &mut words)?;
        if let Some(r) = RecordResult::parse(token) {
            result = Some(r);
            continue;
        }
        // Drop a move number in front (`12.`, `1...`).
        let digits = token
            .bytes()
            .take_while(|&b| b.is_ascii_digit() || b == b'.')
            .count();
        let token = token.get(digits..).unwrap_or_default();
        if token.is_empty() {
            continue; // a move number
        }
        if result.is_some() {
            return Err(NotationError::Result(format!(
                "moves follow the result token ({token})"
            )));
        }
        play_token(game, token)?;
    }
    keep_comment(comments, on, &mut words)?;
    let result = result.or_else(|| tagged.and_then(RecordResult::parse));
    let result = result.unwrap_or(RecordResult::Unfinished);
    let actual = RecordResult::of(game);
    if actual != RecordResult::Unfinished && actual != result {
        return Err(NotationError::Result(format!(
            "the record says {} but the game ended {}",
            result.token(),
            actual.token()
        )));
    }
    Ok(result)
}

/// Keeps `words`, the comments read since the last move, as the comment on ply
/// `on`, and empties it.
fn keep_comment(
    comments: &mut Comments,
    on: usize,
    words: &mut String,
) -> Result<(), NotationError> {
    if !words.is_empty() {
        comments.set(on, words).map_err(|e| (on, e))?;
        words.clear();
    }
    Ok(())
}

/// Tags as (name, value) pairs, in the order written.
type Tags = Vec<(String, String)>;

/// Splits the tag lines (`[Name "value"]`) from the move text.
fn parse_tags(text: &str) -> Result<(Tags, &str), NotationError> {
    let mut tags = Vec::new();
    let mut rest = text.trim_ascii_start();
    while rest.starts_with('[') {
        let (name, value, after) = parse_tag(rest)?;
        tags.push((name.to_string(), value));
        rest = after.trim_ascii_start();
    }
    Ok((tags, rest))
}

/// Reads the tag line at the start of `text`: its name, its value and the text after it.
fn parse_tag(text: &str) -> Result<(&str, String, &str), NotationError> {
    let bad = |why: &str| NotationError::Tag(format!("\"{}\"{why}", first_line(text)));
    let body = text.get(1..).unwrap_or_default();
    let name_end = body
        .bytes()
        .position(|b| b.is_ascii_whitespace())
        .ok_or_else(|| bad(" has no value"))?;
    let name = body.get(..name_end).unwrap_or_default();
    let after_name = body.get(name_end..).unwrap_or_default();
    let (value, after) =
        parse_quoted(after_name.trim_ascii_start()).ok_or_else(|| bad(" has no quoted value"))?;
    let after = after
        .trim_ascii_start()
        .strip_prefix(']')
        .ok_or_else(|| bad(" is not closed by ]"))?;
    if name.is_empty() || !name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_') {
        return Err(NotationError::Tag(format!("\"{name}\" is not a tag name")));
    }
    let length = value.encode_utf16().count();
    if length > MAX_TAG_CHARS {
        return Err(NotationError::Tag(format!(
            "the {name} tag is {length} characters long, more than the {MAX_TAG_CHARS} a tag may hold"
        )));
    }
    Ok((name, value, after))
}

/// The text up to the first line break.
fn first_line(text: &str) -> &str {
    let end = text.bytes().position(|b| b == b'\n').unwrap_or(text.len());
    let line = text.get(..end).unwrap_or_default();
    line.strip_suffix('\r').unwrap_or(line)
}

/// Reads a quoted value with `\"` and `\\` escapes, all on one line; returns it
/// (any control character in it read as a space, as it is written) and the text
/// after it.
/// The quote, the backslash and the line break are ASCII, so the text is cut only
/// at character boundaries.
fn parse_quoted(text: &str) -> Option<(String, &str)> {
    let body = text.strip_prefix('"')?;
    let bytes = body.as_bytes();
    let mut value = String::new();
    // The unescaped run that starts at `run` is copied whole when it ends.
    let mut run = 0;
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        match b {
            b'"' => {
                value.push_str(body.get(run..i)?);
                // Read as written: a control character in a value is a space.
                let value = value
                    .chars()
                    .map(|c| if c.is_control() { ' ' } else { c })
                    .collect();
                return Some((value, body.get(i + 1..)?));
            }
            // A value is one line: an escaped line break ends it as badly as a
            // bare one (it would be written back raw and no longer read).
            b'\\' if bytes.get(i + 1) == Some(&b'\n') => return None,
            b'\\' => {
                value.push_str(body.get(run..i)?);
                // The escaped character starts the next run; skip its first byte.
                run = i + 1;
                i += 2;
            }
            b'\n' => return None,
            _ => i += 1,
        }
    }
    None
}

/// The variant as its tag writes it: `Urim 2x6, 3 seeds`.
fn variant_text(variant: Variant) -> String {
    format!(
        "Urim 2x{}, {} seeds",
        variant.holes(),
        variant.seeds_per_pit()
    )
}

/// Reads `Urim 2x6, 3 seeds`.
fn parse_variant(text: &str) -> Result<Variant, NotationError> {
    let bad = || {
        NotationError::Tag(format!(
            "variant \"{text}\" is not of the form \"Urim 2x6, 3 seeds\""
        ))
    };
    let rest = text.trim_ascii().strip_prefix("Urim 2x").ok_or_else(bad)?;
    let comma = rest.bytes().position(|b| b == b',').ok_or_else(bad)?;
    let holes = rest.get(..comma).and_then(parse_number).ok_or_else(bad)?;
    let seeds = rest
        .get(comma..)
        .and_then(|s| s.strip_prefix(", "))
        .and_then(|s| s.strip_suffix(" seeds"))
        .and_then(parse_number)
        .ok_or_else(bad)?;
    Ok(Variant::new(holes as usize, seeds as usize)?)
}

/// A piece of move text: a word (a move, a move number, a result) or a comment.
enum Token<'t> {
    /// A run of bytes between ASCII white space and braces (a multi-byte
    /// character never contains those bytes).
    Word(&'t str),
    /// A comment's words, escapes undone.
    Comment(String),
}

/// The move text's words and comments, in order.
struct Tokens<'t> {
    /// The text not yet read.
    text: &'t str,
}

impl<'t> Iterator for Tokens<'t> {
    type Item = Result<Token<'t>, CommentError>;

    fn next(&mut self) -> Option<Self::Item> {
        self.text = self.text.trim_ascii_start();
        match self.text.as_bytes().first()? {
            b'{' => Some(match read_comment(self.text) {
                Ok((words, after)) => {
                    self.text = after;
                    Ok(Token::Comment(words))
                }
                Err(e) => {
                    self.text = "";
                    Err(e)
                }
            }),
            b'}' => {
                self.text = "";
                Some(Err(CommentError::Unopened))
            }
            _ => {
                let end = self
                    .text
                    .bytes()
                    .position(|b| b.is_ascii_whitespace() || b == b'{' || b == b'}')
                    .unwrap_or(self.text.len());
                // `end` is at an ASCII byte or the end: both are character boundaries.
                let word = self.text.get(..end).unwrap_or_default();
                self.text = self.text.get(end..).unwrap_or_default();
                Some(Ok(Token::Word(word)))
            }
        }
    }
}

/// Plays one move token such as `C` or `d+3`, checking the capture count.
fn play_token(game: &mut Game, token: &str) -> Result<(), NotationError> {
    let ply = game.plies().len() + 1;
    let bad = |problem: MoveProblem| NotationError::at_move(ply, token, problem);
    let (name, claimed) = match token.bytes().position(|b| b == b'+') {
        Some(plus) => {
            let k = token
                .get(plus + 1..)
                .and_then(parse_number)
                .and_then(|k| u8::try_from(k).ok())
                .ok_or_else(|| bad(MoveProblem::BadCount))?;
            (token.get(..plus).unwrap_or_default(), Some(k))
        }
        None => (token, None),
    };
    let pit =
        parse_pit(game.variant(), name).map_err(|_| bad(MoveProblem::NotAPit(name.to_string())))?;
    let report = game
        .play(pit)
        .map_err(|e| NotationError::from((ply, token, e)))?;
    let claimed = claimed.unwrap_or(0);
    if claimed != report.captured {
        game.undo().ok();
        return Err(bad(MoveProblem::WrongCount {
            captured: report.captured,
            claimed,
        }));
    }
    Ok(())
}
