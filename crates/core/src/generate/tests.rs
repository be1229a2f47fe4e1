use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::*;
use crate::blp::{find_other_solution, BlpOptions};
use crate::check::is_solution;
use crate::engine::count_solutions;
use crate::geometry::{Diagonals, Variant};
use crate::outcome::Count;
use crate::rate::rate;
use crate::rate::Level;

fn opts(seed: u64) -> GenerateOptions {
    GenerateOptions::default().with_seed(seed)
}

/// Unique by the native count and by Peško's cut (the BLP finds no other
/// solution), with the reported solution a solution of the givens.
fn assert_unique_by_both(g: &Geometry, p: &Generated) {
    assert!(is_solution(g, &p.givens, &p.solution).unwrap());
    assert!(p.solution.keeps(&p.givens));
    assert_eq!(count_solutions(g, &p.givens, 2).unwrap(), Count::Exact(1));
    let other = find_other_solution(g, &p.givens, &p.solution, &BlpOptions::default()).unwrap();
    assert_eq!(other, None, "the BLP found a second solution");
}

/// Removing any one given leaves a puzzle with several solutions.
fn assert_minimal(g: &Geometry, givens: &Grid) {
    for cell in 0..g.cell_count() {
        if givens.get(cell) != 0 {
            let mut fewer = givens.clone();
            fewer.set(cell, 0);
            assert_eq!(count_solutions(g, &fewer, 2).unwrap(), Count::AtLeast(2));
        }
    }
}

fn jigsaw(n: usize, seed: u64) -> Geometry {
    random_jigsaw(n, Diagonals::None, &mut ChaCha8Rng::seed_from_u64(seed)).unwrap()
}

#[test]
fn every_variant_gives_unique_minimal_puzzles_proven_by_both_engines() {
    let geometries = vec![
        Geometry::standard(4).unwrap(),
        Geometry::for_variant(Variant::X, 4, None).unwrap(),
        Geometry::for_variant(Variant::WINDOKU, 4, None).unwrap(),
        Geometry::standard(6).unwrap(),
        Geometry::for_variant(Variant::X, 6, None).unwrap(),
        jigsaw(6, 3),
        Geometry::standard(9).unwrap(),
        Geometry::for_variant(Variant::X, 9, None).unwrap(),
        Geometry::for_variant(Variant::WINDOKU, 9, None).unwrap(),
        Geometry::for_variant(Variant::WINDOKU_X, 9, None).unwrap(),
        jigsaw(9, 5),
    ];
    for (i, g) in geometries.iter().enumerate() {
        // Minimal: no given put back for a puzzle that needs search.
        let allowed = opts(i as u64).with_search(Search::Allowed);
        let puzzles = generate(g, 2, &allowed).unwrap();
        for p in &puzzles {
            assert_unique_by_both(g, p);
            assert_minimal(g, &p.givens);
            assert_eq!(p.rating.givens, p.givens.given_count());
        }
        assert_ne!(puzzles[0].solution, puzzles[1].solution, "{}", g.describe());
    }
}

#[test]
fn by_default_no_puzzle_needs_search() {
    for (i, g) in [jigsaw(9, 5), Geometry::standard(9).unwrap()]
        .iter()
        .enumerate()
    {
        for p in generate(g, 4, &opts(i as u64 + 20)).unwrap() {
            assert!(p.rating.solved_by_logic(), "{}", g.describe());
            assert_unique_by_both(g, &p);
        }
    }
}

#[test]
fn the_same_seed_gives_the_same_puzzles_and_another_seed_others() {
    let g = Geometry::standard(9).unwrap();
    let a = generate(&g, 3, &opts(42)).unwrap();
    let b = generate(&g, 3, &opts(42)).unwrap();
    let c = generate(&g, 3, &opts(43)).unwrap();
    assert_eq!(a, b);
    assert_ne!(a[0].givens, c[0].givens);
}

#[test]
fn symmetric_patterns_hold_for_every_symmetry() {
    for g in [
        Geometry::standard(9).unwrap(),
        Geometry::for_variant(Variant::X, 6, None).unwrap(),
        jigsaw(9, 11),
    ] {
        for symmetry in Symmetry::ALL {
            let o = opts(9).with_symmetry(symmetry);
            for p in generate(&g, 2, &o).unwrap() {
                assert!(
                    symmetry.holds(g.size(), p.givens.cells()),
                    "{symmetry} broken on {}",
                    g.describe()
                );
                assert_eq!(count_solutions(&g, &p.givens, 2).unwrap(), Count::Exact(1));
            }
        }
    }
}

#[test]
fn minimal_with_a_symmetry_removes_single_cells_too() {
    let g = Geometry::standard(9).unwrap();
    let o = opts(4)
        .with_symmetry(Symmetry::Rotate90)
        .with_removal(Removal::Minimal);
    for p in generate(&g, 3, &o).unwrap() {
        assert_minimal(&g, &p.givens);
    }
}

#[test]
fn a_reachable_number_of_givens_is_met_exactly() {
    let g = Geometry::standard(9).unwrap();
    for target in [30, 36, 50] {
        let o = opts(target as u64).with_givens(Some(target));
        for p in generate(&g, 2, &o).unwrap() {
            assert_eq!(p.givens.given_count(), target);
            assert_eq!(count_solutions(&g, &p.givens, 2).unwrap(), Count::Exact(1));
        }
    }
}

#[test]
fn an_unreachable_number_of_givens_is_a_clear_error() {
    // No 9x9 puzzle with 5 givens is unique (at least 17 are needed).
    let g = Geometry::standard(9).unwrap();
    let o = opts(1).with_givens(Some(5)).with_max_attempts(3);
    let err = generate(&g, 1, &o).unwrap_err().to_string();
    assert!(err.contains("with 5 givens found in 3 attempts"), "{err}");
    let o = opts(1).with_givens(Some(82));
    assert!(Generator::new(&g, o).is_err());
}

#[test]
fn difficulty_targets_give_the_rated_level() {
    let g = Geometry::standard(9).unwrap();
    for level in [Level::Easy, Level::Medium, Level::Hard] {
        let o = opts(level as u64).with_difficulty(Some(level));
        for p in generate(&g, 2, &o).unwrap() {
            assert_eq!(p.rating.level, level);
            assert_eq!(rate(&g, &p.givens).unwrap().level, level);
            assert_eq!(count_solutions(&g, &p.givens, 2).unwrap(), Count::Exact(1));
        }
    }
}

#[test]
fn an_unreachable_level_is_a_clear_error_and_a_deadline_a_time_limit() {
    // Every unique 4x4 puzzle falls to the techniques of the rater.
    let g = Geometry::standard(4).unwrap();
    let o = opts(2)
        .with_difficulty(Some(Level::Expert))
        .with_max_attempts(20);
    let err = generate(&g, 1, &o).unwrap_err().to_string();
    assert!(err.contains("rated expert found in 20 attempts"), "{err}");
    let o = opts(2).with_deadline(crate::Deadline::after(std::time::Duration::ZERO));
    assert!(matches!(generate(&g, 1, &o), Err(Error::TimeLimit { .. })));
}

#[test]
fn random_jigsaw_maps_are_connected_partitions_with_solutions() {
    let mut rng = ChaCha8Rng::seed_from_u64(8);
    for n in [5, 6, 8, 9] {
        let labels = random_partition(n, &mut rng);
        // from_block_map checks sizes and connectivity.
        let g = Geometry::from_block_map(n, &labels).unwrap();
        assert_eq!(g.size(), n);
        let diagonals = if n == 6 {
            Diagonals::None
        } else {
            Diagonals::Both
        };
        let g = random_jigsaw(n, diagonals, &mut rng).unwrap();
        assert_eq!(g.box_shape(), None);
        assert_eq!(g.has_diagonals(), n != 6);
        assert!(crate::engine::solve_native(&g, &Grid::empty(n))
            .unwrap()
            .is_some());
    }
}

#[test]
fn symmetry_orbits_partition_the_grid() {
    for n in [4, 5, 9] {
        for s in Symmetry::ALL {
            let orbits = s.orbits(n);
            let mut all: Vec<usize> = orbits.concat();
            all.sort_unstable();
            assert_eq!(all, (0..n * n).collect::<Vec<_>>());
            for orbit in &orbits {
                for &c in orbit {
                    assert!(orbit.contains(&s.image(n, c)));
                }
            }
        }
        assert_eq!(
            Symmetry::Rotate90.orbits(n).iter().map(Vec::len).max(),
            Some(4)
        );
    }
    assert_eq!("Rotate180".parse::<Symmetry>(), Ok(Symmetry::Rotate180));
    assert!("spiral".parse::<Symmetry>().is_err());
}

#[test]
fn rating_targets_give_scores_in_the_range() {
    let g = Geometry::standard(9).unwrap();
    let range = ("3.0".parse().unwrap(), "4.4".parse().unwrap());
    let o = opts(42).with_rating(Some(range));
    for p in generate(&g, 2, &o).unwrap() {
        assert!(p.rating.solved_by_logic());
        assert!(
            (range.0..=range.1).contains(&p.rating.score),
            "{}",
            p.rating.score
        );
        assert_eq!(rate(&g, &p.givens).unwrap().score, p.rating.score);
        assert_eq!(count_solutions(&g, &p.givens, 2).unwrap(), Count::Exact(1));
    }
}

#[test]
fn big_grids_give_unique_puzzles_within_the_proof_budget() {
    let g = Geometry::standard(16).unwrap();
    let p = generate(&g, 1, &opts(1)).unwrap().remove(0);
    assert!(is_solution(&g, &p.givens, &p.solution).unwrap());
    assert!(p.solution.keeps(&p.givens));
    assert_eq!(count_solutions(&g, &p.givens, 2).unwrap(), Count::Exact(1));
    // Well below the full grid: the pass removed most of it.
    assert!(
        p.givens.given_count() < 256 / 2,
        "{}",
        p.givens.given_count()
    );
}

/// From 10x10 on, a puzzle asked for without a target is at most fiendish
/// (its rating never reaches the slow dynamic chains); a target of extreme
/// still gets the hardest.
#[test]
fn a_big_puzzle_without_a_target_is_at_most_fiendish() {
    for seed in 1..=3 {
        let g = jigsaw(10, seed);
        let p = Generator::new(&g, opts(seed))
            .unwrap()
            .next_puzzle()
            .unwrap();
        assert!(
            p.rating.level <= Level::Fiendish,
            "seed {seed}: {:?}",
            p.rating.level
        );
        assert_eq!(rate(&g, &p.givens).unwrap().level, p.rating.level);
        assert_unique_by_both(&g, &p);
    }
}

/// From 16x16 on, easing starts without rating the removal pass's puzzle
/// (surely above fiendish): the puzzle kept is still unique, at most
/// fiendish, and rated exactly as `rate` rates it.
#[test]
fn a_16x16_eased_without_its_first_rating_is_rated_as_rate_rates_it() {
    for variant in [Variant::STANDARD, Variant::X] {
        let g = Geometry::for_variant(variant, 16, None).unwrap();
        for seed in 1..=2 {
            let p = Generator::new(&g, opts(seed))
                .unwrap()
                .next_puzzle()
                .unwrap();
            assert!(p.rating.level <= Level::Fiendish, "seed {seed}");
            assert_eq!(rate(&g, &p.givens).unwrap(), p.rating, "seed {seed}");
            assert_eq!(count_solutions(&g, &p.givens, 2).unwrap(), Count::Exact(1));
            assert!(p.solution.keeps(&p.givens));
        }
    }
}

/// Without a level or a rating (and without search) a puzzle is rated at
/// most just under the nested forcing chains below 10x10, at most
/// fiendish from 10x10 on, and whole when search is allowed.
#[test]
fn an_untargeted_puzzle_stops_short_of_the_nested_forcing_chains() {
    use crate::budget::Deadline;
    use crate::rate::Technique;
    let cap_of = |g: &Geometry, o: GenerateOptions| {
        let generator = Generator::new(g, o).unwrap();
        attempt::Job::new(&generator, 0, Deadline::none()).cap()
    };
    let x9 = Geometry::for_variant(Variant::X, 9, None).unwrap();
    let nine = cap_of(&x9, opts(1)).unwrap();
    assert!(nine < Technique::NestedForcingChains.score());
    assert!(nine >= Technique::DynamicForcingChainsPlus.score());
    let twelve = Geometry::standard(12).unwrap();
    assert_eq!(cap_of(&twelve, opts(1)), Level::Fiendish.max_score());
    let searching = opts(1).with_search(Search::Allowed);
    assert_eq!(cap_of(&x9, searching), None);
}
