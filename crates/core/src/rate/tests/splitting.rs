//! Cage splitting and the combinations across cages: on positions made
//! for them, with the words the explanation uses, and sound along the
//! paths of killers drawn over random grids (4x4, 6x6, 9x9, with and
//! without givens, killer X and killer jigsaw).

use super::super::candidates::{Board, Tables};
use super::super::clash::{across_cages, Across};
use super::super::innies::Span;
use super::super::split::cage_splitting;
use super::super::Technique;
use super::killer::{notes, sound_along_the_path, with_cages};
use super::sound::JIGSAW9;
use super::{random_full, Lcg};
use crate::geometry::{Cage, Constraint, Geometry, Variant};
use crate::grid::Grid;

#[test]
fn innies_of_any_size_prune_and_point() {
    // Row 1: the cage of 39 over A1-F1 leaves G1+H1+I1 = 6, so 1,2,3:
    // they leave the rest of row 1 and of the top-right block, whose other
    // six cells add up to 45 - 6 = 39.
    let g = with_cages(9, &[(&[0, 1, 2, 3, 4, 5], 39)]);
    let t = Tables::new(&g);
    let said = notes(&g, &cage_splitting(&t, &Board::open(&t), Span::One));
    assert!(
        said.contains(
            &"innies of row 1: G1, H1 and I1 add up to 6 (1,2,3), so remove 4,5,6,7,8,9 from \
              G1, H1, I1"
                .to_string()
        ),
        "{said:?}"
    );
    assert!(
        said.contains(
            &"innies of row 1: G1, H1 and I1 add up to 6 and must hold 2 (1,2,3), in G1, H1 and \
              I1, so remove 2 from A1, B1, C1, D1, E1, F1, G2, H2, I2, G3, H3, I3"
                .to_string()
        ),
        "{said:?}"
    );
    assert!(
        said.contains(
            &"innies of the top-right block less innies of row 1: G2, H2, I2, G3, H3 and I3 add \
              up to 39 (4,5,6,7,8,9), so remove 1,2,3 from G2, H2, I2, G3, H3, I3"
                .to_string()
        ),
        "{said:?}"
    );
    // Four innies (more than the rule of 45 takes): the cage of 15 over
    // A1-E1 leaves F1-I1 = 30, only 6,7,8,9.
    let g = with_cages(9, &[(&[0, 1, 2, 3, 4], 15)]);
    let t = Tables::new(&g);
    let said = notes(&g, &cage_splitting(&t, &Board::open(&t), Span::One));
    assert!(
        said.contains(
            &"innies of row 1: F1, G1, H1 and I1 add up to 30 (6,7,8,9), so remove 1,2,3,4,5 \
              from F1, G1, H1, I1"
                .to_string()
        ),
        "{said:?}"
    );
}

#[test]
fn innies_of_two_columns_that_see_each_other() {
    // 6x6, columns A and B (42): cages of 3, 11, 11 and 7 across rows 1-4
    // leave A5 + B5 + A6 + B6 = 10, only 1,2,3,4; they share a block, and
    // no unit alone has them as innies.
    let g = with_cages(
        6,
        &[(&[0, 1], 3), (&[6, 7], 11), (&[12, 13], 11), (&[18, 19], 7)],
    );
    let t = Tables::new(&g);
    let said = notes(&g, &cage_splitting(&t, &Board::open(&t), Span::Several));
    assert!(
        said.contains(
            &"innies of columns A and B: A5, B5, A6 and B6 add up to 10 (1,2,3,4), so remove \
              5,6 from A5, B5, A6, B6"
                .to_string()
        ),
        "{said:?}"
    );
    let said = notes(&g, &cage_splitting(&t, &Board::open(&t), Span::One));
    assert!(!said.iter().any(|s| s.contains("A5, B5")), "{said:?}");
}

#[test]
fn a_combination_that_leaves_the_other_cage_nothing_is_dropped() {
    // Row 1 of a 9x9: the cage of 4 over A1, B1 is 1,3; the cage of 7 over
    // C1, D1 could be 1,6 or 2,5 or 3,4, but 1,6 and 3,4 share a digit
    // with 1,3: only 2,5 is left.
    let g = with_cages(9, &[(&[0, 1], 4), (&[2, 3], 7)]);
    let t = Tables::new(&g);
    let said = notes(&g, &across_cages(&t, &Board::open(&t), Across::Clash));
    assert!(
        said.contains(
            &"the cage of 7 at C1 cannot hold 3,4 or 1,6: with any of them no combination is \
              left for the cage of 4 at A1 (1,3) in row 1, so remove 1,3,4,6 from C1, D1"
                .to_string()
        ),
        "{said:?}"
    );
}

#[test]
fn a_digit_two_cages_need_together_leaves_the_rest_of_their_unit() {
    // Row 1 of a 9x9: the cage of 4 over A1, B1 is 1,3, the cage of 6
    // over C1, D1 is 1,5 or 2,4. Only 1,3 and 2,4 fit together, so the two
    // hold 2 (and 4), which neither needs alone: 2 is in A1-D1, and leaves
    // the rest of row 1.
    let g = with_cages(9, &[(&[0, 1], 4), (&[2, 3], 6)]);
    let t = Tables::new(&g);
    let said = notes(&g, &across_cages(&t, &Board::open(&t), Across::LockedDigit));
    assert!(
        said.iter().any(|s| s.starts_with(
            "the cage of 4 at A1 and the cage of 6 at C1 in row 1: every two of their \
             combinations that fit together hold 2, in A1, B1, C1 and D1, so remove 2 from E1, \
             F1, G1, H1, I1"
        )),
        "{said:?}"
    );
}

/// Cages drawn over `full` by `seed`: from each cell in no cage yet (in a
/// random order), a cage grown into random neighbours whose digit it does
/// not hold, aiming at one to `most` cells; the sums are `full`'s.
fn cages_over(g: &Geometry, full: &Grid, seed: u64, most: usize) -> Geometry {
    let n = g.size();
    let mut rng = Lcg(seed);
    let mut order: Vec<usize> = (0..n * n).collect();
    for i in (1..order.len()).rev() {
        order.swap(i, rng.next(i + 1));
    }
    let mut taken = vec![false; n * n];
    let mut geometry = g.clone();
    for &start in &order {
        if taken[start] {
            continue;
        }
        let aim = 1 + rng.next(most);
        let mut cells = vec![start];
        taken[start] = true;
        while cells.len() < aim {
            let mut next: Vec<usize> = Vec::new();
            for &c in &cells {
                let (r, col) = (c / n, c % n);
                let around = [
                    (r > 0).then(|| c - n),
                    (r + 1 < n).then(|| c + n),
                    (col > 0).then(|| c - 1),
                    (col + 1 < n).then(|| c + 1),
                ];
                for x in around.into_iter().flatten() {
                    let fresh = cells.iter().all(|&y| full.get(y) != full.get(x));
                    if !taken[x] && fresh && !next.contains(&x) {
                        next.push(x);
                    }
                }
            }
            if next.is_empty() {
                break;
            }
            let x = next[rng.next(next.len())];
            taken[x] = true;
            cells.push(x);
        }
        cells.sort_unstable();
        let sum = cells.iter().map(|&c| u32::from(full.get(c))).sum();
        let cage = Cage { cells, sum };
        geometry = geometry.with_constraint(Constraint::Cage(cage)).unwrap();
    }
    geometry
}

/// `full` with about one cell in `every` kept as a given, chosen by `seed`.
fn some_givens(full: &Grid, every: usize, seed: u64) -> Grid {
    let mut rng = Lcg(seed ^ 0x5eed);
    let cells: Vec<u8> = (0..full.cells().len())
        .map(|c| if rng.next(every) == 0 { full.get(c) } else { 0 })
        .collect();
    Grid::from_cells(full.size(), cells).unwrap()
}

#[test]
fn cage_splitting_and_the_combinations_across_cages_are_sound() {
    let jigsaw = Geometry::from_block_map(9, &JIGSAW9).unwrap();
    let grids: Vec<(&str, Geometry, u64)> = vec![
        ("4x4", Geometry::standard(4).unwrap(), 12),
        ("6x6", Geometry::standard(6).unwrap(), 12),
        ("9x9", Geometry::standard(9).unwrap(), 8),
        (
            "killer X",
            Geometry::for_variant(Variant::X, 9, None).unwrap(),
            6,
        ),
        ("killer jigsaw", jigsaw, 6),
    ];
    let mut seen = Vec::new();
    for (name, g, seeds) in grids {
        for seed in 1..=seeds {
            let full = random_full(&g, seed);
            let most = if g.size() == 4 { 3 } else { 4 };
            let killer = cages_over(&g, &full, seed, most);
            for givens in [Grid::empty(g.size()), some_givens(&full, 6, seed)] {
                let (found, _) = sound_along_the_path(&killer, &givens, &full);
                for tech in found {
                    if !seen.contains(&(name, tech)) {
                        seen.push((name, tech));
                    }
                }
            }
        }
    }
    for tech in [
        Technique::CageSplitting,
        Technique::CageSplittingLines,
        Technique::CombinationClash,
        Technique::LockedDigitAcrossCages,
    ] {
        let on: Vec<&str> = seen
            .iter()
            .filter(|(_, t)| *t == tech)
            .map(|(name, _)| *name)
            .collect();
        println!("{tech}: {on:?}");
        assert!(on.len() >= 3, "{tech} found something only on {on:?}");
    }
}
