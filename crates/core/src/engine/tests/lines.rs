//! The engine, the BLP and the checker on lines (thermometers, whispers,
//! palindromes, renban lines): random lines on a 4x4 are counted as a plain enumeration
//! of every 4x4 grid counts them, the checker says a grid breaks a line
//! exactly when the enumeration's test does (on partial grids too, a
//! thermometer across its empty cells), and the BLP and the engine find
//! the one grid that lines leave.

use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::marks::all_4x4_grids;
use crate::check::check;
use crate::engine::*;
use crate::geometry::{Constraint, Line, LineKind};

/// Whether `grid` (0 for an empty cell) keeps `line` as a player reads
/// it, every pair of cells compared: along a thermometer every two filled
/// cells increase, filled neighbours on a whisper line differ by half of
/// `n` rounded up at least, a palindrome's filled mirrored cells match,
/// a renban line's filled digits are different and lie within one run of
/// as many numbers as it has cells (largest minus smallest below `k`).
fn keeps(line: &Line, n: usize, grid: &[u8]) -> bool {
    let d: Vec<u8> = line.cells.iter().map(|&c| grid[c]).collect();
    let k = d.len();
    match line.kind {
        LineKind::Thermometer => (0..k)
            .flat_map(|i| (i + 1..k).map(move |j| (i, j)))
            .all(|(i, j)| d[i] == 0 || d[j] == 0 || d[i] < d[j]),
        LineKind::Whisper => d
            .windows(2)
            .all(|w| w[0] == 0 || w[1] == 0 || usize::from(w[0].abs_diff(w[1])) >= n.div_ceil(2)),
        LineKind::Palindrome => {
            (0..k / 2).all(|i| d[i] == 0 || d[k - 1 - i] == 0 || d[i] == d[k - 1 - i])
        }
        LineKind::Renban => {
            let mut on: Vec<u8> = d.iter().copied().filter(|&x| x != 0).collect();
            on.sort_unstable();
            let distinct = on.windows(2).all(|w| w[0] != w[1]);
            distinct
                && on
                    .last()
                    .zip(on.first())
                    .is_none_or(|(hi, lo)| usize::from(hi - lo) < k)
        }
    }
}

/// A random line of 2 to `longest` cells on a 4x4, each next to the one
/// before (by a side or a corner), none twice.
fn random_line(rng: &mut ChaCha8Rng, kind: LineKind, longest: usize) -> Line {
    let len = rng.random_range(2..=longest);
    let mut cells: Vec<usize> = vec![rng.random_range(0..16)];
    while cells.len() < len {
        let last = *cells.last().unwrap();
        let next: Vec<usize> = (0..16)
            .filter(|&c| {
                !cells.contains(&c)
                    && (c / 4).abs_diff(last / 4) <= 1
                    && (c % 4).abs_diff(last % 4) <= 1
            })
            .collect();
        match next.choose(rng) {
            Some(&c) => cells.push(c),
            None => break,
        }
    }
    if cells.len() < 2 {
        return random_line(rng, kind, longest);
    }
    Line { kind, cells }
}

fn with_lines(lines: &[Line]) -> Geometry {
    lines
        .iter()
        .cloned()
        .try_fold(Geometry::standard(4).unwrap(), |g, l| {
            g.with_constraint(Constraint::Line(l))
        })
        .unwrap()
}

#[test]
fn random_lines_are_counted_as_the_enumeration_counts_them() {
    let grids = all_4x4_grids();
    let mut rng = ChaCha8Rng::seed_from_u64(45);
    let mut unique = 0;
    let mut none = 0;
    for _ in 0..120 {
        let count = rng.random_range(1..=3);
        let lines: Vec<Line> = (0..count)
            .map(|_| {
                let &kind = LineKind::ALL.choose(&mut rng).unwrap();
                random_line(&mut rng, kind, 4)
            })
            .collect();
        let g = with_lines(&lines);
        let expected = grids
            .iter()
            .filter(|grid| lines.iter().all(|l| keeps(l, 4, grid)))
            .count() as u64;
        let empty = Grid::empty(4);
        assert_eq!(
            count_solutions(&g, &empty, 1000).unwrap(),
            Count::Exact(expected),
            "{lines:?}"
        );
        let solved = solve_native(&g, &empty).unwrap();
        assert_eq!(solved.is_some(), expected > 0, "{lines:?}");
        if let Some(grid) = solved {
            assert!(check(&g, &grid).conflicts.is_empty(), "{lines:?}");
        }
        unique += usize::from(expected == 1);
        none += usize::from(expected == 0);
    }
    // The draw is not all trivial.
    assert!(unique > 0 && none > 0, "{unique} {none}");
}

/// The checker and the player's reading agree on every complete 4x4 grid
/// and on partial ones (cells emptied at random), thermometers across
/// their empty cells.
#[test]
fn the_checker_breaks_a_line_exactly_where_a_player_does() {
    let grids = all_4x4_grids();
    let mut rng = ChaCha8Rng::seed_from_u64(46);
    let mut broken = 0;
    for _ in 0..300 {
        let &kind = LineKind::ALL.choose(&mut rng).unwrap();
        let line = random_line(&mut rng, kind, 4);
        let g = with_lines(std::slice::from_ref(&line));
        let mut cells = grids.choose(&mut rng).unwrap().clone();
        for c in cells.iter_mut() {
            if rng.random_bool(0.4) {
                *c = 0;
            }
        }
        let grid = Grid::from_cells(4, cells.clone()).unwrap();
        let conflicts = check(&g, &grid).conflicts;
        assert_eq!(
            conflicts.is_empty(),
            keeps(&line, 4, &cells),
            "{line:?} {grid}"
        );
        broken += usize::from(!conflicts.is_empty());
    }
    assert!(broken > 20, "{broken}");
}

#[test]
fn a_thermometer_is_broken_across_an_empty_cell_and_named() {
    let thermo = Line {
        kind: LineKind::Thermometer,
        cells: vec![0, 1, 2],
    };
    let g = with_lines(std::slice::from_ref(&thermo));
    // A1 3, B1 empty, C1 2: no digit fits between, and 3 is not below 2.
    let grid = Grid::parse_line("3.2.............").unwrap();
    let texts: Vec<String> = check(&g, &grid)
        .conflicts
        .iter()
        .map(|c| c.describe(&g, &crate::grid::CellNamer::default()))
        .collect();
    assert_eq!(
        texts,
        ["A1 (3) and C1 (2) break the thermometer from A1 to C1"]
    );
    assert!(check(&g, &Grid::parse_line("1.4.............").unwrap())
        .conflicts
        .is_empty());
}

/// Lines kept by one grid, added at random until that grid is the only
/// one left: the engine and the BLP both find it.
#[test]
fn the_blp_and_the_engine_solve_lines_to_the_one_grid() {
    use crate::blp::{solve_blp, BlpOptions, SolveOutcome};
    let solution = Grid::parse_line("1234341221434321").unwrap();
    let cells: Vec<u8> = (0..16).map(|c| solution.get(c)).collect();
    let mut rng = ChaCha8Rng::seed_from_u64(47);
    let mut lines = Vec::new();
    let empty = Grid::empty(4);
    for i in 0..500 {
        // The kinds in turn, so that each is among the lines.
        let kind = LineKind::ALL[i % LineKind::ALL.len()];
        let line = random_line(&mut rng, kind, 4);
        if !keeps(&line, 4, &cells) {
            continue;
        }
        lines.push(line);
        if count_solutions(&with_lines(&lines), &empty, 2).unwrap() == Count::Exact(1) {
            break;
        }
    }
    let g = with_lines(&lines);
    assert_eq!(count_solutions(&g, &empty, 2).unwrap(), Count::Exact(1));
    assert!(
        LineKind::ALL
            .iter()
            .all(|k| lines.iter().any(|l| l.kind == *k)),
        "{lines:?}"
    );
    let engine = solve_native(&g, &empty).unwrap().expect("a solution");
    let report = solve_blp(&g, &empty, &BlpOptions::default()).unwrap();
    let SolveOutcome::Solved(blp) = report.outcome else {
        panic!("the BLP found no solution");
    };
    assert_eq!(engine, solution);
    assert_eq!(blp, solution, "{lines:?}");
}

/// A 4x4 thermometer, whisper line and palindrome: counted as the
/// enumeration of every 4x4 grid counts them.
#[test]
fn lines_are_counted_as_the_enumeration_counts_them() {
    let grids = all_4x4_grids();
    let lines = [
        Line {
            kind: LineKind::Thermometer,
            cells: vec![0, 5, 10],
        },
        Line {
            kind: LineKind::Whisper,
            cells: vec![3, 7, 6],
        },
        Line {
            // A4 and C2: no row, column or box in common, so they may
            // be equal.
            kind: LineKind::Palindrome,
            cells: vec![12, 9, 6],
        },
    ];
    for k in 1..=lines.len() {
        let g = with_lines(&lines[..k]);
        let expected = grids
            .iter()
            .filter(|grid| lines[..k].iter().all(|l| keeps(l, 4, grid)))
            .count() as u64;
        assert!(expected > 0);
        assert_eq!(
            count_solutions(&g, &Grid::empty(4), 1000).unwrap(),
            Count::Exact(expected)
        );
        let solved = solve_native(&g, &Grid::empty(4)).unwrap().unwrap();
        assert!(check(&g, &solved).conflicts.is_empty());
    }
}
