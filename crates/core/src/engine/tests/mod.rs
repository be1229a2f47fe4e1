//! Tests of the engine on standard 9x9 puzzles with known facts; every
//! variant and size in `variants.rs`.

mod anti;
mod killer;
mod lines;
mod marks;
mod negative;
mod no_total;
mod parity;
mod sandwich;
mod spans;
mod sums;
mod variants;

use std::time::Duration;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::*;
use crate::check::is_solution;
use crate::error::Error;

/// Peško's "Diabolské puzzle" (its facts checked against the paper): 64 solutions.
const DIABOLSKE: &str =
    "..6..49...4.....7....9.1.45.9.83....8.......9....19.3.78.5.2....2.....8...46..2..";
/// Its solution S as printed in the paper (one of the 64).
const DIABOLSKE_S: &str =
    "156374928349258176278961345497836512813725469562419837781542693625193784934687251";
/// The MATLAB intlinprog example: unique.
const MATLAB: &str =
    ".2..3..4.6.......3..4...5.....8.6...8...1...6...7.5.....7...6..4.......8.3..4..2.";

fn std9() -> Geometry {
    Geometry::standard(9).unwrap()
}

fn grid(line: &str) -> Grid {
    Grid::parse_line(line).unwrap()
}

/// The 50 development puzzles of tests/data/dev50.txt: a "Grid NN" line,
/// then 9 lines of digits.
pub(super) fn dev50() -> Vec<(String, Grid)> {
    let text = include_str!("../../../../../tests/data/dev50.txt");
    let mut out = Vec::new();
    let mut lines = text.lines().map(str::trim).filter(|l| !l.is_empty());
    while let Some(name) = lines.next() {
        assert!(name.starts_with("Grid"), "unexpected line {name:?}");
        let digits: String = lines.by_ref().take(9).collect();
        out.push((name.to_string(), grid(&digits)));
    }
    out
}

#[test]
fn diabolske_puzzle_has_exactly_64_solutions() {
    let g = std9();
    let givens = grid(DIABOLSKE);
    assert_eq!(count_solutions(&g, &givens, 100).unwrap(), Count::Exact(64));
    assert_eq!(
        count_solutions(&g, &givens, 10).unwrap(),
        Count::AtLeast(10)
    );
    assert_eq!(
        count_solutions(&g, &givens, 64).unwrap(),
        Count::AtLeast(64)
    );
    assert_eq!(count_solutions(&g, &givens, 65).unwrap(), Count::Exact(64));
    // The paper's S is one of them: adding all of S's digits leaves one.
    let s = grid(DIABOLSKE_S);
    assert!(is_solution(&g, &givens, &s).unwrap());
    assert_eq!(count_solutions(&g, &s, 10).unwrap(), Count::Exact(1));
    match solutions_up_to_two(&g, &givens).unwrap() {
        Solutions::Multiple(a, b) => {
            assert_ne!(a, b);
            assert!(is_solution(&g, &givens, &a).unwrap());
            assert!(is_solution(&g, &givens, &b).unwrap());
        }
        other => panic!("expected two solutions, got {other:?}"),
    }
}

#[test]
fn the_64_solutions_are_distinct_and_valid() {
    // Enumerate them independently of the counter: fix each candidate of
    // the first open cell of the search and count the rest.
    let g = std9();
    let givens = grid(DIABOLSKE);
    let engine = Engine::new(&g);
    let mut total = 0;
    let cell = (0..81).find(|&c| givens.get(c) == 0).unwrap();
    for d in 1..=9 {
        let mut more = givens.clone();
        more.set(cell, d);
        total += engine
            .count(&more, 1000, &Deadline::none())
            .unwrap()
            .found();
        if let Some(s) = engine.solve(&more).unwrap() {
            assert!(is_solution(&g, &givens, &s).unwrap());
            assert_eq!(s.get(cell), d);
        }
    }
    assert_eq!(total, 64);
}

#[test]
fn matlab_example_is_unique() {
    let g = std9();
    let givens = grid(MATLAB);
    let Solutions::Unique(solution) = solutions_up_to_two(&g, &givens).unwrap() else {
        panic!("the MATLAB example should be unique");
    };
    assert!(is_solution(&g, &givens, &solution).unwrap());
    assert_eq!(solve_native(&g, &givens).unwrap(), Some(solution));
    assert_eq!(count_solutions(&g, &givens, 2).unwrap(), Count::Exact(1));
}

#[test]
fn all_dev50_puzzles_are_unique() {
    let g = std9();
    let engine = Engine::new(&g);
    let puzzles = dev50();
    assert_eq!(puzzles.len(), 50);
    for (name, givens) in &puzzles {
        match engine.solutions_up_to_two(givens).unwrap() {
            Solutions::Unique(s) => assert!(is_solution(&g, givens, &s).unwrap(), "{name}"),
            other => panic!("{name}: expected a unique solution, got {other:?}"),
        }
        assert_eq!(
            engine.count(givens, 10, &Deadline::none()).unwrap(),
            Count::Exact(1)
        );
    }
}

#[test]
fn clashing_givens_have_no_solution() {
    let g = std9();
    for (a, b) in [(0, 8), (0, 72), (0, 20)] {
        // Same row, same column, same box.
        let mut givens = Grid::empty(9);
        givens.set(a, 7);
        givens.set(b, 7);
        assert_eq!(propagate(&g, &givens, Propagation::Singles).unwrap(), None);
        assert_eq!(solve_native(&g, &givens).unwrap(), None);
        assert_eq!(count_solutions(&g, &givens, 10).unwrap(), Count::Exact(0));
        assert_eq!(solutions_up_to_two(&g, &givens).unwrap(), Solutions::None);
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        assert_eq!(random_solution(&g, &givens, &mut rng).unwrap(), None);
    }
    // Consistent givens that still admit no solution: search must find out.
    let mut givens = grid(MATLAB);
    let solution = solve_native(&g, &givens).unwrap().unwrap();
    let open = (0..81).find(|&c| givens.get(c) == 0).unwrap();
    givens.set(open, solution.get(open) % 9 + 1);
    if propagate(&g, &givens, Propagation::Singles)
        .unwrap()
        .is_some()
    {
        assert_eq!(count_solutions(&g, &givens, 10).unwrap(), Count::Exact(0));
    }
    assert_eq!(solve_native(&g, &givens).unwrap(), None);
}

#[test]
fn a_grid_of_another_size_is_refused() {
    let g = std9();
    let mismatch = |e: Error| matches!(e, Error::SizeMismatch { expected: 9, .. });
    assert!(mismatch(
        count_solutions(&g, &Grid::empty(4), 10).unwrap_err()
    ));
    assert!(mismatch(solve_native(&g, &Grid::empty(16)).unwrap_err()));
    let engine = Engine::new(&g);
    assert!(mismatch(
        engine.solutions_up_to_two(&Grid::empty(4)).unwrap_err()
    ));
    let none = Deadline::none();
    assert!(mismatch(
        engine.count(&Grid::empty(4), 2, &none).unwrap_err()
    ));
}

#[test]
fn empty_grid_stops_at_the_limit() {
    let g = std9();
    assert_eq!(
        count_solutions(&g, &Grid::empty(9), 1000).unwrap(),
        Count::AtLeast(1000)
    );
    assert_eq!(
        count_solutions(&g, &Grid::empty(9), 0).unwrap(),
        Count::AtLeast(0)
    );
    let g16 = Geometry::standard(16).unwrap();
    assert_eq!(
        count_solutions(&g16, &Grid::empty(16), 50).unwrap(),
        Count::AtLeast(50)
    );
    match solutions_up_to_two(&g, &Grid::empty(9)).unwrap() {
        Solutions::Multiple(a, b) => {
            assert_ne!(a, b);
            assert!(is_solution(&g, &Grid::empty(9), &a).unwrap());
            assert!(is_solution(&g, &Grid::empty(9), &b).unwrap());
        }
        other => panic!("expected two solutions, got {other:?}"),
    }
}

#[test]
fn a_passed_deadline_is_a_time_limit_error() {
    let g = std9();
    let past = Deadline::after(Duration::ZERO);
    let err = count_solutions_until(&g, &Grid::empty(9), u64::MAX, &past).unwrap_err();
    assert!(matches!(err, Error::TimeLimit { .. }), "{err}");
    let err = solutions_up_to_two_until(&Geometry::standard(25).unwrap(), &Grid::empty(25), &past)
        .unwrap_err();
    assert!(matches!(err, Error::TimeLimit { .. }), "{err}");
    // Without a deadline, or with a generous one, the answer comes back.
    let later = Deadline::after(Duration::from_secs(600));
    assert_eq!(
        count_solutions_until(&g, &grid(MATLAB), 10, &later).unwrap(),
        Count::Exact(1)
    );
    assert!(matches!(
        solutions_up_to_two_until(&g, &grid(MATLAB), &later).unwrap(),
        Solutions::Unique(_)
    ));
    assert_eq!(
        count_solutions_until(&g, &grid(DIABOLSKE), 100, &Deadline::none()).unwrap(),
        Count::Exact(64)
    );
}

#[test]
fn effort_counts_nodes() {
    let engine = Engine::new(&std9());
    let (_, easy) = &dev50()[0];
    let e = engine.effort(easy, 2, &Deadline::none()).unwrap();
    assert_eq!(
        e,
        Effort {
            count: Count::Exact(1),
            nodes: 1
        }
    );
    let e = engine
        .effort(&grid(DIABOLSKE), 100, &Deadline::none())
        .unwrap();
    assert_eq!(e.count, Count::Exact(64));
    assert!(e.nodes >= 64);
}

#[test]
fn random_solution_is_reproducible() {
    let g = std9();
    let draw =
        |seed| random_solution(&g, &Grid::empty(9), &mut ChaCha8Rng::seed_from_u64(seed)).unwrap();
    let a = draw(7).unwrap();
    assert_eq!(draw(7), Some(a.clone()));
    assert!(is_solution(&g, &Grid::empty(9), &a).unwrap());
    // Different seeds give different grids (overwhelmingly likely; fixed seeds).
    assert_ne!(draw(8), Some(a));
    // With givens, the draw keeps them; a unique puzzle gives its solution.
    let givens = grid(MATLAB);
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    assert_eq!(
        random_solution(&g, &givens, &mut rng).unwrap(),
        solve_native(&g, &givens).unwrap()
    );
    let diabolske = grid(DIABOLSKE);
    let s = random_solution(&g, &diabolske, &mut rng).unwrap().unwrap();
    assert!(is_solution(&g, &diabolske, &s).unwrap());
}

mod properties {
    use super::*;
    use proptest::prelude::*;

    fn variants() -> Vec<Geometry> {
        vec![
            Geometry::standard(9).unwrap(),
            Geometry::for_variant(crate::Variant::X, 9, None).unwrap(),
            Geometry::for_variant(crate::Variant::WINDOKU_X, 9, None).unwrap(),
            Geometry::standard(6).unwrap(),
            Geometry::standard(4).unwrap(),
        ]
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        #[test]
        fn blanked_valid_grids_keep_their_givens(
            which in 0usize..5,
            seed in any::<u64>(),
            keep in prop::collection::vec(any::<bool>(), 81),
        ) {
            let g = &variants()[which];
            let n = g.size();
            let engine = Engine::new(g);
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let full = engine.random_solution(&Grid::empty(n), &mut rng).unwrap().unwrap();
            prop_assert!(is_solution(g, &Grid::empty(n), &full).unwrap());
            let mut givens = full.clone();
            for (cell, &kept) in keep.iter().enumerate().take(n * n) {
                if !kept {
                    givens.set(cell, 0);
                }
            }
            let count = engine.count(&givens, 20, &Deadline::none()).unwrap();
            prop_assert!(count.found() >= 1);
            for s in [engine.solve(&givens).unwrap(), engine.random_solution(&givens, &mut rng).unwrap()] {
                let s = s.unwrap();
                prop_assert!(is_solution(g, &givens, &s).unwrap());
            }
            match engine.solutions_up_to_two(&givens).unwrap() {
                Solutions::None => prop_assert!(false, "a blanked valid grid has a solution"),
                Solutions::Unique(s) => {
                    prop_assert_eq!(count, Count::Exact(1));
                    prop_assert_eq!(&s, &full);
                }
                Solutions::Multiple(a, b) => {
                    prop_assert!(count.found() >= 2);
                    prop_assert!(a != b);
                    prop_assert!(is_solution(g, &givens, &a).unwrap() && is_solution(g, &givens, &b).unwrap());
                }
            }
            // Propagation never removes the digit of a solution.
            let c = engine.propagate(&givens, Propagation::LockedCandidates).unwrap().unwrap();
            for cell in 0..n * n {
                prop_assert!(c.allows(cell, full.get(cell)));
            }
        }
    }
}

#[test]
fn luby_sequence() {
    let terms: Vec<u64> = (1..=15).map(luby).collect();
    assert_eq!(terms, [1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8]);
}

#[test]
fn another_digit_in_an_emptied_cell_decides_uniqueness_as_a_count_does() {
    // From the unique MATLAB puzzle's solution, empty cells one at a time
    // in a fixed order while the puzzle stays unique (as the generator's
    // removal pass does): before each removal, the search for a solution
    // with another digit in the emptied cell must agree with counting.
    let g = std9();
    let e = Engine::new(&g);
    let solution = e.solve(&grid(MATLAB)).unwrap().unwrap();
    let mut givens = solution.clone();
    let (mut kept, mut emptied) = (0, 0);
    for step in 0..81 {
        let cell = step * 29 % 81;
        givens.set(cell, 0);
        let other = e
            .other_digit_within(&givens, (cell, solution.get(cell)), &Deadline::none(), None)
            .unwrap()
            .expect("no budget: always decided");
        let count = e.count(&givens, 2, &Deadline::none()).unwrap();
        assert_eq!(other, count != Count::Exact(1), "cell {cell}: {count:?}");
        if other {
            givens.set(cell, solution.get(cell));
            kept += 1;
        } else {
            emptied += 1;
        }
    }
    // Both answers occur, so the test compares something.
    assert!(kept > 10 && emptied > 40, "kept {kept}, emptied {emptied}");
    // With a budget too small to decide, the answer is "undecided".
    let mut open = solution.clone();
    for cell in 0..40 {
        open.set(cell, 0);
    }
    assert_eq!(
        e.other_digit_within(&open, (0, solution.get(0)), &Deadline::none(), Some(1))
            .unwrap(),
        None
    );
}

#[test]
fn a_capped_solve_stops_at_its_cap_and_otherwise_answers_as_solve_does() {
    let e = Engine::new(&std9());
    // No node allowed: no answer.
    let matlab = grid(MATLAB);
    assert_eq!(e.solve_capped(&matlab, 0, Deadline::none(), &[]), None);
    let found = e
        .solve_capped(&matlab, 10_000, Deadline::none(), &[])
        .expect("within the cap");
    assert_eq!(found, e.solve(&matlab).unwrap());
    assert!(is_solution(&std9(), &matlab, &found.unwrap()).unwrap());
    // Two 5s in a row: no solution, proven within the cap.
    let clash = grid(&format!("55{}", ".".repeat(79)));
    assert_eq!(
        e.solve_capped(&clash, 10_000, Deadline::none(), &[]),
        Some(None)
    );
    // 16x16 and up run the weighted restarts: the same grid as `solve`
    // when the cap is large enough, none under a cap of no node.
    let g16 = Geometry::standard(16).unwrap();
    let e16 = Engine::new(&g16);
    let full = e16.solve(&Grid::empty(16)).unwrap().unwrap();
    let mut cells = full.cells().to_vec();
    for (i, c) in cells.iter_mut().enumerate() {
        if i % 3 != 0 {
            *c = 0;
        }
    }
    let puzzle = Grid::from_cells(16, cells).unwrap();
    assert_eq!(e16.solve_capped(&puzzle, 0, Deadline::none(), &[]), None);
    let capped = e16
        .solve_capped(&puzzle, 1_000_000, Deadline::none(), &[])
        .expect("within the cap");
    assert_eq!(capped, e16.solve(&puzzle).unwrap());
    assert!(is_solution(&g16, &puzzle, &capped.unwrap()).unwrap());
    // A deadline already passed stops it too, at the first look at the
    // clock (an empty 25x25 grid takes a guess for nearly every cell).
    let e25 = Engine::new(&Geometry::standard(25).unwrap());
    let past = Deadline::after(std::time::Duration::ZERO);
    assert_eq!(
        e25.solve_capped(&Grid::empty(25), u64::MAX, past, &[]),
        None
    );
    assert!(e25
        .solve_capped(&Grid::empty(25), u64::MAX, Deadline::none(), &[])
        .is_some());
}

/// `full` with the cells `empty` picks emptied.
fn blanked(full: &Grid, empty: impl Fn(usize) -> bool) -> Grid {
    let cells = full
        .cells()
        .iter()
        .enumerate()
        .map(|(i, &d)| if empty(i) { 0 } else { d })
        .collect();
    Grid::from_cells(full.size(), cells).unwrap()
}

/// Each grid found with the ones before it excluded is new, and once every
/// solution is excluded there is none: below 16x16 (one search) on the
/// 64 solutions of Peško's puzzle, and from 16x16 on (restarts) on a
/// puzzle with a few.
#[test]
fn a_capped_solve_passes_over_the_excluded_grids() {
    let enumerate = |g: &Geometry, givens: &Grid| {
        let e = Engine::new(g);
        let mut found: Vec<Grid> = Vec::new();
        while let Some(next) = e
            .solve_capped(givens, u64::MAX, Deadline::none(), &found)
            .expect("no cap")
        {
            assert!(is_solution(g, givens, &next).unwrap());
            assert!(!found.contains(&next), "{next} again");
            found.push(next);
            assert!(found.len() <= 1000);
        }
        found.len() as u64
    };
    assert_eq!(enumerate(&std9(), &grid(DIABOLSKE)), 64);
    let g16 = Geometry::standard(16).unwrap();
    let e16 = Engine::new(&g16);
    let full = e16.solve(&Grid::empty(16)).unwrap().unwrap();
    let several = (2..12)
        .map(|k| blanked(&full, |i| i % k == 0 || i % 7 == 3))
        .find_map(|puzzle| match e16.count(&puzzle, 50, &Deadline::none()) {
            Ok(Count::Exact(n)) if n >= 2 => Some((puzzle, n)),
            _ => None,
        })
        .expect("a 16x16 puzzle with 2 to 49 solutions");
    assert_eq!(enumerate(&g16, &several.0), several.1);
}

/// From 16x16 on, a count whose depth-first search runs out of its budget
/// goes on by restarts past the solutions found: with a budget of one node
/// (every count by restarts) the counts, and the solutions, are those of
/// one depth-first search without a budget, exact below the limit and
/// "at least" at it.
#[test]
fn counting_by_restarts_past_a_stalled_search_is_exact() {
    let g16 = Geometry::standard(16).unwrap();
    let e16 = Engine::new(&g16);
    let full = e16.solve(&Grid::empty(16)).unwrap().unwrap();
    let mut counts = Vec::new();
    for k in 2..14 {
        let puzzle = blanked(&full, |i| i % k == 0 || i % 11 == 5);
        let plain = e16.count_search_from(&puzzle, 40, 40, Deadline::none(), u64::MAX);
        let restarted = e16.count_search_from(&puzzle, 40, 40, Deadline::none(), 1);
        assert_eq!(
            (plain.end, plain.count),
            (restarted.end, restarted.count),
            "{puzzle}"
        );
        // Below the limit, the same solutions; at it, valid distinct ones
        // (which of the many come first depends on the order of search).
        let mut a = plain.solutions;
        let mut b = restarted.solutions;
        a.sort_by(|x, y| x.cells().cmp(y.cells()));
        b.sort_by(|x, y| x.cells().cmp(y.cells()));
        if plain.end == End::Exhausted {
            assert!(a == b, "other solutions of {puzzle}");
        }
        b.dedup();
        assert_eq!(b.len() as u64, restarted.count);
        assert!(b.iter().all(|s| is_solution(&g16, &puzzle, s).unwrap()));
        // Fewer kept than found, and a limit below the count.
        let few = e16.count_search_from(&puzzle, 3, 1, Deadline::none(), 1);
        assert_eq!(few.count, plain.count.min(3));
        assert_eq!(few.solutions.len(), 1);
        assert_eq!(few.end == End::Limit, plain.count >= 3);
        assert!(is_solution(&g16, &puzzle, &few.solutions[0]).unwrap());
        counts.push(plain.count);
    }
    // The puzzles span a unique one, several, and more than the limit.
    assert!(counts.contains(&1), "{counts:?}");
    assert!(counts.iter().any(|&c| (2..40).contains(&c)), "{counts:?}");
    assert!(counts.contains(&40), "{counts:?}");
}
