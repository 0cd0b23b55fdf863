#!/usr/bin/env python3
"""Independent reference model of the Urim rules (see the rules page, www/rules.html).

This file exists only to cross-check the Rust engine: it was written from the
rules text alone, without reading the engine's source. It favours plainness
over speed and uses nothing beyond the Python 3.11 standard library.

Usage
    python3 urim_ref.py --selftest
    python3 urim_ref.py perft HOLES SEEDS MAXDEPTH
    python3 urim_ref.py vectors N SEED_SCORE

Board model
    A board of N holes a side (N = 6 or 7) is a tuple of 2N counts.
    Indices 0..N-1 belong to South, N..2N-1 to North, and a seed sown from
    pit i goes next to pit (i + 1) mod 2N. Side 0 is South, side 1 is North.
    Stores are kept apart from the board as a pair (south, north).

Position string (used by the `vectors` command)
    counts in index order, then South's store, North's store, then S or N,
    all joined by '-', e.g. 3-3-3-3-3-3-3-3-3-3-3-3-0-0-S.

How I read the rules on the points where a choice had to be made
    * Repetition key: the pits plus the side to move (stores are left out, as
      the rules say "all pits and the side to move"; between two captures the
      stores cannot change anyway, so this makes no difference).
    * History for the repetition rule is reset by any move that actually takes
      seeds. A move whose capture is cancelled by the grand-slam rule takes
      nothing and therefore does NOT count as a capture (it neither resets the
      repetition history nor the 200-ply counter).
    * The position reached right after a capture (or the start position) is
      the first entry of the new history; the game ends at the ply that
      produces a position already in that history.
    * The 200-ply rule fires when the count of plies since the last capture
      (or since the start) reaches 200, i.e. the 200th capture-free ply ends
      the game, unless it ended for another reason already.
    * When several endings coincide the reason is reported as starvation
      first, then cycle, then the ply limit (the rules page, "The end of the game", only
      orders starvation vs cycle; the ply-limit order is my own choice and
      affects only the labels in the statistics, never the counts).
    * perft counts sequences of legal moves of exactly `depth` plies. A move
      that ends the game is still counted when it is the last ply of the
      sequence, but nothing is counted beyond it. perft(pos, 0) = 1.
    * Feeding legality: when the opponent's row is empty, a move is legal only
      if at least one of its seeds lands in that row. A grand-slam cancelled
      capture keeps those seeds there, so such moves stay legal.

Hand check of perft from the 2x6 / 3-seed start
    Depth 1 = 6. South owns six pits with three seeds each, North's row is
    full, so no feeding restriction applies and every pit is a legal move.
    None of these moves captures: a move from pit i drops seeds into
    i+1..i+3; only D, E, F reach North's row and their last seed turns a
    3 into a 4 (pit 6, 7 or 8), which is no trigger.

    Depth 2 = 36. After any of South's six moves, North still has six pits
    of three or four seeds, and South's row still holds seeds (at least five
    pits), so feeding never restricts North: 6 x 6 = 36. No capture happens
    here either: each South pit then holds 0 (the emptied one), 3 or 4 seeds,
    so North's last seed makes it 1, 4 or 5 - never 2 or 3. Repetition is
    impossible this early (seeds have only moved forward a few pits).

    Depth 3 = 186. North's row never empties in two plies (North emptied
    only one pit), so South again plays any non-empty pit. South's row has
    five non-empty pits, plus the pit South emptied at ply 1 if North's
    reply put a seed back into it. So depth 3 = 36 * 5 + (number of
    (South move, North reply) pairs where the reply refills South's emptied
    pit). North pits hold 3 seeds except those South's first move reached
    (which hold 4). A North move from pit p with k seeds covers p+1..p+k mod
    12, so only d (9), e (10), f (11) can reach South's row:
        South A (0): d covers 10,11,0; e covers 11,0,1; f covers 0,1,2 -> 3
        South B (1): e, f                                             -> 2
        South C (2): f                                                -> 1
        South D, E, F (3,4,5): f with 3 seeds stops at pit 2, and the
            4-seed pits (a, b, c) end at pit 11 at most, or pit 0
            (c with 4 seeds) - pit 3 or more is never reached      -> 0
    That is 6 refills, so depth 3 = 180 + 6 = 186. No capture can happen at
    ply 3 either: after ply 2 every North pit holds 0 (the one North emptied)
    or at least 3, and South's pits hold at most 5 seeds, so no sowing laps
    the board and each pit gets at most one seed. South's last seed thus
    leaves a North pit at 1 or at 4+, never 2 or 3. Captures therefore
    do not occur in the first three plies; the first ones happen at ply 4
    (41 of the depth-4 sequences end with a capture, found by enumeration),
    so captures can first change a count at depth 5. selftest() checks
    6, 36, 186.
"""

import random
import sys
import time

MAX_PIT = 17        # a pit holding this many seeds is skipped while sowing
PLY_LIMIT = 200     # capture-free plies that end the game
SOUTH, NORTH = 0, 1


# ---------------------------------------------------------------------------
# Pure rule functions on (board, n, side)
# ---------------------------------------------------------------------------

def row_range(side, n):
    """Index range of the row owned by `side`."""
    return range(0, n) if side == SOUTH else range(n, 2 * n)


def row_sum(board, side, n):
    r = row_range(side, n)
    return sum(board[r.start:r.stop])


class MoveInfo:
    """Everything one move did, for statistics and tests."""
    __slots__ = ("board", "captured", "last", "skipped17", "fed",
                 "grand_slam", "seeds_sown")

    def __init__(self, board, captured, last, skipped17, fed, grand_slam,
                 seeds_sown):
        self.board = board            # tuple, board after the move
        self.captured = captured      # seeds taken to the mover's store
        self.last = last              # index of the pit the last seed hit
        self.skipped17 = skipped17    # at least one full (17) pit skipped
        self.fed = fed                # at least one seed entered opponent row
        self.grand_slam = grand_slam  # a capture was cancelled (grand slam)
        self.seeds_sown = seeds_sown


def do_move(board, n, side, pit):
    """Sow from `pit` for `side` and resolve the capture.

    Does not check legality (the caller does). Returns a MoveInfo.
    """
    size = 2 * n
    b = list(board)
    seeds = b[pit]
    b[pit] = 0
    opp = row_range(1 - side, n)
    pos = pit
    skipped = False
    fed = False
    left = seeds
    while left > 0:
        pos = (pos + 1) % size
        if pos == pit:
            # the emptied starting pit never receives seeds
            continue
        if b[pos] >= MAX_PIT:
            # a full pit is passed over; the seed goes on to the next one
            skipped = True
            continue
        b[pos] += 1
        left -= 1
        if pos in opp:
            fed = True
    last = pos

    captured = 0
    grand_slam = False
    if last in opp and b[last] in (2, 3):
        # trigger; walk backwards while still in the opponent's row and
        # the pit holds 2, 3 or 4
        first = last
        taken = b[last]
        i = last - 1
        while i >= opp.start and b[i] in (2, 3, 4):
            taken += b[i]
            first = i
            i -= 1
        if taken == sum(b[opp.start:opp.stop]):
            # taking these would empty the opponent's row: take nothing
            grand_slam = True
        else:
            for j in range(first, last + 1):
                b[j] = 0
            captured = taken
    return MoveInfo(tuple(b), captured, last, skipped, fed, grand_slam, seeds)


def legal_moves(board, n, side):
    """Legal pits for `side` (ignores game-over by cycle/ply limit)."""
    own = [i for i in row_range(side, n) if board[i] > 0]
    if row_sum(board, 1 - side, n) > 0:
        return own
    # opponent starving: only moves that put a seed into their row
    return [i for i in own if do_move(board, n, side, i).fed]


# ---------------------------------------------------------------------------
# A game with history (repetition and ply-limit rules)
# ---------------------------------------------------------------------------

class Game:
    def __init__(self, n=6, seeds=3, board=None, stores=(0, 0), side=SOUTH,
                 ply_limit=PLY_LIMIT):
        self.n = n
        self.board = tuple(board) if board is not None else (seeds,) * (2 * n)
        assert len(self.board) == 2 * n
        self.stores = list(stores)
        self.side = side
        self.ply_limit = ply_limit
        # the start position counts as "just after a capture"
        self.seen = {self.key()}
        self.quiet = 0          # plies since the last capture / the start
        self.over = None        # None, 'starvation', 'cycle', 'plies'
        if not legal_moves(self.board, n, side):
            self.over = "starvation"

    def key(self):
        return (self.board, self.side)

    def legal(self):
        if self.over:
            return []
        return legal_moves(self.board, self.n, self.side)

    def play(self, pit):
        assert not self.over, "game is over"
        assert pit in legal_moves(self.board, self.n, self.side), pit
        info = do_move(self.board, self.n, self.side, pit)
        self.board = info.board
        self.stores[self.side] += info.captured
        self.side = 1 - self.side
        k = self.key()
        repeated = False
        if info.captured:
            self.seen = {k}
            self.quiet = 0
        else:
            self.quiet += 1
            if k in self.seen:
                repeated = True
            else:
                self.seen.add(k)
        if not legal_moves(self.board, self.n, self.side):
            self.over = "starvation"
        elif repeated:
            self.over = "cycle"
        elif self.quiet >= self.ply_limit:
            self.over = "plies"
        return info

    def final_scores(self):
        """Stores after the end-of-game sweep (each side keeps its own row)."""
        s = self.stores[SOUTH] + row_sum(self.board, SOUTH, self.n)
        t = self.stores[NORTH] + row_sum(self.board, NORTH, self.n)
        return s, t

    def pos_string(self):
        parts = [str(x) for x in self.board]
        parts += [str(self.stores[0]), str(self.stores[1]),
                  "S" if self.side == SOUTH else "N"]
        return "-".join(parts)


# ---------------------------------------------------------------------------
# perft
# ---------------------------------------------------------------------------

def perft(board, n, side, depth, seen=None, quiet=0, ply_limit=PLY_LIMIT):
    """Number of legal move sequences of length `depth`.

    `seen` is the set of (board, side) keys since the last capture, including
    the current one; by default the given position is the start / last capture.
    """
    if seen is None:
        seen = {(board, side)}
    if depth == 0:
        return 1
    moves = legal_moves(board, n, side)
    if depth == 1:
        return len(moves)
    total = 0
    other = 1 - side
    for pit in moves:
        info = do_move(board, n, side, pit)
        nb = info.board
        k = (nb, other)
        if info.captured:
            total += perft(nb, n, other, depth - 1, {k}, 0, ply_limit)
            continue
        if k in seen or quiet + 1 >= ply_limit:
            # the game ended with this move; it contributes nothing deeper
            continue
        seen.add(k)
        total += perft(nb, n, other, depth - 1, seen, quiet + 1, ply_limit)
        seen.discard(k)
    return total


# ---------------------------------------------------------------------------
# Self test: worked examples of the rules and a few extra checks
# ---------------------------------------------------------------------------

def parse6(text):
    """'3 3 3 3 4 0 | 1 3 2 5 3 3' -> tuple of 12 ints (A..F then a..f)."""
    return tuple(int(x) for x in text.replace("|", " ").split())


def selftest():
    n = 6
    A, B, C, D, E, F = range(6)
    a, b, c, d, e, f = range(6, 12)

    # 1. chain through a four
    info = do_move(parse6("3 3 3 3 4 0 | 1 3 2 5 3 3"), n, SOUTH, E)
    assert info.captured == 9, info.captured
    assert info.board == parse6("3 3 3 3 0 1 | 0 0 0 5 3 3"), info.board
    g = Game(n, board=parse6("3 3 3 3 4 0 | 1 3 2 5 3 3"), stores=(0, 36 - 34))
    g.play(E)
    assert g.stores == [9, 2] and g.pos_string() == "3-3-3-3-0-1-0-0-0-5-3-3-9-2-N"

    # 2. last seed makes four: nothing taken
    info = do_move(parse6("3 3 3 3 4 0 | 1 1 3 5 3 3"), n, SOUTH, E)
    assert info.captured == 0 and not info.grand_slam
    assert info.board == parse6("3 3 3 3 0 1 | 2 2 4 5 3 3"), info.board

    # 3. a full lap skips the origin pit
    info = do_move(parse6("0 0 12 0 0 0 | 4 4 4 4 4 4"), n, SOUTH, C)
    assert info.board == parse6("1 1 0 2 1 1 | 5 5 5 5 5 5"), info.board
    assert info.captured == 0

    # 4. a pit with 17 seeds is skipped; the chain stops at it
    info = do_move(parse6("0 0 0 0 2 0 | 17 1 2 2 2 2"), n, SOUTH, E)
    assert info.skipped17
    assert info.captured == 2, info.captured
    assert info.board == parse6("0 0 0 0 0 1 | 17 0 2 2 2 2"), info.board

    # 5. North captures; the chain stops at the edge of South's row
    info = do_move(parse6("2 1 3 3 3 3 | 3 3 3 3 3 1"), n, NORTH, e)
    assert info.captured == 5, info.captured
    assert info.board == parse6("0 0 3 3 3 3 | 3 3 3 3 0 2"), info.board

    # 6. grand slam: nothing taken
    info = do_move(parse6("3 3 3 3 3 2 | 1 2 0 0 0 0"), n, SOUTH, F)
    assert info.grand_slam and info.captured == 0
    assert info.board == parse6("3 3 3 3 3 0 | 2 3 0 0 0 0"), info.board

    # 7. feeding: only F reaches North's empty row
    bd = parse6("0 0 0 1 0 3 | 0 0 0 0 0 0")
    assert legal_moves(bd, n, SOUTH) == [F], legal_moves(bd, n, SOUTH)

    # 8. grand slam on a feeding move
    bd = parse6("0 0 0 0 0 0 | 0 0 1 0 3 17")
    g = Game(n, board=bd, stores=(11, 4), side=NORTH)
    assert g.legal() == [e, f], g.legal()
    info = g.play(f)
    assert info.grand_slam and info.captured == 0 and info.fed
    assert info.board == parse6("2 2 2 2 2 2 | 1 1 2 1 4 0"), info.board
    assert g.stores == [11, 4] and not g.over

    # extra: starvation when the own row is empty
    g = Game(n, board=parse6("0 0 0 0 0 0 | 1 0 0 0 0 0"), stores=(35, 0))
    assert g.over == "starvation" and g.legal() == []
    # extra: starvation when nothing can feed (A with 1 seed stays home)
    g = Game(n, board=parse6("1 0 0 0 0 0 | 0 0 0 0 0 0"), stores=(35, 0))
    assert g.over == "starvation"

    # extra: a forced cycle. One seed each side, stores hold the rest.
    # S:F->a, N:f->A (must feed), then the two single seeds walk forward one
    # pit per ply; after 12 plies the start position is back, South to move.
    start = parse6("0 0 0 0 0 1 | 0 0 0 0 0 1")
    g = Game(n, board=start, stores=(17, 17))
    plies = 0
    while not g.over:
        mv = g.legal()
        assert len(mv) == 1, mv
        g.play(mv[0])
        plies += 1
    assert g.over == "cycle" and plies == 12, (g.over, plies)
    assert g.board == start and g.side == SOUTH
    assert perft(start, n, SOUTH, 12) == 1
    assert perft(start, n, SOUTH, 13) == 0

    # extra: ply limit (shortened to 5 to test the mechanics)
    g = Game(6, 3, ply_limit=5)
    for _ in range(5):
        g.play(g.legal()[0])
    assert g.over == "plies", g.over
    # (no capture is possible in the first 3 plies, see the docstring, so a
    # limit of 3 must cut every sequence after ply 3)
    assert perft((3,) * 12, 6, SOUTH, 3, ply_limit=3) == 186
    assert perft((3,) * 12, 6, SOUTH, 4, ply_limit=3) == 0

    # extra: perft from the start, checked by hand in the module docstring
    s6 = (3,) * 12
    assert [perft(s6, 6, SOUTH, dd) for dd in (1, 2, 3)] == [6, 36, 186]

    # extra: seeds are conserved and no pit exceeds 17 in random play
    rng = random.Random(12345)
    for _ in range(50):
        g = Game(rng.choice((6, 7)), rng.choice((3, 4)))
        total = sum(g.board)
        while not g.over:
            g.play(rng.choice(g.legal()))
            assert sum(g.board) + sum(g.stores) == total
            assert max(g.board) <= MAX_PIT
    print("selftest: all checks passed")


# ---------------------------------------------------------------------------
# Random test vectors
# ---------------------------------------------------------------------------
#
# How rare situations are provoked: each game draws one of four styles from
# the same random.Random(SEED_SCORE) stream (which also picks 6/7 holes and 3/4
# seeds per game):
#   * 'random'   (35%): both players pick uniformly among legal moves;
#   * 'hoard S' / 'hoard N' (25% each): one player is a hoarder. The hoarder's
#     hoard pit is the last pit of their row (every other own move sows into
#     it); they never play it unless it is their only legal move, and among
#     the other moves they prefer, with probability 0.9, moves whose seeds all
#     stay in their own row. Seeds pile up in the hoard pit (reaching 17, so
#     later sowings have to skip it) and the other player's row tends to run
#     dry, which brings feeding restrictions, starvation and grand slams on
#     feeding moves. The hoarder's opponent plays uniformly at random.
#   * 'peaceful' (15%): both players pick uniformly among the legal moves
#     that capture nothing (any legal move if all of them capture). Such games
#     usually run 200 plies without a capture, so the ply-limit ending shows
#     up in the vectors too (random play alone practically never reaches it).

def choose_move(rng, g, style):
    moves = g.legal()
    if style == "peaceful":
        quiet = [m for m in moves
                 if do_move(g.board, g.n, g.side, m).captured == 0]
        return rng.choice(quiet or moves)
    if style == "random" or (style == "hoard S" and g.side != SOUTH) or \
            (style == "hoard N" and g.side != NORTH):
        return rng.choice(moves)
    n = g.n
    hoard = n - 1 if g.side == SOUTH else 2 * n - 1
    others = [m for m in moves if m != hoard]
    if not others:
        return rng.choice(moves)
    home = [m for m in others
            if not do_move(g.board, n, g.side, m).fed]
    if home and rng.random() < 0.9:
        return rng.choice(home)
    return rng.choice(others)


def vectors(count, seed, out=sys.stdout, err=sys.stderr):
    rng = random.Random(seed)
    stats = {"lines": 0, "capture": 0, "skip17": 0, "feeding": 0,
             "feeding_excluded": 0, "grand_slam": 0, "grand_slam_feeding": 0,
             "pit17_seen": 0,
             "end_starvation": 0, "end_cycle": 0, "end_plies": 0}
    styles = {}
    for _ in range(count):
        n = rng.choice((6, 7))
        s = rng.choice((3, 4))
        r = rng.random()
        if r < 0.35:
            style = "random"
        elif r < 0.60:
            style = "hoard S"
        elif r < 0.85:
            style = "hoard N"
        else:
            style = "peaceful"
        styles[style] = styles.get(style, 0) + 1
        g = Game(n, s)
        while not g.over:
            before = g.pos_string()
            opp_empty = row_sum(g.board, 1 - g.side, n) == 0
            n_own = sum(1 for i in row_range(g.side, n) if g.board[i] > 0)
            legal = g.legal()
            if MAX_PIT in g.board:
                stats["pit17_seen"] += 1
            pit = choose_move(rng, g, style)
            info = g.play(pit)
            after = g.pos_string()
            line = f"{before} {pit} {after} {info.captured}"
            if g.over:
                line += " end"
                stats["end_" + g.over] += 1
            out.write(line + "\n")
            stats["lines"] += 1
            stats["capture"] += info.captured > 0
            stats["skip17"] += info.skipped17
            stats["grand_slam"] += info.grand_slam
            if opp_empty:
                stats["feeding"] += 1
                stats["feeding_excluded"] += len(legal) < n_own
                stats["grand_slam_feeding"] += info.grand_slam
    err.write("styles: %r\n" % styles)
    err.write("stats: %r\n" % stats)
    return stats


# ---------------------------------------------------------------------------
# Command line
# ---------------------------------------------------------------------------

def main(argv):
    if len(argv) >= 1 and argv[0] == "--selftest":
        selftest()
        return 0
    if len(argv) == 4 and argv[0] == "perft":
        n, s, maxd = int(argv[1]), int(argv[2]), int(argv[3])
        start = (s,) * (2 * n)
        for dd in range(1, maxd + 1):
            t0 = time.time()
            cnt = perft(start, n, SOUTH, dd)
            print(f"{n} {s} {dd} {cnt}", flush=True)
            sys.stderr.write(f"# {n}x{s} depth {dd}: {time.time() - t0:.1f}s\n")
        return 0
    if len(argv) == 3 and argv[0] == "vectors":
        vectors(int(argv[1]), int(argv[2]))
        return 0
    sys.stderr.write(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
