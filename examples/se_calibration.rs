//! Compares the rater's score with Sukaku Explainer's on
//! `tests/data/se-rated.txt`: Spearman rank correlation among the puzzles SE
//! rates 3.0 or more, the share of puzzles in the same band (up to 1.5, 2.5,
//! 2.9, 4.1, 6.1, 7.5, more), how many puzzles the techniques leave without
//! a number, and the time per puzzle (median, max). FILE holds lines
//! `puzzle rating technique...` as `serate --format="%g %r %R"` writes them.
//!
//! `cargo run --release --example se_calibration [FILE] [--list]`

use std::time::{Duration, Instant};

use sheetdoku::rate::{rate, Level};
use sheetdoku::{Geometry, Grid};

/// The band of a score in tenths (0 to 6).
fn band(tenths: u16) -> usize {
    [15, 25, 29, 41, 61, 75]
        .iter()
        .position(|&top| tenths <= top)
        .unwrap_or(6)
}

/// Average ranks (1-based) of `values`, ties sharing their mean rank.
fn ranks(values: &[f64]) -> Vec<f64> {
    let mut order: Vec<usize> = (0..values.len()).collect();
    order.sort_by(|&a, &b| values[a].total_cmp(&values[b]));
    let mut out = vec![0.0; values.len()];
    let mut i = 0;
    while i < order.len() {
        let mut j = i;
        while j + 1 < order.len() && values[order[j + 1]] == values[order[i]] {
            j += 1;
        }
        let mean = (i + j) as f64 / 2.0 + 1.0;
        for &k in &order[i..=j] {
            out[k] = mean;
        }
        i = j + 1;
    }
    out
}

/// Pearson correlation of the ranks.
fn spearman(a: &[f64], b: &[f64]) -> f64 {
    let (ra, rb) = (ranks(a), ranks(b));
    let n = ra.len() as f64;
    let (ma, mb) = (ra.iter().sum::<f64>() / n, rb.iter().sum::<f64>() / n);
    let cov: f64 = ra.iter().zip(&rb).map(|(x, y)| (x - ma) * (y - mb)).sum();
    let va: f64 = ra.iter().map(|x| (x - ma).powi(2)).sum();
    let vb: f64 = rb.iter().map(|y| (y - mb).powi(2)).sum();
    cov / (va * vb).sqrt()
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let list = args.iter().any(|a| a == "--list");
    let path = args
        .iter()
        .find(|a| !a.starts_with("--"))
        .cloned()
        .unwrap_or_else(|| format!("{}/tests/data/se-rated.txt", env!("CARGO_MANIFEST_DIR")));
    let text = std::fs::read_to_string(&path).expect("read the rated puzzles");
    let g = Geometry::standard(9).expect("9x9");
    let mut times = Vec::new();
    let (mut ours, mut theirs) = (Vec::new(), Vec::new());
    let mut same_band = 0;
    let mut levels = [0usize; Level::ALL.len()];
    let mut total = 0;
    let mut unrated = 0;
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let mut parts = line.split_whitespace();
        let (Some(puzzle), Some(se)) = (parts.next(), parts.next()) else {
            continue;
        };
        let technique: Vec<&str> = parts.collect();
        let se: u16 = se
            .parse::<sheetdoku::rate::Score>()
            .expect("SE rating")
            .tenths();
        let grid = Grid::parse_line(puzzle).expect("puzzle");
        let start = Instant::now();
        let r = rate(&g, &grid).unwrap();
        let took = start.elapsed();
        times.push(took);
        if !r.solved_by_logic() {
            unrated += 1;
        }
        // A puzzle the techniques do not solve ranks above every solved one.
        let tenths = if r.solved_by_logic() {
            r.score.tenths()
        } else {
            120
        };
        total += 1;
        levels[r.level as usize] += 1;
        if band(tenths) == band(se) {
            same_band += 1;
        }
        if se >= 30 {
            ours.push(f64::from(tenths));
            theirs.push(f64::from(se));
        }
        if list {
            let hardest = r.hardest.map_or("-".to_string(), |t| t.to_string());
            let mark = if band(tenths) == band(se) { ' ' } else { '*' };
            println!(
                "{mark} SE {:>4.1} {:<28} ours {:>4.1} {:<28} {:>8.1} ms {}",
                f64::from(se) / 10.0,
                technique.join(" "),
                f64::from(tenths) / 10.0,
                if r.solved_by_logic() {
                    hardest
                } else {
                    format!("stuck after {hardest}")
                },
                took.as_secs_f64() * 1e3,
                puzzle
            );
        }
    }
    times.sort();
    let median = times
        .get(times.len() / 2)
        .copied()
        .unwrap_or(Duration::ZERO);
    let max = times.last().copied().unwrap_or(Duration::ZERO);
    println!("puzzles: {total} ({} rated 3.0 or more by SE)", ours.len());
    println!(
        "Spearman rank correlation (SE >= 3.0): {:.3}",
        spearman(&ours, &theirs)
    );
    println!(
        "same band (<=1.5, <=2.5, <=2.9, <=4.1, <=6.1, <=7.5, more): {same_band}/{total} = {:.1}%",
        100.0 * same_band as f64 / total as f64
    );
    let names: Vec<String> = Level::ALL
        .iter()
        .zip(levels)
        .map(|(l, k)| format!("{l} {k}"))
        .collect();
    println!("levels: {}", names.join(", "));
    println!("without a number (the techniques get stuck): {unrated}");
    println!(
        "time per puzzle: median {:.2} ms, max {:.2} ms",
        median.as_secs_f64() * 1e3,
        max.as_secs_f64() * 1e3
    );
}
