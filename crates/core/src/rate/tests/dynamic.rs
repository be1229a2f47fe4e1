//! Dynamic and nested forcing chains: SE's value on the puzzle of the
//! calibration set that needs them, and soundness at every nesting level on
//! 9x9, Sudoku X, Windoku, Windoku X and jigsaw positions.

use super::super::candidates::{bit, Board, Tables};
use super::super::dynamic::forcing_chains;
use super::super::explain;
use super::super::{rate, Technique};
use super::sound::JIGSAW9;
use super::{
    blank_uniquely, count_solutions, random_full, se_rated, solve, TABLE5_WINDOKU, TABLE6_WINDOKU_X,
};
use crate::geometry::{Geometry, Variant};
use crate::grid::{CellNamer, Grid};

/// The puzzle of tests/data/se-rated.txt that SE rates 8.9 with a dynamic
/// cell forcing chain.
const DYNAMIC: &str =
    "..93.8.2.....9.......2..1.3..8.6.....2...4...7.5...3.4...6.......6...5.7.4..728..";

#[test]
fn the_puzzle_se_rates_with_a_dynamic_forcing_chain_gets_its_value() {
    let g = Geometry::standard(9).unwrap();
    let givens = Grid::parse_line(DYNAMIC).unwrap();
    let se = se_rated()
        .into_iter()
        .find(|(grid, _)| *grid == givens)
        .map(|(_, se)| se);
    assert_eq!(se, Some(89));
    let r = rate(&g, &givens).unwrap();
    assert!(r.solved_by_logic());
    assert_eq!(r.score.tenths(), 89);
    assert_eq!(r.hardest, Some(Technique::DynamicForcingChains));
    // The step is told branch by branch.
    let lines = explain(&g, &givens, &r.steps, &CellNamer::default()).unwrap();
    let step = lines
        .iter()
        .find(|l| l.starts_with("Dynamic forcing chains"))
        .unwrap();
    assert!(step.contains("rating 8.9)"), "{step}");
    assert!(
        step.contains(" leads to ") && step.contains(" → "),
        "{step}"
    );
}

/// Runs the dynamic forcing chains of `levels` on the positions along the
/// solving path of `givens` where no single applies, checking every
/// elimination against the solution; counts the eliminations per level.
fn assert_sound_on_path(g: &Geometry, givens: &Grid, levels: &[u8], found: &mut [usize]) {
    let t = Tables::new(g);
    let mut board = Board::from_givens(&t, givens).unwrap();
    assert_eq!(count_solutions(&t, &board, 2), 1, "{givens}");
    let solution = solve(&t, &board).unwrap();
    let mut positions = 0;
    loop {
        let step = Technique::ALL
            .iter()
            .map(|tech| crate::rate::choose::find(*tech, &t, &board))
            .find(|f| f.instances > 0);
        let Some(step) = step else { break };
        if step.places.is_empty() && positions < 3 {
            positions += 1;
            for &level in levels {
                let chains = forcing_chains(&t, &board, level);
                for &(cell, mask) in &chains.removes {
                    assert_eq!(mask & bit(solution[cell]), 0, "level {level} on {givens}");
                }
                found[level as usize] += chains.removes.len();
            }
        }
        board.apply(&t, &step);
    }
}

#[test]
fn dynamic_forcing_chains_are_sound_at_every_level_on_every_variant() {
    let mut found = [0usize; 5];
    let g = Geometry::standard(9).unwrap();
    for (givens, _) in se_rated().into_iter().filter(|&(_, se)| se >= 83) {
        assert_sound_on_path(&g, &givens, &[0, 1], &mut found);
    }
    let givens = Grid::parse_line(DYNAMIC).unwrap();
    assert_sound_on_path(&g, &givens, &[2], &mut found);
    for (variant, full) in [
        (Variant::WINDOKU, TABLE5_WINDOKU),
        (Variant::WINDOKU_X, TABLE6_WINDOKU_X),
        (Variant::X, TABLE6_WINDOKU_X),
    ] {
        let g = Geometry::for_variant(variant, 9, None).unwrap();
        let full = Grid::parse_line(full).unwrap();
        for seed in 1..=3 {
            let givens = blank_uniquely(&g, &full, 64, seed);
            assert_sound_on_path(&g, &givens, &[0, 1], &mut found);
        }
    }
    let jigsaw = Geometry::from_block_map(9, &JIGSAW9).unwrap();
    for seed in 1..=3 {
        let full = random_full(&jigsaw, seed);
        let givens = blank_uniquely(&jigsaw, &full, 60, seed);
        assert_sound_on_path(&jigsaw, &givens, &[0, 1, 2], &mut found);
    }
    println!("eliminations per nesting level: {found:?}");
    assert!(found[..3].iter().all(|&k| k > 0), "{found:?}");
}
