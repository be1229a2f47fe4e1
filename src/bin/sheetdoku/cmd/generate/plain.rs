//! Puzzles without cages (with the marks of `--rules`, if any): `--count`
//! of each level asked for, made a batch at a time on every core, within
//! the command's budget (writing included).

use std::time::Duration;

use anyhow::Result;
use sheetdoku::generate::{GenerateOptions, GeneratedRule, Generator, Removal, Search};
use sheetdoku::rate::Level;
use sheetdoku::write::WorksheetPuzzle;
use sheetdoku::{Deadline, Geometry};
use sheetdoku_core::rand::SeedableRng;
use sheetdoku_core::rand_chacha::ChaCha8Rng;
use sheetdoku_io::time_to_write_worksheet;

use super::{entry, progress, Args, Made, Stopped};
use crate::cmd::Format;

/// The puzzles asked for: --count of each level of --difficulty, in that
/// order (or --count of any level), puzzles in a --rating range easiest
/// first; stops at the time limit with the puzzles made so far and the
/// error.
pub(super) fn make(
    args: &Args,
    geometry: &Geometry,
    seed: u64,
    deadline: &Deadline,
    format: Option<Format>,
) -> Result<(Vec<Made>, Option<Stopped>)> {
    let levels: Vec<Option<Level>> = if args.difficulty.is_empty() {
        vec![None]
    } else {
        args.difficulty.iter().copied().map(Some).collect()
    };
    let total = args.count.saturating_mul(levels.len());
    let bar = progress(total, geometry.size());
    let mut made: Vec<Made> = Vec::with_capacity(total.min(1024));
    let mut stopped = None;
    // Writing the worksheet is part of the budget: measured on the first
    // puzzle, the time it will take is kept free as the puzzles add up.
    let mut write_each = None;
    // A text file takes no measurable time to write; a workbook does.
    let workbook = format.is_some_and(|f| f != Format::Text);
    'levels: for (round, &level) in levels.iter().enumerate() {
        let search = match level {
            Some(Level::Extreme) => Search::Allowed,
            _ if args.allow_search => Search::Allowed,
            _ => Search::Refused,
        };
        let opts = GenerateOptions::default()
            .with_seed(seed.wrapping_add(round as u64))
            .with_symmetry(args.symmetry.into())
            .with_removal(if args.minimal {
                Removal::Minimal
            } else {
                Removal::BestEffort
            })
            .with_difficulty(level)
            .with_rating(args.rating)
            .with_givens(args.givens)
            .with_search(search)
            .with_max_attempts(args.attempts)
            .with_rules(&args.rules)
            .with_deadline(*deadline);
        let mut generator = Generator::new(geometry, opts)?;
        let mut left = args.count;
        while left > 0 {
            // Puzzles are made a batch at a time, on every core.
            let batch_len = left.min(generator.batch_hint());
            if let Some(each) = write_each {
                let per = usize::from(args.copies.unwrap_or(1));
                let entries = u32::try_from((made.len() + batch_len) * per).unwrap_or(u32::MAX);
                generator.set_deadline(deadline.earlier_by(each * entries));
            }
            let batch = generator.next_batch(batch_len);
            left -= batch.puzzles.len();
            for p in batch.puzzles {
                Made {
                    geometry: p.geometry,
                    givens: p.givens,
                    solution: p.solution,
                    rating: p.rating,
                }
                .keep(&mut made, args, bar.as_ref());
            }
            if let (None, Some(out), Some(first), true) = (
                write_each,
                &args.output,
                made.first(),
                total > 1 && workbook,
            ) {
                let copies = usize::from(args.copies.unwrap_or(1));
                let sheet = vec![
                    entry(
                        &first.geometry,
                        first.givens.clone(),
                        first.solution.clone(),
                        first.rating.level,
                        None,
                        None
                    );
                    copies
                ];
                write_each = Some(time_to_write(&args.page, &sheet, out)?);
            }
            match batch.failure {
                None => {}
                Some(e) if crate::interrupt::is_stop(&e) => {
                    stopped = Some((made.len(), e));
                    break 'levels;
                }
                Some(e) => return Err(e.into()),
            }
        }
    }
    if let Some(b) = bar {
        b.finish_and_clear();
    }
    if args.rating.is_some() {
        // Stable: puzzles of one score keep the order they were made in.
        made.sort_by_key(|p| p.rating.score);
    }
    Ok((made, stopped))
}

/// `geometry` with every mark of `rules` that the stand-in answer of a
/// worksheet keeps: a puzzle with as many marks as one can have, for
/// measuring the room its lines and pages take, and for the heading.
pub(super) fn sample(geometry: &Geometry, rules: &[GeneratedRule]) -> Result<Geometry> {
    let full = crate::cmd::stand_in(geometry).givens;
    let mut rng = ChaCha8Rng::seed_from_u64(0);
    let mut sample = geometry.clone();
    for rule in rules {
        for mark in rule.marks(&full, &mut rng) {
            sample = sample.with_constraint(mark)?;
        }
    }
    Ok(sample)
}

/// The time writing a worksheet takes per puzzle, measured by writing
/// `sheet` to a scratch file of the kind of `out` (an overestimate: the
/// fixed cost of a workbook is shared by fewer puzzles than the final one
/// holds).
fn time_to_write(
    page: &crate::args::PageArgs,
    sheet: &[WorksheetPuzzle],
    out: &std::path::Path,
) -> Result<Duration> {
    let whole = time_to_write_worksheet(&page.doc(sheet.to_vec()), out)?;
    let entries = u32::try_from(sheet.len().max(1)).unwrap_or(u32::MAX);
    Ok(whole / entries)
}
