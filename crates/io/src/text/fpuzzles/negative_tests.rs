//! f-puzzles' negative constraint read, counted and written back.

use super::*;
use sheetdoku_core::{count_solutions, Constraint, Count, Geometry, Grid, Pair, PairKind};

fn read(text: &str) -> Result<Vec<Puzzle>> {
    parse_fpuzzles_text(text, Some(Path::new("p.json")), &ReadOptions::default())
}

/// A 4x4 Kropki puzzle without givens (its one grid under the negative
/// constraint 1324/4231/2413/3142): a dot on every side whose digits are
/// consecutive or one double the other, `negative` added to it.
fn kropki(negative: &str) -> String {
    let dots = |pairs: &[(&str, &str)]| {
        pairs
            .iter()
            .map(|(a, b)| format!(r#"{{"cells":["{a}","{b}"]}}"#))
            .collect::<Vec<_>>()
            .join(",")
    };
    let white = dots(&[
        ("R1C2", "R1C3"),
        ("R2C2", "R2C3"),
        ("R1C2", "R2C2"),
        ("R1C3", "R2C3"),
        ("R3C1", "R4C1"),
        ("R3C4", "R4C4"),
    ]);
    let black = dots(&[
        ("R1C3", "R1C4"),
        ("R2C1", "R2C2"),
        ("R3C1", "R3C2"),
        ("R4C3", "R4C4"),
        ("R2C1", "R3C1"),
        ("R2C2", "R3C2"),
    ]);
    let row = "[{},{},{},{}]";
    format!(
        r#"{{"size":4,"grid":[{row},{row},{row},{row}],"difference":[{white}],"ratio":[{black}]{negative}}}"#
    )
}

fn count(g: &Geometry) -> Count {
    count_solutions(g, &Grid::empty(4), 100).unwrap()
}

/// The rules of kind `kind` of `g`.
fn of_kind(g: &Geometry, kind: PairKind) -> Vec<[usize; 2]> {
    g.added_constraints()
        .iter()
        .filter_map(|r| match r {
            Constraint::Pair(p) => (p.kind == kind).then_some(p.cells),
            Constraint::AllDifferent(_)
            | Constraint::Cage(_)
            | Constraint::Parity(_)
            | Constraint::Line(_)
            | Constraint::Sum(_)
            | Constraint::Anti(_)
            | Constraint::Sandwich(_) => None,
        })
        .collect()
}

#[test]
fn a_kropki_puzzle_with_the_negative_constraint_has_one_grid() {
    let without = &read(&kropki("")).unwrap()[0];
    assert_eq!(count(&without.geometry), Count::Exact(10));
    let with = &read(&kropki(r#","negative":["ratio","difference"]"#)).unwrap()[0];
    let g = &with.geometry;
    // 24 sides, 12 with a dot: both pairs on each of the other 12.
    assert_eq!(of_kind(g, PairKind::NoWhite).len(), 12);
    assert_eq!(of_kind(g, PairKind::NoBlack).len(), 12);
    // No negated pair beside a dot of either colour.
    assert!(!of_kind(g, PairKind::NoWhite).contains(&[2, 3]));
    assert!(!of_kind(g, PairKind::NoBlack).contains(&[1, 2]));
    assert!(of_kind(g, PairKind::NoWhite).contains(&[0, 1]));
    assert_eq!(count(g), Count::Exact(1));
    let grid = sheetdoku_core::solve_native(g, &Grid::empty(4))
        .unwrap()
        .unwrap();
    assert_eq!(grid.to_line(), "1324423124133142");
    // Nothing is drawn for them: the page's rules say it.
    let rules = crate::write::common::page_words::rules(g);
    assert!(
        rules
            .contains("two digits side by side with no white dot between them are not consecutive")
            && rules.contains("with no black dot between them, neither is double the other"),
        "{rules}"
    );
    // One entry alone: the white dots' negative only.
    let white = &read(&kropki(r#","negative":["difference"]"#)).unwrap()[0];
    assert_eq!(of_kind(&white.geometry, PairKind::NoWhite).len(), 12);
    assert!(of_kind(&white.geometry, PairKind::NoBlack).is_empty());
}

#[test]
fn the_negative_constraint_reads_back_from_its_links() {
    let text = kropki(r#","negative":["ratio","difference"]"#);
    let g = read(&text).unwrap().remove(0).geometry;
    let links = fpuzzles_links(&g, &Grid::empty(4), None).unwrap();
    // The entries, not the 24 pairs, are written.
    assert!(
        links.json.contains(r#""negative":["difference","ratio"]"#),
        "{}",
        links.json
    );
    assert_eq!(links.json.matches("cells").count(), 12, "{}", links.json);
    for text in [&links.json, &links.fpuzzles, &links.sudokupad] {
        let back = read(text).unwrap().remove(0).geometry;
        assert_eq!(back.constraints(), g.constraints());
    }
    // XV: no X and no V on every side but the V's.
    let xv = r#"{"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],
        "xv":[{"cells":["R1C1","R1C2"],"value":"V"}],"negative":["xv"]}"#;
    let g = read(xv).unwrap().remove(0).geometry;
    assert_eq!(of_kind(&g, PairKind::NoX).len(), 23);
    assert_eq!(of_kind(&g, PairKind::NoV).len(), 23);
    assert!(!of_kind(&g, PairKind::NoV).contains(&[0, 1]));
    let links = fpuzzles_links(&g, &Grid::empty(4), None).unwrap();
    assert!(
        links.json.contains(r#""negative":["xv"]"#),
        "{}",
        links.json
    );
    let back = read(&links.json).unwrap().remove(0).geometry;
    assert_eq!(back.constraints(), g.constraints());
}

#[test]
fn negated_pairs_f_puzzles_cannot_say_have_no_link() {
    // One side alone (from the puzzle text's rules, say).
    let g = Geometry::standard(4)
        .unwrap()
        .with_constraint(Constraint::Pair(Pair::new(PairKind::NoWhite, 0, 1)))
        .unwrap();
    let e = fpuzzles_links(&g, &Grid::empty(4), None)
        .unwrap_err()
        .to_string();
    assert!(
        e.starts_with("f-puzzles has no rule of no white dot on some sides only"),
        "{e}"
    );
    // Every side, and one beside a dot too.
    let text = kropki(r#","negative":["difference"]"#);
    let g = read(&text)
        .unwrap()
        .remove(0)
        .geometry
        .with_constraint(Constraint::Pair(Pair::new(PairKind::NoWhite, 1, 2)))
        .unwrap();
    let e = fpuzzles_links(&g, &Grid::empty(4), None)
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("f-puzzles has no rule of no white dot beside a mark")
            && e.contains("between B1 and C1"),
        "{e}"
    );
}
