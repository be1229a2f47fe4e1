//! `sheetdoku explore grids`: how many complete grids a variant has.

use std::time::Instant;

use anyhow::Result;
use clap::ValueEnum;
use sheetdoku::explore::{estimate_grids, grid_census, published, GridCensus};
use sheetdoku::Geometry;
use sheetdoku_core::factorial;

use super::run::{control, seconds, with_progress};
use super::VariantArgs;
use crate::status::Status;
use sheetdoku_core::thousands;

/// Exact listing or random estimate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Method {
    /// Exact for grids up to 6x6, estimated beyond.
    Auto,
    /// List every grid (only feasible up to about 6x6).
    Exact,
    /// Knuth's random probing of the search tree, with a 95% interval.
    Estimate,
}

/// Count the complete grids of a variant.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    variant: VariantArgs,
    /// Exact listing or random estimate.
    #[arg(long, value_enum, default_value = "auto")]
    method: Method,
    /// Random probes for an estimate.
    #[arg(long, default_value_t = 20_000)]
    probes: u64,
}

/// Prints the counts; exit 0 when complete, 1 when stopped early.
pub fn run(args: Args) -> Result<Status> {
    let geometry = args.variant.geometry()?;
    let control = control(&args.variant.time, args.variant.jobs);
    let n = geometry.size();
    let exact = match args.method {
        Method::Auto => n <= 6,
        Method::Exact => true,
        Method::Estimate => false,
    };
    let name = format!("{n}x{n} {}", geometry.variant());
    let start = Instant::now();
    if exact {
        let census = with_progress(&control, "grids listed (one per class)", || {
            grid_census(&geometry, &control)
        });
        print_census(&name, &geometry, &census);
        println!("time: {}", seconds(start.elapsed()));
        if let Some(why) = census.stopped {
            println!("stopped early ({why}): the counts are what was found so far");
            return Ok(Status::PuzzleResult);
        }
    } else {
        let e = with_progress(&control, "random probes", || {
            estimate_grids(&geometry, args.probes, args.variant.seed, &control)
        });
        println!(
            "{name}: about {:.4e} grids (95% interval {:.4e} to {:.4e})",
            e.grids, e.interval.0, e.interval.1
        );
        println!(
            "  estimated from {} random probes of the search tree (seed {}); standard error {:.2}%",
            e.probes,
            e.seed,
            100.0 * e.standard_error / e.grids
        );
        println!(
            "  up to relabelling the digits: about {:.4e} classes (grids / {n}!)",
            e.classes
        );
        if let Some(p) = published(geometry.variant(), n)
            .grids
            .filter(|_| is_regular(&geometry))
        {
            let inside = e.interval.0 <= p as f64 && p as f64 <= e.interval.1;
            println!(
                "  published: {} grids ({} the interval)",
                thousands(p),
                if inside { "inside" } else { "OUTSIDE" }
            );
        }
        println!("time: {}", seconds(start.elapsed()));
        if let Some(why) = e.stopped {
            println!("stopped early ({why}) after {} probes", e.probes);
            return Ok(Status::PuzzleResult);
        }
    }
    Ok(Status::Success)
}

/// Whether the geometry has the usual boxes (published counts are for those).
fn is_regular(geometry: &Geometry) -> bool {
    geometry.box_shape().is_some()
}

fn print_census(name: &str, geometry: &Geometry, census: &GridCensus) {
    let n = geometry.size();
    let at_least = if census.stopped.is_some() {
        "at least "
    } else {
        ""
    };
    println!("{name}: {at_least}{} grids", thousands(census.grids));
    println!(
        "  up to relabelling the digits: {at_least}{} classes (grids / {n}!, {n}! = {})",
        thousands(census.classes as u128),
        thousands(factorial(n))
    );
    if census.stopped.is_some() {
        return;
    }
    if let Some(check) = census.relabelling_check {
        println!(
            "  checked: all {} grids listed fall into {} classes of {} grids each",
            thousands(check.grids as u128),
            thousands(check.classes as u128),
            thousands(factorial(n))
        );
    }
    match (census.moves, census.essentially_different) {
        (Some(moves), Some(k)) => {
            println!(
                "  essentially different: {} (Burnside's lemma over {} cell moves x {n}! relabellings)",
                thousands(k as u128),
                thousands(moves as u128)
            );
        }
        (Some(moves), None) => println!(
            "  essentially different: not computed ({} cell moves; stopped first)",
            thousands(moves as u128)
        ),
        (None, _) => println!("  essentially different: not computed (too many moves to try)"),
    }
    let p = published(geometry.variant(), n);
    if is_regular(geometry) {
        if let Some(grids) = p.grids {
            let agrees = if grids == census.grids {
                "agrees"
            } else {
                "DIFFERS"
            };
            println!("  published: {} grids ({agrees})", thousands(grids));
        }
        if let (Some(k), Some(ours)) = (p.essentially_different, census.essentially_different) {
            let agrees = if k == ours { "agrees" } else { "DIFFERS" };
            println!("  published: {k} essentially different ({agrees})");
        }
    }
}
