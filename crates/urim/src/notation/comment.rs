//! Comments in a record: a teacher's words on the start position and on any
//! move, written `{…}` after the move they are about, the way PGN writes them.
//!
//! ```text
//! {Watch South's right-hand pits.}
//! 1. C {South opens from C.} d 2. E a+3 {A capture of three.} *
//! ```
//! Inside a comment, `\}` is a `}` and `\\` a `\`; any other character stands
//! for itself (a `{` and a line break too). A comment is read without the
//! white space around it; an empty one is no comment, and two on one move are
//! read as one, joined by a space.

use super::NotationError;
use std::fmt;

/// The longest comment, in UTF-16 code units as JavaScript counts a string's
/// length: a few paragraphs.
pub const MAX_COMMENT_CHARS: usize = 2000;
/// The most bytes all the comments of a record may hold together: a quarter of
/// [`super::MAX_RECORD_BYTES`], so that a record written with them, escapes and
/// all, is always short enough to be read back.
pub const MAX_COMMENTS_BYTES: usize = super::MAX_RECORD_BYTES / 4;

/// What is wrong with a comment.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CommentError {
    /// A `{` with no `}` after it.
    Unclosed,
    /// A `}` outside any comment.
    Unopened,
    /// Longer than [`MAX_COMMENT_CHARS`] (its length in UTF-16 code units).
    TooLong(usize),
    /// The comments together hold more than [`MAX_COMMENTS_BYTES`].
    TooMany,
}

impl fmt::Display for CommentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CommentError::Unclosed => f.write_str("a { opens a comment that no } closes"),
            CommentError::Unopened => f.write_str("a } closes no comment"),
            CommentError::TooLong(n) => write!(
                f,
                "it is {n} characters long, more than the {MAX_COMMENT_CHARS} a comment may hold"
            ),
            CommentError::TooMany => write!(
                f,
                "the comments hold more than the {MAX_COMMENTS_BYTES} bytes a record's may"
            ),
        }
    }
}

impl std::error::Error for CommentError {}

/// A comment as it is kept: without ASCII white space around it.
///
/// ```
/// use urim::notation::clean_comment;
/// assert_eq!(clean_comment(" One\ntwo\tthree \r\n")?, "One\ntwo\tthree");
/// assert!(clean_comment(&"x".repeat(2001)).is_err());
/// # Ok::<(), urim::notation::CommentError>(())
/// ```
///
/// # Errors
/// [`CommentError::TooLong`] beyond [`MAX_COMMENT_CHARS`].
pub fn clean_comment(text: &str) -> Result<&str, CommentError> {
    let clean = text.trim_ascii();
    let length = clean.encode_utf16().count();
    if length > MAX_COMMENT_CHARS {
        return Err(CommentError::TooLong(length));
    }
    Ok(clean)
}

/// The comments of a game: on the start position (ply 0) and on each move (ply
/// 1 for the first), at most one each. Comments are kept for undone moves too,
/// so that a line taken back and played again keeps its words.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Comments {
    /// By ply; an empty string is no comment, and the last is never empty.
    texts: Vec<String>,
}

impl Comments {
    /// The comment on `ply` (0: the start position), `""` when there is none.
    #[must_use]
    pub fn get(&self, ply: usize) -> &str {
        self.texts.get(ply).map_or("", String::as_str)
    }

    /// Whether no ply has a comment.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.texts.is_empty()
    }

    /// Sets the comment on `ply` to `text`, cleaned ([`clean_comment`]); an
    /// empty one takes the comment away.
    ///
    /// # Errors
    /// [`CommentError::TooLong`] for a comment that is too long,
    /// [`CommentError::TooMany`] when all of them would hold too much; the
    /// comments are then unchanged.
    pub fn set(&mut self, ply: usize, text: &str) -> Result<(), CommentError> {
        let text = clean_comment(text)?;
        let others: usize = self.texts.iter().map(String::len).sum::<usize>() - self.get(ply).len();
        if others + text.len() > MAX_COMMENTS_BYTES {
            return Err(CommentError::TooMany);
        }
        while self.texts.len() <= ply {
            self.texts.push(String::new());
        }
        if let Some(slot) = self.texts.get_mut(ply) {
            *slot = text.to_string();
        }
        self.trim();
        Ok(())
    }

    /// Forgets the comments on ply `ply` and after it: another move was played
    /// there, and they were about the line it replaced.
    pub fn cut(&mut self, ply: usize) {
        self.texts.truncate(ply);
        self.trim();
    }

    /// Drops empty comments at the end, so that equal comments compare equal.
    fn trim(&mut self) {
        while self.texts.last().is_some_and(String::is_empty) {
            self.texts.pop();
        }
    }
}

/// Appends `text` as a comment: `{…}` with `}` and `\` escaped.
pub(crate) fn push_comment(out: &mut String, text: &str) {
    out.push('{');
    // Runs between the bytes escaped are copied whole; those bytes are ASCII, so
    // the text is cut only at character boundaries.
    let mut run = 0;
    for (i, b) in text.bytes().enumerate() {
        if b == b'}' || b == b'\\' {
            out.push_str(text.get(run..i).unwrap_or_default());
            out.push('\\');
            run = i;
        }
    }
    out.push_str(text.get(run..).unwrap_or_default());
    out.push('}');
}

/// Reads the comment whose `{` starts `text`: its words (escapes undone, not
/// yet cleaned) and the text after its `}`.
///
/// # Errors
/// [`CommentError::Unclosed`] when no `}` closes it.
pub(crate) fn read_comment(text: &str) -> Result<(String, &str), CommentError> {
    let body = text.get(1..).unwrap_or_default();
    let bytes = body.as_bytes();
    let mut words = String::new();
    // The unescaped run that starts at `run` is copied whole when it ends.
    let mut run = 0;
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        match b {
            b'}' => {
                words.push_str(body.get(run..i).unwrap_or_default());
                return Ok((words, body.get(i + 1..).unwrap_or_default()));
            }
            b'\\' if matches!(bytes.get(i + 1), Some(b'}' | b'\\')) => {
                words.push_str(body.get(run..i).unwrap_or_default());
                // The escaped byte starts the next run.
                run = i + 1;
                i += 2;
            }
            _ => i += 1,
        }
    }
    Err(CommentError::Unclosed)
}

impl From<(usize, CommentError)> for NotationError {
    fn from((ply, problem): (usize, CommentError)) -> Self {
        NotationError::Comment { ply, problem }
    }
}
