//! Which boards of a layer lie on a cycle of quiet moves: the strongly connected
//! components of the layer's quiet-move graph, by Pearce's one-array variant of
//! Tarjan's algorithm, on an explicit stack and in slices.
//!
//! A board is on a quiet cycle when its component holds more than one board, or
//! it has a quiet move to itself. Only that bit is kept, not the components.
//!
//! **Memory**, for a layer of `n` boards: one `u32` per board (its DFS index
//! while open, [`DONE`] once its component is closed), a bit per board for the
//! answer, and two stacks of at most `n` entries each: the open boards not yet
//! in a closed component (`u32` each) and the depth-first path (one `u64` each:
//! the packed board with its move cursor). So at most 16.1 bytes a board; the
//! measured peaks are far lower (see `bench/exact.md`).

/// The DFS index of a board whose component is closed: above every open index.
const DONE: u32 = u32::MAX;
/// Where a frame keeps the index of the next successor to look at.
const CURSOR_SHIFT: u32 = 56;
/// Mask of the node bits of a frame.
const NODE_MASK: u64 = (1 << CURSOR_SHIFT) - 1;
/// The frame bit saying the node is still a candidate root of its component.
const ROOT: u64 = 1 << 63;
/// Mask of the cursor bits of a frame (up to 127 edge slots).
const CURSOR_MASK: u64 = 0x7F;

/// A graph whose nodes are ranked `0..len` and carried as 56-bit words (a packed
/// board), so that a node's successors can be found without unranking it. Each
/// node has numbered edge slots (a board: one per pit of the mover's row), some
/// of them empty.
pub(super) trait Graph {
    /// The word of the node ranked `rank` (only asked for the roots of DFS trees,
    /// in rank order).
    fn node(&self, rank: usize) -> u64;
    /// The rank of the node `node`.
    fn rank(&self, node: u64) -> usize;
    /// Calls `visit(slot, successor, its rank)` for the edges of `node` from
    /// slot `from` on, in slot order, until `visit` returns false.
    fn successors_from(
        &self,
        node: u64,
        from: usize,
        visit: impl FnMut(usize, u64, usize) -> bool,
    );
}

/// The search in progress over one graph, and what it found.
#[derive(Clone, Debug, Default)]
pub(super) struct CycleFinder {
    /// Per node: 0 unvisited, else its DFS index (lowered to the lowest index it
    /// reaches while open), [`DONE`] once its component is closed.
    rindex: Vec<u32>,
    /// Per node, one bit: on a cycle.
    on_cycle: Vec<u64>,
    /// Open nodes that are not the root of their component yet (ranks).
    open: Vec<u32>,
    /// The depth-first path: node word, cursor, root bit.
    path: Vec<u64>,
    /// The next DFS index to hand out.
    next_index: u32,
    /// The next rank to start a DFS tree from.
    next_root: usize,
}

impl CycleFinder {
    /// A search over a graph of `len` nodes.
    pub(super) fn new(len: usize) -> CycleFinder {
        CycleFinder {
            rindex: vec![0; len],
            on_cycle: vec![0; len.div_ceil(64)],
            open: Vec::new(),
            path: Vec::new(),
            next_index: 1,
            next_root: 0,
        }
    }

    /// Whether every node has been looked at.
    pub(super) fn is_done(&self) -> bool {
        self.path.is_empty() && self.next_root >= self.rindex.len()
    }

    /// Whether the node ranked `rank` lies on a cycle (once done).
    pub(super) fn on_cycle(&self, rank: usize) -> bool {
        self.on_cycle[rank / 64] >> (rank % 64) & 1 == 1
    }

    /// Bytes held now.
    pub(super) fn bytes(&self) -> usize {
        self.rindex.capacity() * 4
            + self.on_cycle.capacity() * 8
            + self.open.capacity() * 4
            + self.path.capacity() * 8
    }

    /// Frees everything but the answer (once done).
    pub(super) fn free_scratch(&mut self) {
        self.rindex = Vec::new();
        self.open = Vec::new();
        self.path = Vec::new();
    }

    /// Marks the node ranked `rank` as on a cycle.
    fn mark(&mut self, rank: usize) {
        self.on_cycle[rank / 64] |= 1 << (rank % 64);
    }

    /// Does about `work` units (a node entered or resumed); returns the units done.
    pub(super) fn step(&mut self, graph: &impl Graph, work: usize) -> usize {
        let mut done = 0;
        while done < work {
            let Some(&frame) = self.path.last() else {
                if !self.start_tree(graph) {
                    break;
                }
                continue;
            };
            done += 1;
            self.resume(graph, frame);
        }
        done.max(1)
    }

    /// Starts a DFS tree at the next unvisited node; false when there is none.
    fn start_tree(&mut self, graph: &impl Graph) -> bool {
        while self.next_root < self.rindex.len() {
            let rank = self.next_root;
            self.next_root += 1;
            if self.rindex[rank] == 0 {
                self.enter(rank, graph.node(rank));
                return true;
            }
        }
        false
    }

    /// Opens `node` (rank `rank`): gives it the next index and puts it on the path.
    fn enter(&mut self, rank: usize, node: u64) {
        self.rindex[rank] = self.next_index;
        self.next_index += 1;
        self.path.push(node | ROOT);
    }

    /// Goes on with the node on top of the path: looks at its successors from
    /// its cursor on, descends into the first unvisited one, or closes the node.
    fn resume(&mut self, graph: &impl Graph, frame: u64) {
        let node = frame & NODE_MASK;
        let v = graph.rank(node);
        let mut root = frame & ROOT != 0;
        let cursor = ((frame >> CURSOR_SHIFT) & CURSOR_MASK) as usize;
        let mut descend = None;
        let mut self_loop = false;
        let rindex = &mut self.rindex;
        graph.successors_from(node, cursor, |slot, w_node, w| {
            self_loop |= w == v;
            if rindex[w] == 0 {
                descend = Some((slot, w, w_node));
                return false;
            }
            if rindex[w] < rindex[v] {
                rindex[v] = rindex[w];
                root = false;
            }
            true
        });
        if self_loop {
            self.mark(v); // a quiet move back to itself
        }
        if let Some((slot, w, w_node)) = descend {
            let top = self.path.len() - 1;
            self.path[top] = pack_frame(node, slot, root);
            self.enter(w, w_node);
            return;
        }
        self.path.pop();
        if root {
            self.close(v);
        } else {
            self.open.push(v as u32);
        }
        self.back_to_parent(graph, v);
    }

    /// After `v` is done, goes back to the node that descended into it: takes
    /// `v`'s index into account there and moves its cursor past `v`.
    fn back_to_parent(&mut self, graph: &impl Graph, v: usize) {
        let Some(frame) = self.path.last_mut() else {
            return;
        };
        let node = *frame & NODE_MASK;
        let p = graph.rank(node);
        let mut root = *frame & ROOT != 0;
        if self.rindex[v] < self.rindex[p] {
            self.rindex[p] = self.rindex[v];
            root = false;
        }
        let cursor = ((*frame >> CURSOR_SHIFT) & CURSOR_MASK) as usize;
        *frame = pack_frame(node, cursor + 1, root);
    }

    /// Closes the component whose root is `v`: `v` and the open nodes above it.
    fn close(&mut self, v: usize) {
        let mut members = 0;
        while let Some(&w) = self.open.last() {
            if self.rindex[w as usize] < self.rindex[v] {
                break;
            }
            self.open.pop();
            self.rindex[w as usize] = DONE;
            self.mark(w as usize);
            members += 1;
        }
        self.rindex[v] = DONE;
        if members > 0 {
            self.mark(v);
        }
    }
}

/// A path frame: the node word, the cursor and the root bit.
fn pack_frame(node: u64, cursor: usize, root: bool) -> u64 {
    node | (cursor as u64) << CURSOR_SHIFT | if root { ROOT } else { 0 }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A graph given by its edges.
    struct Literal(Vec<Vec<u64>>);

    impl Graph for Literal {
        fn node(&self, rank: usize) -> u64 {
            rank as u64
        }
        fn rank(&self, node: u64) -> usize {
            node as usize
        }
        fn successors_from(
            &self,
            node: u64,
            from: usize,
            mut visit: impl FnMut(usize, u64, usize) -> bool,
        ) {
            for (slot, &w) in self.0[node as usize].iter().enumerate().skip(from) {
                if !visit(slot, w, w as usize) {
                    return;
                }
            }
        }
    }

    /// The on-cycle bits of `edges`, found in slices of `work` units.
    fn cycles(edges: &[&[u64]], work: usize) -> Vec<bool> {
        let graph = Literal(edges.iter().map(|e| e.to_vec()).collect());
        let mut finder = CycleFinder::new(graph.0.len());
        while !finder.is_done() {
            finder.step(&graph, work);
        }
        (0..graph.0.len()).map(|v| finder.on_cycle(v)).collect()
    }

    /// Whether `v` reaches itself in one or more edges (plain search, for checking).
    fn reaches_itself(edges: &[Vec<u64>], v: usize) -> bool {
        let mut seen = vec![false; edges.len()];
        let mut todo: Vec<usize> = edges[v].iter().map(|&w| w as usize).collect();
        while let Some(w) = todo.pop() {
            if w == v {
                return true;
            }
            if !std::mem::replace(&mut seen[w], true) {
                todo.extend(edges[w].iter().map(|&x| x as usize));
            }
        }
        false
    }

    #[test]
    fn a_path_has_no_cycle() {
        assert_eq!(cycles(&[&[1], &[2], &[]], 1), [false; 3]);
    }

    #[test]
    fn a_self_loop_is_a_cycle_of_one() {
        assert_eq!(cycles(&[&[1], &[1, 2], &[]], 1), [false, true, false]);
    }

    #[test]
    fn a_ring_and_what_hangs_off_it() {
        // 0 -> 1 -> 2 -> 0 is a ring; 3 leads into it, 4 hangs off it.
        let edges: [&[u64]; 5] = [&[1], &[2, 4], &[0], &[0], &[]];
        assert_eq!(cycles(&edges, 1), [true, true, true, false, false]);
    }

    #[test]
    fn two_rings_joined_one_way_stay_apart_but_both_cycle() {
        // {0, 1} -> {2, 3}, and 4 sits between them on no cycle: 1 -> 4 -> 2.
        let edges: [&[u64]; 5] = [&[1], &[0, 4], &[3], &[2], &[2]];
        assert_eq!(cycles(&edges, 2), [true, true, true, true, false]);
    }

    #[test]
    fn components_found_from_a_later_root_close_correctly() {
        // The DFS from 0 closes {2} first, then {1, 3} through a back edge
        // found after a finished branch, then {0}.
        let edges: [&[u64]; 4] = [&[1], &[2, 3], &[], &[1]];
        assert_eq!(cycles(&edges, 3), [false, true, false, true]);
    }

    #[test]
    fn random_graphs_agree_with_a_plain_search() {
        let mut state = 0x1234_5678_u64;
        let mut next = |n: u64| {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            (state >> 33) % n
        };
        for round in 0..200 {
            let n = 1 + next(30) as usize;
            let degree = 1 + next(3);
            let edges: Vec<Vec<u64>> = (0..n)
                .map(|_| (0..next(degree + 1)).map(|_| next(n as u64)).collect())
                .collect();
            let refs: Vec<&[u64]> = edges.iter().map(Vec::as_slice).collect();
            let found = cycles(&refs, 1 + round % 5);
            for (v, &on) in found.iter().enumerate() {
                assert_eq!(on, reaches_itself(&edges, v), "node {v} of {edges:?}");
            }
        }
    }
}
