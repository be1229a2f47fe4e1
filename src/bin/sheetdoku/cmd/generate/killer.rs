//! `sheetdoku generate --killer`: unique killers over the variant's grid,
//! --count of each level asked for.

use anyhow::Result;
use sheetdoku::generate::{generate_killer, KillerOptions, Search};
use sheetdoku::rate::Level;
use sheetdoku::{Deadline, Geometry};

use super::{progress, Args, Made, Stopped};

/// The size from which a killer gets givens and trial and error by default.
const LARGE: usize = 16;

/// The killers asked for, each with its own cages; stops at the time limit
/// with the killers made so far and the error.
pub(super) fn make(
    args: &Args,
    base: &Geometry,
    seed: u64,
    deadline: &Deadline,
) -> Result<(Vec<Made>, Option<Stopped>)> {
    let levels: Vec<Option<Level>> = if args.difficulty.is_empty() {
        vec![None]
    } else {
        args.difficulty.iter().copied().map(Some).collect()
    };
    // From 16x16 on, the cages alone take the uniqueness search minutes
    // and the techniques do not solve the killers: a few givens settle
    // what the search cannot, and a killer only trial and error solves is
    // kept (rated extreme), unless the teacher asks otherwise.
    let large = base.size() >= LARGE;
    let givens = match args.givens {
        Some(g) => g,
        None if large => base.cell_count() / 6,
        None => 0,
    };
    let search = if args.allow_search || (large && args.difficulty.is_empty()) {
        Search::Allowed
    } else {
        Search::Refused
    };
    if large && (args.givens.is_none() || !args.allow_search) {
        eprintln!(
            "note: a {n}x{n} killer gets up to {givens} givens where its cages leave a choice \
             (--givens), and is kept when only trial and error solves it",
            n = base.size()
        );
    }
    let total = args.count.saturating_mul(levels.len());
    let bar = progress(total, base.size());
    let mut made = Vec::with_capacity(total.min(1024));
    let mut stopped = None;
    // Each killer has a seed of its own, so that puzzle i is the same
    // whatever the count.
    let mut next_seed = seed;
    'levels: for level in levels {
        for _ in 0..args.count {
            let opts = KillerOptions::default()
                .with_seed(next_seed)
                .with_max_cage(args.max_cage)
                .with_givens(givens)
                .with_difficulty(level)
                .with_search(search)
                .with_max_attempts(args.attempts)
                .with_symmetry(args.symmetry.into())
                .with_deadline(*deadline);
            next_seed = next_seed.wrapping_add(1);
            let k = match generate_killer(base, &opts) {
                Ok(k) => k,
                Err(e) if crate::interrupt::is_stop(&e) => {
                    stopped = Some((made.len(), e));
                    break 'levels;
                }
                Err(e) => return Err(e.into()),
            };
            Made {
                geometry: k.geometry,
                givens: k.givens,
                solution: k.solution,
                rating: k.rating,
            }
            .keep(&mut made, args, bar.as_ref());
        }
    }
    if let Some(b) = bar {
        b.finish_and_clear();
    }
    Ok((made, stopped))
}
