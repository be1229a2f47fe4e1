//! The killer text forms: each read, each refusal located.

use super::*;

/// A 4x4 killer over the grid 1 2 3 4 / 3 4 1 2 / 2 1 4 3 / 4 3 2 1:
/// cages A1+A2 = 4, B1+B2+B3 = 7, C1+D1+D2 = 9, C2+C3 = 5, A3+A4+B4 = 9,
/// D3+C4+D4 = 6.
const SNARF4: &str = "479<^^5^9^^6^<>^";

fn cages_of(text: &str) -> Vec<(u32, Vec<usize>)> {
    let puzzles = parse_killer_lines(text, None, &ReadOptions::default()).unwrap();
    assert_eq!(puzzles.len(), 1);
    puzzles[0]
        .geometry
        .cages()
        .map(|(_, c)| (c.sum, c.cells.clone()))
        .collect()
}

#[test]
fn a_snarfable_line_gives_its_cages() {
    assert!(is_killer_text(SNARF4));
    assert!(!is_killer_text("1...............\n"));
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
