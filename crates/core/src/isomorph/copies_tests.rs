//! Copies are different puzzles: from each other and from the original, as
//! a pupil sees them (givens, cages, block map, extra regions), each a
//! transformation of the original with one solution; a puzzle with fewer
//! copies than asked gets exactly the ones it has.

use crate::CageSum;
use std::collections::HashSet;

use proptest::prelude::*;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::*;
use crate::check::is_solution;
use crate::engine::{count_solutions, random_solution};
use crate::generate::random_jigsaw;
use crate::geometry::{Cage, Constraint, Geometry, Variant};
use crate::outcome::Count;

/// The sizes the property runs over.
const SIZES: [usize; 6] = [4, 6, 8, 9, 12, 16];

/// A geometry of `variant` and size `n` (a random map for a jigsaw), or
/// `None` where the variant has no such size (Windoku needs square boxes).
/// A random jigsaw map of 12x12 or 16x16 takes seconds to find, so those
/// sizes are left to the other variants: a jigsaw's copies are made by the
/// same turns and mirrors at every size.
fn geometry(variant: Variant, n: usize, rng: &mut ChaCha8Rng) -> Option<Geometry> {
    if variant.blocks == crate::geometry::Blocks::Jigsaw {
        return (n <= 9).then(|| random_jigsaw(n, variant.diagonals, rng).ok())?;
    }
    Geometry::for_variant(variant, n, None).ok()
}

/// Random cages of one to three cells over `solution` (no digit twice in a
/// cage), each with its sum.
fn with_random_cages(g: &Geometry, solution: &Grid, rng: &mut ChaCha8Rng) -> Geometry {
    let n = g.size();
    let mut free = vec![true; n * n];
    let mut order: Vec<usize> = (0..n * n).collect();
    order.shuffle(rng);
    let mut killer = g.clone();
    for start in order {
        if !free[start] {
            continue;
        }
        free[start] = false;
        let mut cells = vec![start];
        let size = rng.random_range(1..=3);
        while cells.len() < size {
            let last = *cells.last().unwrap();
            let (r, c) = (last / n, last % n);
            let mut next: Vec<usize> = [(r > 0, last.wrapping_sub(n)), (r + 1 < n, last + n)]
                .into_iter()
                .chain([(c > 0, last.wrapping_sub(1)), (c + 1 < n, last + 1)])
                .filter(|&(ok, x)| ok && free[x])
                .map(|(_, x)| x)
                .filter(|&x| cells.iter().all(|&y| solution.get(y) != solution.get(x)))
                .collect();
            next.shuffle(rng);
            let Some(&x) = next.first() else { break };
            free[x] = false;
            cells.push(x);
        }
        cells.sort_unstable();
        let sum = cells.iter().map(|&c| u32::from(solution.get(c))).sum();
        killer = killer
            .with_constraint(Constraint::Cage(Cage::new(cells, sum)))
            .expect("cages over a solution are valid");
    }
    killer
}

/// Givens from `solution`: up to `tries` cells emptied in a random order,
/// each only if the puzzle keeps one solution.
fn unique_givens(g: &Geometry, solution: &Grid, tries: usize, rng: &mut ChaCha8Rng) -> Grid {
    let n = g.size();
    let mut cells: Vec<u8> = solution.cells().to_vec();
    let mut order: Vec<usize> = (0..n * n).collect();
    order.shuffle(rng);
    for &c in order.iter().take(tries) {
        let keep = cells[c];
        cells[c] = 0;
        let grid = Grid::from_cells(n, cells.clone()).unwrap();
        if count_solutions(g, &grid, 2).unwrap() != Count::Exact(1) {
            cells[c] = keep;
        }
    }
    Grid::from_cells(n, cells).unwrap()
}

/// The block and extra region partitions, the cages and the givens.
type Seen = (Vec<Vec<usize>>, Vec<Vec<usize>>, Vec<Cage>, Grid);

/// A puzzle as a pupil sees it, told apart independently of the code under
/// test.
fn seen(g: &Geometry, givens: &Grid) -> Seen {
    let partition = |map: &[u8], skip_zero: bool| {
        let mut regions: Vec<Vec<usize>> = Vec::new();
        let mut labels: Vec<u8> = map.to_vec();
        labels.sort_unstable();
        labels.dedup();
        for label in labels {
            if skip_zero && label == 0 {
                continue;
            }
            regions.push((0..map.len()).filter(|&c| map[c] == label).collect());
        }
        regions.sort();
        regions
    };
    let mut cages: Vec<Cage> = g.cages().map(|(_, c)| c.clone()).collect();
    cages.sort_by(|a, b| a.cells.cmp(&b.cells));
    (
        partition(g.block_map(), false),
        partition(g.extra_map(), true),
        cages,
        givens.clone(),
    )
}

/// Checks `copies` of the puzzle (`g`, `givens`, `solution`): each a
/// transformation of it with one solution, the transformed one, all
/// different from each other and from the original.
fn check_copies(g: &Geometry, givens: &Grid, solution: &Grid, copies: &[IsomorphicCopy]) {
    let what = g.describe();
    let mut looks = HashSet::from([seen(g, givens)]);
    for (i, copy) in copies.iter().enumerate() {
        assert_eq!(copy.number, i + 1, "{what}");
        let t = &copy.transform;
        assert!(t.maps(g, &copy.geometry), "{what}: the rules are moved");
        assert_eq!(copy.geometry.variant(), g.variant(), "{what}");
        assert_eq!(copy.geometry.cages().count(), g.cages().count(), "{what}");
        assert_eq!(t.apply(givens).unwrap(), copy.givens, "{what}");
        assert_eq!(t.apply(solution).unwrap(), copy.solution, "{what}");
        if !g.kept_by_relabelling() {
            assert!(t.pi().iter().enumerate().all(|(d, &p)| p as usize == d + 1));
        }
        assert!(is_solution(&copy.geometry, &copy.givens, &copy.solution).unwrap());
        assert_eq!(
            count_solutions(&copy.geometry, &copy.givens, 2).unwrap(),
            Count::Exact(1),
            "{what}: copy {}",
            copy.number
        );
        assert!(
            looks.insert(seen(&copy.geometry, &copy.givens)),
            "{what}: copy {} repeats the original or an earlier copy",
            copy.number
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2))]

    /// Every size and variant, with and without cages: the copies asked
    /// for, all different, each the original transformed.
    #[test]
    fn copies_differ_from_each_other_and_from_the_original(seed in 0u64..1_000_000) {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        for n in SIZES {
            for variant in Variant::ALL {
                let Some(g) = geometry(variant, n, &mut rng) else { continue };
                let solution = random_solution(&g, &Grid::empty(n), &mut rng).unwrap().unwrap();
                let killers = [false, true];
                for killer in killers.into_iter().filter(|&k| !k || n <= 9) {
                    let g = if killer { with_random_cages(&g, &solution, &mut rng) } else { g.clone() };
                    let tries = if n <= 9 { n * n } else { 40 };
                    let givens = unique_givens(&g, &solution, tries, &mut rng);
                    let k = 4;
                    let copies = isomorphic_copies(&g, &givens, &solution, k, &mut rng).unwrap();
                    check_copies(&g, &givens, &solution, &copies);
                    // Without cages a group this large always has the
                    // copies asked for; a killer keeps its cages whole, and
                    // has fewer where few moves do.
                    prop_assert!(copies.len() <= k);
                    if n >= 6 && !killer {
                        prop_assert_eq!(copies.len(), k, "{}", g.describe());
                    }
                }
            }
        }
    }
}

/// Whether `cells` of an `n x n` grid are connected through shared sides.
fn in_one_piece(n: usize, cells: &[usize]) -> bool {
    let mut reached = vec![cells[0]];
    let mut i = 0;
    while i < reached.len() {
        let c = reached[i];
        for &d in cells {
            let beside = (c / n == d / n && c.abs_diff(d) == 1) || c.abs_diff(d) == n;
            if beside && !reached.contains(&d) {
                reached.push(d);
            }
        }
        i += 1;
    }
    reached.len() == cells.len()
}

/// The copies a puzzle has, counted by brute force: every permutation of
/// the rows and of the columns, transposed or not, that maps the rows,
/// columns, blocks, diagonals and extra regions onto themselves and keeps
/// every cage in one piece, with every relabelling of the digits where
/// there are no cages; the different puzzles they give, the original left
/// out.
fn brute_force_copies(g: &Geometry, givens: &Grid) -> usize {
    let n = g.size();
    let frame: HashSet<Vec<usize>> = g
        .units()
        .iter()
        .map(|u| {
            let mut cells = u.cells.clone();
            cells.sort_unstable();
            cells
        })
        .collect();
    let perms = super::moves::permutations(n);
    let pis: Vec<Vec<u8>> = if !g.kept_by_relabelling() {
        vec![(1..=n as u8).collect()]
    } else {
        perms
            .iter()
            .map(|p| p.iter().map(|&d| d as u8 + 1).collect())
            .collect()
    };
    let mut puzzles = HashSet::new();
    for transpose in [false, true] {
        for rows in &perms {
            for cols in &perms {
                let source = cells_from_lines(n, rows, cols, transpose);
                let mut to = vec![0; n * n];
                for (i, &s) in source.iter().enumerate() {
                    to[s] = i;
                }
                let moved = |cells: &[usize]| {
                    let mut m: Vec<usize> = cells.iter().map(|&c| to[c]).collect();
                    m.sort_unstable();
                    m
                };
                if !frame.iter().all(|u| frame.contains(&moved(u))) {
                    continue;
                }
                let mut cages: Vec<(Vec<usize>, CageSum)> =
                    g.cages().map(|(_, c)| (moved(&c.cells), c.sum)).collect();
                if !cages.iter().all(|(cells, _)| in_one_piece(n, cells)) {
                    continue;
                }
                cages.sort();
                for pi in &pis {
                    let t = Transform::new(n, source.clone(), pi).unwrap();
                    puzzles.insert((cages.clone(), t.apply(givens).unwrap()));
                }
            }
        }
    }
    puzzles.len() - 1
}

#[test]
fn asking_for_more_copies_than_there_are_gives_every_one() {
    let mut rng = ChaCha8Rng::seed_from_u64(44);
    for variant in [
        Variant::STANDARD,
        Variant::X,
        Variant::WINDOKU,
        Variant::WINDOKU_X,
    ] {
        let g = Geometry::for_variant(variant, 4, None).unwrap();
        for killer in [true, false] {
            let solution = random_solution(&g, &Grid::empty(4), &mut rng)
                .unwrap()
                .unwrap();
            let g = if killer {
                with_random_cages(&g, &solution, &mut rng)
            } else {
                g.clone()
            };
            let givens = unique_givens(&g, &solution, 16, &mut rng);
            let exist = brute_force_copies(&g, &givens);
            let copies = isomorphic_copies(&g, &givens, &solution, exist + 10, &mut rng).unwrap();
            assert_eq!(copies.len(), exist, "{}", g.describe());
            check_copies(&g, &givens, &solution, &copies);
            // Asking for fewer gives that many, the same ones for one seed.
            let again = |seed| {
                let mut rng = ChaCha8Rng::seed_from_u64(seed);
                isomorphic_copies(&g, &givens, &solution, exist.min(3), &mut rng).unwrap()
            };
            assert_eq!(again(1).len(), exist.min(3));
            assert_eq!(again(1), again(1));
        }
    }
}

/// A killer whose cages and givens a half turn maps onto themselves (the
/// grid reads the same backwards): the half turn makes no copy of its own.
#[test]
fn a_move_that_maps_the_puzzle_onto_itself_is_no_copy() {
    let g = Geometry::standard(4).unwrap();
    let solution =
        Grid::from_cells(4, vec![1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1]).unwrap();
    // Half-turn symmetric pairs: cell c with 15 - c, digits d with 5 - d.
    let mut killer = g.clone();
    for pair in [
        [0, 1],
        [14, 15],
        [2, 3],
        [12, 13],
        [4, 5],
        [10, 11],
        [6, 7],
        [8, 9],
    ] {
        let sum = pair.iter().map(|&c| u32::from(solution.get(c))).sum();
        let cage = Cage::new(pair.to_vec(), sum);
        killer = killer.with_constraint(Constraint::Cage(cage)).unwrap();
    }
    let givens = solution.clone();
    let half_turn: Vec<u8> = solution.cells().iter().rev().copied().collect();
    assert_eq!(half_turn, solution.cells());
    let exist = brute_force_copies(&killer, &givens);
    let mut rng = ChaCha8Rng::seed_from_u64(2);
    let copies = isomorphic_copies(&killer, &givens, &solution, 200, &mut rng).unwrap();
    assert_eq!(copies.len(), exist);
    check_copies(&killer, &givens, &solution, &copies);
    // 128 cell moves, and the half turn gives the original back.
    assert!(
        exist < 127,
        "some moves map this killer onto itself: {exist}"
    );
}
