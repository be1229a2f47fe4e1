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
              left for the cage of 4 at A1 (1,3) within row 1, so remove 1,3,4,6 from C1, D1"
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
            "the cage of 4 at A1 and the cage of 6 at C1 within row 1: every two of their \
             combinations that fit together hold 2, in A1, B1, C1 and D1, so remove 2 from E1, \
             F1, G1, H1, I1"
        )),
        "{said:?}"
    );
}

/// Cages drawn over `full` by `seed`: from each cell in no cage yet (in a
/// random order), a cage grown into random neighbours whose digit it does
/// not hold, aiming at one to `most` cells; the sums are `full`'s.
pub(super) fn cages_over(g: &Geometry, full: &Grid, seed: u64, most: usize) -> Geometry {
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
        let cage = Cage::new(cells, sum);
        geometry = geometry.with_constraint(Constraint::Cage(cage)).unwrap();
    }
    geometry
}

/// `full` with about one cell in `every` kept as a given, chosen by `seed`.
pub(super) fn some_givens(full: &Grid, every: usize, seed: u64) -> Grid {
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

/// The geometry of a standard 9x9 with the cages of `field` ("16:F2,E3;
/// 12:A2,A3" as the `cages=` field writes them).
pub(super) fn killer9(field: &str) -> Geometry {
    let cell = |name: &str| {
        let col = usize::from(name.as_bytes()[0] - b'A');
        let row: usize = name[1..].parse().unwrap();
        (row - 1) * 9 + col
    };
    field
        .split(';')
        .fold(Geometry::standard(9).unwrap(), |g, cage| {
            let (sum, cells) = cage.split_once(':').unwrap();
            let cage = Cage::new(
                cells.split(',').map(cell).collect(),
                sum.parse::<u32>().unwrap(),
            );
            g.with_constraint(Constraint::Cage(cage)).unwrap()
        })
}

#[test]
fn killers_that_needed_search_are_solved_soundly() {
    // Generated 9x9 killers without givens that the techniques before cage
    // splitting left stuck (the first two) or rated expert (5.0, the
    // third): every deduction along the path keeps the solution, and the
    // path ends with it.
    let killers = [
        (
            "16:F2,E3,F3;12:A2,A3,A4;14:F4,E5,F5;14:C7,C8,C9;8:D9,E9;19:F9,G9,H9;13:I1,I2;\
             18:D4,E4,D5;13:G5,F6,G6;14:C2,D2,E2;5:D7,D8;21:G1,H1,H2,H3;21:G7,H7,I7;13:E8,F8;\
             21:C1,D1,E1,F1;18:B3,C3,D3;9:H6,I6;8:B8,B9;17:I3,I4,I5;4:I8,I9;\
             22:A5,B5,C5,B6,C6;10:D6,E6;20:A6,A7,B7;8:B4,C4;10:E7,F7;15:A1,B1,B2;\
             14:G4,H4,H5;12:A8,A9;10:G8,H8;4:G3;2:G2",
            "158427396496531287273896415617982534342175968985643172831264759729358641564719823",
        ),
        (
            "19:F1,F2,F3;17:C1,D1,E1,C2;19:G1,G2,H2;3:E2,E3;15:E5,F5,E6;24:C3,C4,B5,C5,D5;\
             15:H5,I5;11:G3,H3;27:A1,B1,B2,B3;5:G8,H8;12:I2,I3;15:E4,F4;25:A6,B6,A7,B7,C7;\
             14:F9,G9,H9;9:D7,E7;18:F7,G7,H7;8:F6,G6;6:A2,A3;3:H6,I6;17:I7,I8,I9;9:A4,B4,A5;\
             12:D2,D3,D4;13:D9,E9;20:C8,A9,B9,C9;12:G4,G5;9:B8;15:C6,D6;10:H4,I4;8:E8;6:A8;\
             1:F8;5:D8;2:H1;1:I1",
            "973854621461729853258316479519278346324165987786943512145632798697581234832497165",
        ),
        (
            "20:G8,H8,G9,H9;13:B6,C6,C7;15:G6,H6,G7,H7;13:C9,D9;15:D6,E6;10:C5,D5;\
             12:G1,H1,I1,G2;13:F6,F7;10:F8,E9,F9;17:A4,A5,B5;28:B7,B8,A9,B9;15:I2,I3;\
             18:H2,G3,H3;13:I7,I8,I9;23:F2,F3,F4,G4;9:A6,A7,A8;5:B4,C4;9:I5,I6;\
             23:C1,C2,C3,D3;16:H4,I4,H5;15:E3,D4,E4;8:A3,B3;22:C8,D8,E8;8:B1,B2;5:D7,E7;\
             13:E5,F5,G5;11:A1,A2;16:E1,F1;10:D1,D2,E2",
            "438679521759132486261584379614258937927341865583967214392416758175893642846725193",
        ),
    ];
    for (field, solution) in killers {
        let g = killer9(field);
        let solution = Grid::parse_line(solution).unwrap();
        let (seen, board) = sound_along_the_path(&g, &Grid::empty(9), &solution);
        assert_eq!(board.to_grid(9), solution, "{field}");
        let new = [
            Technique::CageSplitting,
            Technique::CageSplittingLines,
            Technique::CombinationClash,
            Technique::LockedDigitAcrossCages,
        ];
        assert!(new.iter().any(|t| seen.contains(t)), "{seen:?}");
        let rating = super::super::rate(&g, &Grid::empty(9)).unwrap();
        assert!(rating.solved_by_logic(), "{field}");
        assert_eq!(rating.grid, solution);
    }
}
