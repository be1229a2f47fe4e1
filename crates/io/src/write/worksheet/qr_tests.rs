//! The QR code beside each printed grid: read back from the written file
//! as a phone reads it, it opens the same puzzle.

use std::io::Read;

use super::*;
use crate::read_options::ReadOptions;
use crate::text::fpuzzles::read_link;
use sheetdoku_core::{generate, GenerateOptions};

fn doc(g: &Geometry, count: usize, per_page: usize) -> WorksheetDoc {
    let opts = GenerateOptions::default().with_seed(31);
    let puzzles = generate(g, count, &opts)
        .unwrap()
        .into_iter()
        .map(|p| WorksheetPuzzle::generated(g, p))
        .collect();
    WorksheetDoc::default()
        .with_puzzles(puzzles)
        .with_per_page(per_page)
}

/// The links of the QR codes among the pictures of the .ods at `path`,
/// each decoded from its PNG.
fn decoded_links(path: &Path) -> Vec<String> {
    let mut zip = zip::ZipArchive::new(std::fs::File::open(path).unwrap()).unwrap();
    let names: Vec<String> = zip
        .file_names()
        .filter_map(|n| n.ok().map(|n| n.to_string()))
        .filter(|n| n.starts_with("Pictures/"))
        .collect();
    let mut links = Vec::new();
    for name in names {
        let mut png = Vec::new();
        zip.by_name(&name).unwrap().read_to_end(&mut png).unwrap();
        links.extend(crate::write::picture::qr_tests::decoded(&png));
    }
    links
}

#[test]
fn each_printed_grid_has_a_code_that_opens_its_puzzle() {
    let dir = tempfile::tempdir().unwrap();
    for (n, per_page) in [(9, 4), (9, 1), (6, 6)] {
        let g = Geometry::standard(n).unwrap();
        let d = doc(&g, 4, per_page);
        let path = dir.path().join(format!("w{n}-{per_page}.ods"));
        write_worksheet(&path, &d).unwrap();
        let links = decoded_links(&path);
        assert_eq!(links.len(), d.puzzles.len(), "{n}x{n}, {per_page} a page");
        for (link, p) in links.iter().zip(&d.puzzles) {
            assert!(link.starts_with("https://sudokupad.app/"), "{link}");
            let read = read_link(link, &ReadOptions::default()).unwrap();
            assert_eq!(read[0].geometry, p.geometry);
            assert!(
                d.puzzles.iter().any(|q| q.givens == read[0].givens),
                "a code opens a puzzle of the worksheet"
            );
        }
        // The Info sheet lists the same links, one a puzzle, in order.
        let mut book: calamine::Ods<_> = calamine::open_workbook(&path).unwrap();
        let info = calamine::Reader::worksheet_range(&mut book, "Info").unwrap();
        let listed: Vec<String> = info
            .rows()
            .filter(|row| row[0].to_string().ends_with(" SudokuPad"))
            .map(|row| row[1].to_string())
            .collect();
        assert_eq!(listed.len(), d.puzzles.len());
        for (link, p) in listed.iter().zip(&d.puzzles) {
            assert!(links.contains(link));
            let read = read_link(link, &ReadOptions::default()).unwrap();
            assert_eq!(read[0].givens, p.givens);
        }
    }
}

#[test]
fn a_worksheet_in_symbols_has_no_codes() {
    // SudokuPad would show its digits, not the letters printed.
    let dir = tempfile::tempdir().unwrap();
    let g = Geometry::standard(9).unwrap();
    let symbols: Vec<char> = "ABCDEFGHI".chars().collect();
    let d = doc(&g, 2, 2).with_symbols(Some(symbols));
    let path = dir.path().join("letters.ods");
    write_worksheet(&path, &d).unwrap();
    assert!(decoded_links(&path).is_empty());
}
