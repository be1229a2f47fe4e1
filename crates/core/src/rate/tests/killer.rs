//! The killer techniques: sound along the test killers' paths, the rule of
//! 45 on positions made for it, cages named in the explanation, and the
//! uniqueness patterns left out on killers.

use super::super::cages::cage_combinations;
use super::super::candidates::{bit, Board, Tables};
use super::super::innies::{rule_of_45, Span};
use super::super::{explain, rate, Technique};
use crate::geometry::{Cage, Constraint, Geometry};
use crate::grid::{CellNamer, Grid};
use crate::test_killers::{KILLER4, KILLER9};

/// Along the path of a killer from `givens`, runs every technique (but
/// the dynamic and nested forcing chains) on every position and checks each
/// deduction against `answer` (a grid that keeps every rule: the cages'
/// sums are its own); steps with the first that finds something, until
/// none does. Returns the techniques that found something and the board
/// reached.
pub(super) fn sound_along_the_path(
    g: &Geometry,
    givens: &Grid,
    answer: &Grid,
) -> (Vec<Technique>, Board) {
    let t = Tables::new(g);
    let mut board = Board::from_givens(&t, givens).unwrap();
    let mut seen = Vec::new();
    while !board.is_full() {
        let mut next = None;
        for tech in Technique::ALL {
            if !super::super::choose::usable(tech, g) || tech.only_on_unique() {
                continue;
            }
            let found = super::super::choose::find(tech, &t, &board);
            for &(cell, d) in &found.places {
                assert_eq!(answer.get(cell), d, "{tech}");
            }
            for &(cell, mask) in &found.removes {
                assert_eq!(mask & bit(answer.get(cell)), 0, "{tech} at {cell}");
            }
            if found.instances > 0 {
                seen.push(tech);
                next.get_or_insert(found);
            }
        }
        let Some(found) = next else { break };
        board.apply(&t, &found);
    }
    seen.sort();
    seen.dedup();
    (seen, board)
}

/// [`sound_along_the_path`] from no givens, which must end solved.
fn sound_and_solved(g: &Geometry, answer: &Grid) -> Vec<Technique> {
    let (seen, board) = sound_along_the_path(g, &Grid::empty(g.size()), answer);
    assert!(board.is_full(), "the techniques solve the test killers");
    assert_eq!(board.to_grid(g.size()), *answer);
    seen
}

#[test]
fn the_killer_techniques_are_sound_on_the_test_killers() {
    let seen = sound_and_solved(&KILLER9.geometry(), &KILLER9.solution());
    assert!(seen.contains(&Technique::CageCombination), "{seen:?}");
    assert!(seen.contains(&Technique::CagePointing), "{seen:?}");
    assert!(seen.contains(&Technique::RuleOf45), "{seen:?}");
    let seen = sound_and_solved(&KILLER4.geometry(), &KILLER4.solution());
    assert!(seen.contains(&Technique::CageCombination), "{seen:?}");
}

#[test]
fn uniqueness_patterns_are_left_out_on_killers() {
    let g = KILLER9.geometry();
    assert!(!Technique::UniqueRectangle.sound_on(&g));
    assert!(!Technique::BugPlusOne.sound_on(&g));
    assert!(Technique::CageCombination.sound_on(&g));
}

pub(super) fn with_cages(n: usize, cages: &[(&[usize], u32)]) -> Geometry {
    cages
        .iter()
        .fold(Geometry::standard(n).unwrap(), |g, (cells, sum)| {
            let cage = Cage::new(cells.to_vec(), *sum);
            g.with_constraint(Constraint::Cage(cage)).unwrap()
        })
}

pub(super) fn notes(g: &Geometry, found: &super::super::candidates::Deductions) -> Vec<String> {
    let namer = CellNamer::default();
    found.notes.iter().map(|n| n.render(g, &namer)).collect()
}

#[test]
fn seven_in_three_cells_is_one_two_four() {
    let g = with_cages(9, &[(&[0, 1, 2], 7)]);
    let t = Tables::new(&g);
    let board = Board::open(&t);
    let found = cage_combinations(&t, &board);
    assert_eq!(
        notes(&g, &found),
        [
            "the cage of 7 at A1 (3 cells) can only hold 1,2,4, so remove 3,5,6,7,8,9 from A1, \
          B1, C1"
        ]
    );
}

#[test]
fn innies_and_outies_of_one_unit() {
    // 4x4: A1+B1 = 3 leaves C1+D1 = 7 (3,4) in row 1.
    let g = with_cages(4, &[(&[0, 1], 3)]);
    let t = Tables::new(&g);
    let found = rule_of_45(&t, &Board::open(&t), Span::One);
    let said = notes(&g, &found);
    assert!(
        said.contains(
            &"innies of row 1: C1 and D1 add up to 7 (3,4), so remove 1,2 from C1, D1".to_string()
        ),
        "{said:?}"
    );
    // A1 + A2 + B2 = 7 inside the top-left block leaves B1 = 3.
    let g = with_cages(4, &[(&[0, 4, 5], 7)]);
    let t = Tables::new(&g);
    let said = notes(&g, &rule_of_45(&t, &Board::open(&t), Span::One));
    assert!(
        said.iter()
            .any(|s| s.starts_with("innies of the top-left block: B1 holds 3")),
        "{said:?}"
    );
    // Outies: cages covering row 1 with one cell below it.
    let g = with_cages(4, &[(&[0, 1], 3), (&[2, 3, 7], 9)]);
    let t = Tables::new(&g);
    let said = notes(&g, &rule_of_45(&t, &Board::open(&t), Span::One));
    assert!(
        said.iter()
            .any(|s| s.starts_with("outies of row 1: D2 holds 2")),
        "{said:?}"
    );
}

#[test]
fn innies_of_two_rows() {
    // 6x6: columns of two cells down rows 1-2 in A to E (cages of 3, 7, 11
    // filling the first block, 9 and 9: 39), so F1 and F2 add up to
    // 42 - 39 = 3.
    let g = with_cages(
        6,
        &[
            (&[0, 6], 3),
            (&[1, 7], 7),
            (&[2, 8], 11),
            (&[3, 9], 9),
            (&[4, 10], 9),
        ],
    );
    let t = Tables::new(&g);
    let said = notes(&g, &rule_of_45(&t, &Board::open(&t), Span::Several));
    assert!(
        said.iter()
            .any(|s| s.starts_with("innies of rows 1 and 2: F1 and F2 add up to 3 (1,2)")),
        "{said:?}"
    );
}

#[test]
fn the_explanation_names_the_cages() {
    let g = KILLER9.geometry();
    let empty = Grid::empty(9);
    let rating = rate(&g, &empty).unwrap();
    assert!(rating.solved_by_logic());
    let lines = explain(&g, &empty, &rating.steps, &CellNamer::default()).unwrap();
    assert!(
        lines[0].starts_with("Cage combination (18 times, rating 2.4): the cage of 6 at A1 (2 cells) can only hold 1,5 or 2,4"),
        "{}",
        lines[0]
    );
}
