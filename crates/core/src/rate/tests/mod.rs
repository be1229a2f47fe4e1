//! Whole-puzzle tests of the rater, and helpers for the technique tests;
//! the soundness sweeps (every technique on every position) and the
//! dynamic forcing chains in their own files.

mod capped;
mod dynamic;
mod killer;
mod marks;
mod perms;
mod reasons;
mod sizes;
mod sound;
mod splitting;
mod sums;

use super::candidates::{bit, Board, Tables};
use super::{rate, run, Ending, Level, Limits, Rating, Score, Technique};
use crate::check::{check, is_solution};
use crate::geometry::{Geometry, Variant};
use crate::grid::Grid;

/// The standard geometry of size `n`.
pub(super) fn geometry(n: usize) -> Geometry {
    Geometry::standard(n).unwrap()
}

/// Removes `digits` from the candidates of `cells`.
pub(super) fn strip(board: &mut Board, cells: &[usize], digits: &[u8]) {
    for &c in cells {
        for &d in digits {
            board.cands[c] &= !bit(d);
        }
    }
}

/// Keeps digit `d` in row `r` only at the given columns.
pub(super) fn confine_row(board: &mut Board, n: usize, r: usize, cols: &[usize], d: u8) {
    let cells: Vec<usize> = (0..n)
        .filter(|c| !cols.contains(c))
        .map(|c| r * n + c)
        .collect();
    strip(board, &cells, &[d]);
}

/// Sets the candidates of an empty cell.
pub(super) fn set_cands(board: &mut Board, cell: usize, mask: u32) {
    board.cands[cell] = mask;
}

/// The candidates `before` had and `after` lost, as sorted `(cell, digit)`.
pub(super) fn removed(before: &Board, after: &Board) -> Vec<(usize, u8)> {
    let mut out = Vec::new();
    for cell in 0..before.cands.len() {
        let lost = before.cands[cell] & !after.cands[cell];
        for d in 1..=32u8 {
            if lost >> (d - 1) & 1 == 1 {
                out.push((cell, d));
            }
        }
    }
    out
}

/// The digits placed in `after` that `before` did not have.
pub(super) fn placements(before: &Board, after: &Board) -> Vec<(usize, u8)> {
    (0..before.values.len())
        .filter(|&c| before.values[c] != after.values[c])
        .map(|c| (c, after.values[c]))
        .collect()
}

/// A plain backtracking solver on the rater's board (tests only): the first
/// solution, if any.
fn solve(t: &Tables, board: &Board) -> Option<Vec<u8>> {
    solve_in_order(t, board, &mut |_| ())
}

/// [`solve`], trying the digits of each cell in the order `shuffle` leaves them.
fn solve_in_order(
    t: &Tables,
    board: &Board,
    shuffle: &mut impl FnMut(&mut [u8]),
) -> Option<Vec<u8>> {
    if board.is_broken(t) {
        return None;
    }
    let cell = (0..board.values.len())
        .filter(|&c| board.values[c] == 0)
        .min_by_key(|&c| board.cands[c].count_ones());
    let Some(cell) = cell else {
        return Some(board.values.clone());
    };
    let mut order: Vec<u8> = (1..=t.n as u8)
        .filter(|&d| board.cands[cell] & bit(d) != 0)
        .collect();
    shuffle(&mut order);
    for d in order {
        {
            let mut next = board.clone();
            next.place(t, cell, d);
            if let Some(solution) = solve_in_order(t, &next, shuffle) {
                return Some(solution);
            }
        }
    }
    None
}

/// Solutions of `board`, counted up to `limit` (tests only).
fn count_solutions(t: &Tables, board: &Board, limit: usize) -> usize {
    if board.is_broken(t) {
        return 0;
    }
    let cell = (0..board.values.len())
        .filter(|&c| board.values[c] == 0)
        .min_by_key(|&c| board.cands[c].count_ones());
    let Some(cell) = cell else {
        return 1;
    };
    let mut total = 0;
    for d in 1..=t.n as u8 {
        if board.cands[cell] & bit(d) != 0 {
            let mut next = board.clone();
            next.place(t, cell, d);
            total += count_solutions(t, &next, limit - total);
            if total >= limit {
                break;
            }
        }
    }
    total
}

/// The 50 development puzzles of tests/data/dev50.txt ("Grid NN" then nine
/// lines of digits).
fn dev50() -> Vec<Grid> {
    let text = include_str!("../../../../../tests/data/dev50.txt");
    let lines: Vec<&str> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with("Grid"))
        .collect();
    assert_eq!(lines.len(), 450);
    lines
        .chunks(9)
        .map(|rows| Grid::parse_line(&rows.concat()).unwrap())
        .collect()
}

const MATLAB: &str =
    ".2..3..4.6.......3..4...5.....8.6...8...1...6...7.5.....7...6..4.......8.3..4..2.";
const TABLE5_WINDOKU: &str =
    "219367854456128397378495216523914768184276935697853421731549682842631579965782143";
const TABLE6_WINDOKU_X: &str =
    "123456789548279613679318524216597438397184256854632971782961345931745862465823197";

/// A small deterministic generator of pseudo-random numbers (tests only).
pub(super) struct Lcg(pub u64);

impl Lcg {
    pub fn next(&mut self, bound: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) % bound as u64) as usize
    }
}

/// `full` with `blanks` cells emptied, chosen by `seed`.
fn blank(full: &Grid, blanks: usize, seed: u64) -> Grid {
    let mut rng = Lcg(seed);
    let mut grid = full.clone();
    let mut cells: Vec<usize> = (0..grid.cells().len()).collect();
    for i in (1..cells.len()).rev() {
        cells.swap(i, rng.next(i + 1));
    }
    for &c in &cells[..blanks] {
        grid.set(c, 0);
    }
    grid
}

/// Checks a rating against the puzzle's solution: every placed digit is right,
/// every remaining candidate set keeps the right digit, and a solved grid is
/// a solution.
fn assert_sound(g: &Geometry, givens: &Grid, solution: &[u8]) -> Rating {
    let outcome = run(g, givens, Limits::none());
    let (rating, board) = (outcome.rating, outcome.board.unwrap());
    assert_ne!(rating.ending, Ending::Contradiction, "{givens}");
    assert!(rating.grid.keeps(givens));
    assert!(check(g, &rating.grid).is_valid());
    for (cell, &right) in solution.iter().enumerate() {
        match board.values[cell] {
            0 => assert_ne!(board.cands[cell] & bit(right), 0, "{givens} cell {cell}"),
            d => assert_eq!(d, right, "{givens} cell {cell}"),
        }
    }
    if rating.solved_by_logic() {
        assert!(is_solution(g, givens, &rating.grid).unwrap());
        assert_eq!(rating.grid.cells(), solution);
    }
    rating
}

#[test]
fn the_matlab_example_is_rated_and_solved_soundly() {
    let g = geometry(9);
    let givens = Grid::parse_line(MATLAB).unwrap();
    let t = Tables::new(&g);
    let solution = solve(&t, &Board::from_givens(&t, &givens).unwrap()).unwrap();
    let rating = assert_sound(&g, &givens, &solution);
    assert_eq!(rating.givens, 21);
    println!("MATLAB example: {} {:?}", rating.level, rating.uses);
}

#[test]
fn dev50_all_rated_soundly_with_their_level_distribution() {
    let g = geometry(9);
    let t = Tables::new(&g);
    let mut levels = [0usize; Level::ALL.len()];
    for (i, givens) in dev50().iter().enumerate() {
        let solution = solve(&t, &Board::from_givens(&t, givens).unwrap()).unwrap();
        let rating = assert_sound(&g, givens, &solution);
        if !rating.solved_by_logic() {
            assert_eq!(rating.level, Level::Extreme);
        } else {
            assert_eq!(rating.level, Level::of(rating.score));
        }
        let top = rating.steps.iter().map(|s| s.score).max();
        assert_eq!(top.unwrap_or_default(), rating.score);
        assert_eq!(
            rating.hardest,
            rating
                .steps
                .iter()
                .find(|s| Some(s.score) == top)
                .map(|s| s.technique)
        );
        levels[rating.level as usize] += 1;
        println!(
            "Grid {:02}: {} {} {:?}",
            i + 1,
            rating.level,
            rating.score,
            rating.uses
        );
    }
    println!("dev50 levels (easy .. extreme): {levels:?}");
    assert_eq!(levels.iter().sum::<usize>(), 50);
}

/// The puzzles of tests/data/se-rated.txt with SE's rating in tenths.
pub(super) fn se_rated() -> Vec<(Grid, u16)> {
    let text = include_str!("../../../../../tests/data/se-rated.txt");
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let mut parts = l.split_whitespace();
            let grid = Grid::parse_line(parts.next().unwrap()).unwrap();
            let se: Score = parts.next().unwrap().parse().unwrap();
            (grid, se.tenths())
        })
        .collect()
}

#[test]
fn relabelling_the_digits_keeps_the_rating() {
    let g = geometry(9);
    let mut rng = Lcg(96);
    let mut puzzles = dev50();
    puzzles.push(Grid::parse_line(MATLAB).unwrap());
    for givens in &puzzles {
        let mut perm: Vec<u8> = (1..=9).collect();
        for i in (1..9).rev() {
            perm.swap(i, rng.next(i + 1));
        }
        let relabel = |grid: &Grid| {
            let cells = grid
                .cells()
                .iter()
                .map(|&d| if d == 0 { 0 } else { perm[d as usize - 1] })
                .collect();
            Grid::from_cells(9, cells).unwrap()
        };
        let a = rate(&g, givens).unwrap();
        let b = rate(&g, &relabel(givens)).unwrap();
        assert_eq!(
            (
                a.level,
                a.score,
                a.solved_by_logic(),
                &a.uses,
                a.hardest,
                a.givens
            ),
            (
                b.level,
                b.score,
                b.solved_by_logic(),
                &b.uses,
                b.hardest,
                b.givens
            ),
            "{givens} relabelled by {perm:?}"
        );
        assert_eq!(relabel(&a.grid), b.grid);
    }
}

#[test]
fn a_windoku_needs_its_extra_blocks() {
    let w = Geometry::for_variant(Variant::WINDOKU, 9, None).unwrap();
    let full = Grid::parse_line(TABLE5_WINDOKU).unwrap();
    let givens = blank(&full, 54, 20);
    let rating = assert_sound(&w, &givens, full.cells());
    assert!(rating.solved_by_logic(), "{givens}: {rating:?}");
    assert_eq!(rating.grid, full);
    // The same givens under standard rules only: no longer solved by logic.
    let plain = rate(&geometry(9), &givens).unwrap();
    assert!(!plain.solved_by_logic(), "{givens}: {plain:?}");
    assert_eq!(plain.level, Level::Extreme);
}

#[test]
fn a_sudoku_x_needs_its_diagonals() {
    let x = Geometry::for_variant(Variant::X, 9, None).unwrap();
    let full = Grid::parse_line(TABLE6_WINDOKU_X).unwrap();
    let givens = blank(&full, 50, 17);
    let rating = assert_sound(&x, &givens, full.cells());
    assert!(rating.solved_by_logic(), "{givens}: {rating:?}");
    assert_eq!(rating.grid, full);
    let plain = rate(&geometry(9), &givens).unwrap();
    assert!(!plain.solved_by_logic(), "{givens}: {plain:?}");
}

#[test]
fn a_16x16_with_half_given() {
    // A random full 16x16 grid (backtracking with shuffled digits).
    let g = geometry(16);
    let t = Tables::new(&g);
    let full = random_full(&g, 16);
    assert!(check(&g, &full).is_solved());
    // Half blanked at random: this one has several solutions (a 16x16 has
    // many small unavoidable sets), so logic must get stuck, soundly.
    let givens = blank(&full, 128, 7);
    let start = Board::from_givens(&t, &givens).unwrap();
    assert_eq!(count_solutions(&t, &start, 2), 2);
    let rating = assert_sound(&g, &givens, full.cells());
    assert_eq!(rating.givens, 128);
    assert_eq!(rating.level, Level::Extreme);
    assert_eq!(rating.ending, Ending::Stuck);
    // Half blanked greedily, a cell staying given whenever blanking it
    // would leave a puzzle that has more than one solution.
    let givens = blank_uniquely(&g, &full, 128, 16);
    assert_eq!(givens.given_count(), 128);
    let rating = assert_sound(&g, &givens, full.cells());
    assert!(rating.solved_by_logic(), "{rating:?}");
    assert_eq!(rating.grid, full);
}

/// `full` blanked greedily in an order from `seed`, keeping a cell given when
/// blanking it would leave more than one solution, up to `blanks` cells.
fn blank_uniquely(g: &Geometry, full: &Grid, blanks: usize, seed: u64) -> Grid {
    let t = Tables::new(g);
    let mut rng = Lcg(seed);
    let mut givens = full.clone();
    let mut order: Vec<usize> = (0..full.cells().len()).collect();
    for i in (1..order.len()).rev() {
        order.swap(i, rng.next(i + 1));
    }
    let mut done = 0;
    for cell in order {
        if done == blanks {
            break;
        }
        givens.set(cell, 0);
        if count_solutions(&t, &Board::from_givens(&t, &givens).unwrap(), 2) == 1 {
            done += 1;
        } else {
            givens.set(cell, full.get(cell));
        }
    }
    givens
}

/// A random full grid of `g` (backtracking with shuffled digits).
pub(super) fn random_full(g: &Geometry, seed: u64) -> Grid {
    let t = Tables::new(g);
    let mut rng = Lcg(seed);
    let cells = solve_in_order(&t, &Board::open(&t), &mut |digits| {
        for i in (1..digits.len()).rev() {
            digits.swap(i, rng.next(i + 1));
        }
    })
    .unwrap();
    Grid::from_cells(g.size(), cells).unwrap()
}

/// A 6x6 jigsaw of six irregular regions.
fn jigsaw6() -> Geometry {
    #[rustfmt::skip]
    let map = [
        1, 1, 1, 2, 2, 2,
        1, 1, 3, 3, 2, 2,
        1, 3, 3, 3, 4, 2,
        5, 5, 3, 4, 4, 4,
        5, 5, 6, 6, 4, 4,
        5, 5, 6, 6, 6, 6,
    ];
    Geometry::from_block_map(6, &map).unwrap()
}

#[test]
fn a_jigsaw_is_rated_over_its_regions() {
    let g = jigsaw6();
    let full = random_full(&g, 6);
    assert!(check(&g, &full).is_solved());
    let givens = blank_uniquely(&g, &full, 24, 6);
    let rating = assert_sound(&g, &givens, full.cells());
    println!("jigsaw {givens}: {} {:?}", rating.level, rating.uses);
    assert!(rating.solved_by_logic(), "{rating:?}");
    assert_eq!(rating.grid, full);
}

#[test]
fn broken_puzzles_are_expert_contradictions() {
    let g = geometry(4);
    // Clashing givens.
    let clash = rate(&g, &Grid::parse_line("1..1............").unwrap()).unwrap();
    assert_eq!(clash.level, Level::Extreme);
    assert_eq!(clash.ending, Ending::Contradiction);
    // No clash, but C1 sees 1 and 2 in its row and 3 and 4 in its column.
    let dead = rate(&g, &Grid::parse_line("12........3...4.").unwrap()).unwrap();
    assert_eq!(dead.level, Level::Extreme);
    assert_eq!(dead.ending, Ending::Contradiction);
    // A grid of the wrong size: refused, not rated.
    let wrong = rate(&geometry(9), &Grid::parse_line("1...............").unwrap());
    assert!(matches!(
        wrong,
        Err(crate::Error::SizeMismatch {
            expected: 9,
            found: 4
        })
    ));
    // An empty grid has many solutions: stuck, not contradictory.
    let empty = rate(&geometry(9), &Grid::empty(9)).unwrap();
    assert_eq!(empty.level, Level::Extreme);
    assert_eq!(empty.ending, Ending::Stuck);
    assert!(empty.uses.is_empty() && empty.hardest.is_none());
}

#[test]
fn a_full_grid_is_easy_with_nothing_used() {
    let g = Geometry::for_variant(Variant::WINDOKU_X, 9, None).unwrap();
    let full = Grid::parse_line(TABLE6_WINDOKU_X).unwrap();
    let rating = rate(&g, &full).unwrap();
    assert_eq!(rating.level, Level::Easy);
    assert!(rating.solved_by_logic() && rating.uses.is_empty());
    assert_eq!(rating.givens, 81);
}

#[test]
fn names_and_levels() {
    for level in Level::ALL {
        assert_eq!(level.to_string().parse::<Level>(), Ok(level));
    }
    assert_eq!(" Hard ".parse::<Level>(), Ok(Level::Hard));
    assert!("insane".parse::<Level>().is_err());
    assert_eq!(Technique::XWing.to_string(), "X-Wing");
    assert_eq!(Technique::NakedSingle.to_string(), "naked single");
    let mut sorted = Technique::ALL;
    sorted.sort();
    assert_eq!(sorted, Technique::ALL);
    let at = |tenths| Level::of(Score::from_tenths(tenths));
    assert_eq!(at(12), Level::Easy);
    assert_eq!(at(25), Level::Easy);
    assert_eq!(at(26), Level::Medium);
    assert_eq!(at(34), Level::Medium);
    assert_eq!(at(36), Level::Hard);
    assert_eq!(at(44), Level::Hard);
    assert_eq!(at(45), Level::Expert);
    assert_eq!(at(64), Level::Expert);
    assert_eq!(at(66), Level::Fiendish);
    assert_eq!(at(79), Level::Fiendish);
    assert_eq!(at(80), Level::Extreme);
    assert_eq!(Technique::XYWing.score().to_string(), "4.2");
    assert_eq!(Technique::HiddenSingleInBlock.score().to_string(), "1.2");
}
