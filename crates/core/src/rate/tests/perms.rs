//! Cage permutations and innies and outies over several units: on
//! positions made for them, sound along the paths of killers drawn over
//! random grids (4x4, 6x6, 9x9, killer X, killer Windoku, killer jigsaw),
//! and on a hard killer that the techniques left stuck.

use super::super::candidates::{bit, Board, Tables};
use super::super::equations::sums_over_units;
use super::super::perms::cage_permutations;
use super::super::Technique;
use super::killer::{notes, sound_along_the_path, with_cages};
use super::sound::JIGSAW9;
use super::splitting::{cages_over, killer9, some_givens};
use super::{random_full, set_cands};
use crate::geometry::{Geometry, Variant};
use crate::grid::Grid;

#[test]
fn a_cage_keeps_only_the_digits_its_placements_put_in_each_cell() {
    // The cage of 10 over A1, B1 with A1 down to 1 or 2: 1,9 and 2,8 are
    // left, so B1 holds 9 or 8; its 1 and 2 (in a combination, but only
    // on A1) go.
    let g = with_cages(9, &[(&[0, 1], 10)]);
    let t = Tables::new(&g);
    let mut board = Board::open(&t);
    set_cands(&mut board, 0, bit(1) | bit(2));
    let found = cage_permutations(&t, &board);
    let b1 = found
        .removes
        .iter()
        .filter(|&&(c, _)| c == 1)
        .fold(0, |m, &(_, mask)| m | mask);
    assert_eq!(b1, t.all & !(bit(8) | bit(9)), "{:?}", notes(&g, &found));
    assert!(found.removes.iter().all(|&(c, _)| c == 1));
    assert_eq!(
        notes(&g, &found),
        [
            "the cage of 10 at A1 holds 1,9 or 2,8, and no placement of them on its cells' \
          candidates puts these digits there, so remove 1,2,3,4,5,6,7 from B1"
        ]
    );
}

#[test]
fn innies_less_outies_of_a_row() {
    // 4x4: the cage of 3 over B1, C1 lies in row 1; the cage of 5 over D1,
    // D2 pokes out. Row 1 adds up to 10: A1 + 3 + 5 - D2 = 10, so
    // A1 - D2 = 2 (A1 and D2 see each other through no unit): A1 is 3 or
    // 4, D2 is 1 or 2.
    let g = with_cages(4, &[(&[1, 2], 3), (&[3, 7], 5)]);
    let t = Tables::new(&g);
    let said = notes(&g, &sums_over_units(&t, &Board::open(&t)));
    assert!(
        said.iter().any(|s| s.starts_with(
            "the rule of 45 on row 1: A1 − D2 = 2; with no digit twice where cells see each \
             other, no other digits of these cells make that sum, so remove 1,2 from A1 and \
             3,4 from D2"
        )),
        "{said:?}"
    );
}

#[test]
fn the_new_killer_techniques_are_sound_on_killers_of_every_variant() {
    let jigsaw = Geometry::from_block_map(9, &JIGSAW9).unwrap();
    let grids: Vec<(&str, Geometry, u64)> = vec![
        ("4x4", Geometry::standard(4).unwrap(), 10),
        ("6x6", Geometry::standard(6).unwrap(), 8),
        ("9x9", Geometry::standard(9).unwrap(), 4),
        (
            "killer X",
            Geometry::for_variant(Variant::X, 9, None).unwrap(),
            3,
        ),
        (
            "killer Windoku",
            Geometry::for_variant(Variant::WINDOKU, 9, None).unwrap(),
            3,
        ),
        ("killer jigsaw", jigsaw, 3),
    ];
    let mut seen = Vec::new();
    for (name, g, seeds) in grids {
        for seed in 1..=seeds {
            let full = random_full(&g, seed);
            let most = if g.size() == 4 { 3 } else { 5 };
            let killer = cages_over(&g, &full, seed, most);
            for givens in [Grid::empty(g.size()), some_givens(&full, 8, seed)] {
                let (found, _) = sound_along_the_path(&killer, &givens, &full);
                for tech in found {
                    if !seen.contains(&(name, tech)) {
                        seen.push((name, tech));
                    }
                }
            }
        }
    }
    for tech in [Technique::CagePermutations, Technique::InniesOutiesSums] {
        let on: Vec<&str> = seen
            .iter()
            .filter(|(_, t)| *t == tech)
            .map(|(name, _)| *name)
            .collect();
        println!("{tech}: {on:?}");
        assert!(on.len() >= 3, "{tech} found something only on {on:?}");
    }
}

/// The second killer of `bench/killer-hard9.txt`: cages of up to seven
/// cells, no givens.
const HARD2: &str = "12:C4,C5;15:B6,A7,B7;32:C1,D1,E1,F1,F2,G2;21:A3,A4,A5,A6;\
     15:C2,D2,C3,D3,D4;13:F6,F7,G7,G8;10:E6,D7,E7;28:D8,A9,B9,C9,D9;21:F3,F4,G4,H4;\
     31:F5,G5,H5,G6,H6,H7;23:E2,E3,E4,D5,E5;11:E8,F8;36:C6,D6,C7,A8,B8,C8;\
     32:A1,B1,A2,B2,B3,B4,B5;35:I3,I4,I5,I6,I7;38:G1,H1,I1,H2,I2,G3,H3;\
     32:H8,I8,E9,F9,G9,H9,I9";

/// Its one solution (`sheetdoku solve`).
const HARD2_SOLUTION: &str =
    "324765891965418273871239645519386427643927518287541936438152769196874352752693184";

#[test]
fn a_hard_killer_that_ended_stuck_gets_further_soundly() {
    // Before: cage combinations, cage pointing and one rule of 45, then
    // stuck. Now cage splitting and the sums over several units remove
    // more, and every deduction keeps the solution.
    let g = killer9(HARD2);
    let answer = Grid::parse_line(HARD2_SOLUTION).unwrap();
    let (seen, _) = sound_along_the_path(&g, &Grid::empty(9), &answer);
    assert!(seen.contains(&Technique::InniesOutiesSums), "{seen:?}");
}
