//! An unbiased estimate of the number of complete grids where counting them
//! one by one is out of reach (9x9): Knuth's random probing of the search
//! tree. A probe walks from the root (first row `1..n`) to a leaf, at each
//! branching picking one of the `d` candidates of the cell with fewest
//! candidates uniformly at random and multiplying its weight by `d`;
//! propagation removes only impossible candidates, so every grid is exactly
//! one leaf, and the expected weight of a probe is exactly the number of
//! grids with that first row. The mean over many probes, times `n!`, estimates
//! the number of grids; the spread of the probes gives a 95% interval.

use crate::par::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::census::factorial;
use super::control::{Control, StopReason};
use super::enumerate::{bits, branch_cell, first_row_masks};
use crate::engine::{Engine, Propagation};
use crate::geometry::Geometry;

/// The estimate of the number of grids of a variant.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct GridEstimate {
    /// Grid size `n`.
    pub size: usize,
    /// Probes made.
    pub probes: u64,
    /// The estimate of the number of grids.
    pub grids: f64,
    /// The estimated classes up to relabelling (`grids / n!`).
    pub classes: f64,
    /// The standard error of `grids`.
    pub standard_error: f64,
    /// The 95% interval `grids ± 1.96 × standard error`.
    pub interval: (f64, f64),
    /// The seed that makes the estimate repeatable.
    pub seed: u64,
    /// Why it stopped before making every probe asked for.
    pub stopped: Option<StopReason>,
}

/// The weight of one probe: the product of the branching factors on the way
/// to a complete grid, 0 at a dead end.
fn probe(engine: &Engine, root: &[u32], rng: &mut impl Rng) -> f64 {
    let mut masks = root.to_vec();
    let mut weight = 1.0;
    loop {
        let Some(c) = engine.propagate_masks(&masks, Propagation::Singles) else {
            return 0.0;
        };
        masks.copy_from_slice(c.masks());
        let Some(cell) = branch_cell(&masks) else {
            return weight;
        };
        let d = masks[cell].count_ones();
        weight *= f64::from(d);
        let pick = rng.random_range(0..d as usize);
        let b = bits(masks[cell]).nth(pick).expect("d candidates");
        masks[cell] = 1 << b;
    }
}

/// The random source of probe `i` for `seed`: the same whatever the number
/// of threads.
fn probe_rng(seed: u64, i: u64) -> ChaCha8Rng {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    rng.set_stream(i);
    rng
}

/// Estimates the number of grids of `geometry` with `probes` random probes
/// (fewer if `control` stops it; at least one batch is always made).
/// The same seed gives the same estimate. With no probe asked for, the
/// estimate knows nothing: 0 with an interval up to infinity.
///
/// ```
/// use sheetdoku::Geometry;
/// use sheetdoku::explore::{estimate_grids, Control};
/// let e = estimate_grids(&Geometry::standard(4).unwrap(), 2000, 7, &Control::unlimited());
/// assert!(e.interval.0 <= 288.0 && 288.0 <= e.interval.1);
/// ```
pub fn estimate_grids(
    geometry: &Geometry,
    probes: u64,
    seed: u64,
    control: &Control,
) -> GridEstimate {
    let n = geometry.size();
    let engine = Engine::new(geometry);
    let root = first_row_masks(n);
    const BATCH: u64 = 512;
    let (mut count, mut sum, mut sum_sq) = (0u64, 0.0f64, 0.0f64);
    let mut stopped = None;
    while count < probes {
        if count > 0 && control.should_stop() {
            stopped = Some(control.stop_reason());
            break;
        }
        let end = (count + BATCH).min(probes);
        let weights: Vec<f64> = (count..end)
            .into_par_iter()
            .map(|i| probe(&engine, &root, &mut probe_rng(seed, i)))
            .collect();
        for w in weights {
            sum += w;
            sum_sq += w * w;
        }
        control.advance(end - count);
        count = end;
    }
    if count == 0 {
        // No probe, no evidence: nothing known but that there are grids.
        return GridEstimate {
            size: n,
            probes: 0,
            grids: 0.0,
            classes: 0.0,
            standard_error: f64::INFINITY,
            interval: (0.0, f64::INFINITY),
            seed,
            stopped,
        };
    }
    let k = count as f64;
    let mean = sum / k;
    let variance = if count > 1 {
        ((sum_sq - k * mean * mean) / (k - 1.0)).max(0.0)
    } else {
        0.0
    };
    let scale = factorial(n) as f64;
    let error = (variance / k).sqrt() * scale;
    let grids = mean * scale;
    GridEstimate {
        size: n,
        probes: count,
        grids,
        classes: mean,
        standard_error: error,
        interval: (grids - 1.96 * error, grids + 1.96 * error),
        seed,
        stopped,
    }
}
