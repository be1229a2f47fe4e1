use std::collections::HashSet;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::*;
use crate::check::is_solution;
use crate::engine::count_solutions;
use crate::generate::{generate, random_jigsaw, GenerateOptions};
use crate::geometry::{Diagonals, Variant};
use crate::outcome::Count;
use crate::rate::rate;

fn geometries() -> Vec<Geometry> {
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    vec![
        Geometry::standard(4).unwrap(),
        Geometry::standard(6).unwrap(),
        Geometry::standard(9).unwrap(),
        Geometry::for_variant(Variant::X, 9, None).unwrap(),
        Geometry::for_variant(Variant::X, 6, None).unwrap(),
        Geometry::for_variant(Variant::WINDOKU, 9, None).unwrap(),
        Geometry::for_variant(Variant::WINDOKU_X, 9, None).unwrap(),
        random_jigsaw(9, Diagonals::None, &mut rng).unwrap(),
    ]
}

#[test]
fn copies_are_isomorphic_unique_equally_rated_and_invertible() {
    for (i, g) in geometries().iter().enumerate() {
        let opts = GenerateOptions::default().with_seed(i as u64);
        let p = &generate(g, 1, &opts).unwrap()[0];
        let original = rate(g, &p.givens).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(i as u64);
        let copies = isomorphic_copies(g, &p.givens, &p.solution, 5, &mut rng).unwrap();
        assert_eq!(copies.len(), 5);
        for (k, copy) in copies.iter().enumerate() {
            assert_eq!(copy.number, k + 1);
            let moved = &copy.geometry;
            assert!(copy.transform.maps(g, moved), "{}", g.describe());
            assert_eq!(moved.variant(), g.variant(), "{}", g.describe());
            assert!(
                is_solution(moved, &copy.givens, &copy.solution).unwrap(),
                "{}",
                g.describe()
            );
            assert_eq!(
                count_solutions(moved, &copy.givens, 2).unwrap(),
                Count::Exact(1)
            );
            let back = copy.transform.inverse();
            assert_eq!(back.apply(&copy.givens).unwrap(), p.givens);
            assert_eq!(back.apply(&copy.solution).unwrap(), p.solution);
            let rating = rate(moved, &copy.givens).unwrap();
            assert_eq!(rating.level, original.level, "{}", g.describe());
            // The same puzzle turned or mirrored: the same hardest step and
            // score. The rater takes cells in reading order, so a copy may
            // get there by other steps of no greater difficulty (a turned
            // puzzle meets its forcing chains in another order).
            assert_eq!(rating.score, original.score, "{}", g.describe());
            assert_eq!(rating.hardest, original.hardest, "{}", g.describe());
            assert_ne!(copy.givens, p.givens);
        }
        let distinct: HashSet<&Grid> = copies.iter().map(|c| &c.givens).collect();
        assert_eq!(distinct.len(), 5, "{}", g.describe());
    }
}

/// Where the givens stand, and the block map: what a pupil sees of a
/// neighbour's copy at a glance.
fn shape(g: &Geometry, givens: &Grid) -> (Vec<bool>, Vec<u8>) {
    let pattern = givens.cells().iter().map(|&d| d != 0).collect();
    (pattern, g.block_map().to_vec())
}

#[test]
fn copies_of_a_jigsaw_turn_its_map_and_move_its_givens() {
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    for diagonals in [Diagonals::None, Diagonals::Both] {
        let g = random_jigsaw(9, diagonals, &mut rng).unwrap();
        let opts = GenerateOptions::default().with_seed(3);
        let p = &generate(&g, 1, &opts).unwrap()[0];
        let copies = isomorphic_copies(&g, &p.givens, &p.solution, 4, &mut rng).unwrap();
        let mut shapes = HashSet::from([shape(&g, &p.givens)]);
        for copy in &copies {
            assert!(shapes.insert(shape(&copy.geometry, &copy.givens)));
            assert_ne!(copy.geometry.block_map(), g.block_map());
            assert_eq!(copy.geometry.variant().diagonals, diagonals);
            assert_eq!(
                count_solutions(&copy.geometry, &copy.givens, 2).unwrap(),
                Count::Exact(1)
            );
        }
    }
}

#[test]
fn copies_of_a_standard_puzzle_move_its_givens_too() {
    for g in [
        Geometry::standard(9).unwrap(),
        Geometry::standard(6).unwrap(),
        Geometry::for_variant(Variant::X, 9, None).unwrap(),
    ] {
        let p = &generate(&g, 1, &GenerateOptions::default()).unwrap()[0];
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        let copies = isomorphic_copies(&g, &p.givens, &p.solution, 4, &mut rng).unwrap();
        let mut shapes = HashSet::from([shape(&g, &p.givens)]);
        for copy in &copies {
            assert_eq!(&copy.geometry, &g, "{}", g.describe());
            assert!(shapes.insert(shape(&copy.geometry, &copy.givens)));
        }
    }
}

#[test]
fn only_unit_preserving_cell_permutations_are_used() {
    let x = Geometry::for_variant(Variant::X, 9, None).unwrap();
    let standard = Geometry::standard(9).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let mut moved = 0;
    for _ in 0..50 {
        let t = random_transform(&x, &mut rng);
        assert!(t.is_valid_for(&x));
        moved += usize::from(!t.keeps_cells());
    }
    assert!(moved > 40, "Sudoku X should get cell moves, got {moved}");
    // Swapping the first two rows keeps a standard grid's units but not the
    // diagonals of Sudoku X.
    let mut rows: Vec<usize> = (0..9).collect();
    rows.swap(0, 1);
    let swap = Transform::new(
        9,
        cells_from_lines(9, &rows, &(0..9).collect::<Vec<_>>(), false),
        &[1, 2, 3, 4, 5, 6, 7, 8, 9],
    )
    .unwrap();
    assert!(swap.is_valid_for(&standard));
    assert!(!swap.is_valid_for(&x));
    // Transposing a 6x6 grid turns 2x3 boxes into 3x2 ones.
    let six = Geometry::standard(6).unwrap();
    let id: Vec<usize> = (0..6).collect();
    let t = Transform::new(6, cells_from_lines(6, &id, &id, true), &[1, 2, 3, 4, 5, 6]).unwrap();
    assert!(!t.is_valid_for(&six));
}

#[test]
fn symmetric_line_shuffles_commute_with_reversal() {
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    for (n, size) in [(9, 3), (6, 2), (6, 3), (16, 4), (5, 5)] {
        for _ in 0..20 {
            let p = symmetric_lines(n, size, &mut rng);
            let mut sorted = p.clone();
            sorted.sort_unstable();
            assert_eq!(sorted, (0..n).collect::<Vec<_>>());
            for i in 0..n {
                assert_eq!(p[n - 1 - i], n - 1 - p[i]);
                assert_eq!(p[i] / size, p[i - i % size] / size, "groups stay together");
            }
        }
    }
    assert!(Transform::new(4, (0..16).collect(), &[1, 1, 2, 3]).is_none());
}

/// The number of cell symmetries of `variant` at size `n`.
fn symmetries(variant: Variant, n: usize) -> usize {
    let g = Geometry::for_variant(variant, n, None).unwrap();
    cell_symmetries(&g, 10_000_000).unwrap().len()
}

#[test]
fn standard_moves_are_the_line_moves_and_transposition() {
    // (2!^2 * 2!)^2 * 2 for 4x4; 6x6 with 2x3 boxes cannot be transposed.
    assert_eq!(symmetries(Variant::STANDARD, 4), 128);
    assert_eq!(symmetries(Variant::STANDARD, 6), 72 * 48);
}

#[test]
fn diagonals_and_windows_keep_fewer_moves() {
    let x = symmetries(Variant::X, 4);
    let windoku = symmetries(Variant::WINDOKU, 4);
    assert!(x < 128 && x > 1, "{x}");
    assert!(windoku < 128 && windoku > 1, "{windoku}");
}

#[test]
fn every_move_maps_units_onto_units() {
    let g = Geometry::for_variant(Variant::WINDOKU_X, 4, None).unwrap();
    let moves = cell_symmetries(&g, 10_000).unwrap();
    assert_eq!(moves[0], (0..16).collect::<Vec<_>>());
    for m in moves {
        let t = Transform::new(4, m, &[1, 2, 3, 4]).unwrap();
        assert!(t.is_valid_for(&g));
    }
}
