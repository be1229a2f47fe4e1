//! Soundness of every technique on generated 4x4, 6x6 and 16x16 puzzles:
//! along each solving path every technique runs on every position, and
//! each of its placements and eliminations is checked against the
//! puzzle's one solution.

use super::super::candidates::{bit, Board, Tables};
use super::super::Technique;
use crate::generate::{generate, GenerateOptions, Removal};
use crate::geometry::Geometry;
use crate::grid::Grid;

/// Runs every technique tried on this size on every position of the
/// solving path of `givens`; returns the techniques that found something.
fn sound_along_the_path(g: &Geometry, givens: &Grid, solution: &Grid) -> Vec<Technique> {
    let t = Tables::new(g);
    let mut board = Board::from_givens(&t, givens).unwrap();
    let solution = solution.cells();
    let mut seen = Vec::new();
    loop {
        let mut next = None;
        for tech in Technique::ALL {
            if !tech.tried_on(g.size()) {
                continue;
            }
            let found = crate::rate::choose::find(tech, &t, &board);
            for &(cell, d) in &found.places {
                assert_eq!(solution[cell], d, "{tech} places wrongly on {givens}");
            }
            for &(cell, mask) in &found.removes {
                assert_eq!(
                    mask & bit(solution[cell]),
                    0,
                    "{tech} removes the solution on {givens}"
                );
            }
            let single = matches!(
                tech,
                Technique::HiddenSingleInBlock
                    | Technique::HiddenSingleInLine
                    | Technique::NakedSingle
            );
            if !single {
                assert_eq!(found.notes.len(), found.instances, "{tech} notes");
            }
            if found.instances > 0 {
                if !seen.contains(&tech) {
                    seen.push(tech);
                }
                next.get_or_insert(found);
            }
        }
        let Some(found) = next else { break };
        board.apply(&t, &found);
        if board.is_full() {
            break;
        }
    }
    seen
}

/// Generated minimal puzzles of size `n`, `count` per seed.
fn checked(n: usize, seeds: std::ops::Range<u64>, count: usize) -> Vec<Technique> {
    let g = Geometry::standard(n).unwrap();
    let mut seen = Vec::new();
    for seed in seeds {
        let opts = GenerateOptions::default()
            .with_seed(seed)
            .with_removal(if n < 16 {
                Removal::Minimal
            } else {
                Removal::BestEffort
            });
        for p in generate(&g, count, &opts).unwrap() {
            seen.extend(sound_along_the_path(&g, &p.givens, &p.solution));
        }
    }
    seen.sort();
    seen.dedup();
    println!("{n}x{n}: {seen:?}");
    seen
}

#[test]
fn every_technique_is_sound_on_4x4_puzzles() {
    let seen = checked(4, 0..20, 10);
    for tech in [
        Technique::GroupedStrongLinks,
        Technique::WWing,
        Technique::SimpleColouring,
        Technique::AlsXz,
    ] {
        assert!(seen.contains(&tech), "{tech} never fired: {seen:?}");
    }
}

#[test]
fn every_technique_is_sound_on_6x6_puzzles() {
    let seen = checked(6, 0..20, 10);
    for tech in [
        Technique::GroupedStrongLinks,
        Technique::WWing,
        Technique::UniqueRectangle,
        Technique::SimpleColouring,
        Technique::AlsXz,
    ] {
        assert!(seen.contains(&tech), "{tech} never fired: {seen:?}");
    }
}

#[test]
fn every_technique_is_sound_on_16x16_puzzles() {
    let seen = checked(16, 0..2, 1);
    for tech in [Technique::GroupedStrongLinks, Technique::SimpleColouring] {
        assert!(seen.contains(&tech), "{tech} never fired: {seen:?}");
    }
}
