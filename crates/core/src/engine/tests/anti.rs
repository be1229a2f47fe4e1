//! The anti-knight and anti-king rules through the solving layers: the
//! peers, the engine and the BLP on a 9x9 anti-knight puzzle made with
//! sheetdoku's own generator (`generate` with seed 45 on a standard 9x9
//! with the anti-knight rule), the checker naming the two cells of a
//! clash, and the moves that keep the rule.

use crate::blp::{solve_blp, BlpOptions, SolveOutcome};
use crate::check::check;
use crate::engine::*;
use crate::geometry::{Anti, AntiKind, Constraint};
use crate::grid::CellNamer;

/// The generated puzzle and its solution.
const KNIGHT9: &str =
    "..........6........3.7.59.6.5..7..............7....4......1...34.3...7.....3...2.";
const KNIGHT9_S: &str =
    "745961382869243571231785946354179268986432157172658439627514893493826715518397624";

fn with_anti(n: usize, kinds: &[AntiKind]) -> Geometry {
    kinds
        .iter()
        .try_fold(Geometry::standard(n).unwrap(), |g, &k| {
            g.with_constraint(Constraint::Anti(Anti::new(k, n)))
        })
        .unwrap()
}

/// Whether no two cells a move apart hold one digit, read from the cells'
/// rows and columns (not from the rule's pairs).
fn keeps(kind: AntiKind, n: usize, grid: &Grid) -> bool {
    (0..n * n).all(|a| {
        (0..n * n).all(|b| {
            let (dr, dc) = ((a / n).abs_diff(b / n), (a % n).abs_diff(b % n));
            let apart = match kind {
                AntiKind::Knight => dr * dc == 2,
                AntiKind::King => dr == 1 && dc == 1,
            };
            !apart || grid.get(a) == 0 || grid.get(a) != grid.get(b)
        })
    })
}

#[test]
fn the_anti_knight_puzzle_has_one_solution_that_the_engine_and_the_blp_find() {
    let g = with_anti(9, &[AntiKind::Knight]);
    let givens = Grid::parse_line(KNIGHT9).unwrap();
    let solution = Grid::parse_line(KNIGHT9_S).unwrap();
    assert!(keeps(AntiKind::Knight, 9, &solution));
    assert!(check(&g, &solution).conflicts.is_empty());
    assert_eq!(count_solutions(&g, &givens, 2).unwrap(), Count::Exact(1));
    // The rule is needed: without it the givens leave many grids.
    let plain = Geometry::standard(9).unwrap();
    assert_eq!(
        count_solutions(&plain, &givens, 2).unwrap(),
        Count::AtLeast(2)
    );
    assert_eq!(solve_native(&g, &givens).unwrap(), Some(solution.clone()));
    let report = solve_blp(&g, &givens, &BlpOptions::default()).unwrap();
    let SolveOutcome::Solved(blp) = report.outcome else {
        panic!("the BLP found no solution");
    };
    assert_eq!(blp, solution);
}

#[test]
fn an_anti_king_grid_is_found_by_the_engine_and_finished_by_the_blp() {
    let g = with_anti(9, &[AntiKind::King]);
    let full = solve_native(&g, &Grid::empty(9)).unwrap().unwrap();
    assert!(keeps(AntiKind::King, 9, &full));
    let mut givens = full.clone();
    for c in (0..81).filter(|c| c % 3 != 0) {
        givens.set(c, 0);
    }
    let report = solve_blp(&g, &givens, &BlpOptions::default()).unwrap();
    let SolveOutcome::Solved(blp) = report.outcome else {
        panic!("the BLP found no solution");
    };
    assert!(keeps(AntiKind::King, 9, &blp), "{blp}");
    assert!(check(&g, &blp).conflicts.is_empty());
}

#[test]
fn the_checker_names_the_two_cells_a_move_apart() {
    let g = with_anti(9, &[AntiKind::Knight, AntiKind::King]);
    let mut grid = Grid::empty(9);
    // B3 and C5: a knight's move; F3 and G4: a king's, across boxes.
    grid.set(19, 4);
    grid.set(38, 4);
    grid.set(23, 7);
    grid.set(33, 7);
    let texts: Vec<String> = check(&g, &grid)
        .conflicts
        .iter()
        .map(|c| c.describe(&g, &CellNamer::default()))
        .collect();
    assert_eq!(
        texts,
        [
            "B3 and C5 are a knight's move apart and both hold 4",
            "F3 and G4 are a king's move apart and both hold 7",
        ]
    );
}

#[test]
fn cells_a_move_apart_are_peers() {
    let g = with_anti(9, &[AntiKind::Knight]);
    let plain = Geometry::standard(9).unwrap();
    // E5 sees its eight knight cells beside its 20 peers.
    let knights = [21, 23, 29, 33, 47, 51, 57, 59];
    assert_eq!(g.peers(40).len(), plain.peers(40).len() + 8);
    assert!(knights.iter().all(|k| g.peers(40).contains(k)));
    // A1 sees B3 (its box already) and C2 (its box too): nothing new.
    assert_eq!(g.peers(0), plain.peers(0));
    let king = with_anti(9, &[AntiKind::King]);
    // C3 touches D4 by a corner, across the boxes.
    assert!(king.peers(20).contains(&30) && !plain.peers(20).contains(&30));
}

#[test]
fn the_moves_kept_are_those_that_keep_a_knight_s_move() {
    use crate::isomorph::cell_symmetries;
    let g = with_anti(4, &[AntiKind::Knight]);
    let all = cell_symmetries(&Geometry::standard(4).unwrap(), 10_000).unwrap();
    let kept = cell_symmetries(&g, 10_000).unwrap();
    let anti = Anti::new(AntiKind::Knight, 4);
    let keeps_moves = |perm: &Vec<usize>| {
        let mut at = [0; 16];
        for (i, &p) in perm.iter().enumerate() {
            at[p] = i;
        }
        anti.pairs().iter().all(|&(a, b)| anti.apart(at[a], at[b]))
    };
    // Exactly the moves that carry every knight's pair onto one: the
    // rotations, mirrors and the transposition among them, no band swap.
    let expected: Vec<&Vec<usize>> = all.iter().filter(|m| keeps_moves(m)).collect();
    assert_eq!(kept.iter().collect::<Vec<_>>(), expected);
    let half_turn: Vec<usize> = (0..16).rev().collect();
    let transposed: Vec<usize> = (0..16).map(|c| (c % 4) * 4 + c / 4).collect();
    assert!(kept.contains(&half_turn) && kept.contains(&transposed));
    let band_swap: Vec<usize> = (0..16).map(|c| (c + 8) % 16).collect();
    assert!(all.contains(&band_swap) && !kept.contains(&band_swap));
    // Relabelling keeps "different".
    assert!(g.kept_by_relabelling());
}

#[test]
fn the_rules_read_back_from_their_text() {
    for kind in AntiKind::ALL {
        let rule = Constraint::Anti(Anti::new(kind, 9));
        let text = rule.text(9).unwrap();
        assert_eq!(text, kind.word());
        assert_eq!(Constraint::parse_text(&text, 9).unwrap(), rule);
    }
    let err = Constraint::parse_text("anti-knight A1", 9).unwrap_err();
    assert_eq!(
        err.to_string(),
        "the rule 'anti-knight A1' is a rule of the whole grid and takes no cells, not 1"
    );
    // Twice is once.
    let g = with_anti(9, &[AntiKind::Knight, AntiKind::Knight]);
    assert_eq!(g.constraints().len(), 27 + 1);
}
