//! The known facts the exploration must reproduce, and cross-checks between
//! its independent ways of counting.

use super::*;
use crate::geometry::{Geometry, Variant};
use crate::grid::Grid;

fn geometry(variant: Variant, n: usize) -> Geometry {
    Geometry::for_variant(variant, n, None).unwrap()
}

/// The census agrees with itself: the full listing gives `classes × n!`
/// grids in `classes` classes, and the orbits found by following every move
/// are as many as Burnside's lemma counts, and cover every class once.
fn consistent(g: &Geometry) -> GridCensus {
    let census = grid_census(g, &Control::unlimited());
    assert_eq!(census.stopped, None);
    if let Some(check) = census.relabelling_check {
        assert_eq!(check.grids as u128, census.grids);
        assert_eq!(check.classes, census.classes);
    }
    let orbits = essentially_different_grids(g, &Control::unlimited()).unwrap();
    assert_eq!(Some(orbits.len() as u64), census.essentially_different);
    assert_eq!(orbits.iter().map(|(_, k)| k).sum::<u64>(), census.classes);
    census
}

#[test]
fn standard_4x4_has_288_grids_12_classes_2_essentially_different() {
    let census = consistent(&geometry(Variant::STANDARD, 4));
    assert_eq!(census.grids, 288);
    assert_eq!(census.classes, 12);
    assert_eq!(
        census.relabelling_check,
        Some(RelabellingCheck {
            grids: 288,
            classes: 12
        })
    );
    assert_eq!(census.moves, Some(128));
    assert_eq!(census.essentially_different, Some(2));
}

#[test]
fn other_4x4_variants_are_subsets_of_the_standard_grids() {
    let standard = consistent(&geometry(Variant::STANDARD, 4));
    for variant in [Variant::X, Variant::WINDOKU, Variant::WINDOKU_X] {
        let census = consistent(&geometry(variant, 4));
        assert!(
            census.grids > 0 && census.grids < standard.grids,
            "{variant}"
        );
        let count =
            crate::engine::count_solutions(&geometry(variant, 4), &Grid::empty(4), 10_000).unwrap();
        assert_eq!(
            count,
            crate::outcome::Count::Exact(census.grids as u64),
            "{variant}"
        );
    }
}

#[test]
fn standard_6x6_has_28_200_960_grids() {
    let census = consistent(&geometry(Variant::STANDARD, 6));
    assert_eq!(census.grids, 28_200_960);
    assert_eq!(census.classes, 39_168);
    assert_eq!(census.moves, Some(3456));
    // Published (Jarvis): 49 essentially different 6x6 grids.
    assert_eq!(census.essentially_different, Some(49));
}

#[test]
fn a_stopped_census_says_why() {
    static STOP: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(true);
    let control = Control::unlimited().with_stop_flag(&STOP);
    let census = grid_census(&geometry(Variant::STANDARD, 6), &control);
    assert_eq!(census.stopped, Some(StopReason::Interrupted));
    assert!(census.classes < 39_168);
}

#[test]
fn estimate_of_9x9_grids_brackets_the_published_count() {
    let e = estimate_grids(
        &geometry(Variant::STANDARD, 9),
        4096,
        1,
        &Control::unlimited(),
    );
    let published = 6_670_903_752_021_072_936_960.0;
    assert!(
        e.interval.0 <= published && published <= e.interval.1,
        "{e:?}"
    );
    // An interval, not the whole number line.
    assert!(e.standard_error < 0.2 * e.grids, "{e:?}");
}

#[test]
fn estimate_of_sudoku_x_grids_brackets_the_published_count() {
    let e = estimate_grids(&geometry(Variant::X, 9), 4096, 1, &Control::unlimited());
    let published = 153_255_603_504.0 * 362_880.0;
    assert!(
        e.interval.0 <= published && published <= e.interval.1,
        "{e:?}"
    );
    assert!(e.standard_error < 0.2 * e.grids, "{e:?}");
}

#[test]
fn the_same_seed_gives_the_same_estimate() {
    let g = geometry(Variant::STANDARD, 6);
    let a = estimate_grids(&g, 600, 9, &Control::unlimited());
    let b = estimate_grids(&g, 600, 9, &Control::unlimited());
    assert_eq!(a, b);
    assert!(
        a.interval.0 <= 28_200_960.0 && 28_200_960.0 <= a.interval.1,
        "{a:?}"
    );
}

#[test]
fn fewest_givens_of_4x4_is_4() {
    let r = fewest_givens_of_variant(
        &geometry(Variant::STANDARD, 4),
        SecondSolutions::Native,
        &Control::unlimited(),
    )
    .unwrap()
    .unwrap();
    assert_eq!(r.givens(), Some(4));
    assert!(r.proven());
    assert_eq!(r.grids, 2);
    let best = r.best.unwrap();
    assert!(matches!(
        crate::engine::solutions_up_to_two(&geometry(Variant::STANDARD, 4), &best).unwrap(),
        crate::engine::Solutions::Unique(_)
    ));
}

#[test]
fn peskos_cut_and_the_engine_agree_on_each_grid() {
    let g = geometry(Variant::STANDARD, 4);
    for (grid, _) in essentially_different_grids(&g, &Control::unlimited()).unwrap() {
        let native = fewest_givens_of_grid(
            &g,
            &grid,
            SecondSolutions::Native,
            None,
            &Control::unlimited(),
        )
        .unwrap();
        let cut = fewest_givens_of_grid(
            &g,
            &grid,
            SecondSolutions::BlpCut,
            None,
            &Control::unlimited(),
        )
        .unwrap();
        assert!(native.proven() && cut.proven());
        assert_eq!(native.givens(), cut.givens());
        // Three givens never suffice: the lower bound is real.
        assert!(native.givens().unwrap() >= 4);
    }
}

#[test]
fn a_grid_that_breaks_the_rules_is_refused() {
    let g = geometry(Variant::STANDARD, 4);
    let bad = Grid::parse_line("1234123412341234").unwrap();
    assert!(fewest_givens_of_grid(
        &g,
        &bad,
        SecondSolutions::Native,
        None,
        &Control::unlimited()
    )
    .is_err());
}

#[test]
fn the_search_finds_a_unique_puzzle_for_9x9() {
    let g = geometry(Variant::STANDARD, 9);
    let r = fewest_givens_search(&g, 1, 3, &Control::unlimited());
    let best = r.best.clone().unwrap();
    assert!(best.given_count() >= 17 && best.given_count() < 40);
    assert!(matches!(
        crate::engine::solutions_up_to_two(&g, &best).unwrap(),
        crate::engine::Solutions::Unique(_)
    ));
    assert!(!r.proven());
}

#[test]
fn sixes_with_diagonals_and_jigsaw_agree_with_the_engine_count() {
    let x = geometry(Variant::X, 6);
    let jigsaw = Geometry::for_variant(Variant::JIGSAW, 6, Some(&JIGSAW_6X6)).unwrap();
    for g in [x, jigsaw] {
        let census = consistent(&g);
        assert!(census.grids > 0);
        // The engine's own count of the grids with first row 1..6.
        let first_row = Grid::parse_line(&format!("123456{}", ".".repeat(30))).unwrap();
        let count = crate::engine::count_solutions(&g, &first_row, 10_000_000).unwrap();
        assert_eq!(count, crate::outcome::Count::Exact(census.classes));
    }
}

#[test]
fn the_study_covers_every_variant_that_fits_each_size() {
    let cases = study_cases();
    let names: Vec<String> = cases
        .iter()
        .map(|c| format!("{}x{} {}", c.size, c.size, c.variant))
        .collect();
    assert!(names.contains(&"6x6 jigsaw".to_string()));
    assert!(!names.contains(&"6x6 windoku".to_string()));
    assert_eq!(cases.len(), 4 + 3 + 4);
}
