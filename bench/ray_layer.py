"""Builds one layer of the endgame tables in parts on Ray, and checks it.

Each part is a Ray actor that runs `urim-tables worker` for its range of
ranks and passes it the driver's lines; tells between parts go through files
in the shared work folder. The driver runs the thresholds and, within each,
rounds of spread (one level of the breadth-first order) and absorb until no
part has a board queued, then joins the parts
into the layer file and compares it with the file of the single-process build.

    python bench/ray_layer.py --bin target/release/urim-tables \
        --seeds 18 --parts 2 --lower /work/tables-out/2x6 --work /work/tables-out/ray
"""

import argparse
import os
import subprocess
import time

import ray

HEADER_BYTES = 64


@ray.remote(num_cpus=1)
class Part:
    """One worker process holding one part of the layer."""

    def __init__(self, binary, holes, seeds, parts, part, lower, work):
        self.pid = os.getpid()
        self.proc = subprocess.Popen(
            [binary, "worker", "--holes", str(holes), "--seeds", str(seeds),
             "--parts", str(parts), "--part", str(part), "--lower", lower, "--dir", work],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def where(self):
        """The actor's process id and the worker's."""
        return self.pid, self.proc.pid

    def say(self, line):
        """Sends one line; returns the worker's number, or raises its error."""
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()
        reply = self.proc.stdout.readline().strip()
        if not reply.startswith("ok"):
            raise RuntimeError(f"worker: {reply or 'stopped'}")
        return int(reply.split()[1])

    def quit(self):
        self.proc.stdin.write("quit\n")
        self.proc.stdin.flush()
        return self.proc.wait()


def everyone(parts, line):
    """Sends `line` to every part at once and waits for all."""
    return ray.get([p.say.remote(line) for p in parts])


def layer_name(holes, seeds):
    return f"urim-2x{holes}-{seeds:02d}.tbl"


PLY_LIMIT = 200


def compare(joined, single, seeds):
    """Compares two layer files: the bounds byte for byte; then the ply bytes,
    and the values called exact (bounds equal, line within the ply rule)."""
    a = open(joined, "rb").read()
    b = open(single, "rb").read()
    boards = int.from_bytes(a[24:32], "little")
    width = 1 if (seeds + 1) * (seeds + 2) // 2 <= 256 else 2
    end = HEADER_BYTES + boards * width
    bounds_same = a[HEADER_BYTES:end] == b[HEADER_BYTES:end]
    # The codes of the pairs whose bounds meet (see format.rs, pair_code).
    n = seeds
    equal = {x * (n + 1) - x * (x - 1) // 2 for x in range(n + 1)}
    ply_diffs = exact_diffs = 0
    for i in range(boards):
        pa, pb = a[end + i], b[end + i]
        if pa != pb:
            ply_diffs += 1
            at = HEADER_BYTES + i * width
            code = int.from_bytes(a[at:at + width], "little")
            if code in equal and (pa < PLY_LIMIT) != (pb < PLY_LIMIT):
                exact_diffs += 1
    return boards, bounds_same, ply_diffs, exact_diffs, a == b


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin", required=True)
    ap.add_argument("--holes", type=int, default=6)
    ap.add_argument("--seeds", type=int, required=True)
    ap.add_argument("--parts", type=int, default=2)
    ap.add_argument("--lower", required=True, help="folder of the lower layers (and the single-process layer)")
    ap.add_argument("--work", required=True)
    args = ap.parse_args()
    os.makedirs(args.work, exist_ok=True)
    binary = os.path.abspath(args.bin)

    ray.init(num_cpus=args.parts, include_dashboard=False)
    start = time.time()
    parts = [Part.remote(binary, args.holes, args.seeds, args.parts, p, args.lower, args.work)
             for p in range(args.parts)]
    print("parts (actor pid, worker pid):", ray.get([p.where.remote() for p in parts]))
    everyone(parts, "moves")
    rounds = tells = 0
    n = args.seeds
    for v in range(n, -n - 1, -2):
        everyone(parts, f"scan {v}")
        while True:
            sent = everyone(parts, f"spread {v} {rounds}")
            queued = everyone(parts, f"absorb {v} {rounds}")
            rounds += 1
            tells += sum(sent)
            if sum(queued) == 0:
                break
    cycles = everyone(parts, "write")
    ray.get([p.quit.remote() for p in parts])
    solved = time.time() - start
    out = os.path.join(args.work, "joined")
    subprocess.run([binary, "join", "--holes", str(args.holes), "--seeds", str(n), "--parts",
                    str(args.parts), "--dir", args.work, "--out", out], check=True)
    boards, bounds_same, ply_diffs, exact_diffs, identical = compare(
        os.path.join(out, layer_name(args.holes, n)), os.path.join(args.lower, layer_name(args.holes, n)), n)
    print(f"2x{args.holes} layer {n} in {args.parts} parts on Ray: {boards} boards, "
          f"{sum(cycles)} cycle boards, {rounds} rounds, {tells} tells between parts, {solved:.1f} s")
    print(f"against the single-process file: bounds identical: {bounds_same}; "
          f"ply bytes differing: {ply_diffs}; exact flags differing: {exact_diffs}; "
          f"files identical: {identical}")
    if not bounds_same:
        raise SystemExit(1)


if __name__ == "__main__":
    main()
