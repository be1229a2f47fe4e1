//! The marks of rules between cells (Kropki dots, X and V, greater-than
//! signs) laid over each grid as a picture: on the Solution and Play
//! pages and the input sheet `A`, in both formats, covering exactly the
//! grid's cells; a grid without such rules has no picture.

use super::*;
use sheetdoku_core::{Constraint, Pair, PairKind};

/// The diabolical 9x9 with a black dot and a greater-than sign its
/// solution keeps.
fn with_marks() -> Case {
    let mut case = diabolske();
    let s = &case.solution;
    // Row 1: 1 5 6 3 7 4 9 2 8; 3 and 6 (D1 and C1) are double one another.
    assert_eq!((s.get(2), s.get(3)), (6, 3));
    let geometry = case
        .puzzle
        .geometry
        .clone()
        .with_constraint(Constraint::Pair(Pair::new(PairKind::KropkiBlack, 2, 3)))
        .unwrap()
        .with_constraint(Constraint::Pair(Pair::new(PairKind::Greater, 1, 0)))
        .unwrap();
    case.puzzle = Puzzle::new(geometry, case.puzzle.givens.clone()).unwrap();
    case
}

/// The text of part `name` of the zip package at `path`.
fn part(path: &Path, name: &str) -> String {
    let mut zip = zip::ZipArchive::new(std::fs::File::open(path).unwrap()).unwrap();
    let mut text = String::new();
    std::io::Read::read_to_string(&mut zip.by_name(name).unwrap(), &mut text).unwrap();
    text
}

/// The bytes of part `name` of the zip package at `path`.
fn part_bytes(path: &Path, name: &str) -> Vec<u8> {
    let mut zip = zip::ZipArchive::new(std::fs::File::open(path).unwrap()).unwrap();
    let mut bytes = Vec::new();
    std::io::Read::read_to_end(&mut zip.by_name(name).unwrap(), &mut bytes).unwrap();
    bytes
}

/// The names of the parts of the zip package at `path`.
fn parts(path: &Path) -> Vec<String> {
    let zip = zip::ZipArchive::new(std::fs::File::open(path).unwrap()).unwrap();
    zip.file_names()
        .filter_map(|n| n.ok().map(|n| n.to_string()))
        .collect()
}

#[test]
fn each_grid_of_a_solution_workbook_carries_its_marks_in_xlsx() {
    let case = with_marks();
    let (_dir, path) = write_doc(&doc(&case, &Uniqueness::Unique));
    let names = parts(&path);
    // The Solution and Play pages' pictures are the same image (their
    // cells have the same sizes), kept once; A's cells are smaller.
    let media = names.iter().filter(|n| n.starts_with("xl/media/")).count();
    assert_eq!(media, 2, "{names:?}");
    // Each drawing anchored from a grid's first cell to past its last.
    let drawings: Vec<String> = names
        .iter()
        .filter(|n| n.starts_with("xl/drawings/drawing") && n.ends_with(".xml"))
        .map(|n| part(&path, n))
        .collect();
    // Solution, Play and A.
    assert_eq!(drawings.len(), 3);
    let anchors: Vec<(String, String)> = drawings
        .iter()
        .map(|d| {
            let cell = |tag: &str| {
                let from = d.split(&format!("<xdr:{tag}>")).nth(1).unwrap();
                let col = from
                    .split("<xdr:col>")
                    .nth(1)
                    .unwrap()
                    .split('<')
                    .next()
                    .unwrap();
                let row = from
                    .split("<xdr:row>")
                    .nth(1)
                    .unwrap()
                    .split('<')
                    .next()
                    .unwrap();
                format!("{col},{row}")
            };
            (cell("from"), cell("to"))
        })
        .collect();
    // Sheet A's grid is at A1:I9 (columns 0-8, rows 0-8): the picture
    // starts at A1 and ends at the right edge of I9 (J10's corner).
    assert!(
        anchors.contains(&("0,0".to_string(), "9,9".to_string())),
        "{anchors:?}"
    );
}

#[test]
fn each_grid_of_a_solution_workbook_carries_its_marks_in_ods() {
    let case = with_marks();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("marks.ods");
    write_solution_workbook(&path, &doc(&case, &Uniqueness::Unique)).unwrap();
    let content = part(&path, "content.xml");
    let frames = content.matches("<draw:frame ").count();
    assert_eq!(frames, 3, "Solution, Play and A");
    assert!(content.contains("table:end-cell-address=\"A.I9\""));
    // Each PNG a file of the package, listed in its manifest; no bytes in
    // content.xml, where they would sit inside the anchor cell's element.
    assert!(!content.contains("office:binary-data"));
    assert!(!content.contains("<svg:desc") && !content.contains("<svg:title"));
    let names = parts(&path);
    let pictures: Vec<&String> = names
        .iter()
        .filter(|n| n.starts_with("Pictures/"))
        .collect();
    assert_eq!(pictures.len(), 3, "{names:?}");
    let manifest = part(&path, "META-INF/manifest.xml");
    for picture in pictures {
        assert!(
            content.contains(&format!("xlink:href=\"{picture}\"")),
            "{picture}"
        );
        assert!(manifest.contains(&format!("manifest:full-path=\"{picture}\"")));
        assert!(
            part_bytes(&path, picture).starts_with(b"\x89PNG"),
            "{picture}"
        );
    }
    // It still reads back as the same puzzle, rules and all.
    let back = crate::read_puzzle(&path, &ReadOptions::default()).unwrap();
    assert_eq!(
        back.geometry.constraints(),
        case.puzzle.geometry.constraints()
    );
}

#[test]
fn a_grid_without_marks_has_no_picture() {
    let case = diabolske();
    let (_dir, path) = write_doc(&doc(&case, &Uniqueness::Unique));
    // The one picture is the QR code under the Solution and Play pages
    // (the same image, stored once).
    let media = parts(&path)
        .into_iter()
        .filter(|n| n.starts_with("xl/media/"))
        .count();
    assert_eq!(media, 1);
}
