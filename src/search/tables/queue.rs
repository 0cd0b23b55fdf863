//! The boards of the retrograde analysis waiting to tell their predecessors,
//! kept by the length of their forcing line (capture-free plies) so that the
//! shortest go first. Telling only makes lines longer, so boards leave in order
//! of length, and each board's line is the shortest it can force at that
//! threshold: the first board to tell a `W` candidate has the shortest line,
//! the last to tell an `L` candidate the longest that candidate must allow.

/// Waiting boards (packed, with their set bit), one stack per line length.
#[derive(Clone, Debug, Default)]
pub(super) struct Queue {
    /// `buckets[n]`: the boards whose line takes `n` plies.
    buckets: Vec<Vec<u64>>,
    /// No bucket below this one holds a board.
    lowest: usize,
    /// Boards waiting.
    len: usize,
    /// The most boards that waited at once.
    peak: usize,
}

impl Queue {
    /// Adds a board whose line takes `length` plies.
    pub(super) fn push(&mut self, item: u64, length: u8) {
        let at = usize::from(length);
        if self.buckets.len() <= at {
            self.buckets.resize_with(at + 1, Vec::new);
        }
        self.buckets[at].push(item);
        self.lowest = self.lowest.min(at);
        self.len += 1;
        self.peak = self.peak.max(self.len);
    }

    /// Moves up to `most` of the boards with the shortest line into `out` and
    /// returns that length; `None` when no board waits.
    pub(super) fn take(&mut self, most: usize, out: &mut Vec<u64>) -> Option<u8> {
        while self.lowest < self.buckets.len() && self.buckets[self.lowest].is_empty() {
            self.lowest += 1;
        }
        let bucket = self.buckets.get_mut(self.lowest)?;
        let from = bucket.len().saturating_sub(most);
        out.extend(bucket.drain(from..).rev());
        self.len -= out.len();
        Some(self.lowest as u8)
    }

    /// The most boards that waited at once.
    pub(super) fn peak(&self) -> usize {
        self.peak
    }
}

/// The length of a line one quiet ply longer than one of `length`. Lengths stop
/// at 255, which thus means "255 or more" (past the 200-ply limit either way).
pub(super) fn one_longer(length: u8) -> u8 {
    length.saturating_add(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shortest_lines_leave_first() {
        let mut q = Queue::default();
        q.push(30, 3);
        q.push(10, 1);
        q.push(11, 1);
        let mut out = Vec::new();
        assert_eq!(q.take(8, &mut out), Some(1));
        assert_eq!(out, [11, 10]);
        q.push(20, 2);
        out.clear();
        assert_eq!(q.take(8, &mut out), Some(2));
        out.clear();
        assert_eq!(q.take(8, &mut out), Some(3));
        out.clear();
        assert_eq!(q.take(8, &mut out), None);
        assert_eq!(q.peak(), 3);
    }

    #[test]
    fn lengths_stop_at_unknown() {
        assert_eq!(one_longer(4), 5);
        assert_eq!(one_longer(u8::MAX), u8::MAX);
    }
}
