//! Sum limits and renban runs: sound along the paths of random 9x9 puzzles
//! with arrows, little killers and renban lines drawn on a random full
//! grid (every deduction of every technique keeps the grid's digit), and
//! their notes read as the steps print them.

use super::super::candidates::{Board, Tables};
use super::super::{renban, sums, Technique};
use super::killer::sound_along_the_path;
use super::{random_full, Lcg};
use crate::geometry::{Constraint, Geometry, Line, LineKind, SumRule};
use crate::grid::{CellNamer, Grid};

/// The cells a king's move from `cell` on a 9x9.
fn around(cell: usize) -> impl Iterator<Item = usize> {
    let (r, c) = ((cell / 9) as isize, (cell % 9) as isize);
    (-1..=1)
        .flat_map(move |dr| (-1..=1).map(move |dc| (r + dr, c + dc)))
        .filter(move |&(a, b)| (a, b) != (r, c) && (0..9).contains(&a) && (0..9).contains(&b))
        .map(|(a, b)| (a * 9 + b) as usize)
}

/// A random walk of `len` cells from `start`, each next to the one before,
/// none in `used` or twice; `None` where it runs into a corner.
fn walk(rng: &mut Lcg, start: usize, len: usize, used: &[usize]) -> Option<Vec<usize>> {
    let mut cells = vec![start];
    while cells.len() < len {
        let last = *cells.last()?;
        let next: Vec<usize> = around(last)
            .filter(|c| !cells.contains(c) && !used.contains(c))
            .collect();
        if next.is_empty() {
            return None;
        }
        cells.push(next[rng.next(next.len())]);
    }
    Some(cells)
}

/// `count` rules of each kind that `answer` keeps: arrows (a circle of one
/// cell, a shaft of 1 to 3 cells adding up to it), little killers (a
/// diagonal from the top row, its clue the digits' sum) and renban lines
/// (2 to 5 cells of different consecutive digits), on cells apart.
fn rules_kept_by(answer: &Grid, rng: &mut Lcg, count: usize) -> Vec<Constraint> {
    let digit = |c: usize| answer.get(c);
    let mut used: Vec<usize> = Vec::new();
    let mut rules = Vec::new();
    let (mut arrows, mut lines) = (0, 0);
    for _ in 0..20_000 {
        if arrows == count && lines == count {
            break;
        }
        let start = rng.next(81);
        if used.contains(&start) {
            continue;
        }
        if arrows < count {
            let len = 2 + rng.next(3);
            if let Some(cells) = walk(rng, start, len, &used) {
                let shaft: u32 = cells[1..].iter().map(|&c| u32::from(digit(c))).sum();
                if shaft == u32::from(digit(cells[0])) {
                    used.extend(&cells);
                    rules.push(Constraint::Sum(SumRule::arrow(1, cells)));
                    arrows += 1;
                    continue;
                }
            }
        }
        if lines < count {
            let len = 2 + rng.next(4);
            if let Some(cells) = walk(rng, start, len, &used) {
                let mut ds: Vec<u8> = cells.iter().map(|&c| digit(c)).collect();
                ds.sort_unstable();
                if ds.windows(2).all(|w| w[1] == w[0] + 1) {
                    used.extend(&cells);
                    rules.push(Constraint::Line(Line {
                        kind: LineKind::Renban,
                        cells,
                    }));
                    lines += 1;
                }
            }
        }
    }
    for _ in 0..count {
        // From the top row, down to the right or to the left.
        let (col, right) = (rng.next(9), rng.next(2) == 0);
        let cells: Vec<usize> = (0..9)
            .map_while(|r| {
                let c = if right { col + r } else { col.checked_sub(r)? };
                (c < 9).then_some(r * 9 + c)
            })
            .collect();
        if cells.len() >= 2 {
            let sum = cells.iter().map(|&c| u32::from(digit(c))).sum();
            rules.push(Constraint::Sum(SumRule::little_killer(sum, cells)));
        }
    }
    rules
}

#[test]
fn sum_limits_and_renban_runs_are_sound_on_random_puzzles() {
    let g9 = Geometry::standard(9).unwrap();
    let mut seen = Vec::new();
    for seed in 0..6u64 {
        let answer = random_full(&g9, 4500 + seed);
        let mut rng = Lcg(seed);
        let g = rules_kept_by(&answer, &mut rng, 4)
            .into_iter()
            .try_fold(g9.clone(), |g, rule| g.with_constraint(rule))
            .unwrap();
        // A few givens: the rules do the rest of the work.
        let mut givens = Grid::empty(9);
        for _ in 0..12 {
            let c = rng.next(81);
            givens.set(c, answer.get(c));
        }
        let (found, _) = sound_along_the_path(&g, &givens, &answer);
        seen.extend(found);
    }
    assert!(seen.contains(&Technique::SumLimits), "{seen:?}");
    assert!(seen.contains(&Technique::RenbanRuns), "{seen:?}");
}

/// The notes of `find` on the open board of `g`, in English.
fn notes(
    g: &Geometry,
    find: fn(&Tables, &Board) -> super::super::candidates::Deductions,
) -> Vec<String> {
    let t = Tables::new(g);
    let found = find(&t, &Board::open(&t));
    let namer = CellNamer::default();
    found
        .notes
        .iter()
        .map(|note| note.render(g, &namer))
        .collect()
}

#[test]
fn a_sum_limits_note_names_the_rule_the_cell_and_its_digits() {
    // An arrow from A1 through B1 and C1: the circle holds 2 at least
    // (sum limits read only the sum, not that B1 and C1 differ), the
    // shaft's cells 8 at most.
    let g = Geometry::standard(9)
        .unwrap()
        .with_constraint(Constraint::Sum(SumRule::arrow(1, vec![0, 1, 2])))
        .unwrap();
    let said = notes(&g, sums::sum_limits);
    assert_eq!(
        said,
        [
            "the arrow from A1 to C1: with the smallest and largest digits its other cells can \
             hold, A1 can only be 2 to 9, so remove 1 from A1",
            "the arrow from A1 to C1: with the smallest and largest digits its other cells can \
             hold, B1 can only be 1 to 8, so remove 9 from B1",
            "the arrow from A1 to C1: with the smallest and largest digits its other cells can \
             hold, C1 can only be 1 to 8, so remove 9 from C1",
        ]
    );
}

#[test]
fn a_renban_runs_note_names_the_digit_every_run_needs() {
    // A renban line of 7 cells on a 9x9 (row 1, A1 to G1): its runs are
    // 1-7, 2-8 and 3-9, each holding 3 to 7. A1 holds only 1, 3 or 9 and
    // B1 to G1 anything but 3 (cut down by hand): every run fits, and
    // only A1 can hold the 3 each of them needs.
    let g = Geometry::standard(9)
        .unwrap()
        .with_constraint(Constraint::Line(Line {
            kind: LineKind::Renban,
            cells: (0..7).collect(),
        }))
        .unwrap();
    let t = Tables::new(&g);
    let mut board = Board::open(&t);
    board.cands[0] = 0b1_0000_0101;
    for c in 1..7 {
        board.cands[c] &= !0b100;
    }
    let found = renban::renban_runs(&t, &board);
    let namer = CellNamer::default();
    let said: Vec<String> = found.notes.iter().map(|n| n.render(&g, &namer)).collect();
    assert_eq!(
        said,
        [
            "the renban line from A1 to G1: every run its cells' pencil marks fit holds 3, and \
          only A1 can hold it, so remove 1,9 from A1"
        ]
    );
    // With 3 back in B1, two cells can hold it: nothing follows.
    board.cands[1] |= 0b100;
    assert!(renban::renban_runs(&t, &board).notes.is_empty());
    // Nor on the open board.
    assert!(notes(&g, renban::renban_runs).is_empty());
}

#[test]
fn a_renban_line_whose_cells_fit_few_runs_loses_the_other_digits() {
    // A line of 3 cells in row 1 whose first cell holds only 8 or 9:
    // the runs 6-8, 7-9 fit; 1 to 5 leave B1 and C1.
    let g = Geometry::standard(9)
        .unwrap()
        .with_constraint(Constraint::Line(Line {
            kind: LineKind::Renban,
            cells: vec![0, 1, 2],
        }))
        .unwrap();
    let t = Tables::new(&g);
    let mut board = Board::open(&t);
    board.cands[0] = 0b1_1000_0000;
    let found = renban::renban_runs(&t, &board);
    let namer = CellNamer::default();
    let said: Vec<String> = found.notes.iter().map(|n| n.render(&g, &namer)).collect();
    assert_eq!(
        said,
        [
            "the renban line from A1 to C1: the line holds 3 consecutive digits, and its cells' \
          pencil marks fit only the runs 6-8 and 7-9, so remove 1,2,3,4,5 from B1, C1"
        ]
    );
}
