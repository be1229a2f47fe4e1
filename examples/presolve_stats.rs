//! Prints, per puzzle of a file, what the presolve leaves for the BLP: the
//! open cells, the candidates (= variables), and the time the presolve took.
//!
//! `cargo run --release --example presolve_stats -- FILE`

use std::io::Write;
use std::path::Path;
use std::time::Instant;

use sheetdoku::read::{read_puzzles, ReadOptions};
use sheetdoku::solve::{presolve, propagate, Propagation};

fn main() -> Result<(), String> {
    let file = std::env::args()
        .nth(1)
        .ok_or("usage: presolve_stats FILE")?;
    let puzzles =
        read_puzzles(Path::new(&file), &ReadOptions::default()).map_err(|e| e.to_string())?;
    let mut out = std::io::stdout().lock();
    let mut line = |s: String| writeln!(out, "{s}").map_err(|e| e.to_string());
    line("puzzle open_after_propagation vars_after_propagation open_after_probing vars_after_probing probing_ms".to_string())?;
    for (i, p) in puzzles.iter().enumerate() {
        let stats = |m: &[u32]| {
            let open = m.iter().filter(|x| x.count_ones() > 1).count();
            let vars: u32 = m
                .iter()
                .filter(|x| x.count_ones() > 1)
                .map(|x| x.count_ones())
                .sum();
            (open, vars)
        };
        let prop = propagate(&p.geometry, &p.givens, Propagation::LockedCandidates)
            .unwrap()
            .map(|c| stats(c.masks()));
        let start = Instant::now();
        let probed = presolve(&p.geometry, &p.givens);
        let ms = start.elapsed().as_secs_f64() * 1000.0;
        let probed = probed.map(|m| stats(&m));
        match (prop, probed) {
            (Some(a), Some(b)) => {
                line(format!("{} {} {} {} {} {ms:.2}", i + 1, a.0, a.1, b.0, b.1))?
            }
            _ => line(format!("{} contradiction", i + 1))?,
        }
    }
    Ok(())
}
