//! The teacher's title: on the printed pages, kept on `Info`, read back.

use super::*;
use super::{doc, range, sheets, text, windoku_x};
use crate::read_title;
use crate::write::*;

#[test]
fn the_teachers_title_heads_both_pages_and_reads_back() {
    let case = windoku_x();
    let dir = tempfile::tempdir().unwrap();
    for name in ["titled.xlsx", "titled.ods"] {
        let path = dir.path().join(name);
        let mut d = doc(&case, &Uniqueness::Unique);
        d.title = Some("Class 5A: puzzle of the week");
        write_solution_workbook(&path, &d).unwrap();
        for sheet in ["Solution", "Play"] {
            let page = range(&path, sheet);
            assert_eq!(text(&page, 0, 0), "Class 5A: puzzle of the week", "{name}");
            // The variant moves to the line under it.
            assert!(
                text(&page, 1, 0).starts_with("9x9 Windoku X"),
                "{name}: {}",
                text(&page, 1, 0)
            );
        }
        assert_eq!(
            read_title(&path).as_deref(),
            Some("Class 5A: puzzle of the week")
        );
    }
    // Without a title, the variant heads the page and nothing reads back.
    let path = dir.path().join("plain.xlsx");
    write_solution_workbook(&path, &doc(&case, &Uniqueness::Unique)).unwrap();
    assert_eq!(text(&range(&path, "Solution"), 0, 0), "9x9 Windoku X");
    assert_eq!(read_title(&path), None);
}

#[test]
fn an_input_workbook_leaves_the_title_for_the_teacher() {
    let case = windoku_x();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("in.xlsx");
    write_input_workbook(&path, &case.puzzle).unwrap();
    assert!(sheets(&path).contains(&"Info".to_string()));
    let info = range(&path, "Info");
    let row = (0..info.height() as u32)
        .find(|&r| text(&info, r, 0) == "title")
        .expect("a title row");
    assert_eq!(text(&info, row, 1), "");
    assert_eq!(read_title(&path), None);
    assert_eq!(read_title(Path::new("puzzle.txt")), None);
}

#[test]
fn info_holds_the_links_that_open_the_puzzle_elsewhere() {
    for case in [windoku_x(), super::jigsaw4()] {
        let dir = tempfile::tempdir().unwrap();
        for name in ["linked.xlsx", "linked.ods"] {
            let path = dir.path().join(name);
            let mut d = doc(&case, &Uniqueness::Unique);
            d.title = Some("Week 3");
            write_solution_workbook(&path, &d).unwrap();
            let info = range(&path, "Info");
            let link = |key: &str| {
                (0..info.height() as u32)
                    .find(|&r| text(&info, r, 0) == key)
                    .map(|r| text(&info, r, 1))
                    .unwrap_or_else(|| panic!("{name}: no {key} row"))
            };
            let fpuzzles = link("f-puzzles");
            assert!(
                fpuzzles.starts_with("https://f-puzzles.com/?load="),
                "{fpuzzles}"
            );
            assert!(link("SudokuPad").starts_with("https://sudokupad.app/fpuzzles"));
            // The link holds the puzzle, not its answer.
            let back = crate::text::fpuzzles::read_link(&fpuzzles, &Default::default()).unwrap();
            assert_eq!(back[0].givens, case.puzzle.givens, "{name}");
            assert_eq!(
                back[0].geometry.constraints(),
                case.puzzle.geometry.constraints()
            );
            assert_eq!(back[0].source.name.as_deref(), Some("Week 3"));
            // Clickable: the package holds each as a link's target.
            for link in [fpuzzles, link("SudokuPad")] {
                let target = match name.ends_with(".ods") {
                    true => format!("xlink:href=\"{link}\""),
                    false => format!("Target=\"{link}\""),
                };
                assert!(package_text(&path).contains(&target), "{name}: {link}");
            }
        }
    }
}

/// Every XML part of the zip package at `path`, one after another.
fn package_text(path: &Path) -> String {
    use std::io::Read;
    let mut zip = zip::ZipArchive::new(std::fs::File::open(path).unwrap()).unwrap();
    let mut all = String::new();
    for i in 0..zip.len() {
        let mut part = zip.by_index(i).unwrap();
        let name = part.name().unwrap().to_string();
        if name.ends_with(".xml") || name.ends_with(".rels") {
            part.read_to_string(&mut all).unwrap();
        }
    }
    all
}

#[test]
fn the_solution_and_play_pages_print_the_code_of_the_sudokupad_link() {
    use std::io::Read;
    let case = windoku_x();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("coded.ods");
    write_solution_workbook(&path, &doc(&case, &Uniqueness::Unique)).unwrap();
    let mut zip = zip::ZipArchive::new(std::fs::File::open(&path).unwrap()).unwrap();
    let mut codes = Vec::new();
    for i in 0..zip.len() {
        let mut part = zip.by_index(i).unwrap();
        if part.name().unwrap().starts_with("Pictures/") {
            let mut png = Vec::new();
            part.read_to_end(&mut png).unwrap();
            codes.extend(crate::write::picture::qr_tests::decoded(&png));
        }
    }
    // One under each page's grid, each the link the Info sheet gives.
    let links =
        crate::text::fpuzzles::fpuzzles_links(&case.puzzle.geometry, &case.puzzle.givens, None)
            .unwrap();
    assert_eq!(codes, [links.sudokupad.clone(), links.sudokupad]);
}
