//! The soundness sweeps: along solving paths on 9x9, Sudoku X, Windoku,
//! Windoku X and jigsaw grids, every technique runs on every position and
//! each of its deductions is checked against the solution.

use super::super::candidates::{bit, Board, Tables};
use super::super::Technique;
use super::{
    blank_uniquely, count_solutions, dev50, geometry, random_full, se_rated, solve, TABLE5_WINDOKU,
    TABLE6_WINDOKU_X,
};
use crate::geometry::{Geometry, Variant};
use crate::grid::Grid;

/// Along the solving path of `givens` (which must have exactly one
/// solution), runs every technique on every position, not only the one that
/// fires, and checks each deduction against the solution. The chains, which
/// are slow, run on every position where nothing before them applies; the
/// path ends where only the dynamic forcing chains do.
/// Returns the techniques that found something somewhere.
fn assert_every_technique_sound(g: &Geometry, givens: &Grid) -> Vec<Technique> {
    assert_sound_along_a_path(g, givens, &[])
}

/// [`assert_every_technique_sound`] along the path that never steps with
/// the techniques of `held_back` (they still run and are checked on every
/// position): the positions where they would have stepped go on to the
/// later techniques.
fn assert_sound_along_a_path(
    g: &Geometry,
    givens: &Grid,
    held_back: &[Technique],
) -> Vec<Technique> {
    let t = Tables::new(g);
    let mut board = Board::from_givens(&t, givens).unwrap();
    assert_eq!(count_solutions(&t, &board, 2), 1, "{givens}");
    let solution = solve(&t, &board).unwrap();
    let mut seen = Vec::new();
    loop {
        let mut next = None;
        for tech in Technique::ALL {
            let chain = matches!(
                tech,
                Technique::XChain
                    | Technique::GroupedXChain
                    | Technique::Aic
                    | Technique::GroupedAic
                    | Technique::ForcingChains
                    | Technique::DynamicForcingChains
                    | Technique::DynamicForcingChainsPlus
                    | Technique::NestedForcingChains
            );
            if chain && next.is_some() {
                continue;
            }
            let found = crate::rate::choose::find(tech, &t, &board);
            for &(cell, d) in &found.places {
                assert_eq!(solution[cell], d, "{tech} on {givens}");
            }
            for &(cell, mask) in &found.removes {
                assert_eq!(mask & bit(solution[cell]), 0, "{tech} on {givens}");
            }
            if found.instances > 0 {
                if !seen.contains(&tech) {
                    seen.push(tech);
                }
                // The path ends where only the dynamic forcing chains
                // apply: checked there, they do not step (their own tests
                // follow them further).
                let dynamic = tech >= Technique::DynamicForcingChains;
                if next.is_none() && !held_back.contains(&tech) && !dynamic {
                    next = Some(found);
                }
            }
        }
        let Some(found) = next else { break };
        board.apply(&t, &found);
    }
    seen.sort();
    seen
}

#[test]
fn every_technique_is_sound_on_every_dev50_position() {
    let g = geometry(9);
    let mut seen = Vec::new();
    for givens in dev50() {
        seen.extend(assert_every_technique_sound(&g, &givens));
    }
    seen.sort();
    seen.dedup();
    println!("exercised on dev50: {seen:?}");
    assert!(seen.len() >= 20, "{seen:?}");
}

#[test]
fn every_technique_is_sound_and_exercised_on_the_se_rated_puzzles() {
    // The harder half of 300 generated puzzles SE rated: every technique
    // finds something somewhere, and never removes the solution.
    // That includes the finned Jellyfish, the grouped X-Chains and the
    // grouped alternating inference chains.
    let g = geometry(9);
    let mut seen = Vec::new();
    let harder = se_rated().into_iter().filter(|&(_, se)| se >= 26);
    for givens in harder.map(|(givens, _)| givens).chain(dev50()) {
        let found = assert_every_technique_sound(&g, &givens);
        // Where three strong links (the shortest X-Chains) or a finned fish
        // step, the chains after them would not run: take the path once
        // more without them (on these puzzles the X-Chains fire only so).
        let shadowing = [
            Technique::ThreeStrongLinks,
            Technique::FinnedSwordfish,
            Technique::FinnedJellyfish,
        ];
        if shadowing.iter().any(|f| found.contains(f)) {
            seen.extend(assert_sound_along_a_path(&g, &givens, &shadowing));
        }
        seen.extend(found);
    }
    seen.sort();
    seen.dedup();
    // Dynamic forcing chains (+) and nested ones step on none of these
    // puzzles: tests/dynamic.rs runs them on positions of their own; the
    // killer techniques need cages (tests/killer.rs, tests/perms.rs), sum
    // limits and renban runs their rules (tests/sums.rs).
    let missing: Vec<Technique> = Technique::ALL
        .into_iter()
        .filter(|t| !seen.contains(t))
        .filter(|t| {
            !matches!(
                t,
                Technique::DynamicForcingChainsPlus
                    | Technique::NestedForcingChains
                    | Technique::CageCombination
                    | Technique::MarkPartners
                    | Technique::CagePointing
                    | Technique::RuleOf45
                    | Technique::RuleOf45Lines
                    | Technique::CageSplitting
                    | Technique::CageSplittingLines
                    | Technique::CombinationClash
                    | Technique::LockedDigitAcrossCages
                    | Technique::SumLimits
                    | Technique::RenbanRuns
                    | Technique::CagePermutations
                    | Technique::InniesOutiesSums
            )
        })
        .collect();
    assert!(missing.is_empty(), "never exercised: {missing:?}");
}

#[test]
fn every_technique_is_sound_on_variant_positions() {
    // Sparse unique puzzles on the paper's Windoku and Windoku X grids, on
    // Sudoku X and on jigsaws: diagonals, extra blocks and regions take part
    // in every technique, and none of them may ever remove the solution.
    let mut seen = Vec::new();
    for (variant, full) in [
        (Variant::WINDOKU, TABLE5_WINDOKU),
        (Variant::WINDOKU_X, TABLE6_WINDOKU_X),
        (Variant::X, TABLE6_WINDOKU_X),
    ] {
        let g = Geometry::for_variant(variant, 9, None).unwrap();
        let full = Grid::parse_line(full).unwrap();
        for seed in 1..=12 {
            let givens = blank_uniquely(&g, &full, 64, seed);
            seen.extend(assert_every_technique_sound(&g, &givens));
        }
    }
    let jigsaw = Geometry::from_block_map(9, &JIGSAW9).unwrap();
    for seed in 1..=12 {
        let full = random_full(&jigsaw, seed);
        let givens = blank_uniquely(&jigsaw, &full, 60, seed);
        seen.extend(assert_every_technique_sound(&jigsaw, &givens));
    }
    seen.sort();
    seen.dedup();
    println!("exercised on variants: {seen:?}");
    assert!(seen.len() >= 20, "{seen:?}");
    // Groups and fins over diagonals, extra blocks and regions too.
    for tech in [
        Technique::SimpleColouring,
        Technique::AlsXz,
        Technique::FinnedJellyfish,
        Technique::GroupedXChain,
        Technique::GroupedAic,
    ] {
        assert!(seen.contains(&tech), "{tech} never fired: {seen:?}");
    }
}

/// A 9x9 jigsaw block map.
#[rustfmt::skip]
pub(super) const JIGSAW9: [u32; 81] = [
    1, 1, 1, 2, 2, 2, 2, 3, 3,
    1, 1, 1, 1, 2, 2, 3, 3, 3,
    4, 1, 1, 5, 2, 2, 3, 3, 3,
    4, 4, 4, 5, 5, 2, 6, 6, 3,
    4, 4, 4, 5, 5, 5, 6, 6, 6,
    7, 4, 4, 8, 5, 5, 5, 6, 6,
    7, 7, 7, 8, 8, 9, 9, 6, 6,
    7, 7, 7, 8, 8, 9, 9, 9, 9,
    7, 7, 8, 8, 8, 8, 9, 9, 9,
];
