//! `sheetdoku generate --killer`: unique killers over the variant's grid,
//! --count of each level asked for.

use anyhow::Result;
use sheetdoku::{generate_killer, Deadline, Geometry, KillerOptions, Level, Search};

use super::{progress, Args, Made, Stopped};

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
    let total = args.count * levels.len();
    let bar = progress(total, base.size());
    let mut made = Vec::with_capacity(total);
    let mut stopped = None;
    // Each killer has a seed of its own, so that puzzle i is the same
    // whatever the count.
    let mut next_seed = seed;
    'levels: for level in levels {
        for _ in 0..args.count {
            let opts = KillerOptions {
                seed: next_seed,
                max_cage: args.max_cage,
                givens: args.givens.unwrap_or(0),
                difficulty: level,
                search: if args.allow_search {
                    Search::Allowed
                } else {
                    Search::Refused
                },
                max_attempts: args.attempts,
                deadline: *deadline,
            };
            next_seed = next_seed.wrapping_add(1);
            let k = match generate_killer(base, &opts) {
                Ok(k) => k,
                Err(e @ sheetdoku::Error::TimeLimit { .. }) => {
                    stopped = Some((made.len(), e));
                    break 'levels;
                }
                Err(e) => return Err(e.into()),
            };
            bar.as_ref().inspect(|b| b.inc(1));
            if args.copies.is_none() {
                crate::json::emit(crate::json::generated(
                    made.len() + 1,
                    None,
                    &k.geometry,
                    &k.givens,
                    &k.rating,
                ));
            }
            made.push(Made {
                geometry: k.geometry,
                givens: k.givens,
                solution: k.solution,
                rating: k.rating,
            });
        }
    }
    if let Some(b) = bar {
        b.finish_and_clear();
    }
    Ok((made, stopped))
}
