//! Native perft: `urim-perft [HOLES] [SEEDS] [DEPTH]` prints the count at each
//! depth up to DEPTH with the time taken and leaf nodes per second.

use std::time::Instant;
use urim::{perft, Position, Variant};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<usize> = std::env::args()
        .skip(1)
        .map(|a| a.parse())
        .collect::<Result<_, _>>()?;
    let holes = args.first().copied().unwrap_or(6);
    let seeds = args.get(1).copied().unwrap_or(3);
    let depth = args.get(2).copied().unwrap_or(7);
    let start = Position::start(Variant::new(holes, seeds)?);
    for d in 1..=u32::try_from(depth)? {
        let t = Instant::now();
        let n = perft(&start, d);
        let secs = t.elapsed().as_secs_f64();
        println!(
            "{holes} {seeds} {d} {n} {:.3}s {:.1}M leaves/s",
            secs,
            n as f64 / secs.max(1e-9) / 1e6
        );
    }
    Ok(())
}
