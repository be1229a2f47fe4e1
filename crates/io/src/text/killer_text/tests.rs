//! The killer text forms: each read, each refusal located.

use super::*;

/// The lines read strictly: the first bad line is the error.
fn parse_killer_lines(text: &str, file: Option<&Path>, opts: &ReadOptions) -> Result<Vec<Puzzle>> {
    super::parse_killer_lines(text, file, opts)
        .into_iter()
        .collect()
}

/// A 4x4 killer over the grid 1 2 3 4 / 3 4 1 2 / 2 1 4 3 / 4 3 2 1:
/// cages A1+A2 = 4, B1+B2+B3 = 7, C1+D1+D2 = 9, C2+C3 = 5, A3+A4+B4 = 9,
/// D3+C4+D4 = 6.
const SNARF4: &str = "479<^^5^9^^6^<>^";

pub(super) fn cages_of(text: &str) -> Vec<(u32, Vec<usize>)> {
    let puzzles = parse_killer_lines(text, None, &ReadOptions::default()).unwrap();
    assert_eq!(puzzles.len(), 1);
    puzzles[0]
        .geometry
        .cages()
        .map(|(_, c)| {
            (
                c.sum.given().expect("every cage has a sum"),
                c.cells.clone(),
            )
        })
        .collect()
}

#[test]
fn a_snarfable_line_gives_its_cages() {
    assert!(is_killer_text(SNARF4));
    assert!(!is_killer_text("1...............\n"));
    // Numbers separated by commas are a grid, not arrows.
    assert!(!is_killer_text(&format!("1,2{}\n", ",0".repeat(14))));
    let cages = cages_of(SNARF4);
    assert_eq!(
        cages,
        vec![
            (4, vec![0, 4]),
            (7, vec![1, 5, 9]),
            (9, vec![2, 3, 7]),
            (5, vec![6, 10]),
            (9, vec![8, 12, 13]),
            (6, vec![11, 14, 15]),
        ]
    );
}

#[test]
fn a_bad_snarfable_line_names_its_line_and_cell() {
    let err = |text: &str| {
        parse_killer_lines(text, Some(Path::new("k.txt")), &ReadOptions::default())
            .unwrap_err()
            .to_string()
    };
    // B1's arrow turned around: B1 and B2 point at each other.
    assert_eq!(
        err("# killers\n4v9<^^5^9^^6^<>^\n"),
        "k.txt, line 2: B1: its arrows go round in a loop and reach no sum"
    );
    assert_eq!(
        err("<79<^^5^9^^6^<>^\n"),
        "k.txt, line 1: A1: '<' points off the grid"
    );
    // A cage of 2 cells summing to 2.
    assert_eq!(
        err("479<^^2^9^^6^<>^\n"),
        "k.txt, line 1: cage at C2: 2 cells cannot sum to 2 (from 3 to 7)"
    );
}

/// A 9x9 killer made for the tests (30 cages over the grid of Table 5 of
/// Peško's paper), as a snarfable line.
const SNARF9: &str =
    "66C<O<T<4^^6E^I<^<9K<^^^<7<^^<^8K<H<^V<F^6^^H6^8^9M<H^>^^^^^<^^N<<F<<<^^^B<F<3<7<";

/// The same killer in SudoCue's form: each cage's cells hold `sum * 256 +
/// its number`; with `uncaged`, that cell holds a number below 256 instead.
pub(super) fn sudocue_of(snarf: &str, diagonals: bool, uncaged: Option<usize>) -> String {
    let cages = cages_of(snarf);
    let mut values = vec![0u32; 81];
    for (i, (sum, cells)) in cages.iter().enumerate() {
        for &c in cells {
            values[c] = sum * 256 + i as u32;
        }
    }
    if let Some(c) = uncaged {
        values[c] = 7;
    }
    let mut line = if diagonals { "3x3:d:k:" } else { "3x3::k:" }.to_string();
    for v in values {
        line.push_str(&format!("{v}:"));
    }
    line
}

#[test]
fn sudocue_lines_give_the_same_cages() {
    let line = sudocue_of(SNARF9, false, None);
    assert!(is_killer_text(&line));
    assert_eq!(cages_of(&line), cages_of(SNARF9));
    let x = parse_killer_lines(
        &sudocue_of(SNARF9, true, None),
        None,
        &ReadOptions::default(),
    )
    .unwrap();
    assert!(x[0].geometry.has_diagonals());
    // A cell in no cage (I1, a cage of its own in the snarfable line).
    let partial = cages_of(&sudocue_of(SNARF9, false, Some(8)));
    assert_eq!(partial.len(), cages_of(SNARF9).len() - 1);
    assert!(partial.iter().all(|(_, cells)| !cells.contains(&8)));
    let err = parse_killer_lines("3x3::k:1:2:x:\n", None, &ReadOptions::default()).unwrap_err();
    assert!(err.to_string().contains("has 3"), "{err}");
}

#[test]
fn a_killer_reads_back_from_its_cages_field() {
    let puzzle = &parse_killer_lines(SNARF9, None, &ReadOptions::default()).unwrap()[0];
    let line = crate::puzzle_line(&puzzle.geometry, &puzzle.givens).unwrap();
    assert!(line.contains(" cages=6:A1,A2;6:B1,B2;12:C1,D1;"), "{line}");
    let back = crate::text::parse_text(&line, None, &ReadOptions::default()).unwrap();
    assert_eq!(back[0].geometry, puzzle.geometry);
    let err = crate::text::parse_text(
        &format!("{} cages=3:A1,Z9", ".".repeat(16)),
        None,
        &ReadOptions::default(),
    )
    .unwrap_err();
    assert_eq!(
        err.to_string(),
        "line 1: cages=: 'Z9' in '3:A1,Z9' is not a cell of the 4x4 grid"
    );
}

#[test]
fn a_list_of_numbers_is_no_killer_line() {
    // A 16x16 grid as numbers with commas: digits and ',' only, but 500
    // characters long.
    let numbers: Vec<String> = (0..256).map(|i| ((i * 7) % 17).to_string()).collect();
    assert!(!is_killer_text(&numbers.join(",")));
    // A snarfable line whose only arrow is ',' (down-left) still is one.
    assert!(is_killer_text(
        "4,9<^^5^9^^6^<>^".replace('<', ",").as_str()
    ));
}
